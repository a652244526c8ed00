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
                  "device": {"mode": "approve", "after": 2, "interval": 0.05, "slow_down": 1},
                  "version": "0.19.0"}
  GET  /__admin/log             every API request: method, path, query, JSON body, status
  GET  /__admin/bookmark/<id>   the stored bookmark, read_anchor included
  GET  /__admin/leaves/<id>     CSS paths of the article's text-only leaf blocks (anchors)
  GET  /__admin/ids             bookmark ids, newest first

Fault kinds: status (plain-text body), drop (close without a reply), truncate (a JSON body
cut short of its Content-Length), garbage (200 with a body that is not JSON), huge (a body of
`size` bytes, `announce` false leaves out Content-Length), slow (wait `delay` seconds, then
answer normally).
"""

import argparse
import datetime
import hashlib
import json
import os
import signal
import socket
import sys
import threading
import time
import urllib.parse
from html.parser import HTMLParser
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"
PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")


def now_text():
    return datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_time(text):
    text = text.replace("Z", "+00:00")
    return datetime.datetime.fromisoformat(text)


def make_id(number):
    digest = hashlib.sha256(f"bookmark-{number}".encode()).digest()
    return "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:22])


class State:
    """Everything the server knows, behind one lock."""

    def __init__(self, args):
        self.lock = threading.Lock()
        self.version = args.server_version
        self.tokens = {args.token: "api"} if args.token else {}
        self.corpus = args.corpus
        self.bookmarks = {}
        self.order = []
        self.articles = {}
        self.deletions = []
        self.faults = []
        self.log = []
        self.clients = {}
        self.devices = {}
        self.device = {"mode": "approve", "after": 1, "interval": args.device_interval,
                       "slow_down": 0, "expires_in": 300}
        self.next_number = 0
        base = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
        for _ in range(args.bookmarks):
            self.add_bookmark(base)

    def add_bookmark(self, base=None):
        number = self.next_number
        self.next_number += 1
        created = (base or datetime.datetime.now(datetime.timezone.utc)) + \
            datetime.timedelta(minutes=number)
        stamp = created.strftime("%Y-%m-%dT%H:%M:%SZ")
        bookmark_id = make_id(number)
        self.bookmarks[bookmark_id] = {
            "id": bookmark_id, "created": stamp, "updated": stamp, "state": 0, "loaded": True,
            "url": f"https://site{number % 7}.example/post/{number}",
            "title": f"Bookmark {number}", "site_name": f"Site {number % 7}",
            "site": f"site{number % 7}.example", "authors": ["Fake Author"], "lang": "en",
            "text_direction": "ltr", "document_type": "article", "type": "article",
            "has_article": number % 10 != 9, "description": f"About bookmark {number}.",
            "is_deleted": False, "is_marked": number % 5 == 0, "is_archived": number % 4 == 3,
            "labels": [], "read_progress": 0, "read_anchor": "", "word_count": 400 + number,
            "reading_time": 2, "with_image": number % 3 == 0,
        }
        self.order.insert(0, bookmark_id)
        return bookmark_id

    def article_html(self, bookmark_id):
        if bookmark_id in self.articles:
            return self.articles[bookmark_id]
        title = self.bookmarks[bookmark_id]["title"]
        paragraphs = "".join(
            f"<p>Paragraph {n} of {title}, with a few words to wrap.</p>" for n in range(1, 9))
        return f"<section><h2>{title}</h2>{paragraphs}</section>"

    def touch(self, bookmark):
        bookmark["updated"] = now_text()

    def has_sync(self):
        parts = [int("".join(c for c in p if c.isdigit()) or 0) for p in self.version.split(".")]
        return parts[:2] >= [0, 20]


class Handler(BaseHTTPRequestHandler):
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
            import base64
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
            return self.reply(200, PNG, "image/png")
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

    # --- OAuth ----------------------------------------------------------------------------

    def oauth(self, method, rest, raw):
        body = self.json_body(raw) or {}
        if method != "POST" or not isinstance(body, dict):
            return self.text(404, "Not Found")
        if rest == ["client"]:
            return self.register_client(body)
        if rest == ["device"]:
            return self.device_code(body)
        if rest == ["token"]:
            return self.poll_token(body)
        if rest == ["revoke"]:
            if not self.authorized():
                return self.text(401, "Unauthorized")
            with self.state.lock:
                self.state.tokens.pop(body.get("token"), None)
            return self.reply(200, b"")
        return self.text(404, "Not Found")

    def register_client(self, body):
        missing = [k for k in ("client_name", "client_uri", "software_id", "software_version")
                   if not body.get(k)]
        uri = urllib.parse.urlsplit(body.get("client_uri", ""))
        grants = body.get("grant_types") or ["authorization_code", DEVICE_GRANT]
        if missing:
            return oauth_error(self, 400, "invalid_client_metadata", f"missing {missing}")
        if uri.scheme != "https" or uri.hostname in (None, "localhost") or \
                (uri.hostname or "").startswith(("127.", "10.", "192.168.")):
            return oauth_error(self, 400, "invalid_client_metadata", "client_uri must be public")
        if "authorization_code" in grants and not body.get("redirect_uris"):
            return oauth_error(self, 400, "invalid_redirect_uri", "redirect_uris required")
        client_id = hashlib.sha1(os.urandom(8)).hexdigest()[:20]
        with self.state.lock:
            self.state.clients[client_id] = body
        self.reply(201, {"client_id": client_id, "client_name": body["client_name"],
                         "grant_types": grants})

    def device_code(self, body):
        with self.state.lock:
            if body.get("client_id") not in self.state.clients:
                return oauth_error(self, 401, "invalid_client", "unknown client")
            code = hashlib.sha1(os.urandom(8)).hexdigest()
            settings = dict(self.state.device)
            self.state.devices[code] = {"client_id": body["client_id"], "polls": 0,
                                        "last": 0.0, "settings": settings}
        self.reply(200, {"device_code": code, "user_code": "ABCDEFGH",
                         "verification_uri": f"{self.base_url()}/device",
                         "verification_uri_complete": f"{self.base_url()}/device?user_code=ABCDEFGH",
                         "expires_in": settings["expires_in"], "interval": settings["interval"]})

    def poll_token(self, body):
        if body.get("grant_type") != DEVICE_GRANT:
            return oauth_error(self, 400, "invalid_request", "unsupported grant")
        with self.state.lock:
            device = self.state.devices.get(body.get("device_code"))
            if device is None or device["client_id"] != body.get("client_id"):
                return oauth_error(self, 400, "invalid_grant", "unknown device code")
            answer = device_answer(device)
            if answer == "granted":
                token = hashlib.sha1(os.urandom(16)).hexdigest()
                self.state.tokens[token] = "oauth"
                del self.state.devices[body["device_code"]]
        if answer != "granted":
            return oauth_error(self, 400, answer, "")
        self.reply(201, {"id": "t1", "access_token": token, "token_type": "Bearer",
                         "scope": "bookmarks:read bookmarks:write"})

    # --- faults and admin -----------------------------------------------------------------

    def take_fault(self, method, path):
        with self.state.lock:
            for fault in self.state.faults:
                if path.startswith(fault.get("prefix", "/")) and \
                        fault.get("method", method) == method and fault.get("count", 1) != 0:
                    if fault.get("count", 1) > 0:
                        fault["count"] = fault.get("count", 1) - 1
                    return dict(fault)
        return None

    def apply_fault(self, fault):
        """Acts out a fault; returns False when the request should then be answered normally."""
        kind = fault.get("kind", "status")
        if kind == "slow":
            time.sleep(fault.get("delay", 1))
            return False
        if kind == "status":
            status = fault.get("status", 503)
            self.text(status, fault.get("body", "Service Unavailable"))
        elif kind == "drop":
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif kind == "truncate":
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", "4096")
            self.end_headers()
            self.wfile.write(b'[{"id": "cut", "title": "cut sho')
            self.wfile.flush()
            self.close_connection = True
            self.connection.shutdown(socket.SHUT_RDWR)
        elif kind == "garbage":
            self.reply(200, "<html><body>Bad gateway, probably</body></html>", "application/json")
        elif kind == "huge":
            self.send_huge(fault.get("size", 64 * 1024 * 1024), fault.get("announce", True))
        self.logged_status = fault.get("status", 200) if kind == "status" else -1
        return True

    def send_huge(self, size, announce):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        if announce:
            self.send_header("Content-Length", str(size))
        else:
            self.send_header("Connection", "close")
        self.end_headers()
        chunk = b"[" + b" " * 65535
        try:
            sent = 0
            while sent < size:
                self.wfile.write(chunk)
                sent += len(chunk)
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.close_connection = True

    def admin(self, method, path, raw):
        if method == "GET" and path == "/__admin/log":
            with self.state.lock:
                return self.reply(200, list(self.state.log))
        if method == "GET" and path.startswith("/__admin/bookmark/"):
            with self.state.lock:
                bookmark = self.state.bookmarks.get(path.rsplit("/", 1)[1])
                out = dict(bookmark) if bookmark else None
            return self.reply(200, out) if out else self.text(404, "Not Found")
        if method == "GET" and path.startswith("/__admin/leaves/"):
            with self.state.lock:
                html = self.state.article_html(path.rsplit("/", 1)[1])
            return self.reply(200, leaf_paths(html))
        if method == "GET" and path == "/__admin/ids":
            with self.state.lock:
                return self.reply(200, list(self.state.order))
        if method == "POST" and path == "/__admin":
            body = self.json_body(raw) or {}
            with self.state.lock:
                result = admin_change(self.state, body)
            return self.reply(200, result)
        self.text(404, "Not Found")


def admin_change(state, body):
    result = {}
    if body.get("clear_faults"):
        state.faults = []
    if body.get("clear_log"):
        state.log = []
    state.faults += body.get("faults", [])
    if "version" in body:
        state.version = body["version"]
    state.device.update(body.get("device", {}))
    if "set" in body:
        bookmark = state.bookmarks[body["set"]["id"]]
        bookmark.update(body["set"]["fields"])
        if "read_progress" in body["set"]["fields"] and bookmark["read_progress"] in (0, 100):
            bookmark["read_anchor"] = ""
        state.touch(bookmark)
    for bookmark_id in body.get("delete", []):
        if state.bookmarks.pop(bookmark_id, None) is not None:
            state.order.remove(bookmark_id)
            state.deletions.append((bookmark_id, now_text()))
    result["added"] = [state.add_bookmark() for _ in range(body.get("add", 0))]
    if "article" in body:
        spec = body["article"]
        html = spec.get("html")
        if "corpus" in spec:
            with open(os.path.join(state.corpus, spec["corpus"], "article.html"), "rb") as f:
                html = f.read().decode("utf-8", "replace")
        state.articles[spec["id"]] = html
        state.bookmarks[spec["id"]]["has_article"] = True
    return result


VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "param",
        "source", "track", "wbr"}
TEXT_LEAVES = {"p", "li", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "dd", "dt",
               "figcaption", "td", "th"}


class LeafFinder(HTMLParser):
    """CSS paths (`tag:nth-child(i)>…`, element siblings only) of the text-only leaf elements
    the web reader would pick as `read_anchor`: a block with text and no element children."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.stack = [{"tag": "", "children": 0, "path": [], "has_child": False, "text": ""}]
        self.leaves = []
        self.broken = False

    def handle_starttag(self, tag, attrs):
        parent = self.stack[-1]
        parent["children"] += 1
        parent["has_child"] = True
        step = f"{tag}:nth-child({parent['children']})"
        if tag in VOID:
            return
        self.stack.append({"tag": tag, "children": 0, "path": parent["path"] + [step],
                           "has_child": False, "text": ""})

    def handle_endtag(self, tag):
        if tag in VOID:
            return
        if len(self.stack) < 2 or self.stack[-1]["tag"] != tag:
            self.broken = True
            return
        node = self.stack.pop()
        if node["tag"] in TEXT_LEAVES and not node["has_child"] and len(node["text"].strip()) > 20:
            self.leaves.append(">".join(node["path"]))

    def handle_data(self, data):
        self.stack[-1]["text"] += data


