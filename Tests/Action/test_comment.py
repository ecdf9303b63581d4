"""Scripts/action/comment.sh against a stub of GitHub's REST API on 127.0.0.1 that records requests."""

import os
import subprocess

from stubs import CommentAPI
from support import SCRIPTS, ScratchTestCase

REPOSITORY = "octo/app"
MARKER = "<!-- actionable-review: Review/notifications -->"


def bot(identifier, body):
    return {"id": identifier, "body": body, "user": {"login": "github-actions[bot]", "type": "Bot"}}


def person(identifier, body):
    return {"id": identifier, "body": body, "user": {"login": "mallory", "type": "User"}}


class CommentTests(ScratchTestCase):
    def comment(self, api, report="### Notification categories: ✅ no changes\n"):
        self.write("report.md", report)
        env = self.runner_env(
            GITHUB_API_URL=api.url, GITHUB_REPOSITORY=REPOSITORY, ACTIONABLE_TOKEN="secret-token",
            ACTIONABLE_PULL_REQUEST="7", ACTIONABLE_COMMENT_MARKER=MARKER, ACTIONABLE_REPORT=self.path("report.md"))
        process = subprocess.run(["bash", os.path.join(SCRIPTS, "comment.sh")], env=env, capture_output=True, text=True, timeout=60)
        self.assertEqual(process.returncode, 0, process.stdout + process.stderr)
        self.assertNotIn("secret-token", process.stdout + process.stderr)
        return process

    def test_no_comment_yet_creates_one(self):
        with CommentAPI(REPOSITORY, [person(1, "Looks good")]) as api:
            self.comment(api, "report one\n")
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])
            self.assertEqual(api.comments[-1]["body"], MARKER + "\nreport one\n")
            self.assertTrue(all(r["authorization"] == "Bearer secret-token" for r in api.requests))

    def test_its_own_comment_is_updated(self):
        with CommentAPI(REPOSITORY, [person(1, "hi"), bot(2, MARKER + "\nold report\n")]) as api:
            self.comment(api, "new report\n")
            self.assertEqual(api.writes(), [("PATCH", f"/repos/{REPOSITORY}/issues/comments/2")])
            self.assertEqual(api.comments[1]["body"], MARKER + "\nnew report\n")

    def test_a_persons_comment_with_the_marker_is_left_alone(self):
        with CommentAPI(REPOSITORY, [person(1, "copied: " + MARKER + "\nplanted")]) as api:
            self.comment(api)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])
            self.assertEqual(api.comments[0]["body"], "copied: " + MARKER + "\nplanted")

    def test_another_keys_comment_is_left_alone(self):
        with CommentAPI(REPOSITORY, [bot(1, "<!-- actionable-review: Other/job -->\nother")]) as api:
            self.comment(api)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])

    def test_pages_are_followed_through_the_link_header(self):
        comments = [person(index, f"comment {index}") for index in range(1, 8)] + [bot(8, MARKER + "\nold")]
        with CommentAPI(REPOSITORY, comments, page_size=3) as api:
            self.comment(api)
            listed = [r["path"] for r in api.requests if r["method"] == "GET"]
            self.assertEqual(len(listed), 3, listed)
            self.assertTrue(listed[2].endswith("page=3"))
            self.assertEqual(api.writes(), [("PATCH", f"/repos/{REPOSITORY}/issues/comments/8")])

    def test_a_refusal_is_a_notice_and_not_a_failure(self):
        for status in (403, 404):
            with self.subTest(status=status), CommentAPI(REPOSITORY, refuse=status) as api:
                process = self.comment(api)
                self.assertIn(f"::notice title=actionable comment::GitHub refused to list the pull request's comments (HTTP {status})", process.stdout)
                self.assertEqual(api.writes(), [])

    def test_a_server_error_is_a_warning_and_not_a_failure(self):
        with CommentAPI(REPOSITORY, refuse=500) as api:
            process = self.comment(api)
            self.assertIn("::warning title=actionable comment::GitHub answered HTTP 500", process.stdout)

    def test_an_oversized_report_is_truncated_under_the_limit(self):
        line = "| `ACTION_É` | a line of the report with some text |\n"
        report = line * (200_000 // len(line))
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, report)
            body = api.comments[-1]["body"]
            self.assertLess(len(body), 65_536)
            self.assertLess(len(body.encode()), 65_536)
            self.assertTrue(body.startswith(MARKER + "\n" + line))
            self.assertIn("**The report is cut here:**", body)
            before_note = body.split("\n\n**The report is cut here:**")[0]
            self.assertTrue(before_note.endswith(line.rstrip("\n")), "a line was cut in half")

    def test_a_next_page_elsewhere_is_not_followed(self):
        with CommentAPI(REPOSITORY, [person(index, "x") for index in range(1, 5)], page_size=2) as api:
            # Point the API at a prefix the Link header does not share: the next page is not followed.
            self.write("report.md", "r\n")
            env = self.runner_env(
                GITHUB_API_URL=api.url + "/api/v3", GITHUB_REPOSITORY=REPOSITORY, ACTIONABLE_TOKEN="t",
                ACTIONABLE_PULL_REQUEST="7", ACTIONABLE_COMMENT_MARKER=MARKER, ACTIONABLE_REPORT=self.path("report.md"))
            process = subprocess.run(["bash", os.path.join(SCRIPTS, "comment.sh")], env=env, capture_output=True, text=True)
            self.assertEqual(process.returncode, 0)
            self.assertEqual(len(api.requests), 1)
