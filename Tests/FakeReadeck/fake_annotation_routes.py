"""Highlights through the API, as routes/api_bookmarks.go and routes/forms_annotations.go
handle them: list (per bookmark, and all of an account's, paged), create (placed in the
article; an overlap or a range that cannot be placed is a 400 message), change colour and
note, delete. Each write moves the bookmark's `updated`."""

import datetime
import hashlib
import os

from fake_annotate import AnnotationError, place_new
from fake_state import ALPHABET, form_errors, now_text


def new_id():
    digest = hashlib.sha256(os.urandom(16)).digest()
    return "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:22])


def annotation_form_errors(body, creating):
    errors = {}
    needed = ("start_selector", "end_selector", "color") if creating else ("color",)
    for name in needed:
        value = body.get(name)
        if not isinstance(value, str) or not value.strip():
            errors[name] = ["field is required"]
        elif len(value.strip()) > (32 if name == "color" else 256):
            errors[name] = ["text is too long"]
    for name in ("start_offset", "end_offset") if creating else ():
        value = body.get(name)
        if type(value) is not int or value < 0:
            errors[name] = ["field is required" if value is None else "must be 0 or more"]
    note = body.get("note")
    if note is not None and (not isinstance(note, str) or len(note.strip()) > 1024):
        errors["note"] = ["invalid value"]
    return errors


class AnnotationRoutes:
    def bookmark_annotations(self, bookmark_id):
        with self.state.lock:
            items = list(self.state.annotations.get(bookmark_id, []))
        self.reply(200, items)

    def annotation_write(self, method, bookmark_id, rest, raw):
        body = self.json_body(raw)
        if method == "POST" and not rest:
            return self.create_annotation(bookmark_id, body if isinstance(body, dict) else {})
        if method == "PATCH" and rest:
            return self.update_annotation(bookmark_id, rest[0],
                                          body if isinstance(body, dict) else {})
        if method == "DELETE" and rest:
            return self.delete_annotation(bookmark_id, rest[0])
        return self.status(404)

    def create_annotation(self, bookmark_id, body):
        errors = annotation_form_errors(body, True)
        if errors:
            return self.reply(422, form_errors(errors))
        annotation = {"id": new_id(), "start_selector": body["start_selector"].strip(),
                      "start_offset": body["start_offset"],
                      "end_selector": body["end_selector"].strip(),
                      "end_offset": body["end_offset"], "color": body["color"].strip(),
                      "created": now_text(), "text": "",
                      "note": (body.get("note") or "").strip()}
        with self.state.lock:
            existing = self.state.annotations.get(bookmark_id, [])
            try:
                annotation["text"] = place_new(self.state.article_html(bookmark_id),
                                               existing, annotation)
            except AnnotationError as error:
                return self.reply(400, {"status": 400, "message": str(error)})
            self.state.annotations[bookmark_id] = self.in_document_order(
                bookmark_id, existing + [annotation])
            self.state.touch(self.state.bookmarks[bookmark_id])
        href = f"{self.base_url()}/api/bookmarks/{bookmark_id}/annotations/{annotation['id']}"
        self.reply(201, annotation, headers=[("Location", href)])

    def in_document_order(self, bookmark_id, annotations):
        """BookmarkAnnotations.Sort: by where each starts in the article."""
        from fake_annotate import annotated
        html = annotated(self.state.article_html(bookmark_id), annotations, web=True)
        return sorted(annotations, key=lambda a: html.find(f'id="annotation-{a["id"]}"'))

    def update_annotation(self, bookmark_id, annotation_id, body):
        with self.state.lock:
            items = self.state.annotations.get(bookmark_id, [])
            annotation = next((a for a in items if a["id"] == annotation_id), None)
        if annotation is None:
            return self.status(404)
        errors = annotation_form_errors(body, False)
        if errors:
            return self.reply(422, form_errors(errors))
        with self.state.lock:
            annotation["color"] = body["color"].strip()
            if body.get("note") is not None:
                annotation["note"] = body["note"].strip()
            bookmark = self.state.bookmarks[bookmark_id]
            self.state.touch(bookmark)
            out = {"annotations": list(items), "updated": bookmark["updated"]}
        self.reply(200, out)

    def delete_annotation(self, bookmark_id, annotation_id):
        with self.state.lock:
            items = self.state.annotations.get(bookmark_id, [])
            if not any(a["id"] == annotation_id for a in items):
                return self.status(404)
            self.state.annotations[bookmark_id] = [a for a in items if a["id"] != annotation_id]
            self.state.touch(self.state.bookmarks[bookmark_id])
        self.reply(204, b"", "text/plain")

    def all_annotations(self, query):
        """GET /api/bookmarks/annotations: the account's highlights, newest first, paged."""
        page_params = self.page_params(query)
        if page_params is None:
            return self.status(404)  # withAnnotationList: GetPageParams gave nil
        limit, offset = page_params
        base, user = self.base_url(), self.user()
        with self.state.lock:
            items = [self.listed(a, self.state.bookmarks[bid], base)
                     for bid, annotations in self.state.annotations.items()
                     if self.state.owned(bid, user) for a in annotations]
        items.sort(key=lambda a: stamp(a["created"]), reverse=True)
        self.reply(200, items[offset:offset + limit],
                   headers=self.pagination(len(items), limit, offset, query,
                                           "/api/bookmarks/annotations"))

    @staticmethod
    def listed(annotation, bookmark, base):
        bid = bookmark["id"]
        return {"id": annotation["id"],
                "href": f"{base}/api/bookmarks/{bid}/annotations/{annotation['id']}",
                "text": annotation.get("text", ""), "created": annotation["created"],
                "color": annotation.get("color") or "yellow", "note": annotation.get("note", ""),
                "bookmark_id": bid, "bookmark_href": f"{base}/api/bookmarks/{bid}",
                "bookmark_url": bookmark["url"], "bookmark_title": bookmark["title"],
                "bookmark_site_name": bookmark["site_name"]}


def stamp(text):
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
