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
                  "version": "0.19.0",
                  "tokens": {"ro": "read"}, "delete_delay": 20, "extract_delay": 0.3,
                  "extract_fail": ["id"], "restart": true, "expire_deletes": true, "link_base": "http://internal:8000",
                  "features": [], "reply_delay": 0.05, "bulk_cut": 3,
                  "annotations": {"id": [{"id": "...", "start_selector": "...", ...}]}}
  GET  /__admin/log             every request (API and /bm/): method, path, query, JSON body,
                                status

Every GET under /bm/ (Readeck's public pictures) answers a 1x1 PNG, except a path given a
file's bytes with "picture".
  GET  /__admin/bookmark/<id>   the stored bookmark, read_anchor included
  GET  /__admin/leaves/<id>     CSS paths of the article's text-only leaf blocks (anchors)
  GET  /__admin/ids             bookmark ids, newest first
  POST /__admin/text  {"id": "...", "path": "div:nth-child(1)>p:nth-child(2)"}
                                {"text": the element's text, whitespace collapsed, or null}

Beyond GET and PATCH it takes what readeck-api-2.md describes: POST /api/bookmarks (202,
extraction finishes after extract_delay), DELETE (immediate), PATCH is_deleted (a delete
scheduled delete_delay seconds ahead, shown as is_deleted: true until then; false undoes it),
labels and add_labels/remove_labels, GET /api/bookmarks/labels, ?labels= and ?search=,
highlights (GET /api/bookmarks/annotations and /{id}/annotations), and the multipart
POST /api/bookmarks/sync. Every PATCH bumps `updated`. A read-only token gets 403 on writes.
On 0.20.x a `since` query misses every change (the SQLite bug fixed in 0.21.0).

Fault kinds: status (plain-text body), page (200 with a proxy's whole HTML error page), drop (close without a reply), accept_drop (carry the request out, then close without a reply), truncate (a JSON body
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
from fake_state import (  # noqa: E402
    State, apply_patch, form_errors, parse_time, validate_patch)
from fake_writes import WriteRoutes, apply_labels, matches_search  # noqa: E402

PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")


class Handler(OAuthRoutes, AdminRoutes, WriteRoutes, BulkRoutes, BaseHTTPRequestHandler):
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
        if getattr(self, "swallow_reply", False):
            self.logged_status = -status
            return
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

    def may_write(self):
        return self.state.tokens.get(self.token()) == "api"

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
        if method in ("POST", "PATCH", "DELETE") and not self.may_write() and \
                rest != ["bookmarks", "sync"]:
            # A token without bookmarks:write (a read-only token): the scope is missing.
            return self.reply(403, {"status": 403, "message": "Forbidden"})
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
        return self.text(404, "Not Found")

    # --- API ------------------------------------------------------------------------------

    def info(self):
        with self.state.lock:
            version = self.state.version
            features = list(self.state.features)
        if not self.state.has_sync():
            return self.text(404, "Not Found")
        self.reply(200, {"version": {"canonical": version, "release": version, "build": ""},
                         "features": features})

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
        out["is_deleted"] = self.state.is_deleted(bid)
        if not detail:
            out.pop("errors", None)
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
            if "labels" in query:
                wanted = query["labels"][0].strip().strip('"')
                items = [b for b in items if wanted in b["labels"]]
            if "search" in query:
                items = [b for b in items if matches_search(self.state, b, query["search"][0])]
            if query.get("sort", [""])[0] in ("-created", "created"):
                newest = query["sort"][0].startswith("-")
                items.sort(key=lambda b: parse_time(b["created"]), reverse=newest)
            page = [self.summary(b, False) for b in items[offset:offset + limit]]
        total = len(items)
        self.reply(200, page, headers=self.pagination(total, limit, offset))

    def pagination(self, total, limit, offset, path="/api/bookmarks"):
        pages = max(1, -(-total // limit))
        current = offset // limit + 1
        link = lambda off, rel: (
            "Link", f'<{self.link_base()}{path}?limit={limit}&offset={off}>; rel="{rel}"')
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
            broken = since is not None and self.state.since_is_broken()
            entries = [{"id": b["id"], "time": b["updated"], "type": "update"}
                       for b in self.state.bookmarks.values()
                       if since is None or (parse_time(b["updated"]) >= since and not broken)]
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
            if any(name in body for name in ("labels", "add_labels", "remove_labels")):
                bookmark["labels"] = apply_labels(bookmark, body)
                changed.append("labels")
            if "is_deleted" in body:
                if body["is_deleted"]:
                    self.state.scheduled_deletes[bookmark_id] = \
                        time.monotonic() + self.state.delete_delay
                else:
                    self.state.scheduled_deletes.pop(bookmark_id, None)
            # Bookmark.Update always sets updated = now(), changed or not.
            self.state.touch(bookmark)
            out = {"id": bookmark_id, "href": f"{self.base_url()}/api/bookmarks/{bookmark_id}",
                   "updated": bookmark["updated"]}
            out.update({k: bookmark[k] for k in changed})
            if "is_deleted" in body:
                out["is_deleted"] = self.state.is_deleted(bookmark_id)
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
    parser.add_argument("--read-only-token", default=None,
                        help="a token that may read but not write (403 on writes)")
    parser.add_argument("--reply-delay", type=float, default=0.0,
                        help="seconds added to every API reply (a distant server)")
    parser.add_argument("--link-base", default=None,
                        help="the base Link headers name (a reverse proxy's internal host)")
    parser.add_argument("--extract-delay", type=float, default=0.3)
    parser.add_argument("--no-images", action="store_true",
                        help="no bookmark has a hero picture (request counts of a sync)")
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
