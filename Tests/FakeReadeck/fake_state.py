"""The fake Readeck server's data: bookmarks, articles, tokens, faults, the request log."""

import datetime
import functools
import hashlib
import json
import os
import threading
import time

PICTURE = bytes.fromhex(
    "89504e470d0a1a0a0000000d4948445200000001000000010806000000"
    "1f15c4890000000d49444154789c6360000002000100e221bc330000000049454e44ae426082")
ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def now_text():
    """Go's RFC3339Nano for a UTC time.Time, as encoding/json writes it."""
    moment = datetime.datetime.now(datetime.timezone.utc)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.%f").rstrip("0").rstrip(".") + "Z"


def whole_second(moment):
    """SQLite's datetime(): the time to the second, what `since` is compared at."""
    return moment.replace(microsecond=0)


def parse_time(text):
    text = text.replace("Z", "+00:00")
    return datetime.datetime.fromisoformat(text)


@functools.lru_cache(maxsize=1 << 16)
def second_of(text):
    """`whole_second(parse_time(text))`, kept per text: Readeck compares `since` in SQL on
    an index, and parsing every bookmark's time at each listing (10,000 of them, 60 ms)
    would put the fake's own cost into what a benchmark measures of the client
    (Benchmarks/bench-sync-noop)."""
    return whole_second(parse_time(text))


def make_id(number):
    digest = hashlib.sha256(f"bookmark-{number}".encode()).digest()
    return "".join(ALPHABET[b % len(ALPHABET)] for b in digest[:22])


