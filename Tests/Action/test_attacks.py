"""Hostile pull requests against the whole action, run as an attacker would: a throw-away origin whose head commit
holds the attack (YAML files, file names, links), a shallow clone of it as the workspace, a copy of the action
(so an attack that wrote through a link could not damage this checkout), the runner's workflow-command parser
(support.workflow_commands), and the stub REST API. Each attack succeeded on 0.3.0 and fails now; each test also checks
that nothing outside RUNNER_TEMP and the declared outputs changed.
"""

import hashlib
import json
import os
import re
import shutil
import subprocess

from composite_runner import run_action
from stubs import CommentAPI
from support import ROOT, ScratchTestCase, git_output, run_git, workflow_commands
from test_action import BASE, COMPATIBLE, REPOSITORY, WIRE, binary

SECRET = "leaked-secret-value-4c1d"
TOKEN = "ghs_stub-token-9f3e"


class Link(str):
    """A symbolic link to commit, with its target."""


def fingerprint(root, skip=()):
    """Every entry below `root` (links as links), with its kind and content: what changed shows as a difference."""
    entries = {}
    for directory, names, files in os.walk(root):
        relative = os.path.relpath(directory, root)
        if any(relative == s or relative.startswith(s + os.sep) for s in skip):
            names[:] = []
            continue
        for name in names + files:
            path = os.path.join(directory, name)
            key = os.path.relpath(path, root)
            if key in skip:
                continue
            if os.path.islink(path):
                entries[key] = ("link", os.readlink(path))
            elif os.path.isfile(path):
                with open(path, "rb") as file:
                    entries[key] = ("file", hashlib.sha256(file.read()).hexdigest(), os.stat(path).st_mode)
        names[:] = [n for n in names if not os.path.islink(os.path.join(directory, n))]
    return entries


