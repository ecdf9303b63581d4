"""Hostile pull requests made by a seeded generator: a hostile alphabet (LF, CR, `%`, `::`, `##[`, `=`, `<<`,
`</details>`, `<!--`, backticks, bidirectional controls, 255-byte components) placed into every path component the
action touches (definition files and directories, links to them, the SARIF path and the links on it, the
configuration file, `paths:`) and into every user text (ids, titles, descriptions). Each case runs the whole action
with the runner's own parsers (composite_runner.read_outputs, support.workflow_commands) and asserts that the outputs
file parses to exactly the action's outputs with the values the action computed, that the log holds no workflow
command but the action's own (each annotation on a file that is there), that nothing outside RUNNER_TEMP changed and
that no secret appears anywhere (AttackHarness.review checks the last two).

ACTIONABLE_ATTACK_CASES sets the number of cases (200 by default, as CI runs; a longer run: 2000) and
ACTIONABLE_ATTACK_SEED the first seed; a failing case names its seed, which replays it alone
(ACTIONABLE_ATTACK_CASES=1 ACTIONABLE_ATTACK_SEED=N).
"""

import os
import random
import re
import shutil
import tempfile

from stubs import CommentAPI
from support import workflow_commands
from test_action import BASE
from test_attacks import SECRET, AttackHarness, Link

# The pieces a hostile name or text is made of.
ALPHABET = ["\n", "\r", "%", "%0A", "::", "##[", "=", "<<", "</details>", "<details>", "<!--", "-->", "`", "```",
            "\u202e", "\u2066", "::stop-commands::x", "##[add-mask]", "::error::forged", "result=none", "report=/proc/self/environ",
            "$(id)", "'", '"', ";", ",", " ", "~~~", "@org/team", "\\"]
OUTPUTS = {"result", "changes", "report", "report-json", "page", "sarif", "pull-request", "marker", "verdict"}
RESULTS = {"wire", "behavior", "source", "compatible", "none", "error"}


def hostile(rng, length=4, allow_newline=True):
    """A short hostile text: pieces of the alphabet and letters."""
    pieces = [rng.choice(ALPHABET) for _ in range(length)] + [rng.choice("abcXYZ") for _ in range(2)]
    rng.shuffle(pieces)
    text = "".join(pieces)
    return text if allow_newline else text.replace("\n", " ").replace("\r", " ")


def component(rng, suffix=""):
    """A file name: hostile, or one of 255 bytes (the most a name may have), never `.`-led (hidden entries are never
    walked) and with no `/`."""
    if rng.random() < 0.15:
        name = "n" + "%" * (255 - 1 - len(suffix.encode()))
    else:
        name = "n" + hostile(rng).replace("/", "_")
        while len((name + suffix).encode()) > 255:
            name = name[:-1]
    return name + suffix


def quoted(text):
    """`text` as a YAML double-quoted scalar."""
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\r", "\\r")
    return '"' + escaped.replace("\u202e", "\\u202E").replace("\u2066", "\\u2066") + '"'


def definitions(rng, base):
    """The head's definitions: the base with hostile ids, titles and descriptions added."""
    text = base
    for index in range(rng.randint(1, 3)):
        text += (f"  - id: {quoted('C' + str(index) + hostile(rng))}\n"
                 f"    description: {quoted(hostile(rng, 6))}\n"
                 f"    actions:\n"
                 f"      - {{ id: {quoted('A' + str(index) + hostile(rng))}, title: {quoted(hostile(rng, 5))} }}\n")
    return text


