"""Writes the fake Readeck server takes beyond PATCH (readeck-api-2.md §2-§4, §6): creating a
bookmark from a URL, scheduled and immediate deletes, labels, highlights and search."""

import time
import urllib.parse

from fake_state import form_errors, now_text


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
                clean_labels(labels))
        href = f"{self.base_url()}/api/bookmarks/{bookmark_id}"
        self.reply(202, {"status": 202, "message": "Link submited"},
                   headers=[("Location", href), ("Bookmark-Id", bookmark_id)])

    # --- deleting (§4) ---------------------------------------------------------------------

    def delete(self, bookmark_id):
        with self.state.lock:
            if not self.state.remove_bookmark(bookmark_id):
                return self.text(404, "Not Found")
        self.reply(204, b"", "text/plain")

    # --- labels (§3) -----------------------------------------------------------------------

    def labels(self):
        with self.state.lock:
            counts = {}
            for bookmark in self.state.bookmarks.values():
                for label in bookmark["labels"]:
                    counts[label] = counts.get(label, 0) + 1
        base = self.base_url()
        self.reply(200, [{"name": name, "count": count,
                          "href": f"{base}/api/bookmarks/labels?name={urllib.parse.quote(name)}",
                          "href_bookmarks": f"{base}/api/bookmarks?labels="
                                            + urllib.parse.quote(f'"{name}"')}
                         for name, count in counts.items()])

    # --- highlights (§1.2) -----------------------------------------------------------------

    def bookmark_annotations(self, bookmark_id):
        with self.state.lock:
            if bookmark_id not in self.state.bookmarks:
                return self.text(404, "Not Found")
            items = list(self.state.annotations.get(bookmark_id, []))
        self.reply(200, items)

    def all_annotations(self, query):
        try:
            limit = int(query.get("limit", ["50"])[0] or 50)
            offset = int(query.get("offset", ["0"])[0] or 0)
        except ValueError:
            return self.text(404, "Not Found")
        if not 1 <= limit <= 100 or offset < 0:
            return self.text(404, "Not Found")
        with self.state.lock:
            items = [dict(a, bookmark_id=bid) for bid, annotations in
                     self.state.annotations.items() for a in annotations]
        items.sort(key=lambda a: a["created"], reverse=True)
        page = [{"id": a["id"], "text": a["text"], "created": a["created"],
                 "color": a["color"] or "yellow", "note": a.get("note", ""),
                 "bookmark_id": a["bookmark_id"]} for a in items[offset:offset + limit]]
        self.reply(200, page, headers=self.pagination(len(items), limit, offset,
                                                      "/api/bookmarks/annotations"))


def clean_labels(labels):
    """Trimmed, empties dropped, sorted and de-duplicated, as the server stores them."""
    return sorted({label.strip() for label in labels if label.strip()})


def apply_labels(bookmark, body):
    """`labels`, then `add_labels`, then `remove_labels`, whatever the JSON order (§3.4)."""
    labels = list(bookmark["labels"])
    if isinstance(body.get("labels"), list):
        labels = list(body["labels"])
    if isinstance(body.get("add_labels"), list):
        labels += body["add_labels"]
    if isinstance(body.get("remove_labels"), list):
        removed = {x.strip() for x in body["remove_labels"]}
        labels = [x for x in labels if x.strip() not in removed]
    return clean_labels(labels)


def matches_search(state, bookmark, search):
    """Every term (quoted phrases kept whole) appears in the title, description, site, labels
    or article text, ignoring case: enough of §6 for a client's tests."""
    haystack = " ".join([bookmark["title"], bookmark.get("description", ""),
                         bookmark["site_name"], bookmark["site"], " ".join(bookmark["labels"]),
                         state.article_html(bookmark["id"])]).lower()
    terms, word, quoted = [], "", False
    for char in search:
        if char == '"':
            quoted = not quoted
        elif char.isspace() and not quoted:
            terms.append(word)
            word = ""
        else:
            word += char
    terms.append(word)
    return all(term.lower().rstrip("*") in haystack for term in terms if term)


def due_now(deadline):
    return deadline is not None and time.monotonic() >= deadline


def stamp():
    return now_text()