class AttackHarness(ScratchTestCase):
    """A repository with the attack, a copy of the action to run, and the checks every attack gets."""

    def setUp(self):
        super().setUp()
        self.prepare()

    def prepare(self):
        """A copy of the action (what an attack writes through a link lands there, not in the checkout under test)
        and files outside the repository that links point at, in the scratch directory."""
        self.action = self.path("action")
        os.makedirs(self.action)
        shutil.copy(os.path.join(ROOT, "action.yml"), self.action)
        shutil.copytree(os.path.join(ROOT, "Scripts", "action"), os.path.join(self.action, "Scripts", "action"))
        self.outside = self.path("outside")
        os.makedirs(self.outside)
        self.write("outside/secret.yaml", f"AWS_SECRET_ACCESS_KEY: {SECRET}\n")
        self.write("outside/defs.yaml", BASE)

    # MARK: - Harness

    def tree(self, root, files):
        for relative, content in files.items():
            path = os.path.join(root, relative)
            os.makedirs(os.path.dirname(path), exist_ok=True)
            if os.path.lexists(path):
                if os.path.isdir(path) and not os.path.islink(path):
                    shutil.rmtree(path)
                else:
                    os.remove(path)
            if content is None:
                continue
            if isinstance(content, Link):
                os.symlink(str(content), path)
            else:
                with open(path, "w", encoding="utf-8") as file:
                    file.write(content)

    def repository(self, base, head):
        """An origin with a base commit (`base` files) and a head commit (`head` changes them; None removes),
        and a shallow clone of the head; returns (clone, base sha, head sha)."""
        origin = self.path("origin")
        os.makedirs(origin)
        run_git(["init", "-q"], origin)
        self.tree(origin, base)
        run_git(["add", "-A"], origin)
        run_git(["commit", "-q", "-m", "base"], origin)
        base_sha = git_output(["rev-parse", "HEAD"], origin)
        self.tree(origin, head)
        run_git(["add", "-A"], origin)
        run_git(["commit", "-q", "--allow-empty", "-m", "head"], origin)
        head_sha = git_output(["rev-parse", "HEAD"], origin)
        clone = self.path("workspace")
        run_git(["clone", "-q", "--depth", "1", "file://" + origin, clone], self.scratch)
        return clone, base_sha, head_sha

    def review(self, clone, base, head, api, event=None, env=None, **inputs):
        event_path = self.write("event.json", json.dumps(event or {"number": 7, "pull_request": {
            "number": 7, "base": {"sha": base, "repo": {"full_name": REPOSITORY}},
            "head": {"sha": head, "repo": {"full_name": REPOSITORY}}}}))
        settings = dict(
            GITHUB_EVENT_NAME="pull_request", GITHUB_EVENT_PATH=event_path, GITHUB_REPOSITORY=REPOSITORY,
            GITHUB_API_URL=api.url, GITHUB_SERVER_URL="https://github.com", GITHUB_WORKFLOW="Review",
            GITHUB_JOB="notifications", RUNNER_OS="Linux", RUNNER_ARCH="X64", GITHUB_WORKSPACE=clone,
            AWS_SECRET_ACCESS_KEY=SECRET, PATH=os.path.dirname(binary()) + os.pathsep + os.environ["PATH"])
        settings.update(env or {})
        values = {"paths": "Notifications", "install": "none"}
        values.update(inputs)
        before = fingerprint(self.scratch, skip=("runner-temp", "output", "path", "summary", "event.json", os.path.join("workspace", ".git")))
        outcome = run_action(self.action, values, self.runner_env(**settings), clone, token=TOKEN)
        after = fingerprint(self.scratch, skip=("runner-temp", "output", "path", "summary", "event.json", os.path.join("workspace", ".git")))
        declared = outcome.outputs.get("sarif") or outcome.step_outputs.get("review", {}).get("sarif", "")
        changed = {key for key in set(before) | set(after) if before.get(key) != after.get(key)}
        allowed = {os.path.relpath(declared, self.scratch)} if declared else set()
        self.assertLessEqual(changed, allowed, "the action changed files outside RUNNER_TEMP and its declared outputs")
        self.everything = outcome.stdout + outcome.stderr + self.read("summary") + "".join(
            json.dumps(comment) for comment in api.comments)
        for name in ("report", "page", "sarif"):
            path = outcome.step_outputs.get("review", {}).get(name)
            if path and os.path.isfile(path):
                with open(path, encoding="utf-8", errors="replace") as file:
                    self.everything += file.read()
        self.assertNotIn(SECRET, self.everything, "a secret from outside the repository reached an output")
        self.assertNotIn(TOKEN, self.everything, "the token reached an output")
        return outcome

    def assert_only_own_commands(self, outcome, failing, workspace=None):
        """The log holds only commands the action itself makes: annotations on files, its own titled messages,
        and its own framing; every annotation on a file names a file of `workspace` (when given) as the runner
        reads the property; and, when the review fails, the closing ::error is there."""
        commands = workflow_commands(outcome.stdout + outcome.stderr)
        for command in commands:
            stripped = command.line.lstrip()
            # An annotation on a file it may not name raw (a bidirectional or invisible character, a control) is
            # the run's, with the title the renderer gives it (a rule, `note`, or a change's `behavior change
            # (action-added)`), its text led by the escaped place.
            fileless = re.fullmatch(r"::(error|warning|notice) title=([a-z0-9-]+|[a-z]+(?: [a-z]+)* \([a-z0-9-]+\))::.*",
                                    stripped, re.DOTALL)
            own = (stripped.startswith(("::error file=", "::warning file=", "::notice file="))
                   or stripped.startswith(("::error title=actionable ", "::warning title=actionable ",
                                           "::notice title=actionable "))
                   or fileless is not None
                   or (command.name == "stop-commands" and len(stripped) == len("::stop-commands::") + 32))
            self.assertTrue(own, f"a command the action did not make: {command.line!r}")
            if workspace and "file" in command.properties:
                self.assertTrue(os.path.lexists(os.path.join(workspace, command.properties["file"])),
                                f"an annotation on a file that is not there: {command.properties['file']!r}")
        if failing:
            self.assertIn("::error title=actionable review::", outcome.stdout)


