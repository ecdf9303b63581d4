"""The whole action (action.yml), end to end, with a plain composite-action runner: a throw-away origin with a
base and a head commit, a shallow clone of the head, fake GITHUB_* files, the stub REST API, and the
actionable binary that `swift build` made (ACTIONABLE_BINARY, else .build/debug/actionable) with install: none.
"""

import json
import os
import shutil
import subprocess

from composite_runner import run_action
from stubs import CommentAPI
from support import ROOT, ScratchTestCase, git_output, run_git

REPOSITORY = "octo/app"
MARKER = "<!-- actionable-review: Review/notifications -->"
SCHEMA = os.path.join(ROOT, "Tests", "Fixtures", "sarif", "sarif-2.1.0.json")

BASE = """categories:
  - id: MEETING_INVITATION
    actions:
      - { id: ACCEPT_ACTION, title: Accept, options: [foreground] }
      - { id: DECLINE_ACTION, title: Decline, options: [destructive] }
  - id: NEW_MESSAGE
    actions:
      - { id: REPLY_ACTION, title: Reply, textInput: { buttonTitle: Send } }
"""

# A description is the one kind of change to a category that is compatible (an added action is behavior and source).
COMPATIBLE = BASE.replace("  - id: NEW_MESSAGE\n", "  - id: NEW_MESSAGE\n    description: A direct message.\n")
WIRE = BASE.replace("      - { id: DECLINE_ACTION, title: Decline, options: [destructive] }\n", "")
BROKEN = BASE + "      - { id: ACCEPT_ACTION, title: Again }\n"


def binary():
    path = os.environ.get("ACTIONABLE_BINARY") or os.path.join(ROOT, ".build", "debug", "actionable")
    if not os.access(path, os.X_OK):
        raise AssertionError(f"{path} does not exist: run `swift build` first (or set ACTIONABLE_BINARY)")
    return path


