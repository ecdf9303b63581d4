"""Stub servers on 127.0.0.1 for the action's tests: a release server and GitHub's REST API for comments."""

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class _Server:
    """Runs a handler class on a free port of 127.0.0.1 until stopped."""

    def __init__(self, handler):
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.stub = self
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self):
        return f"http://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exception):
        self.server.shutdown()
        self.server.server_close()


class ReleaseServer(_Server):
    """Serves `files` ({"/path": bytes}) and records the paths asked for."""

    def __init__(self, files):
        self.files = files
        self.requests = []

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass

            def do_GET(self):
                stub = self.server.stub
                stub.requests.append(self.path)
                body = stub.files.get(self.path)
                if body is None:
                    self.send_response(404)
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        super().__init__(Handler)


class CommentAPI(_Server):
    """GitHub's issue-comment endpoints for one repository, in memory, recording every request.

    `comments` are dicts with `id`, `body` and `user` ({"login", "type"}); listing is paginated `per_page`
    at a time (at most `page_size`) with a `Link` header; `refuse` answers every request with that status.
    """

    def __init__(self, repository, comments=(), page_size=100, refuse=None):
        self.repository = repository
        self.comments = [dict(comment) for comment in comments]
        self.page_size = page_size
        self.refuse = refuse
        self.requests = []
        self.next_id = 1000 + len(self.comments)

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass

            def _answer(self, status, body=None, headers=()):
                data = json.dumps(body).encode() if body is not None else b""
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for name, value in headers:
                    self.send_header(name, value)
                self.end_headers()
                self.wfile.write(data)

            def _handle(self, method):
                stub = self.server.stub
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                body = json.loads(raw) if raw else None
                stub.requests.append({
                    "method": method, "path": self.path, "body": body,
                    "authorization": self.headers.get("Authorization"),
                })
                if stub.refuse:
                    return self._answer(stub.refuse, {"message": "Resource not accessible by integration"})
                base = f"/repos/{stub.repository}"
                listing = re.fullmatch(base + r"/issues/(\d+)/comments(\?.*)?", self.path)
                editing = re.fullmatch(base + r"/issues/comments/(\d+)", self.path)
                if method == "GET" and listing:
                    query = dict(part.split("=", 1) for part in (listing.group(2) or "?")[1:].split("&") if "=" in part)
                    per_page = min(int(query.get("per_page", 30)), stub.page_size)
                    page = int(query.get("page", 1))
                    items = stub.comments[(page - 1) * per_page: page * per_page]
                    headers = []
                    if page * per_page < len(stub.comments):
                        next_url = f"{stub.url}{base}/issues/{listing.group(1)}/comments?per_page={per_page}&page={page + 1}"
                        headers.append(("Link", f'<{next_url}>; rel="next", <{next_url}>; rel="last"'))
                    return self._answer(200, items, headers)
                if method == "POST" and listing:
                    comment = {"id": stub.next_id, "body": body["body"], "user": {"login": "github-actions[bot]", "type": "Bot"},
                               "html_url": f"https://github.com/{stub.repository}/pull/1#issuecomment-{stub.next_id}"}
                    stub.next_id += 1
                    stub.comments.append(comment)
                    return self._answer(201, comment)
                if method == "PATCH" and editing:
                    for comment in stub.comments:
                        if comment["id"] == int(editing.group(1)):
                            comment["body"] = body["body"]
                            return self._answer(200, comment)
                    return self._answer(404, {"message": "Not Found"})
                return self._answer(404, {"message": "Not Found"})

            def do_GET(self):
                self._handle("GET")

            def do_POST(self):
                self._handle("POST")

            def do_PATCH(self):
                self._handle("PATCH")

        super().__init__(Handler)

    def writes(self):
        """The POST and PATCH requests, as (method, path) pairs."""
        return [(request["method"], request["path"]) for request in self.requests if request["method"] != "GET"]
