"""The reading endpoints of the fake server, as Readeck 0.22.3 answers them:
/api/info, the bookmark list, the sync list, a bookmark's detail and its article."""

import random
import urllib.parse

from fake_annotate import annotated
from fake_search import matches, strip_tags
from fake_state import form_errors, parse_time, second_of, whole_second


class ReadRoutes:
    def info(self):
        """/api/info exists from 0.20.0; `oauth` is a feature from 0.21.0."""
        with self.state.lock:
            version = self.state.version
            features = list(self.state.features)
        if not self.state.has_sync():
            return self.status(404)
        if self.state.version_parts()[:2] < [0, 21]:
            features = [f for f in features if f != "oauth"]
        self.reply(200, {"version": {"canonical": version, "release": version, "build": ""},
                         "features": features})

    def summary(self, bookmark, detail):
        """dataset.Bookmark's JSON: read_anchor, errors, word_count and reading_time are
        `omitempty` (internal/bookmarks/dataset/bookmarks.go); errors only on the detail."""
        hidden = ("read_anchor", "with_image", "user", "errors", "word_count", "reading_time")
        out = {k: v for k, v in bookmark.items() if k not in hidden}
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
        out["is_deleted"] = self.state.is_deleted(bid)
        for name in ("read_anchor", "word_count", "reading_time"):
            if bookmark.get(name):
                out[name] = bookmark[name]
        if detail and bookmark.get("errors"):
            out["errors"] = bookmark["errors"]
        return out

    def list_bookmarks(self, query):
        page_params = self.page_params(query)
        if page_params is None:
            return self.status(404)  # GetPageParams gave nil: server.Status(404)
        limit, offset = page_params
        with self.state.lock:
            items = self.ordered(query)
            if "id" in query:
                wanted = set(query["id"])
                items = [b for b in items if b["id"] in wanted]
            if "is_archived" in query:
                flag = query["is_archived"][0] == "true"
                items = [b for b in items if b["is_archived"] == flag]
            if "labels" in query:
                label = query["labels"][0].strip().strip('"')
                items = [b for b in items if label in b["labels"]]
            if "search" in query:
                items = [b for b in items if matches(
                    b, strip_tags(self.state.article_html(b["id"])), query["search"][0])]
            page = [self.listed_summary(b) for b in items[offset:offset + limit]]
        self.reply(200, page, headers=self.pagination(len(items), limit, offset, query))

    def ordered(self, query):
        """`created` descending (or the `sort` asked), with no tie-breaker: bookmarks saved
        in one second come back in a different order on every request (seeded)."""
        self.state.listings += 1
        shuffle = random.Random(self.state.seed * 100003 + self.state.listings)
        items = [b for b in self.state.bookmarks.values() if b["user"] == self.user()]
        shuffle.shuffle(items)
        sort = query.get("sort", ["-created"])[0]
        key = sort.lstrip("-") if sort.lstrip("-") in ("created", "updated") else "created"
        items.sort(key=lambda b: whole_second(parse_time(b[key])), reverse=sort.startswith("-"))
        return items

    @staticmethod
    def page_params(query, default=50):
        """server.GetPageParams (internal/server/pagination.go): `limit` 0..100 and `offset`
        >= 0, integers; 0 or none is `default` (50 for bookmarks and highlights). None when
        the form is invalid: the route then answers server.Status(404)."""
        try:
            limit = int(query.get("limit", ["0"])[0] or 0)
            offset = int(query.get("offset", ["0"])[0] or 0)
        except ValueError:
            return None
        if not 0 <= limit <= 100 or offset < 0:
            return None
        return (limit or default), offset

    def listed_summary(self, bookmark):
        """A bookmark as the list shows it: withBookmarkListSelectDataset selects its columns
        and `read_anchor` is not one of them, so it is always empty there and left out."""
        out = self.summary(bookmark, False)
        out.pop("read_anchor", None)
        return out

    def pagination(self, total, limit, offset, query=None, path="/api/bookmarks"):
        """NewPagination and SendPaginationHeaders (internal/server/pagination.go): Link
        previous, next, first, then last (only when the last page's offset is above 0), each
        the request's own query with limit and offset set, in Go's sorted encoding;
        Total-Pages is 0 for no items."""
        pages = -(-total // limit)
        last = (pages - 1) * limit if pages > 0 else 0

        def link(off, rel):
            params = {k: v for k, v in (query or {}).items() if k not in ("limit", "offset")}
            params.update({"limit": [str(limit)], "offset": [str(off)]})
            encoded = urllib.parse.urlencode(sorted(params.items()), doseq=True)
            return "Link", f'<{self.link_base()}{path}?{encoded}>; rel="{rel}"'

        headers = []
        if offset - limit >= 0:
            headers.append(link(offset - limit, "previous"))
        if offset + limit <= last:
            headers.append(link(offset + limit, "next"))
        headers.append(link(0, "first"))
        if last > 0:
            headers.append(link(last, "last"))
        headers += [("Total-Count", str(total)), ("Total-Pages", str(pages)),
                    ("Current-Page", str(offset // limit + 1))]
        return headers

    def sync_list(self, query):
        """routes/api_sync.go: every bookmark (`update`) or, with `since`, those updated at
        or after it, compared to the second, and the deletions since then; newest first."""
        if not self.state.has_sync():
            return self.status(404)
        since = None
        if "since" in query:
            try:
                since = whole_second(parse_time(query["since"][0]))
            except ValueError:
                return self.reply(422, form_errors({"since": ["invalid datetime"]}))
            if self.state.since_fails():
                return self.status(500)
        user = self.user()
        with self.state.lock:
            broken = since is not None and self.state.since_is_broken()
            entries = [{"id": b["id"], "time": b["updated"], "type": "update"}
                       for b in self.state.bookmarks.values() if b["user"] == user and (
                           since is None or (not broken and
                                             second_of(b["updated"]) >= since))]
            if since is not None:
                entries += [{"id": i, "time": t, "type": "delete"}
                            for i, t, owner in self.state.deletions
                            if owner == user and whole_second(parse_time(t)) >= since]
        entries.sort(key=lambda e: parse_time(e["time"]), reverse=True)
        self.reply(200, entries)

    def detail(self, bookmark_id):
        with self.state.lock:
            bookmark = self.state.bookmarks.get(bookmark_id)
            body = self.summary(bookmark, True) if bookmark else None
        if body is None:
            return self.status(404)
        self.reply(200, body, headers=[("Bookmark-Id", bookmark_id)])

    def article(self, bookmark_id):
        """The article as the web reader shows it: pictures at their full /bm/ address and
        highlights wrapped with their attributes and note elements (dataset.GetArticle)."""
        with self.state.lock:
            bookmark = self.state.bookmarks.get(bookmark_id)
            html = ""
            if bookmark and bookmark["has_article"]:
                html = annotated(self.state.article_html(bookmark_id),
                                 self.state.annotations.get(bookmark_id, []), web=True)
                html = self.state.with_resource_urls(bookmark_id, html, self.media_url(bookmark_id))
        if bookmark is None:
            return self.status(404)
        self.reply(200, html, "text/html; charset=utf-8", [("Bookmark-Id", bookmark_id)])

    def media_url(self, bookmark_id):
        base = self.base_url()
        return lambda name: f"{base}/bm/{bookmark_id[:2]}/{bookmark_id}/{name}"
