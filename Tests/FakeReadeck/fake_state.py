"""The fake Readeck server's data: bookmarks, articles, tokens, faults, the request log."""

import datetime
import hashlib
import json
import os
import threading

ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


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
        self.pictures = {}
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
        self.use_corpus_articles(args.corpus_articles)

    def use_corpus_articles(self, count):
        """Gives the newest `count` bookmarks real articles from the corpus (titles too)."""
        if count <= 0 or not os.path.isdir(self.corpus):
            return
        names = sorted(n for n in os.listdir(self.corpus)
                       if os.path.isfile(os.path.join(self.corpus, n, "article.html")))
        for bookmark_id, name in zip(self.order[:count], names):
            folder = os.path.join(self.corpus, name)
            with open(os.path.join(folder, "article.html"), "rb") as f:
                self.articles[bookmark_id] = f.read().decode("utf-8", "replace")
            try:
                with open(os.path.join(folder, "metadata.json"), encoding="utf-8") as f:
                    title = json.load(f).get("title")
            except (OSError, ValueError):
                title = None
            bookmark = self.bookmarks[bookmark_id]
            bookmark.update({"title": title or name, "has_article": True, "is_archived": False})

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
    if "picture" in body:
        with open(body["picture"]["file"], "rb") as f:
            state.pictures[body["picture"]["path"]] = f.read()
    if "article" in body:
        spec = body["article"]
        html = spec.get("html")
        if "corpus" in spec:
            with open(os.path.join(state.corpus, spec["corpus"], "article.html"), "rb") as f:
                html = f.read().decode("utf-8", "replace")
        state.articles[spec["id"]] = html
        state.bookmarks[spec["id"]]["has_article"] = True
    return result


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
