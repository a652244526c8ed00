"""`POST /api/bookmarks/sync` of the fake Readeck server: the multipart content dump of
readeck-api-2.md §5.2 (json, html and resource parts grouped by bookmark, CRLF, a random
boundary, streamed without Content-Length)."""

import json
import os
import socket

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
        with self.state.lock:
            ids = [i for i in (wanted or self.state.order) if i in self.state.bookmarks]
            ids.sort(key=lambda i: parse_time(self.state.bookmarks[i]["updated"]))
            parts = [part for i in ids for part in self.parts_of(i, body)]
            cut = self.state.take_bulk_cut()
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
                self.wfile.write(f"--{boundary}\r\n{head}\r\n".encode() + payload + b"\r\n")
            self.wfile.write(f"--{boundary}--\r\n".encode())
        except (BrokenPipeError, ConnectionResetError):
            pass
        self.logged_status = 200

    def parts_of(self, bookmark_id, body):
        """One bookmark's parts in the server's order: json, html, resources (§5.2)."""
        bookmark = self.state.bookmarks[bookmark_id]
        base = self.base_url()
        common = {"Bookmark-Id": bookmark_id, "Date": bookmark["created"],
                  "Last-Modified": bookmark["updated"]}
        parts = []
        if body.get("with_json"):
            detail = self.summary(bookmark, True)
            detail["read_anchor"] = bookmark["read_anchor"]
            parts.append((dict(common, **{
                "Type": "json", "Content-Type": "application/json; charset=utf-8",
                "Filename": "info.json", "Location": f"{base}/api/bookmarks/{bookmark_id}",
                "Content-Disposition": 'attachment; filename="info.json"'}),
                (json.dumps(detail) + "\n").encode()))
        if body.get("with_html") and bookmark["has_article"]:
            html = self.state.article_html(bookmark_id)
            for annotation in self.state.annotations.get(bookmark_id, []):
                html = html.replace(annotation["text"],
                                    f"<rd-annotation>{annotation['text']}</rd-annotation>", 1)
            parts.append((dict(common, **{
                "Type": "html", "Content-Type": "text/html; charset=utf-8",
                "Filename": "index.html", "Location": f"{base}/api/bookmarks/{bookmark_id}/article",
                "Content-Disposition": 'attachment; filename="index.html"'}), html.encode()))
        if body.get("with_resources") and bookmark["with_image"]:
            path = f"/bm/{bookmark_id[:2]}/{bookmark_id}/img/image.png"
            parts.append(({"Bookmark-Id": bookmark_id, "Type": "resource", "Group": "image",
                           "Content-Type": "image/png", "Filename": "image.png",
                           "Path": "image.png", "Content-Length": str(len(PNG)),
                           "Location": base + path,
                           "Content-Disposition": 'attachment; filename="image.png"'},
                          self.state.pictures.get(path, PNG)))
        return parts
