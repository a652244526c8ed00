#!/usr/bin/env python3
"""A fake Readeck server for dogear's tests (docs/readeck-api.md is the reference).

Standard library only. Start it with `--port 0`; it prints `PORT <n>` on stdout once it
listens on 127.0.0.1. Tests steer it through a small admin API:

  POST /__admin  {"faults": [{"prefix": "/api/bookmarks", "method": "PATCH", "count": 2,
                              "kind": "status", "status": 503}],
                  "clear_faults": true, "clear_log": true,
                  "set": {"id": "...", "fields": {"read_progress": 40}},
                  "delete": ["id", ...], "add": 3,
                  "article": {"id": "...", "corpus": "name"} or {"id": "...", "html": "..."},
                  "picture": {"path": "/bm/...", "file": "/absolute/file"},
                  "device": {"mode": "approve", "after": 2, "interval": 0.05, "slow_down": 1},
                  "version": "0.19.0"}
  GET  /__admin/log             every request (API and /bm/): method, path, query, JSON body,
                                status

Every GET under /bm/ (Readeck's public pictures) answers a 1x1 PNG, except a path given a
file's bytes with "picture".
  GET  /__admin/bookmark/<id>   the stored bookmark, read_anchor included
  GET  /__admin/leaves/<id>     CSS paths of the article's text-only leaf blocks (anchors)
  GET  /__admin/ids             bookmark ids, newest first
  POST /__admin/text  {"id": "...", "path": "div:nth-child(1)>p:nth-child(2)"}
                                {"text": the element's text, whitespace collapsed, or null}

Fault kinds: status (plain-text body), drop (close without a reply), truncate (a JSON body
cut short of its Content-Length), garbage (200 with a body that is not JSON), huge (a body of
`size` bytes, `announce` false leaves out Content-Length), slow (wait `delay` seconds, then
answer normally).
"""


import argparse
import base64
import json
import mimetypes
import os
import signal
import sys
import threading
import urllib.parse
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from fake_admin import AdminRoutes  # noqa: E402
from fake_oauth import OAuthRoutes  # noqa: E402
from fake_state import (  # noqa: E402
    State, apply_patch, form_errors, parse_time, validate_patch)

PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")


