"""The fork recipe of Documentation/Review.md, run as written: the comment job's script, with a stub `gh` that
answers as GitHub's API does and records what would be posted, on artifacts a hostile fork could upload."""

import json
import os
import re
import stat
import subprocess

import yaml

from support import ROOT, ScratchTestCase

SHA = "0123456789abcdef0123456789abcdef01234567"
FORK = "mallory/app"
MARKER = "<!-- actionable-review: fork-review -->"

# A `gh` that serves `gh api repos/R/pulls/N` from $STUB_PULL, lists no comments, and copies the body of a POST
# or PATCH (-F body=@FILE) to $STUB_BODY.
GH = r"""#!/usr/bin/env python3
import os, sys
arguments = sys.argv[1:]
if "--paginate" in arguments:
    sys.exit(0)
if "-F" in arguments:
    body = arguments[arguments.index("-F") + 1].split("=", 1)[1]
    with open(body[1:], "rb") as source, open(os.environ["STUB_BODY"], "wb") as target:
        target.write(source.read())
    sys.exit(0)
sys.stdout.write(open(os.environ["STUB_PULL"]).read())
"""


def recipe_script():
    """The `run:` script of the comment workflow's step that holds GH_TOKEN."""
    with open(os.path.join(ROOT, "Documentation", "Review.md"), encoding="utf-8") as file:
        text = file.read()
    for block in re.findall(r"```yaml\n(.*?)```", text, re.S):
        if block.startswith("# .github/workflows/notification-review-comment.yml"):
            workflow = yaml.safe_load(block)
            for step in workflow["jobs"]["comment"]["steps"]:
                if "GH_TOKEN" in (step.get("env") or {}):
                    return step["run"]
    raise AssertionError("no comment workflow in Documentation/Review.md")


class ForkRecipeTests(ScratchTestCase):
    def post(self, report, number="7"):
        """Runs the recipe on an artifact holding `report` (report.json) and `number`; returns the body posted."""
        artifact = self.path("runner-temp", "notification-review")
        os.makedirs(artifact)
        with open(os.path.join(artifact, "report.json"), "w", encoding="utf-8") as file:
            file.write(report if isinstance(report, str) else json.dumps(report))
        self.write("runner-temp/notification-review/number", number)
        bin_dir = self.path("bin")
        os.makedirs(bin_dir)
        self.write("bin/gh", GH)
        os.chmod(os.path.join(bin_dir, "gh"), stat.S_IRWXU)
        self.write("pull.json", json.dumps({"head": {"sha": SHA, "repo": {"full_name": FORK}}}))
        self.write("recipe.sh", recipe_script())
        workspace = self.path("workspace")
        os.makedirs(workspace)
        env = {"PATH": bin_dir + os.pathsep + os.environ["PATH"], "GH_TOKEN": "t", "REPOSITORY": "octo/app",
               "RUN_HEAD_SHA": SHA, "RUN_HEAD_REPOSITORY": FORK, "ARTIFACT": artifact,
               "RUNNER_TEMP": self.path("runner-temp"), "STUB_PULL": self.path("pull.json"), "STUB_BODY": self.path("body.md")}
        process = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", self.path("recipe.sh")],
                                 cwd=workspace, env=env, capture_output=True, text=True, timeout=60)
        self.assertEqual(os.listdir(workspace), [], "the recipe wrote into the workspace")
        return process, (self.read("body.md") if os.path.exists(self.path("body.md")) else None)

    def assert_contained(self, body):
        """The marker, the headline, then every line from the artifact inside the one code block, and after it
        at most the count of what was left out."""
        lines = body.split("\n")
        self.assertEqual(lines[0], MARKER)
        self.assertRegex(lines[1], r"^### Notification categories: [0-9]+ change\(s\)$")
        self.assertEqual(lines[2:4], ["", "~~~text"])
        end = lines.index("~~~", 4)
        for line in lines[4:end]:
            self.assertFalse(re.search(r"[`~<>\r]", line), line)
        rest = [line for line in lines[end + 1:] if line]
        self.assertTrue(all(re.fullmatch(r"[0-9]+ more not shown", line) for line in rest), rest)
        self.assertLess(len(body.encode()), 65_536)

    def test_every_field_is_typed(self):
        hostile = "3\n~~~\n\n## ✅ passed\n@org/team [sign in](https://attacker.example) <img src=x> <details>"
        process, body = self.post({"changes": [
            {"class": "wire", "rule": "action-removed", "path": "a.yaml", "line": hostile, "message": "m"},
            {"class": {"x": "~~~"}, "rule": ["```"], "path": 7, "line": -1, "message": hostile},
            {"class": "wire", "line": 1e300, "message": None},
            "not a change", 5, None]})
        self.assertEqual(process.returncode, 0, process.stderr)
        self.assert_contained(body)
        self.assertIn("a.yaml:? m", body)
        self.assertIn("### Notification categories: 3 change(s)", body)

    def test_a_report_that_is_not_an_object_posts_no_change(self):
        for report in ([1, 2], "\"text\"", {"changes": "~~~"}, {"changes": {"a": {"class": "x"}}}):
            with self.subTest(report=report):
                process, body = self.post(report)
                self.assertEqual(process.returncode, 0, process.stderr)
                self.assert_contained(body)
                self.assertIn("0 change(s)", body)
                for name in ("runner-temp", "bin", "workspace", "body.md"):
                    subprocess.run(["rm", "-rf", self.path(name)], check=True)

    def test_a_long_report_is_cut_under_the_comment_limit(self):
        change = {"class": "wire", "rule": "r", "path": "p", "line": 1, "message": "ü" * 400}
        process, body = self.post({"changes": [change] * 5000})
        self.assertEqual(process.returncode, 0, process.stderr)
        self.assert_contained(body)
        self.assertIn("5000 change(s)", body)
        self.assertRegex(body, r"\n[0-9]+ more not shown\n")

    def test_a_number_that_is_not_one_posts_nothing(self):
        process, body = self.post({"changes": []}, number="7; rm -rf /")
        self.assertNotEqual(process.returncode, 0)
        self.assertIsNone(body)