class ActionTests(ScratchTestCase):
    def repository(self, head_text, base_text=BASE):
        """An origin with a base and a head commit, and a shallow clone of the head; returns (clone, base, head)."""
        origin = self.path("origin")
        os.makedirs(origin)
        run_git(["init", "-q"], origin)
        self.write("origin/Notifications/categories.yaml", base_text)
        self.write("origin/README.md", "app\n")
        run_git(["add", "."], origin)
        run_git(["commit", "-q", "-m", "base"], origin)
        base = git_output(["rev-parse", "HEAD"], origin)
        self.write("origin/Notifications/categories.yaml", head_text)
        self.write("origin/README.md", "app, changed\n")
        run_git(["add", "."], origin)
        run_git(["commit", "-q", "-m", "head"], origin)
        head = git_output(["rev-parse", "HEAD"], origin)
        clone = self.path("checkout")
        run_git(["clone", "-q", "--depth", "1", "file://" + origin, clone], self.scratch)
        self.assertEqual(git_output(["rev-parse", "--is-shallow-repository"], clone), "true")
        missing = subprocess.run(["git", "cat-file", "-e", base + "^{commit}"], cwd=clone, capture_output=True)
        self.assertNotEqual(missing.returncode, 0, "the shallow clone already has the base")
        return clone, base, head

    def event(self, base, head, fork=False, push=False):
        if push:
            document = {"before": base, "after": head}
        else:
            document = {"number": 7, "pull_request": {
                "number": 7, "base": {"sha": base}, "head": {"sha": head, "repo": {"full_name": "fork/app" if fork else REPOSITORY}}}}
        return self.write("event.json", json.dumps(document))

    def review(self, clone, event, api, push=False, **inputs):
        env = self.runner_env(
            GITHUB_EVENT_NAME="push" if push else "pull_request", GITHUB_EVENT_PATH=event, GITHUB_REPOSITORY=REPOSITORY,
            GITHUB_API_URL=api.url, GITHUB_SERVER_URL="https://github.com", GITHUB_WORKFLOW="Review",
            GITHUB_JOB="notifications", RUNNER_OS="Linux", RUNNER_ARCH="X64", GITHUB_WORKSPACE=clone,
            PATH=os.path.dirname(binary()) + os.pathsep + os.environ["PATH"])
        values = {"paths": "Notifications", "install": "none"}
        values.update(inputs)
        return run_action(ROOT, values, env, clone)

    def sarif_errors(self, path):
        script = (
            "import json, sys\nfrom jsonschema import Draft202012Validator\n"
            "schema = json.load(open(sys.argv[1]))\nlog = json.load(open(sys.argv[2]))\n"
            "print(len(list(Draft202012Validator(schema).iter_errors(log))))\n")
        process = subprocess.run(["python3", "-c", script, SCHEMA, path], capture_output=True, text=True, check=True)
        return int(process.stdout)

    def test_no_change(self):
        clone, base, head = self.repository(BASE)
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, self.event(base, head), api)
            self.assertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
            self.assertEqual(outcome.outputs["result"], "none")
            self.assertEqual(outcome.outputs["changes"], "0")
            self.assertIn("no changes to notification categories", self.read("summary"))
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])
            self.assertIn("no changes to notification categories", api.comments[0]["body"])
            self.assertTrue(api.comments[0]["body"].startswith(MARKER))
            with open(outcome.outputs["report"], encoding="utf-8") as file:
                self.assertIn("no changes to notification categories", file.read())

    def test_compatible_change(self):
        clone, base, head = self.repository(COMPATIBLE)
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, self.event(base, head), api, sarif="reports/review.sarif")
            self.assertEqual(outcome.status, 0, outcome.stdout + outcome.stderr)
            self.assertEqual(outcome.outputs["result"], "compatible")
            self.assertEqual(outcome.outputs["changes"], "1")
            self.assertIn("::notice file=Notifications/categories.yaml,line=6,", outcome.stdout)
            self.assertIn("NEW_MESSAGE", self.read("summary"))
            self.assertIn("NEW_MESSAGE", api.comments[0]["body"])
            with open(outcome.outputs["page"], encoding="utf-8") as file:
                page = file.read()
            self.assertTrue(page.startswith("<!DOCTYPE html>"))
            self.assertIn('data-change-category="NEW_MESSAGE"', page)
            sarif = os.path.join(clone, "reports", "review.sarif")
            self.assertEqual(self.sarif_errors(sarif), 0)
            with open(sarif, encoding="utf-8") as file:
                results = json.load(file)["runs"][0]["results"]
            self.assertEqual({r["level"] for r in results}, {"note"})
            self.assertEqual(results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"], "Notifications/categories.yaml")

    def test_wire_breaking_change_fails_after_reporting(self):
        clone, base, head = self.repository(WIRE)
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, self.event(base, head), api, sarif="review.sarif")
            self.assertNotEqual(outcome.status, 0)
            self.assertEqual(outcome.failed_step, "Verdict")
            self.assertEqual(outcome.step_outputs["review"]["result"], "wire")
            self.assertEqual(outcome.step_outputs["review"]["changes"], "1")
            self.assertIn("::error file=Notifications/categories.yaml,line=2,col=9,title=wire change (action-removed)::", outcome.stdout)
            self.assertIn("::error title=actionable review::notification categories: 1 change, the strictest wire; this check fails on wire changes", outcome.stdout)
            self.assertIn("DECLINE_ACTION", self.read("summary"))
            self.assertIn("❌", api.comments[0]["body"])
            self.assertEqual(self.sarif_errors(os.path.join(clone, "review.sarif")), 0)
            with open(os.path.join(clone, "review.sarif"), encoding="utf-8") as file:
                self.assertEqual(json.load(file)["runs"][0]["results"][0]["level"], "error")

    def test_fail_on_none_reports_without_failing(self):
        clone, base, head = self.repository(WIRE)
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, self.event(base, head), api, **{"fail-on": "none"})
            self.assertEqual(outcome.status, 0, outcome.stdout)
            self.assertEqual(outcome.outputs["result"], "wire")

    def test_second_run_updates_and_a_revert_says_no_changes(self):
        clone, base, head = self.repository(WIRE)
        with CommentAPI(REPOSITORY) as api:
            event = self.event(base, head)
            self.review(clone, event, api)
            self.review(clone, event, api)
            self.assertEqual([method for method, _ in api.writes()], ["POST", "PATCH"])
            self.write("checkout/Notifications/categories.yaml", BASE)
            outcome = self.review(clone, event, api)
            self.assertEqual(outcome.status, 0)
            self.assertEqual([method for method, _ in api.writes()], ["POST", "PATCH", "PATCH"])
            self.assertEqual(len(api.comments), 1)
            self.assertIn("no changes to notification categories", api.comments[0]["body"])

    def test_comment_keys_keep_separate_comments(self):
        clone, base, head = self.repository(COMPATIBLE)
        with CommentAPI(REPOSITORY) as api:
            event = self.event(base, head)
            self.review(clone, event, api, **{"comment-key": "ios"})
            self.review(clone, event, api, **{"comment-key": "server --> <b>"})
            self.review(clone, event, api, **{"comment-key": "ios"})
            self.assertEqual([method for method, _ in api.writes()], ["POST", "POST", "PATCH"])
            self.assertNotIn("-->", api.comments[1]["body"].split("\n")[0][4:-3])

    def test_planted_marker_is_left_alone(self):
        clone, base, head = self.repository(COMPATIBLE)
        planted = {"id": 1, "body": MARKER + "\nI pasted this", "user": {"login": "mallory", "type": "User"}}
        with CommentAPI(REPOSITORY, [planted]) as api:
            self.review(clone, self.event(base, head), api)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])
            self.assertEqual(api.comments[0]["body"], MARKER + "\nI pasted this")

    def test_fork_gets_the_summary_and_a_notice(self):
        clone, base, head = self.repository(COMPATIBLE)
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, self.event(base, head, fork=True), api)
            self.assertEqual(outcome.status, 0)
            self.assertEqual(api.requests, [])
            self.assertIn("::notice title=actionable comment::no comment on a pull request from another repository (fork/app)", outcome.stdout)
            self.assertIn("NEW_MESSAGE", self.read("summary"))

    def test_a_same_repository_pull_request_of_a_fork_repository_and_a_minimal_event_get_comments(self):
        # A repository that is itself a fork (head.repo.fork is true) reviews its own pull requests with a
        # token that can write: only another head repository means a read-only token.
        clone, base, head = self.repository(COMPATIBLE)
        flagged = self.write("flagged.json", json.dumps({"pull_request": {
            "number": 7, "base": {"sha": base, "repo": {"full_name": REPOSITORY, "fork": True}},
            "head": {"repo": {"full_name": REPOSITORY, "fork": True}}}}))
        minimal = self.write("minimal.json", json.dumps({"pull_request": {"number": 7, "base": {"sha": base}}}))
        deleted = self.write("deleted.json", json.dumps({"pull_request": {
            "number": 7, "base": {"sha": base}, "head": {"repo": None}}}))
        with CommentAPI(REPOSITORY) as api:
            self.review(clone, flagged, api)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])
            outcome = self.review(clone, minimal, api)
            self.assertEqual(outcome.status, 0, outcome.stdout)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments"),
                                            ("PATCH", f"/repos/{REPOSITORY}/issues/comments/1000")])
            # A pull request whose head repository was deleted is a fork's.
            self.review(clone, deleted, api)
            self.assertEqual(len(api.writes()), 2)

    def test_forbidden_gets_a_notice_and_the_verdict_still_decides(self):
        for text, status in ((COMPATIBLE, 0), (WIRE, 1)):
            with self.subTest(status=status):
                self.empty_scratch()
                clone, base, head = self.repository(text)
                with CommentAPI(REPOSITORY, refuse=403) as api:
                    outcome = self.review(clone, self.event(base, head), api)
                    self.assertEqual(outcome.status != 0, status != 0, outcome.stdout)
                    self.assertIn("(HTTP 403:", outcome.stdout)
                    self.assertIn("DECLINE_ACTION" if status else "NEW_MESSAGE", self.read("summary"))

    def test_push_compares_with_before_and_does_not_comment(self):
        clone, base, head = self.repository(COMPATIBLE)
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, self.event(base, head, push=True), api, push=True)
            self.assertEqual(outcome.status, 0, outcome.stdout)
            self.assertEqual(outcome.outputs["result"], "compatible")
            self.assertEqual(api.requests, [])

    def test_errors_in_the_head_fail_with_annotations(self):
        clone, base, head = self.repository(BROKEN)
        with CommentAPI(REPOSITORY) as api:
            outcome = self.review(clone, self.event(base, head), api)
            self.assertNotEqual(outcome.status, 0)
            self.assertEqual(outcome.step_outputs["review"]["result"], "error")
            self.assertIn("::error file=Notifications/categories.yaml,line=9,", outcome.stdout)
            self.assertIn("duplicate-action-id", self.read("summary"))
            self.assertEqual(len(api.comments), 1)

    def test_pull_request_target_is_refused(self):
        clone, base, head = self.repository(COMPATIBLE)
        with CommentAPI(REPOSITORY) as api:
            env_event = self.event(base, head)
            outcome = run_action(ROOT, {"paths": "Notifications", "install": "none"}, self.runner_env(
                GITHUB_EVENT_NAME="pull_request_target", GITHUB_EVENT_PATH=env_event, GITHUB_REPOSITORY=REPOSITORY,
                GITHUB_API_URL=api.url, PATH=os.path.dirname(binary()) + os.pathsep + os.environ["PATH"]), clone)
            self.assertNotEqual(outcome.status, 0)
            self.assertIn("does not run on pull_request_target", outcome.stdout)
            self.assertEqual(api.requests, [])

    def empty_scratch(self):
        """Starts the scratch directory afresh (for subtests that each need a new repository)."""
        shutil.rmtree(self.scratch)
        os.makedirs(self.scratch)
