"""Stub servers on 127.0.0.1 for the action's tests: a release server (HTTPS, with a certificate made for the
test run: point curl at it with CURL_CA_BUNDLE=certificate()), GitHub's REST API for comments, and a server that
accepts connections and never answers."""

import atexit
import json
import os
import re
import shutil
import socket
import ssl
import subprocess
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

_CERTIFICATE = {}


def certificate():
    """A self-signed certificate for 127.0.0.1, made once per test run with openssl: (certificate, key) paths."""
    if not _CERTIFICATE:
        directory = tempfile.mkdtemp(prefix="actionable-action-tls.")
        atexit.register(shutil.rmtree, directory, True)
        cert, key = os.path.join(directory, "cert.pem"), os.path.join(directory, "key.pem")
        subprocess.run(
            ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2",
             "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
            check=True, capture_output=True)
        _CERTIFICATE["paths"] = (cert, key)
    return _CERTIFICATE["paths"]


class _Server:
    """Runs a handler class on a free port of 127.0.0.1 until stopped; over TLS when `tls`."""

    def __init__(self, handler, tls=False):
        self.server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.server.stub = self
        self.tls = tls
        if tls:
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(*certificate())
            self.server.socket = context.wrap_socket(self.server.socket, server_side=True)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    @property
    def url(self):
        return f"{'https' if self.tls else 'http'}://127.0.0.1:{self.server.server_address[1]}"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exception):
        self.server.shutdown()
        self.server.server_close()


class ReleaseServer(_Server):
    """Serves `files` ({"/path": bytes}) over HTTPS (or HTTP when `tls` is false) and records the paths asked
    for; a path in `redirects` ({"/path": "URL"}) answers 302 to that URL."""

    def __init__(self, files, tls=True, redirects=None):
        self.redirects = redirects or {}
        self.files = files
        self.requests = []

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *arguments):
                pass

            def do_GET(self):
                stub = self.server.stub
                stub.requests.append(self.path)
                if self.path in stub.redirects:
                    self.send_response(302)
                    self.send_header("Location", stub.redirects[self.path])
                    self.send_header("Content-Length", "0")
                    self.end_headers()
                    return
                body = stub.files.get(self.path)
                if body is None:
                    self.send_response(404)
                    self.end_headers()
                    return
                self.send_response(200)
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

        super().__init__(Handler, tls=tls)


class StalledServer:
    """Accepts connections on 127.0.0.1 and never answers (a mirror that hangs)."""

    def __init__(self):
        self.socket = socket.socket()
        self.socket.bind(("127.0.0.1", 0))
        self.socket.listen(16)
        self.connections = []
        self.stopped = False
        self.thread = threading.Thread(target=self._accept, daemon=True)

    def _accept(self):
        while not self.stopped:
            try:
                connection, _ = self.socket.accept()
            except OSError:
                return
            self.connections.append(connection)

    @property
    def url(self):
        return f"https://127.0.0.1:{self.socket.getsockname()[1]}"

    def __enter__(self):
        self.thread.start()
        return self

    def __exit__(self, *exception):
        self.stopped = True
        self.socket.close()
        for connection in self.connections:
            connection.close()


class CommentAPI(_Server):
    """GitHub's issue-comment endpoints for one repository, in memory, recording every request.

    `comments` are dicts with `id`, `body` and `user` ({"login", "type"}); listing is paginated `per_page`
    at a time (at most `page_size`) with a `Link` header; `refuse` answers every request with that status.
    """

    def __init__(self, repository, comments=(), page_size=100, refuse=None, refusal_headers=(), refusal_message=None,
                 link=None):
        self.refusal_headers = list(refusal_headers)
        self.refusal_message = refusal_message or "Resource not accessible by integration"
        # link(stub, page) -> a Link header value, replacing the real one (for hostile pagination).
        self.link = link
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
                    return self._answer(stub.refuse, {"message": stub.refusal_message}, stub.refusal_headers)
                base = f"/repos/{stub.repository}"
                listing = re.fullmatch(base + r"/issues/(\d+)/comments(\?.*)?", self.path)
                editing = re.fullmatch(base + r"/issues/comments/(\d+)", self.path)
                if method == "GET" and listing:
                    query = dict(part.split("=", 1) for part in (listing.group(2) or "?")[1:].split("&") if "=" in part)
                    per_page = min(int(query.get("per_page", 30)), stub.page_size)
                    page = int(query.get("page", 1))
                    items = stub.comments[(page - 1) * per_page: page * per_page]
                    headers = []
                    if stub.link:
                        headers.append(("Link", stub.link(stub, page)))
                    elif page * per_page < len(stub.comments):
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