def leaf_paths(html):
    finder = LeafFinder()
    finder.feed(html)
    finder.close()
    return [] if finder.broken else finder.leaves


def device_answer(device):
    device["polls"] += 1
    settings = device["settings"]
    moment = time.monotonic()
    too_fast = moment - device["last"] < settings["interval"] * 0.9
    device["last"] = moment
    if settings.get("slow_down", 0) > 0 or (too_fast and device["polls"] > 1):
        settings["slow_down"] = max(0, settings.get("slow_down", 0) - 1)
        return "slow_down"
    mode = settings["mode"]
    if mode == "deny":
        return "access_denied"
    if mode == "expire":
        return "expired_token"
    if mode == "approve" and device["polls"] > settings.get("after", 1):
        return "granted"
    return "authorization_pending"


def validate_patch(body):
    errors = {}
    progress = body.get("read_progress")
    if "read_progress" in body and (type(progress) is not int or not 0 <= progress <= 100):
        errors["read_progress"] = ["must be an integer between 0 and 100"]
    anchor = body.get("read_anchor")
    if "read_anchor" in body and (not isinstance(anchor, str) or len(anchor.strip()) > 256):
        errors["read_anchor"] = ["must be a string of at most 256 characters"]
    for name in ("is_archived", "is_marked", "is_deleted"):
        if name in body and type(body[name]) is not bool:
            errors[name] = ["must be a boolean"]
    return errors


def apply_patch(bookmark, body):
    changed = []
    for name in ("read_progress", "is_archived", "is_marked", "is_deleted", "title"):
        if name in body and bookmark.get(name) != body[name]:
            bookmark[name] = body[name]
            changed.append(name)
    anchor = body["read_anchor"].strip() if "read_anchor" in body else None
    if "read_progress" in body and bookmark["read_progress"] in (0, 100):
        anchor = ""
    if anchor is not None and bookmark["read_anchor"] != anchor:
        bookmark["read_anchor"] = anchor
        changed.append("read_anchor")
    return changed


def form_errors(fields, global_errors=None):
    return {"is_valid": False, "errors": global_errors,
            "fields": {name: {"is_null": False, "is_bound": True, "value": None,
                              "errors": errs} for name, errs in fields.items()}}


def oauth_error(handler, status, code, description):
    handler.reply(status, {"error": code, "error_description": description})


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
