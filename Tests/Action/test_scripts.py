"""The action's scripts, read as text: the one-way rules that the end-to-end tests rely on."""

import os
import re
import unittest

from support import ROOT, SCRIPTS

FILES = ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY"]
# The functions of lib.sh allowed to write each runner file, and nothing else anywhere.
WRITERS = {"GITHUB_OUTPUT": "set_output", "GITHUB_PATH": "add_path", "GITHUB_STEP_SUMMARY": "append_summary"}


def functions(text):
    """Each top-level shell function of `text` with its body."""
    return dict(re.findall(r"^([a-z_]+)\(\) \{\n(.*?)^\}", text, re.S | re.M))


class ScriptTests(unittest.TestCase):
    def test_runner_files_are_written_only_through_lib_sh(self):
        for name in sorted(os.listdir(SCRIPTS)) + ["../../action.yml"]:
            path = os.path.join(SCRIPTS, name)
            if not (name.endswith(".sh") or name.endswith(".yml")):
                continue
            with open(path, encoding="utf-8") as file:
                text = file.read()
            bodies = functions(text) if name == "lib.sh" else {}
            for number, line in enumerate(text.split("\n"), 1):
                for variable in FILES:
                    if variable not in line or not re.search(r">>?\s*\"?\$\{?" + variable, line):
                        continue
                    owner = WRITERS.get(variable)
                    allowed = name == "lib.sh" and owner is not None and line.strip() in bodies.get(owner, "")
                    self.assertTrue(allowed, f"{name}:{number} writes {variable} outside lib.sh's {owner}: {line.strip()}")

    def test_every_output_the_action_declares_is_set_by_set_output(self):
        with open(os.path.join(SCRIPTS, "review.sh"), encoding="utf-8") as file:
            review = file.read()
        with open(os.path.join(ROOT, "action.yml"), encoding="utf-8") as file:
            declared = re.findall(r"steps\.review\.outputs\.([a-z-]+)", file.read())
        for output in declared:
            self.assertIn(f'"{output}=$', review, f"the review step does not set {output} through set_output")


if __name__ == "__main__":
    unittest.main()
