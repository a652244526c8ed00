#!/usr/bin/env python3
"""A fake Readeck server for dogear's tests, modelled on Readeck 0.22.3's source (README.md
has the table: each behaviour, the server file it follows, the tests relying on it).

Standard library only. Start it with `--port 0`; it prints `PORT <n>` on stdout once it
listens on 127.0.0.1. `--server-version` picks 0.19.x (no /api/info, no sync API: Link-header
paging), 0.20.x (sync API; `since` misses changes), 0.21.x (0.21.6: every `since` is a 500)
or 0.22.x. Tests steer it through a small admin API:

  POST /__admin  {"faults": [{"prefix": "/api/bookmarks", "method": "PATCH", "count": 2,
                              "kind": "status", "status": 503, "after": 0}],
                  ("after": that many matching requests are answered first; "count": -1, all)
                  "clear_faults": true, "clear_log": true,
                  "set": {"id": "...", "fields": {"read_progress": 40}},
                  "delete": ["id", ...], "add": 3,
                  "article": {"id": "...", "corpus": "name"} or {"id": "...", "html": "..."},
                  "resource": {"id": "...", "name": "pic.png", "file": "/optional/file"},
                  "picture": {"path": "/bm/...", "file": "/absolute/file"},
                  "device": {"mode": "approve", "after": 2, "interval": 0.05, "slow_down": 1},
                  "version": "0.19.0", "accounts": {"token2": {"user": "bob", "bookmarks": 3}},
                  "tokens": {"ro": "read"}, "delete_delay": 20, "extract_delay": 0.3,
                  "extract_fail": ["id"], "restart": true, "expire_deletes": true,
                  "link_base": "http://internal:8000", "features": [], "reply_delay": 0.05,
                  "bulk_cut": 3, "bulk_fail": 500,
                  "annotations": {"id": [{"id": "...", "start_selector": "...", ...}]}}
  GET  /__admin/log             every request (API and /bm/): method, path, query, JSON body,
                                status, and when it arrived and was answered (monotonic
                                seconds: which requests were in flight together)
  GET  /__admin/bookmark/<id>   the stored bookmark, read_anchor included
  GET  /__admin/leaves/<id>     CSS paths of the article's text-only leaf blocks (anchors)
  GET  /__admin/ids             bookmark ids, newest first
  POST /__admin/text  {"id": "...", "path": "div:nth-child(1)>p:nth-child(2)"}
                                {"text": the element's text, whitespace collapsed, or null}

Every GET under /bm/ answers a 1x1 PNG, except a path given a file's bytes with "picture" and
an article's `_resources/` given with "resource" (the article names it `./_resources/NAME`).
An article's pictures are rewritten per reading: full /bm/ addresses on /article, and by
`resource_prefix` in the bulk sync.

Fault kinds: status (plain-text body), html_status (a proxy's HTML error page with that
status), page (200 with a proxy's whole HTML error page), drop (close without a reply),
accept_drop (carry the request out, then close without a reply), truncate (a JSON body cut
short of its Content-Length), garbage (200 with a body that is not JSON), huge (a body of
`size` bytes, `announce` false leaves out Content-Length), slow (wait `delay` seconds, then
answer normally). "bulk_cut": n cuts the next bulk sync after n parts; "bulk_fail": a status
for the next bulk sync.
"""


import argparse
import base64
import json
import mimetypes
import os
import signal
import socket
import sys
import threading
import time
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from fake_admin import AdminRoutes  # noqa: E402
from fake_bulk import BulkRoutes  # noqa: E402
from fake_oauth import OAuthRoutes  # noqa: E402
from fake_state import State  # noqa: E402
from fake_writes import WriteRoutes  # noqa: E402
from fake_reads import ReadRoutes  # noqa: E402
from fake_patch import PatchRoutes  # noqa: E402
from fake_annotation_routes import AnnotationRoutes  # noqa: E402
from fake_errors import rewritten  # noqa: E402

PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")