class State:
    """Everything the server knows, behind one lock."""

    def __init__(self, args):
        self.lock = threading.Lock()
        self.version = args.server_version
        # token -> "api" (may read and write) or "read" (a read-only token: writes get 403).
        self.tokens = {args.token: "api"} if args.token else {}
        # token -> account (user name); a token not listed belongs to "reader".
        self.token_users = {}
        self.seed = getattr(args, "seed", 1)
        self.same_second = max(1, getattr(args, "same_second", 1))
        self.listings = 0
        if getattr(args, "read_only_token", None):
            self.tokens[args.read_only_token] = "read"
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
        self.annotations = {}
        self.removed_users = {}
        # Pictures stored with an article (its container's `_resources/`): id -> name -> bytes.
        self.resources = {}
        # Scheduled deletes (PATCH is_deleted: true): id -> monotonic deadline (§4.2).
        self.scheduled_deletes = {}
        self.delete_delay = 20.0
        # Bookmarks being extracted after POST /api/bookmarks: id -> monotonic deadline.
        self.extracting = {}
        self.extract_delay = getattr(args, "extract_delay", 0.3)
        self.extract_fails = set()
        # A reverse proxy's view: Link headers name this base instead of the request's Host.
        self.link_base = getattr(args, "link_base", None)
        self.features = ["oauth"]
        self.reply_delay = getattr(args, "reply_delay", 0.0)
        # Cut the next POST /sync reply after this many parts (no closing boundary).
        self.bulk_cut = None
        self.bulk_fail = None
        base = datetime.datetime(2026, 1, 1, tzinfo=datetime.timezone.utc)
        for _ in range(args.bookmarks):
            bookmark_id = self.add_bookmark(base)
            if getattr(args, "no_images", False):
                self.bookmarks[bookmark_id]["with_image"] = False
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

    def add_bookmark(self, base=None, user="reader"):
        number = self.next_number
        self.next_number += 1
        step = number // self.same_second if base else number
        created = (base or datetime.datetime.now(datetime.timezone.utc)) + \
            datetime.timedelta(minutes=step)
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
            "reading_time": 2, "with_image": number % 3 == 0, "user": user,
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

    def with_resource_urls(self, bookmark_id, html, replace):
        """The stored article names its pictures `./_resources/NAME`; each reading replaces
        them (BookmarkContainer.ReplaceLinks through the context's URL replacer)."""
        for name in self.resources.get(bookmark_id, {}):
            html = html.replace(f"./_resources/{name}", replace(f"_resources/{name}"))
        return html

    def owned(self, bookmark_id, user):
        bookmark = self.bookmarks.get(bookmark_id)
        return bookmark is not None and bookmark["user"] == user

    def touch(self, bookmark):
        bookmark["updated"] = now_text()

    def is_deleted(self, bookmark_id):
        return bookmark_id in self.scheduled_deletes

    def settle(self):
        """Carries out what time has made due: scheduled deletes and finished extractions."""
        now = time.monotonic()
        for bookmark_id, deadline in list(self.scheduled_deletes.items()):
            if now >= deadline:
                self.remove_bookmark(bookmark_id)
        for bookmark_id, deadline in list(self.extracting.items()):
            if now >= deadline:
                del self.extracting[bookmark_id]
                bookmark = self.bookmarks.get(bookmark_id)
                if bookmark is None:
                    continue
                failed = bookmark_id in self.extract_fails
                bookmark.update({"state": 0, "loaded": True, "has_article": not failed,
                                 "title": bookmark["title"] or "Saved page",
                                 "word_count": 0 if failed else 120})
                if failed:
                    bookmark["errors"] = ["could not fetch the page"]
                self.touch(bookmark)

    def remove_bookmark(self, bookmark_id):
        """The immediate delete (§4.1): row gone, a `delete` entry for /sync?since."""
        self.scheduled_deletes.pop(bookmark_id, None)
        removed = self.bookmarks.pop(bookmark_id, None)
        if removed is None:
            return False
        self.removed_users[bookmark_id] = removed["user"]
        self.order.remove(bookmark_id)
        self.annotations.pop(bookmark_id, None)
        self.deletions.append((bookmark_id, now_text(), self.removed_user(bookmark_id)))
        return True

    def removed_user(self, bookmark_id):
        return self.removed_users.get(bookmark_id, "reader")

    def create_bookmark(self, url, title, labels, user="reader"):
        """A bookmark from POST /api/bookmarks: loading (state 2) until extraction ends."""
        bookmark_id = self.add_bookmark(user=user)
        host = url.split("/")[2] if "//" in url else url
        bookmark = self.bookmarks[bookmark_id]
        bookmark.update({"url": url, "title": title or "", "site": host, "site_name": host,
                         "state": 2, "loaded": False, "has_article": False, "labels": labels,
                         "is_archived": False, "is_marked": False, "with_image": False,
                         "description": ""})
        now = now_text()
        bookmark["created"] = bookmark["updated"] = now
        self.extracting[bookmark_id] = time.monotonic() + self.extract_delay
        return bookmark_id

    def take_bulk_failure(self):
        """A status for the next POST /sync (admin "bulk_fail"), once."""
        failure, self.bulk_fail = self.bulk_fail, None
        return failure

    def take_bulk_cut(self):
        cut, self.bulk_cut = self.bulk_cut, None
        return cut

    def version_parts(self):
        return [int("".join(c for c in p if c.isdigit()) or 0) for p in self.version.split(".")]

    def has_sync(self):
        return self.version_parts()[:2] >= [0, 20]

    def since_fails(self):
        """0.21.6 on SQLite answers every `since` query with 500: its UNION is ordered by
        `datetime(time)`, which SQLite refuses in a compound select (fixed in 0.22.0)."""
        return self.version_parts()[:3] == [0, 21, 6]

    def since_is_broken(self):
        """0.20 compared `since` wrongly on SQLite (fixed in 0.21.0): acted out as a list
        that misses every change."""
        return self.version_parts()[:2] == [0, 20]


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
        state.remove_bookmark(bookmark_id)
    for name in ("delete_delay", "extract_delay", "link_base", "features", "reply_delay",
                 "bulk_cut", "bulk_fail"):
        if name in body:
            setattr(state, name, body[name])
    state.tokens.update(body.get("tokens", {}))
    for token, account in body.get("accounts", {}).items():
        # A second account on the same server: its own token and its own bookmarks.
        state.tokens[token] = "api"
        state.token_users[token] = account["user"]
        result.setdefault("accounts", {})[token] = [
            state.add_bookmark(user=account["user"]) for _ in range(account.get("bookmarks", 0))]
    if body.get("expire_deletes"):
        # The 20 s have passed: every scheduled delete is carried out now.
        for bookmark_id in list(state.scheduled_deletes):
            state.remove_bookmark(bookmark_id)
    if body.get("restart"):
        # A server restart inside the 20 s window forgets the scheduled deletes (§4.2).
        state.scheduled_deletes = {}
    for bookmark_id in body.get("extract_fail", []):
        state.extract_fails.add(bookmark_id)
    for bookmark_id, items in body.get("annotations", {}).items():
        state.annotations[bookmark_id] = items
        state.touch(state.bookmarks[bookmark_id])
    result["added"] = [state.add_bookmark() for _ in range(body.get("add", 0))]
    if "picture" in body:
        with open(body["picture"]["file"], "rb") as f:
            state.pictures[body["picture"]["path"]] = f.read()
    if "resource" in body:
        spec = body["resource"]
        data = PICTURE
        if spec.get("file"):
            with open(spec["file"], "rb") as f:
                data = f.read()
        state.resources.setdefault(spec["id"], {})[spec["name"]] = data
    if "article" in body:
        spec = body["article"]
        html = spec.get("html")
        if "corpus" in spec:
            with open(os.path.join(state.corpus, spec["corpus"], "article.html"), "rb") as f:
                html = f.read().decode("utf-8", "replace")
        state.articles[spec["id"]] = html
        state.bookmarks[spec["id"]]["has_article"] = True
    return result


def form_errors(fields, global_errors=None):
    return {"is_valid": False, "errors": global_errors,
            "fields": {name: {"is_null": False, "is_bound": True, "value": None,
                              "errors": errs} for name, errs in fields.items()}}
