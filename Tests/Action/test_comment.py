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
    # Where the review step leaves the report: directly inside a directory it made under RUNNER_TEMP.
    REPORT = os.path.join("runner-temp", "actionable-review.Ab3dE6gH", "report.md")

    def comment(self, api, report="### Notification categories: ✅ no changes\n", **extra):
        self.write(self.REPORT, report)
        settings = dict(
            GITHUB_API_URL=api.url, GITHUB_REPOSITORY=REPOSITORY, ACTIONABLE_TOKEN="secret-token",
            ACTIONABLE_PULL_REQUEST="7", ACTIONABLE_COMMENT_MARKER=MARKER, ACTIONABLE_REPORT=self.path(self.REPORT))
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
            self.write(self.REPORT, "r\n")
            env = self.runner_env(
                GITHUB_API_URL=api.url + "/api/v3", GITHUB_REPOSITORY=REPOSITORY, ACTIONABLE_TOKEN="t",
                ACTIONABLE_PULL_REQUEST="7", ACTIONABLE_COMMENT_MARKER=MARKER, ACTIONABLE_REPORT=self.path(self.REPORT))
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
        report = "<details><summary>20000 compatible changes</summary>\n\n" + "- `A` row\n" * 20_000 + "\n</details>\n"
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, report)
            body = api.comments[-1]["body"]
            self.assertLess(len(body.encode()), 65_536)
            before_note, note = body.split("**The report is cut here:**")
            self.assertEqual(before_note.count("<details>"), before_note.count("</details>"))
            self.assertTrue(before_note.rstrip().endswith("</details>"))

    def test_user_text_cannot_move_the_cut_note_into_a_fold(self):
        # Keys named `k000</details>...` (in code spans, as the renderer writes user text) close nothing: only the
        # renderer's own lines count, so the note comes after the fold the report really opened.
        items = "".join(f"- compatible: optional key `k{index:03}</details>{'x' * 900}` added\n" for index in range(80))
        report = "### Notification categories\n\n<details><summary>80 compatible changes</summary>\n\n" + items + "\n</details>\n"
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, report)
            body = api.comments[-1]["body"]
            before_note = body.split("**The report is cut here:**")[0]
            own = [line for line in before_note.split("\n") if line in ("</details>",) or line.startswith("<details><summary>")]
            self.assertEqual(own, ["<details><summary>80 compatible changes</summary>", "</details>"], before_note[-300:])
            self.assertTrue(before_note.rstrip().endswith("</details>"))

    def test_a_cut_code_block_is_closed_before_the_note(self):
        report = "### Notification categories: ❌ errors\n\n````text\n" + "defs.yaml:1:1: error: ``` <details> [yaml-syntax]\n" * 3000 + "````\n"
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, report)
            before_note = api.comments[-1]["body"].split("**The report is cut here:**")[0]
            self.assertTrue(before_note.rstrip().endswith("\n````"), before_note[-200:])
            self.assertEqual(before_note.count("\n````\n"), 1)

    def test_only_the_reviews_own_report_is_read(self):
        # Step outputs are untrusted: a report anywhere but directly inside the review's own directory under
        # RUNNER_TEMP, or through a link, is not read, whatever ACTIONABLE_REPORT says.
        secret = self.write("outside/secret.md", "AWS_SECRET_ACCESS_KEY=leaked\n")
        self.write("runner-temp/actionable-review.Ab3dE6gH/other.md", "not the report\n")
        os.makedirs(self.path("runner-temp", "actionable-review.Zz9yY8xX"))
        os.symlink(secret, self.path("runner-temp", "actionable-review.Zz9yY8xX", "report.md"))
        os.symlink(self.path("outside"), self.path("runner-temp", "actionable-review.Qq1wW2eE"))
        os.symlink(self.path("runner-temp", "actionable-review.Ab3dE6gH"), self.path("linked-review"))
        for path in (secret, self.path("runner-temp/actionable-review.Ab3dE6gH/other.md"),
                     self.path("runner-temp/actionable-review.Zz9yY8xX/report.md"),
                     self.path("runner-temp/actionable-review.Qq1wW2eE/secret.md"), "/proc/self/environ",
                     self.path("runner-temp/report.md"), self.path("runner-temp/actionable-review.Ab3dE6gH/../../outside/secret.md")):
            with self.subTest(path=path), CommentAPI(REPOSITORY) as api:
                process = self.comment(api, ACTIONABLE_REPORT=path)
                self.assertEqual(api.requests, [])
                self.assertIn("the report is not the file the review step made", process.stdout)
        # The same file reached through a link to its directory is the review's own file.
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, "linked\n", ACTIONABLE_REPORT=self.path("linked-review", "report.md"))
            self.assertEqual(api.comments[-1]["body"], MARKER + "\nlinked\n")

    def test_a_forged_marker_is_refused(self):
        for marker in ("<!-- actionable-review: x -->\n@org/team", "<!-- x --> <img src=x>", MARKER + " ", ""):
            with self.subTest(marker=marker), CommentAPI(REPOSITORY) as api:
                self.comment(api, ACTIONABLE_COMMENT_MARKER=marker)
                self.assertEqual(api.requests, [])

    def test_no_pull_request_no_request(self):
        with CommentAPI(REPOSITORY) as api:
            self.comment(api, ACTIONABLE_PULL_REQUEST="")
            self.assertEqual(api.requests, [])
