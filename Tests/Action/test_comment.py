"""Scripts/action/comment.sh against a stub of GitHub's REST API on 127.0.0.1 that records requests."""

import os
import subprocess

from stubs import CommentAPI
from support import SCRIPTS, ScratchTestCase, workflow_commands

REPOSITORY = "octo/app"
MARKER = "<!-- actionable-review: Review/notifications -->"


def bot(identifier, body):
    return {"id": identifier, "body": body, "user": {"login": "github-actions[bot]", "type": "Bot"}}


def person(identifier, body):
    return {"id": identifier, "body": body, "user": {"login": "mallory", "type": "User"}}


class CommentTests(ScratchTestCase):
    def comment(self, api, report="### Notification categories: ✅ no changes\n", **extra):
        self.write("report.md", report)
        settings = dict(
            GITHUB_API_URL=api.url, GITHUB_REPOSITORY=REPOSITORY, ACTIONABLE_TOKEN="secret-token",
            ACTIONABLE_PULL_REQUEST="7", ACTIONABLE_COMMENT_MARKER=MARKER, ACTIONABLE_REPORT=self.path("report.md"))
        settings.update(extra)
        env = self.runner_env(**settings)
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
                self.assertIn(f"::notice title=actionable comment::GitHub refused to list the pull request's comments (HTTP {status}", process.stdout)
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

    def test_another_bots_comment_with_the_marker_is_left_alone(self):
        other = {"id": 1, "body": MARKER + "\nanother app's text", "user": {"login": "other-app[bot]", "type": "Bot"}}
        with CommentAPI(REPOSITORY, [other]) as api:
            self.comment(api)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])
            self.assertEqual(api.comments[0]["body"], MARKER + "\nanother app's text")

    def test_its_own_comment_that_only_quotes_the_marker_is_left_alone(self):
        with CommentAPI(REPOSITORY, [bot(1, "> quoted\n" + MARKER + "\n")]) as api:
            self.comment(api)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])

    def test_the_comment_author_input_names_the_account(self):
        app = {"id": 5, "body": MARKER + "\nold", "user": {"login": "review-app[bot]", "type": "Bot"}}
        with CommentAPI(REPOSITORY, [bot(4, MARKER + "\nold"), app]) as api:
            self.comment(api, "new\n", ACTIONABLE_COMMENT_AUTHOR="review-app[bot]")
            self.assertEqual(api.writes(), [("PATCH", f"/repos/{REPOSITORY}/issues/comments/5")])

    def test_rate_limiting_is_named_as_such(self):
        cases = [(403, [("x-ratelimit-remaining", "0")], None), (429, [("Retry-After", "60")], None),
                 (403, [], "You have exceeded a secondary rate limit")]
        for status, headers, message in cases:
            with self.subTest(status=status, headers=headers), \
                    CommentAPI(REPOSITORY, refuse=status, refusal_headers=headers, refusal_message=message) as api:
                process = self.comment(api)
                self.assertIn("::warning title=actionable comment::GitHub's rate limit stopped", process.stdout)
                self.assertNotIn("cannot write", process.stdout)

    def test_a_looping_link_header_is_read_once(self):
        def link(stub, page):
            url = f"{stub.url}/repos/{REPOSITORY}/issues/7/comments?per_page=100"
            return f'<{url}>; rel="next"'
        with CommentAPI(REPOSITORY, [person(1, "x")], link=link) as api:
            process = self.comment(api)
            listed = [r for r in api.requests if r["method"] == "GET"]
            self.assertEqual(len(listed), 1)
            self.assertIn("already read", process.stdout)
            self.assertEqual(api.writes(), [("POST", f"/repos/{REPOSITORY}/issues/7/comments")])

    def test_an_endless_listing_stops(self):
        def link(stub, page):
            return f'<{stub.url}/repos/{REPOSITORY}/issues/7/comments?per_page=100&page={page + 1}>; rel="next"'
        with CommentAPI(REPOSITORY, [], link=link) as api:
            self.comment(api)
            self.assertLessEqual(len([r for r in api.requests if r["method"] == "GET"]), 100)

    def test_the_runners_curlrc_is_not_read(self):
        home = self.path("home")
        os.makedirs(home)
        trace = self.path("trace.txt")
        self.write("home/.curlrc", f'trace-ascii = "{trace}"\n')
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, HOME=home)
            self.assertEqual(len(api.comments), 1)
        self.assertFalse(os.path.exists(trace), ".curlrc was obeyed (it could write the token to a file)")

    def test_an_error_body_cannot_start_a_workflow_command(self):
        with CommentAPI(REPOSITORY, refuse=500, refusal_message="boom\n::add-mask::x\n##[stop-commands]t") as api:
            process = self.comment(api)
            self.assertEqual([name for name, _ in workflow_commands(process.stdout)], ["warning"], process.stdout)

    def test_a_cut_report_closes_its_details(self):
        report = "<details><summary>Unchanged</summary>\n\n" + "| `A` | row |\n" * 20_000 + "</details>\n"
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, report)
            body = api.comments[-1]["body"]
            self.assertLess(len(body.encode()), 65_536)
            before_note = body.split("**The report is cut here:**")[0]
            self.assertEqual(before_note.count("<details>"), before_note.count("</details>"))

    def test_no_pull_request_no_request(self):
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, ACTIONABLE_PULL_REQUEST="")
            self.assertEqual(api.requests, [])