class Handler(OAuthRoutes, AdminRoutes, WriteRoutes, BulkRoutes, ReadRoutes, PatchRoutes,
              AnnotationRoutes, BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeReadeck/1"
    # Go's net package turns Nagle's algorithm off on every TCP connection (and its HTTP
    # server writes a small reply's head and body at once). Left on here, the body, written
    # after the head, waits for the client's delayed ACK: some 40 ms per reply that Readeck
    # never costs (Benchmarks/bench-sync-noop).
    disable_nagle_algorithm = True

    def log_message(self, *args):
        pass

    # --- plumbing -------------------------------------------------------------------------

    @property
    def state(self):
        return self.server.state

    def base_url(self):
        return f"http://{self.headers.get('Host', '127.0.0.1')}"

    def reply(self, status, body=b"", content_type="application/json", headers=None):
        if getattr(self, "swallow_reply", False):
            self.logged_status = -status
            return
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
        elif isinstance(body, str):
            body = body.encode()
        # Before the first byte goes out: the client's next request can arrive only after.
        self.answered = time.monotonic()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or []):
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self.logged_status = status

    def readeck_reply(self, status, body, content_type, headers=None):
        """A reply Readeck writes, through its ErrorPages middleware (fake_errors.py): a
        text/plain error becomes JSON, HTML or text by the request's Accept."""
        body, content_type = rewritten(status, self.headers.get("Accept"), body, content_type)
        self.reply(status, body, content_type, headers)

    def text(self, status, message):
        headers = []
        if status == 401:
            headers.append(("WWW-Authenticate", 'Bearer realm="Bearer token"'))
        self.readeck_reply(status, message, "text/plain; charset=utf-8", headers)

    def status(self, status):
        """server.Status (internal/server/responses.go): the status text and a newline,
        text/plain, with X-Content-Type-Options: nosniff, then rewritten by ErrorPages."""
        names = {400: "Bad Request", 403: "Forbidden", 404: "Not Found",
                 500: "Internal Server Error"}
        self.readeck_reply(status, names.get(status, "Error") + "\n",
                           "text/plain; charset=utf-8", [("X-Content-Type-Options", "nosniff")])

    def access_denied(self):
        """server.WithPermission (internal/server/middlewares.go): 403 "access denied",
        text/plain, then rewritten by ErrorPages."""
        self.readeck_reply(403, "access denied", "text/plain; charset=utf-8")

    def read_body(self):
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length else b""

    def json_body(self, raw):
        try:
            return json.loads(raw.decode() or "null")
        except (ValueError, UnicodeDecodeError):
            return None

    def token(self):
        header = self.headers.get("Authorization", "")
        if header.startswith("Bearer "):
            return header[len("Bearer "):].strip()
        if header.startswith("Basic "):
            try:
                decoded = base64.b64decode(header[6:]).decode()
                return decoded.split(":", 1)[1]
            except (ValueError, IndexError):
                return None
        return None

    def authorized(self):
        return self.token() in self.state.tokens

    def may_write(self):
        """Device-flow tokens carry bookmarks:write like API tokens; only a token made
        read-only (admin "tokens": {"t": "read"}) lacks it."""
        return self.state.tokens.get(self.token()) in ("api", "oauth")

    def user(self):
        return self.state.token_users.get(self.token(), "reader")

    def link_base(self):
        """What Link headers name: behind a reverse proxy, the server's internal address."""
        return self.state.link_base or self.base_url()

    # --- dispatch -------------------------------------------------------------------------

    def do_GET(self):
        self.handle_any("GET")

    def do_POST(self):
        self.handle_any("POST")

    def do_PATCH(self):
        self.handle_any("PATCH")

    def do_DELETE(self):
        self.handle_any("DELETE")

    def handle_any(self, method):
        url = urllib.parse.urlsplit(self.path)
        path, query = url.path, urllib.parse.parse_qs(url.query)
        raw = self.read_body()
        if path.startswith("/__admin"):
            return self.admin(method, path, raw)
        self.logged_status = 0
        self.arrived = self.answered = time.monotonic()
        with self.state.lock:
            self.state.settle()
            delay = self.state.reply_delay
        if delay:
            time.sleep(delay)
        fault = self.take_fault(method, path)
        if fault and fault.get("kind") == "accept_drop":
            # The request is carried out (a POST saves its bookmark), then the connection
            # drops with no reply: the client cannot know whether it arrived.
            self.swallow_reply = True
            self.route(method, path, query, raw)
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
            self.record(method, path, url.query, raw)
            return
        if fault and self.apply_fault(fault):
            self.record(method, path, url.query, raw)
            return
        try:
            self.route(method, path, query, raw)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.record(method, path, url.query, raw)

    def record(self, method, path, query, raw):
        with self.state.lock:
            self.state.log.append({"method": method, "path": path, "query": query,
                                   "body": self.json_body(raw), "status": self.logged_status,
                                   "arrived": self.arrived, "answered": self.answered})

    def route(self, method, path, query, raw):
        parts = [p for p in path.split("/") if p]
        if path.startswith("/bm/") and method == "GET":
            return self.picture(path)
        if parts[:1] != ["api"]:
            return self.status(404)
        rest = parts[1:]
        if rest == ["info"] and method == "GET":
            return self.info()
        if rest[:1] == ["oauth"]:
            return self.oauth(method, rest[1:], raw)
        if not self.authorized():
            return self.text(401, "Unauthorized")
        if rest == ["profile"] and method == "GET":
            return self.profile()
        if method in ("POST", "PATCH", "DELETE") and not self.may_write() and \
                rest != ["bookmarks", "sync"]:
            return self.access_denied()
        return self.bookmark_routes(method, rest, query, raw)

    def bookmark_routes(self, method, rest, query, raw):
        if rest == ["bookmarks"]:
            if method == "GET":
                return self.list_bookmarks(query)
            if method == "POST":
                return self.create(raw)
        if rest == ["bookmarks", "sync"]:
            if method == "GET":
                return self.sync_list(query)
            if method == "POST":
                return self.bulk_sync(raw)
        if rest == ["bookmarks", "labels"] and method == "GET":
            return self.labels()
        if rest == ["bookmarks", "annotations"] and method == "GET":
            return self.all_annotations(query)
        if len(rest) >= 2 and rest[0] == "bookmarks" and not valid_uid(rest[1]):
            return self.status(404)
        with self.state.lock:
            known = len(rest) >= 2 and self.state.owned(rest[1], self.user())
        if len(rest) >= 2 and not known:
            return self.status(404)  # withBookmark: not this account's bookmark
        if len(rest) == 2 and rest[0] == "bookmarks":
            if method == "GET":
                return self.detail(rest[1])
            if method == "PATCH":
                return self.patch(rest[1], raw)
            if method == "DELETE":
                return self.delete(rest[1])
        if len(rest) == 3 and rest[0] == "bookmarks" and method == "GET":
            if rest[2] == "article":
                return self.article(rest[1])
            if rest[2] == "annotations":
                return self.bookmark_annotations(rest[1])
        if len(rest) in (3, 4) and rest[2] == "annotations":
            return self.annotation_write(method, rest[1], rest[3:], raw)
        return self.status(404)

    def picture(self, path):
        parts = path.split("/")
        with self.state.lock:
            picture = self.state.pictures.get(path)
            if len(parts) == 6 and parts[4] == "_resources":
                picture = self.state.resources.get(parts[3], {}).get(parts[5], picture)
        kind = mimetypes.guess_type(path)[0] if picture else "image/png"
        return self.reply(200, picture or PNG, kind or "application/octet-stream")

    def profile(self):
        self.reply(200, {"provider": {"id": "p1", "name": "bearer token",
                                      "application": "dogear", "roles": [], "permissions": []},
                         "user": {"username": self.user(), "email": f"{self.user()}@example.org"}})


