"""Fault injection and the admin API of the fake Readeck server."""

import socket
import time
from html.parser import HTMLParser

from fake_state import admin_change


class AdminRoutes:
    """Handler methods for /__admin and for acting out injected faults."""

    def take_fault(self, method, path):
        with self.state.lock:
            for fault in self.state.faults:
                if path.startswith(fault.get("prefix", "/")) and \
                        fault.get("method", method) == method and fault.get("count", 1) != 0:
                    # "after": this many matching requests are answered normally first.
                    if fault.get("after", 0) > 0:
                        fault["after"] -= 1
                        continue
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
            # Something between dogear and Readeck answering plain text: not rewritten.
            status = fault.get("status", 503)
            self.reply(status, fault.get("body", "Service Unavailable"),
                       "text/plain; charset=utf-8")
        elif kind == "html_status":
            # A reverse proxy's error page with its own status (a 502 while the server
            # restarts, a 404 page for a path it does not route): HTML, not Readeck's text.
            status = fault.get("status", 502)
            self.reply(status, f"<!DOCTYPE html><html><head><title>{status}</title></head>"
                       f"<body><center><h1>{status}</h1></center><hr><center>nginx</center>"
                       "</body></html>", "text/html")
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
        elif kind == "page":
            # A reverse proxy's own error page, served with 200 in the API's place.
            self.reply(200, "<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head>"
                       "<body><h1>Bad Gateway</h1></body></html>", "text/html; charset=utf-8")
        elif kind == "garbage":
            self.reply(200, "<html><body>Bad gateway, probably</body></html>", "application/json")
        elif kind == "huge":
            self.send_huge(fault.get("size", 64 * 1024 * 1024), fault.get("announce", True))
        self.logged_status = fault.get("status", 200) if kind in ("status", "html_status") else -1
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
                # As the API would answer now: an extraction whose time has come is done.
                self.state.settle()
                bookmark = self.state.bookmarks.get(path.rsplit("/", 1)[1])
                out = dict(bookmark) if bookmark else None
            return self.reply(200, out) if out else self.reply(404, "Not Found", "text/plain")
        if method == "GET" and path.startswith("/__admin/leaves/"):
            with self.state.lock:
                html = self.state.article_html(path.rsplit("/", 1)[1])
            return self.reply(200, leaf_paths(html))
        if method == "GET" and path == "/__admin/ids":
            with self.state.lock:
                return self.reply(200, list(self.state.order))
        if method == "POST" and path == "/__admin/text":
            body = self.json_body(raw) or {}
            with self.state.lock:
                known = body.get("id") in self.state.bookmarks
                html = self.state.article_html(body["id"]) if known else ""
            return self.reply(200, {"text": element_text(html, body.get("path", ""))})
        if method == "POST" and path == "/__admin":
            body = self.json_body(raw) or {}
            with self.state.lock:
                result = admin_change(self.state, body)
            return self.reply(200, result)
        self.reply(404, "Not Found", "text/plain")


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


class ElementText(LeafFinder):
    """The text of the element at one CSS path (`tag:nth-child(i)>…`), counted as
    LeafFinder counts, to check where an anchor lands independently of dogear's parser."""

    def __init__(self, path):
        super().__init__()
        self.target = path
        self.found = None

    def handle_starttag(self, tag, attrs):
        super().handle_starttag(tag, attrs)
        if tag not in VOID and ">".join(self.stack[-1]["path"]) == self.target:
            self.found = ""

    def handle_data(self, data):
        super().handle_data(data)
        if self.found is not None and self.inside():
            self.found += data

    def inside(self):
        depth = len(self.target.split(">"))
        return len(self.stack) > depth and ">".join(self.stack[depth]["path"]) == self.target


def element_text(html, path):
    finder = ElementText(path)
    finder.feed(html)
    finder.close()
    return " ".join((finder.found or "").split()) if finder.found is not None else None