class AttackTests(AttackHarness):
    # MARK: - Output paths

    def test_a_sarif_link_to_the_actions_own_script_writes_nothing_through_it(self):
        script = os.path.join(self.action, "Scripts", "action", "comment.sh")
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": WIRE, "notifications.sarif": Link(script)})
        with open(script, "rb") as file:
            original = file.read()
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, sarif="notifications.sarif")
            with open(script, "rb") as file:
                self.assertEqual(file.read(), original)
            self.assertIn("::warning title=actionable review::the SARIF log cannot go to", outcome.stdout)
            sarif = outcome.step_outputs["review"]["sarif"]
            self.assertTrue(sarif.startswith(self.path("runner-temp") + os.sep), sarif)
            with open(sarif, encoding="utf-8") as file:
                self.assertEqual(json.load(file)["version"], "2.1.0")
            self.assertEqual(len(api.comments), 1)
            self.assert_only_own_commands(outcome, failing=True)

    def test_a_sarif_link_to_the_report_cannot_replace_the_comment(self):
        clone, base, head = self.repository(
            {"Notifications/categories.yaml": BASE},
            {"Notifications/categories.yaml": COMPATIBLE,
             "review.sarif": Link(self.path("runner-temp", "actionable-review", "Review_notifications", "report.md"))})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, sarif="review.sarif")
            self.assertIn("NEW_MESSAGE", api.comments[0]["body"])
            self.assertNotIn('"$schema"', api.comments[0]["body"])
            self.assertIn("::warning title=actionable review::the SARIF log cannot go to", outcome.stdout)

    def test_directory_names_behind_a_sarif_link_cannot_forge_outputs(self):
        # Issue 46: `reports -> inj/<dir>`, the directories behind it named to end the `sarif=` line and add
        # `result=none`, `changes=0` and `report=` a secret file. The link is refused (no link on the SARIF path,
        # inside the workspace or not), and every output is written between fresh delimiters.
        secret = os.path.join(self.outside, "secret.yaml")
        forged = "a\nresult=none\nchanges=0\nreport=" + secret.replace("/", "\u2215") + "\nz=b"
        clone, base, head = self.repository(
            {"Notifications/categories.yaml": BASE},
            {"Notifications/categories.yaml": WIRE, "reports": Link("inj/" + forged), f"inj/{forged}/.keep": "x\n"})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, sarif="reports/notifications.sarif")
            outputs = outcome.step_outputs["review"]
            self.assertEqual(outputs["result"], "wire")
            self.assertEqual(outputs["changes"], "1")
            self.assertTrue(outputs["report"].endswith("/report.md"), outputs["report"])
            self.assertTrue(outputs["sarif"].startswith(self.path("runner-temp") + os.sep), outputs["sarif"])
            self.assertNotIn("z", outputs)
            self.assertIn("'reports' is a symbolic link", outcome.stdout)
            self.assertEqual(len(api.comments), 1)
            self.assertIn("DECLINE_ACTION", api.comments[0]["body"])

    def test_a_stop_commands_directory_behind_a_sarif_link_cannot_silence_the_verdict(self):
        clone, base, head = self.repository(
            {"Notifications/categories.yaml": BASE},
            {"Notifications/categories.yaml": WIRE, "reports": Link("inj/##[stop-commands]PWNTOKEN"),
             "inj/##[stop-commands]PWNTOKEN/.keep": "x\n"})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, sarif="reports/x.sarif")
            self.assert_only_own_commands(outcome, failing=True, workspace=clone)
            names = [command.name for command in workflow_commands(outcome.stdout)]
            self.assertEqual(names[-1], "error")

    def test_a_sarif_path_through_any_link_or_hidden_entry_stays_in_runner_temp(self):
        clone, base, head = self.repository(
            {"Notifications/categories.yaml": BASE},
            {"Notifications/categories.yaml": COMPATIBLE, "reports/real/.keep": "x\n", "inside": Link("reports/real"),
             "reports/linked": Link("real"), ".hidden/.keep": "x\n"})
        for target in ("inside/x.sarif", "reports/linked/x.sarif", ".hidden/x.sarif", "reports/../reports/x.sarif",
                       "reports/.x.sarif"):
            with self.subTest(target=target), CommentAPI(REPOSITORY) as api:
                outcome = self.review(clone, base, head, api, sarif=target)
                self.assertTrue(outcome.outputs["sarif"].startswith(self.path("runner-temp") + os.sep), outcome.outputs["sarif"])
                self.assertFalse(os.path.exists(os.path.join(clone, "reports", "real", "x.sarif")))
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, sarif="reports/new/x.sarif")
            self.assertEqual(outcome.outputs["sarif"], os.path.join(clone, "reports", "new", "x.sarif"))

    def test_a_run_over_the_time_limit_is_stopped_and_said(self):
        # A tool that never ends (standing in for an input that costs too much) is stopped after `timeout` seconds;
        # the result is error and the job fails saying why.
        slow = self.path("slow-bin")
        os.makedirs(slow)
        self.write("slow-bin/actionable", '#!/bin/sh\n[ "$1" = --version ] && { echo 0.0.0; exit 0; }\nexec sleep 600\n')
        os.chmod(os.path.join(slow, "actionable"), 0o755)
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE}, {"Notifications/categories.yaml": WIRE})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, timeout="1",
                                  env={"PATH": slow + os.pathsep + os.environ["PATH"]})
            self.assertEqual(outcome.step_outputs["review"]["result"], "error")
            self.assertEqual(outcome.failed_step, "Verdict")
            self.assertIn("took longer than 1 seconds and was stopped", outcome.stdout)

    def test_a_sarif_directory_linked_outside_writes_nothing_there(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE, "reports": Link(self.outside)})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, sarif="reports/deep/review.sarif")
            self.assertEqual(sorted(os.listdir(self.outside)), ["defs.yaml", "secret.yaml"])
            self.assertEqual(outcome.status, 0, outcome.stdout)
            self.assertIn("'reports' is a symbolic link", outcome.stdout)

    def test_a_dangling_sarif_link_is_not_followed(self):
        target = self.path("planted.sarif")
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE, "review.sarif": Link(target)})
        with CommentAPI(REPOSITORY) as api:
            self.review(clone, base, head, api, sarif="review.sarif")
            self.assertFalse(os.path.lexists(target))

    def test_a_file_blocking_the_sarif_directory_stops_nothing_else(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": WIRE, "reports": "not a directory\n"})
        with CommentAPI(REPOSITORY, [{"id": 1, "body": "<!-- actionable-review: Review/notifications -->\nno changes",
                                      "user": {"login": "github-actions[bot]", "type": "Bot"}}]) as api:
            outcome = self.review(clone, base, head, api, sarif="reports/review.sarif")
            self.assertEqual(outcome.failed_step, "Verdict")
            self.assertEqual(outcome.step_outputs["review"]["result"], "wire")
            self.assertIn("DECLINE_ACTION", self.read("summary"))
            self.assertIn("DECLINE_ACTION", api.comments[0]["body"])
            self.assertIn("is not a directory", outcome.stdout)
            self.assert_only_own_commands(outcome, failing=True)

    def test_a_sarif_path_in_git_or_outside_the_workspace_stays_in_runner_temp(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE})
        for target in (".git/hooks/post-checkout", "../outside/review.sarif", self.path("elsewhere.sarif")):
            with self.subTest(target=target), CommentAPI(REPOSITORY) as api:
                outcome = self.review(clone, base, head, api, sarif=target)
                self.assertTrue(outcome.outputs["sarif"].startswith(self.path("runner-temp")), outcome.outputs["sarif"])
                self.assertFalse(os.path.exists(os.path.join(clone, ".git", "hooks", "post-checkout")))

    def test_a_hard_linked_sarif_destination_is_replaced_not_written_through(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE})
        victim = self.path("victim.txt")
        with open(victim, "w", encoding="utf-8") as file:
            file.write("keep me\n")
        os.link(victim, os.path.join(clone, "review.sarif"))
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api, sarif="review.sarif")
        with open(victim, encoding="utf-8") as file:
            self.assertEqual(file.read(), "keep me\n")
        self.assertEqual(outcome.outputs["sarif"], os.path.join(os.path.realpath(clone), "review.sarif"))
        with open(outcome.outputs["sarif"], encoding="utf-8") as file:
            self.assertEqual(json.load(file)["version"], "2.1.0")

    # MARK: - The comment

    def test_an_id_holding_another_jobs_marker_cannot_take_its_comment(self):
        hostile = BASE + "      - { id: '<!-- actionable-review: watch -->', title: Planted }\n"
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": hostile})
        with CommentAPI(REPOSITORY) as api:
            self.review(clone, base, head, api, **{"comment-key": "ios"})
            ios = api.comments[0]["body"]
            self.assertEqual(ios.count("<!--"), 1, "user text formed an HTML comment")
            self.review(clone, base, head, api, **{"comment-key": "watch"})
            self.assertEqual(len(api.comments), 2, "the watch job took over the ios job's comment")
            self.assertEqual(api.comments[0]["body"], ios)

    def test_keys_that_differ_only_in_punctuation_keep_separate_comments(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE})
        with CommentAPI(REPOSITORY) as api:
            for key in ("ios-app", "ios_app", "ios app", "ios%2Dapp"):
                self.review(clone, base, head, api, **{"comment-key": key})
            self.assertEqual(len(api.comments), 4)
            markers = {comment["body"].split("\n")[0] for comment in api.comments}
            self.assertEqual(len(markers), 4)

    def test_another_bots_comment_quoting_the_marker_is_not_edited(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE})
        quoting = {"id": 1, "body": "<!-- actionable-review: Review/notifications -->\nsomeone else's app",
                   "user": {"login": "other-app[bot]", "type": "Bot"}}
        with CommentAPI(REPOSITORY, [quoting]) as api:
            self.review(clone, base, head, api)
            self.assertEqual(api.comments[0]["body"], quoting["body"])
            self.assertEqual(len(api.comments), 2)

    # MARK: - The log

    def test_legacy_commands_in_a_file_name_and_a_key_are_inert(self):
        name = "Notifications/##[notice title=Actionable review;]All notification checks passed. x.yaml"
        clone, base, head = self.repository(
            {"Notifications/categories.yaml": BASE},
            {"Notifications/categories.yaml": WIRE, name: "'##[stop-commands]token': 1\ncategories: []\n"})
        with CommentAPI(REPOSITORY) as api:
            for output_format in ("github", "json"):
                with self.subTest(format=output_format):
                    outcome = self.review(clone, base, head, api)
                    self.assert_only_own_commands(outcome, failing=True, workspace=clone)
                    files = {c.properties.get("file") for c in workflow_commands(outcome.stdout) if c.name == "error"}
                    self.assertIn(name, files)

    def test_a_file_named_like_a_workflow_command_is_inert(self):
        clone, base, head = self.repository(
            {"Notifications/categories.yaml": BASE},
            {"::stop-commands::x.yaml": "categories: [{id: A, actions: [{id: B, title: 1, title: 2}]}]\n",
             "  ::error::forged.yaml": "nonsense: [\n"})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api,
                                  paths="Notifications ::stop-commands::x.yaml '  ::error::forged.yaml'")
            self.assert_only_own_commands(outcome, failing=True)

    def test_inputs_with_line_breaks_cannot_start_a_workflow_command(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE})
        for inputs in ({"against": "main\n::add-mask::x"}, {"fail-on": "wire\n::error::forged"},
                       {"comment": "auto\r\n::stop-commands::t"}, {"against": "main:refs/heads/planted"}):
            with self.subTest(inputs=inputs), CommentAPI(REPOSITORY) as api:
                outcome = self.review(clone, base, head, api, **inputs)
                self.assertNotEqual(outcome.status, 0)
                self.assertEqual([n for n, _ in workflow_commands(outcome.stdout + outcome.stderr)], ["error"],
                                 outcome.stdout)
        self.assertEqual(git_output(["for-each-ref", "refs/heads/planted"], clone), "")

    # MARK: - Links in the definitions

    def test_a_change_through_a_link_in_the_base_is_reported(self):
        clone, base, head = self.repository(
            {"Notifications/link.yaml": Link("../common/defs.yaml"), "common/defs.yaml": BASE},
            {"common/defs.yaml": WIRE})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api)
            self.assertEqual(outcome.step_outputs["review"]["result"], "wire")
            self.assertEqual(outcome.failed_step, "Verdict")
            self.assertIn("DECLINE_ACTION", api.comments[0]["body"])

    def test_an_unchanged_link_inside_is_no_change(self):
        clone, base, head = self.repository(
            {"Notifications/link.yaml": Link("../common/defs.yaml"), "common/defs.yaml": BASE,
             "Notifications/more": Link("../common")},
            {"README.md": "changed\n"})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api)
            self.assertEqual(outcome.status, 0, outcome.stdout)
            self.assertEqual(outcome.outputs["result"], "none")

    def test_a_link_replaced_by_its_content_is_no_change(self):
        clone, base, head = self.repository(
            {"Notifications/link.yaml": Link("../common/defs.yaml"), "common/defs.yaml": BASE},
            {"Notifications/link.yaml": BASE})
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, base, head, api)
            self.assertEqual(outcome.outputs["result"], "none", outcome.stdout)

    def test_links_that_lead_outside_are_errors_on_either_side(self):
        cases = [
            ({"Notifications/categories.yaml": BASE}, {"Notifications/secret.yaml": Link(self.path("outside", "secret.yaml"))}),
            ({"Notifications/categories.yaml": BASE}, {"Notifications/env.yaml": Link("/proc/self/environ")}),
            ({"Notifications/categories.yaml": BASE}, {"Notifications": Link(self.outside)}),
            ({"Notifications/categories.yaml": BASE}, {"Notifications/sub/up": Link("../../..")}),
            ({"Notifications/link.yaml": Link(self.path("outside", "defs.yaml"))}, {"README.md": "x\n"}),
            ({"Notifications/categories.yaml": BASE}, {"Notifications/deep/a.yaml": Link("../../link"),
                                                         "link": Link(self.path("outside", "secret.yaml"))}),
        ]
        for index, (base_files, head_files) in enumerate(cases):
            with self.subTest(case=index):
                if index:
                    shutil.rmtree(self.path("origin"))
                    shutil.rmtree(self.path("workspace"))
                clone, base, head = self.repository(base_files, head_files)
                with CommentAPI(REPOSITORY) as api:
                    outcome = self.review(clone, base, head, api)
                    self.assertNotEqual(outcome.status, 0, outcome.stdout)
                    self.assertEqual(outcome.step_outputs["review"]["result"], "error")
                    self.assertIn("leads outside", self.everything)
                    self.assertNotIn("AWS_SECRET_ACCESS_KEY", self.everything)
                    self.assert_only_own_commands(outcome, failing=True)

    # MARK: - The token

    def test_nothing_that_reads_the_pull_request_holds_the_token(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE})
        # An actionable on PATH that records its environment, then runs the real one.
        wrapper = self.path("bin", "actionable")
        recorded = self.path("runner-temp", "recorded-environments.txt")
        os.makedirs(os.path.dirname(wrapper))
        os.makedirs(os.path.dirname(recorded))
        with open(wrapper, "w", encoding="utf-8") as file:
            file.write(f"#!/bin/sh\nenv >> '{recorded}'\nexec '{binary()}' \"$@\"\n")
        os.chmod(wrapper, 0o755)
        with CommentAPI(REPOSITORY) as api:
            self.review(clone, base, head, api, env={"PATH": os.path.dirname(wrapper) + os.pathsep + os.environ["PATH"]})
            self.assertEqual(api.requests[0]["authorization"], f"Bearer {TOKEN}")
        with open(recorded, encoding="utf-8") as file:
            environments = file.read()
        self.assertIn("AWS_SECRET_ACCESS_KEY", environments)
        self.assertNotIn(TOKEN, environments)

    def test_the_runners_curlrc_cannot_write_the_token_to_a_file(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": COMPATIBLE})
        home = self.path("home")
        os.makedirs(home)
        trace = self.path("runner-temp", "trace.txt")
        with open(os.path.join(home, ".curlrc"), "w", encoding="utf-8") as file:
            file.write(f'trace-ascii = "{trace}"\n')
        with CommentAPI(REPOSITORY) as api:
            self.review(clone, base, head, api, env={"HOME": home})
            self.assertEqual(len(api.comments), 1)
        self.assertFalse(os.path.exists(trace))

    def test_the_workspace_is_left_as_it_was(self):
        clone, base, head = self.repository({"Notifications/categories.yaml": BASE},
                                            {"Notifications/categories.yaml": WIRE})
        with CommentAPI(REPOSITORY) as api:
            self.review(clone, base, head, api)
        self.assertEqual(subprocess.run(["git", "status", "--porcelain"], cwd=clone, capture_output=True, text=True).stdout, "")