def valid_uid(text):
    """The router's pattern for ids, `[a-zA-Z0-9]{18,22}` (routes/http.go)."""
    return 18 <= len(text) <= 22 and text.isascii() and text.isalnum()


def exit_when_stdin_closes():
    while sys.stdin.buffer.read(1024):
        pass
    os._exit(0)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--bookmarks", type=int, default=10)
    parser.add_argument("--token", default="test-token")
    parser.add_argument("--server-version", default="0.22.3")
    parser.add_argument("--device-interval", type=float, default=0.05)
    parser.add_argument("--read-only-token", default=None,
                        help="a token that may read but not write (403 on writes)")
    parser.add_argument("--reply-delay", type=float, default=0.0,
                        help="seconds added to every API reply (a distant server)")
    parser.add_argument("--link-base", default=None,
                        help="the base Link headers name (a reverse proxy's internal host)")
    parser.add_argument("--extract-delay", type=float, default=0.3)
    parser.add_argument("--no-images", action="store_true",
                        help="no bookmark has a hero picture (request counts of a sync)")
    parser.add_argument("--seed", type=int, default=1,
                        help="seeds the order of bookmarks created in the same second")
    parser.add_argument("--same-second", type=int, default=1,
                        help="seeded bookmarks saved per second (an import): ties in `created`")
    parser.add_argument("--corpus-articles", type=int, default=0,
                        help="serve corpus articles for the newest N bookmarks")
    parser.add_argument("--corpus", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..", "..", "shared", "corpus"))
    args = parser.parse_args()
    # A parent may have blocked or ignored SIGTERM; the child inherits that. Undo it, and exit
    # when the parent goes away (our stdin closes), so no test leaves a server behind.
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    threading.Thread(target=exit_when_stdin_closes, daemon=True).start()
    server = ThreadingHTTPServer(("127.0.0.1", args.port), Handler)
    server.daemon_threads = True
    server.state = State(args)
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        server.serve_forever(poll_interval=0.1)
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
