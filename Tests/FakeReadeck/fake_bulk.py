"""`POST /api/bookmarks/sync` of the fake Readeck server, as routes/api_sync.go and
converter/sync.go write it: per bookmark (oldest `updated` first) its json, html and resource
parts, CRLF, a random boundary, streamed without Content-Length. Resource addresses follow
`resource_prefix` (default "."; "" keeps full addresses) and highlights are wrapped bare."""

import json
import os
import posixpath
import socket

from fake_annotate import annotated, fits
from fake_errors import error_page_html
from fake_state import form_errors, parse_time

PNG = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")


class BulkRoutes:
    def bulk_sync(self, raw):
        if not self.state.has_sync():
            return self.text(404, "Not Found")
        if not self.headers.get("Content-Type", "").startswith("application/json"):
            return self.reply(422, form_errors({}, ["unsupported content type"]))
        body = self.json_body(raw)
        if not isinstance(body, dict):
            return self.reply(422, form_errors({}, ["invalid JSON body"]))
        wanted = body.get("id") or None
        prefix = body.get("resource_prefix", ".")
        if not isinstance(prefix, str) or len(prefix) > 128:
            return self.reply(422, form_errors({"resource_prefix": ["invalid value"]}))
        body["resource_prefix"] = prefix
        user = self.user()
        with self.state.lock:
            ids = [i for i in (wanted or self.state.order) if self.state.owned(i, user)]
            ids.sort(key=lambda i: parse_time(self.state.bookmarks[i]["updated"]))
            parts = []
            for i in ids:
                parts += self.parts_of(i, body)
                if parts and parts[-1][1] is None:
                    break  # IterExport returned: no bookmark after this one
            cut = self.state.take_bulk_cut()
            failure = self.state.take_bulk_failure()
        if failure is not None:
            return self.status(failure)
        boundary = os.urandom(16).hex()
        self.send_response(200)
        self.send_header("Content-Type", f'multipart/mixed; boundary="{boundary}"')
        self.send_header("Connection", "close")
        self.end_headers()
        self.close_connection = True
        try:
            for number, (headers, payload) in enumerate(parts):
                if cut is not None and number >= cut:
                    self.connection.shutdown(socket.SHUT_RDWR)
                    self.logged_status = -1
                    return
                head = "".join(f"{k}: {v}\r\n" for k, v in sorted(headers.items()))
                self.wfile.write(f"--{boundary}\r\n{head}\r\n".encode() + (payload or b"")
                                 + b"\r\n")
            self.wfile.write(f"--{boundary}--\r\n".encode())
            if parts and parts[-1][1] is None:
                # The deferred mp.Close() wrote the closing boundary; then server.Err's
                # Status(500) body, made an HTML page by ErrorPages (Accept multipart/mixed
                # matches none of its offers), follows as the epilogue. The status stays 200.
                self.wfile.write(error_page_html(500).encode())
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.logged_status = 200

    def parts_of(self, bookmark_id, body):
        """One bookmark's parts in the server's order: json, html, resources (§5.2)."""
        bookmark = self.state.bookmarks[bookmark_id]
        base = self.base_url()
        common = {"Bookmark-Id": bookmark_id, "Date": rfc3339(bookmark["created"]),
                  "Last-Modified": rfc3339(bookmark["updated"])}
        parts = []
        if body.get("with_json"):
            detail = self.summary(bookmark, False)
            parts.append((dict(common, **{
                "Type": "json", "Content-Type": "application/json; charset=utf-8",
                "Filename": "info.json", "Location": f"{base}/api/bookmarks/{bookmark_id}",
                "Content-Disposition": 'attachment; filename="info.json"'}),
                (json.dumps(detail) + "\n").encode()))
        replace = self.resource_replacer(bookmark_id, body["resource_prefix"])
        if body.get("with_html") and bookmark["has_article"]:
            html = self.state.article_html(bookmark_id)
            html = self.state.with_resource_urls(bookmark_id, html, replace)
            annotations = self.state.annotations.get(bookmark_id, [])
            head = dict(common, **{
                "Type": "html", "Content-Type": "text/html; charset=utf-8",
                "Filename": "index.html", "Location": f"{base}/api/bookmarks/{bookmark_id}/article",
                "Content-Disposition": 'attachment; filename="index.html"'})
            if not fits(html, annotations):
                # writeHTML: the part's head is written, then GetArticle fails on a highlight
                # that no longer fits and the whole export returns (converter/sync.go).
                return parts + [(head, None)]
            parts.append((head, annotated(html, annotations, web=False).encode()))
        if body.get("with_resources"):
            parts += self.resource_parts(bookmark_id, bookmark, replace)
        return parts

    def resource_parts(self, bookmark_id, bookmark, replace):
        media = self.media_url(bookmark_id)
        files = []
        if bookmark["with_image"]:
            path = f"/bm/{bookmark_id[:2]}/{bookmark_id}/img/image.png"
            files.append(("image", "img/image.png", self.state.pictures.get(path, PNG)))
        for name, data in self.state.resources.get(bookmark_id, {}).items():
            files.append(("embedded", f"_resources/{name}", data))
        parts = []
        for group, name, data in files:
            src = replace(name)
            base_name = posixpath.basename(src)
            parts.append(({"Bookmark-Id": bookmark_id, "Type": "resource", "Group": group,
                           "Content-Type": "image/png", "Filename": base_name, "Path": src,
                           "Content-Length": str(len(data)), "Location": media(name),
                           "Content-Disposition": f'attachment; filename="{base_name}"'},
                          data))
        return parts

    def resource_replacer(self, bookmark_id, prefix):
        """SyncExporter.urlReplacer: "" gives the full /bm/ address; any other prefix is
        cleaned, `%` becomes the bookmark id, and the file's base name is joined to it."""
        if prefix == "":
            return self.media_url(bookmark_id)
        folder = posixpath.normpath(prefix).replace("%", bookmark_id)
        return lambda name: posixpath.normpath(
            posixpath.join(folder, posixpath.basename(name)))


def rfc3339(stamp):
    """Go's time.RFC3339: to the second."""
    return parse_time(stamp).strftime("%Y-%m-%dT%H:%M:%SZ")
