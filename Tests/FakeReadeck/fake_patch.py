"""PATCH /api/bookmarks/{id} as routes/forms_bookmarks.go (updateForm.update) does it: every
field sent comes back in the reply (trimmed), labels sorted and de-duplicated, a progress of 0
or 100 clears the anchor, `updated` moves only when something was sent, and is_deleted
schedules (or cancels) the delete 20 s ahead."""

import time
import unicodedata

from fake_state import form_errors, now_text

TEXT_FIELDS = ("title", "description", "site_name", "lang", "text_direction", "read_anchor")
FLAGS = ("is_marked", "is_archived", "is_deleted")
LABEL_FIELDS = ("labels", "add_labels", "remove_labels")


def validate(body):
    errors = {}
    progress = body.get("read_progress")
    if "read_progress" in body and progress is not None and (
            type(progress) is not int or not 0 <= progress <= 100):
        errors["read_progress"] = ["must be an integer between 0 and 100"]
    for name in TEXT_FIELDS:
        value = body.get(name)
        if value is not None and not isinstance(value, str):
            errors[name] = ["invalid value"]
    if isinstance(body.get("read_anchor"), str) and len(body["read_anchor"].strip()) > 256:
        errors["read_anchor"] = ["text must contain at most 256 characters"]
    if isinstance(body.get("title"), str) and not body["title"].strip():
        errors["title"] = ["field is required"]
    elif isinstance(body.get("title"), str) and len(body["title"].strip()) > 1024:
        errors["title"] = ["text must contain at most 1024 characters"]
    if body.get("text_direction") not in (None, "", "ltr", "rtl"):
        errors["text_direction"] = ["invalid choice"]
    for name in FLAGS:
        if body.get(name) is not None and type(body[name]) is not bool:
            errors[name] = ["invalid boolean"]
    for name in LABEL_FIELDS:
        value = body.get(name)
        if value is not None and (not isinstance(value, list) or
                                  not all(isinstance(x, str) for x in value)):
            errors[name] = ["invalid value"]
    return errors


def apply(bookmark, body):
    """Changes the bookmark; returns the reply's fields (without id and href)."""
    updated = {}
    for name in ("title", "description", "site_name", "lang", "text_direction"):
        if body.get(name) is not None:
            value = body[name].strip()
            bookmark[name] = normalize_spaces(value) if name != "lang" else value.lower()
            updated[name] = value.lower() if name == "lang" else value
    for name in ("is_marked", "is_archived"):
        if body.get(name) is not None:
            bookmark[name] = updated[name] = body[name]
    if body.get("read_progress") is not None:
        bookmark["read_progress"] = updated["read_progress"] = body["read_progress"]
    if body.get("read_anchor") is not None:
        bookmark["read_anchor"] = updated["read_anchor"] = body["read_anchor"].strip()
    if any(body.get(name) is not None for name in LABEL_FIELDS):
        bookmark["labels"] = updated["labels"] = new_labels(bookmark["labels"], body)
    if "read_progress" in updated and bookmark["read_progress"] in (0, 100):
        bookmark["read_anchor"] = updated["read_anchor"] = ""
    return updated


def normalize_spaces(text):
    """utils.NormalizeSpaces: each run of spaces and control characters becomes one space."""
    out, was_space = [], False
    for char in text:
        if char.isspace() or unicodedata.category(char) == "Cc":
            if not was_space:
                out.append(" ")
            was_space = True
        else:
            out.append(char)
            was_space = False
    return "".join(out).strip()


def new_labels(current, body):
    labels = list(current)
    if body.get("labels") is not None:
        labels = clean(body["labels"])
    if body.get("add_labels") is not None:
        labels += clean(body["add_labels"])
    if body.get("remove_labels") is not None:
        removed = set(clean(body["remove_labels"]))
        labels = [x for x in labels if x not in removed]
    return sorted(set(labels), key=lambda x: (x.casefold(), x))


def clean(values):
    return [v.strip() for v in values if v.strip()]


class PatchRoutes:
    def patch(self, bookmark_id, raw):
        body = self.json_body(raw)
        if not isinstance(body, dict):
            return self.reply(400, form_errors({}, ["invalid JSON body"]))
        errors = validate(body)
        if errors:
            return self.reply(400, form_errors(errors))
        with self.state.lock:
            bookmark = self.state.bookmarks[bookmark_id]
            out = apply(bookmark, body)
            deleted = body.get("is_deleted")
            if out or deleted is not None:
                bookmark["updated"] = out["updated"] = now_text()
            if deleted is not None:
                out["is_deleted"] = deleted
                self.schedule_delete(bookmark_id, deleted)
        href = f"{self.base_url()}/api/bookmarks/{bookmark_id}"
        out.update({"id": bookmark_id, "href": href})
        self.reply(200, out, headers=[("Location", href), ("Bookmark-Id", bookmark_id)])

    def schedule_delete(self, bookmark_id, deleted):
        if deleted:
            self.state.scheduled_deletes[bookmark_id] = \
                time.monotonic() + self.state.delete_delay
        else:
            self.state.scheduled_deletes.pop(bookmark_id, None)
