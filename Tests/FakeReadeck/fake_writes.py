"""Writes the fake Readeck server takes beyond PATCH (routes/api_bookmarks.go): creating a
bookmark from a URL, the immediate delete, and the label list."""

import urllib.parse

from fake_state import form_errors


class WriteRoutes:
    """Handler methods; `self.state` is the server's State, its lock held by the caller where
    the method name ends in `_locked`."""

    # --- creating (§2) ---------------------------------------------------------------------

    def create(self, raw):
        body = self.json_body(raw)
        if not isinstance(body, dict):
            return self.reply(422, form_errors({}, ["invalid JSON body"]))
        url = body.get("url")
        parsed = urllib.parse.urlsplit(url.strip()) if isinstance(url, str) else None
        if not isinstance(url, str) or not url.strip():
            return self.reply(422, form_errors({"url": ["field is required"]}))
        if parsed.scheme not in ("http", "https") or not parsed.hostname or len(url) > 1024:
            return self.reply(422, form_errors({"url": ["invalid URL"]}))
        labels = body.get("labels", [])
        if not isinstance(labels, list) or not all(isinstance(x, str) for x in labels):
            return self.reply(422, form_errors({"labels": ["invalid value"]}))
        with self.state.lock:
            bookmark_id = self.state.create_bookmark(
                urllib.parse.urlunsplit(parsed._replace(fragment="")), body.get("title"),
                clean_labels(labels), self.user())
        href = f"{self.base_url()}/api/bookmarks/{bookmark_id}"
        self.reply(202, {"status": 202, "message": "Link submited"},
                   headers=[("Location", href), ("Bookmark-Id", bookmark_id)])

    # --- deleting (§4) ---------------------------------------------------------------------

    def delete(self, bookmark_id):
        with self.state.lock:
            self.state.remove_bookmark(bookmark_id)
        self.reply(204, b"", "text/plain")

    # --- labels (§3) -----------------------------------------------------------------------

    def labels(self):
        with self.state.lock:
            counts = {}
            for bookmark in self.state.bookmarks.values():
                if bookmark["user"] != self.user():
                    continue
                for label in bookmark["labels"]:
                    counts[label] = counts.get(label, 0) + 1
        base = self.base_url()
        self.reply(200, [{"name": name, "count": count,
                          "href": f"{base}/api/bookmarks/labels?name={urllib.parse.quote(name)}",
                          "href_bookmarks": f"{base}/api/bookmarks?labels="
                                            + urllib.parse.quote(f'"{name}"')}
                         for name, count in counts.items()])


def clean_labels(labels):
    """Trimmed, empties dropped, sorted and de-duplicated, as the server stores them."""
    return sorted({label.strip() for label in labels if label.strip()})