class Handler(OAuthRoutes, AdminRoutes, BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeReadeck/1"

    def log_message(self, *args):
        pass

    # --- plumbing -------------------------------------------------------------------------

    @property
    def state(self):
        return self.server.state

    def base_url(self):
        return f"http://{self.headers.get('Host', '127.0.0.1')}"

    def reply(self, status, body=b"", content_type="application/json", headers=None):
        if isinstance(body, (dict, list)):
            body = json.dumps(body).encode()
        elif isinstance(body, str):
            body = body.encode()
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in (headers or []):
            self.send_header(name, value)
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self.logged_status = status

    def text(self, status, message):
        headers = []
        if status == 401:
            headers.append(("WWW-Authenticate", 'Bearer realm="Bearer token"'))
        self.reply(status, message, "text/plain; charset=utf-8", headers)

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
        fault = self.take_fault(method, path)
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
                                   "body": self.json_body(raw), "status": self.logged_status})

    def route(self, method, path, query, raw):
        parts = [p for p in path.split("/") if p]
        if path.startswith("/bm/") and method == "GET":
            with self.state.lock:
                picture = self.state.pictures.get(path)
            kind = mimetypes.guess_type(path)[0] if picture else "image/png"
            return self.reply(200, picture or PNG, kind or "application/octet-stream")
        if parts[:1] != ["api"]:
            return self.text(404, "Not Found")
        rest = parts[1:]
        if rest == ["info"] and method == "GET":
            return self.info()
        if rest[:1] == ["oauth"]:
            return self.oauth(method, rest[1:], raw)
        if not self.authorized():
            return self.text(401, "Unauthorized")
        if rest == ["profile"] and method == "GET":
            return self.reply(200, {"provider": {"id": "p1", "name": "bearer token",
                                                 "application": "dogear", "roles": [],
                                                 "permissions": []},
                                    "user": {"username": "reader", "email": "r@example.org"}})
        if rest == ["bookmarks"] and method == "GET":
            return self.list_bookmarks(query)
        if rest == ["bookmarks", "sync"] and method == "GET":
            return self.sync_list(query)
        if len(rest) == 2 and rest[0] == "bookmarks":
            if method == "GET":
                return self.detail(rest[1])
            if method == "PATCH":
                return self.patch(rest[1], raw)
        if len(rest) == 3 and rest[0] == "bookmarks" and rest[2] == "article" and method == "GET":
            return self.article(rest[1])
        return self.text(404, "Not Found")

    # --- API ------------------------------------------------------------------------------

    def info(self):
        with self.state.lock:
            version = self.state.version
        if not self.state.has_sync():
            return self.text(404, "Not Found")
        self.reply(200, {"version": {"canonical": version, "release": version, "build": ""},
                         "features": ["oauth"]})

    def summary(self, bookmark, detail):
        out = {k: v for k, v in bookmark.items() if k not in ("read_anchor", "with_image")}
        bid = bookmark["id"]
        base = self.base_url()
        out["href"] = f"{base}/api/bookmarks/{bid}"
        resources = {"log": {"src": f"{base}/api/bookmarks/{bid}/x/log"}}
        if bookmark["has_article"]:
            resources["article"] = {"src": f"{base}/api/bookmarks/{bid}/article"}
        if bookmark["with_image"]:
            resources["image"] = {"src": f"{base}/bm/{bid[:2]}/{bid}/img/image.png",
                                  "width": 1, "height": 1}
        out["resources"] = resources
        if detail and bookmark["read_anchor"]:
            out["read_anchor"] = bookmark["read_anchor"]
        return out

    def list_bookmarks(self, query):
        try:
            limit = int(query.get("limit", ["0"])[0] or 0)
            offset = int(query.get("offset", ["0"])[0] or 0)
        except ValueError:
            return self.text(404, "Not Found")
        if limit < 0 or limit > 100 or offset < 0:
            return self.text(404, "Not Found")
        limit = limit or 50
        with self.state.lock:
            items = [self.state.bookmarks[i] for i in self.state.order]
            if "id" in query:
                items = [self.state.bookmarks[i] for i in query["id"] if i in self.state.bookmarks]
            if "is_archived" in query:
                wanted = query["is_archived"][0] == "true"
                items = [b for b in items if b["is_archived"] == wanted]
            page = [self.summary(b, False) for b in items[offset:offset + limit]]
        total = len(items)
        self.reply(200, page, headers=self.pagination(total, limit, offset))

    def pagination(self, total, limit, offset):
        pages = max(1, -(-total // limit))
        current = offset // limit + 1
        link = lambda off, rel: (
            "Link", f'<{self.base_url()}/api/bookmarks?limit={limit}&offset={off}>; rel="{rel}"')
        headers = [("Total-Count", str(total)), ("Total-Pages", str(pages)),
                   ("Current-Page", str(current)), link(0, "first"),
                   link((pages - 1) * limit, "last")]
        if offset > 0:
            headers.append(link(max(0, offset - limit), "previous"))
        if offset + limit < total:
            headers.append(link(offset + limit, "next"))
        return headers

    def sync_list(self, query):
        if not self.state.has_sync():
            return self.text(404, "Not Found")
        since = None
        if "since" in query:
            try:
                since = parse_time(query["since"][0])
            except ValueError:
                return self.reply(422, form_errors({"since": ["invalid datetime"]}))
        with self.state.lock:
            entries = [{"id": b["id"], "time": b["updated"], "type": "update"}
                       for b in self.state.bookmarks.values()
                       if since is None or parse_time(b["updated"]) >= since]
            if since is not None:
                entries += [{"id": i, "time": t, "type": "delete"} for i, t in
                            self.state.deletions if parse_time(t) >= since]
        entries.sort(key=lambda e: parse_time(e["time"]), reverse=True)
        self.reply(200, entries)

    def detail(self, bookmark_id):
        with self.state.lock:
            bookmark = self.state.bookmarks.get(bookmark_id)
            body = self.summary(bookmark, True) if bookmark else None
        if body is None:
            return self.text(404, "Not Found")
        self.reply(200, body)

    def article(self, bookmark_id):
        with self.state.lock:
            bookmark = self.state.bookmarks.get(bookmark_id)
            html = self.state.article_html(bookmark_id) if bookmark else None
            if bookmark and not bookmark["has_article"]:
                html = ""
        if html is None:
            return self.text(404, "Not Found")
        self.reply(200, html, "text/html; charset=utf-8")

    def patch(self, bookmark_id, raw):
        if not self.headers.get("Content-Type", "").startswith("application/json"):
            return self.reply(400, form_errors({}, ["unsupported content type"]))
        body = self.json_body(raw)
        if not isinstance(body, dict):
            return self.reply(400, form_errors({}, ["invalid JSON body"]))
        errors = validate_patch(body)
        if errors:
            return self.reply(400, form_errors(errors))
        with self.state.lock:
            bookmark = self.state.bookmarks.get(bookmark_id)
            if bookmark is None:
                return self.text(404, "Not Found")
            changed = apply_patch(bookmark, body)
            out = {"id": bookmark_id, "href": f"{self.base_url()}/api/bookmarks/{bookmark_id}"}
            if changed:
                self.state.touch(bookmark)
                out["updated"] = bookmark["updated"]
                out.update({k: bookmark[k] for k in changed})
        self.reply(200, out, headers=[("Location", out["href"])])


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