class GeneratedAttackTests(AttackHarness):
    def setUp(self):
        # Each case makes its own scratch directory and copy of the action (`case`).
        self.cases = int(os.environ.get("ACTIONABLE_ATTACK_CASES", "200"))
        self.first_seed = int(os.environ.get("ACTIONABLE_ATTACK_SEED", "1"))

    def case(self):
        self.scratch = tempfile.mkdtemp(prefix="actionable-attack.")
        self.addCleanup(shutil.rmtree, self.scratch, True)
        self.prepare()

    def make(self, rng):
        """One hostile pull request: (head files, action inputs)."""
        head = {"Notifications/categories.yaml": definitions(rng, BASE)}
        directory = "Notifications/" + component(rng)
        file_name = component(rng, ".yaml")
        head[f"{directory}/{file_name}"] = definitions(rng, "categories:\n")
        if rng.random() < 0.5:
            head["Notifications/" + component(rng, ".yaml")] = Link(os.path.join(directory.split("/", 1)[1], file_name))
        if rng.random() < 0.3:
            head["Notifications/" + component(rng, ".yaml")] = Link(os.path.join(self.outside, "secret.yaml"))
        if rng.random() < 0.3:
            head["Notifications/actionable-config.yaml"] = f"{quoted(hostile(rng))}: 1\nnamespace: {quoted(hostile(rng))}\n"
        inputs = {}
        if rng.random() < 0.8:
            parts = [component(rng) for _ in range(rng.randint(1, 3))]
            sarif = "/".join(parts[:-1] + [parts[-1] + ".sarif"])
            inputs["sarif"] = sarif
            if len(parts) > 1 and rng.random() < 0.6:
                # A committed link on the way: inside the workspace, to a directory whose name forges outputs.
                forged = component(rng)
                head[parts[0]] = Link(os.path.join("inj", forged))
                head[f"inj/{forged}/.keep"] = "x\n"
        if rng.random() < 0.3:
            named = [p for p in head if p.count("/") == 1 and not re.search(r"\s", p)]
            inputs["paths"] = " ".join(["Notifications"] + named[:2])
        return head, inputs

    def expect_outputs(self, outcome, inputs):
        outputs = outcome.step_outputs.get("review")
        self.assertIsNotNone(outputs, outcome.stdout + outcome.stderr)
        self.assertEqual(set(outputs), OUTPUTS)
        self.assertIn(outputs["result"], RESULTS)
        self.assertRegex(outputs["changes"], r"^[0-9]+$")
        temp = self.path("runner-temp")
        own = re.compile(re.escape(temp) + r"/actionable-review\.[A-Za-z0-9]{8}/")
        self.assertRegex(outputs["report"], own.pattern + r"report\.md$")
        self.assertRegex(outputs["report-json"], own.pattern + r"report\.json$")
        self.assertIn(outputs["page"], ("", outputs["report"][:-len("report.md")] + "report.html"))
        if inputs.get("sarif"):
            declared = os.path.join(self.path("workspace"), inputs["sarif"])
            self.assertIn(outputs["sarif"], ("", declared, outputs["report"][:-len("report.md")] + "report.sarif"))
        else:
            self.assertEqual(outputs["sarif"], "")
        self.assertIn(outputs["pull-request"], ("", "7"))
        self.assertRegex(outputs["marker"], r"^<!-- actionable-review: [A-Za-z0-9._/@+=%~-]+ -->$")
        self.assertNotIn("\n", outputs["verdict"])

    def test_generated_hostile_pull_requests_change_nothing_but_the_report(self):
        for seed in range(self.first_seed, self.first_seed + self.cases):
            with self.subTest(seed=seed):
                self.case()
                rng = random.Random(seed)
                head, inputs = self.make(rng)
                clone, base, head_sha = self.repository({"Notifications/categories.yaml": BASE}, head)
                with CommentAPI("octo/app") as api:
                    outcome = self.review(clone, base, head_sha, api, **inputs)
                self.expect_outputs(outcome, inputs)
                self.assert_only_own_commands(outcome, failing=outcome.step_outputs["review"]["verdict"] != "",
                                              workspace=clone)
                for command in workflow_commands(outcome.stdout + outcome.stderr):
                    self.assertNotEqual(command.name, "add-mask")
                if api.comments:
                    body = api.comments[-1]["body"]
                    self.assertTrue(body.startswith(outcome.step_outputs["review"]["marker"] + "\n"))
                    self.assertNotIn(SECRET, body)
