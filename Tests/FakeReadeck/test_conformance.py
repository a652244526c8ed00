"""Conformance: request and expected-answer cases of Readeck 0.22.3's own tests, for the
endpoints dogear uses, ported as data (each names its source) and run against this fake.
Paths are under `internal/` of Readeck 0.22.3. Run by the Swift suite "FakeReadeck
self-tests" in `make test`."""

import math
import unittest

from fake_client import FakeServerCase

JSON = {"Accept": "application/json"}
HTML = {"Accept": "text/html"}
MISSING = "RuXBpzio59ktWTEHDodLPU"  # a well-formed id no bookmark has

# (source, method, target, token, headers, expected status, expected JSON or None)
# token: "ok" the account's token, "bad" an unknown one, "ro" a token that may only read.
STATUS_CASES = [
    ("admin/api_test.go TestAPI: a missing resource is JSON {status, message}",
     "GET", f"/api/bookmarks/{MISSING}", "ok", JSON, 404,
     {"status": 404, "message": "Not Found"}),
    ("admin/api_test.go (same shape), bookmarks/routes/api_bookmarks.go withBookmark",
     "PATCH", f"/api/bookmarks/{MISSING}", "ok", JSON, 404,
     {"status": 404, "message": "Not Found"}),
    ("admin/api_test.go (same shape), DELETE of a bookmark not there",
     "DELETE", f"/api/bookmarks/{MISSING}", "ok", JSON, 404,
     {"status": 404, "message": "Not Found"}),
    ("admin/api_test.go (same shape), a highlight of a bookmark not there",
     "GET", f"/api/bookmarks/{MISSING}/annotations", "ok", JSON, 404,
     {"status": 404, "message": "Not Found"}),
    ("bookmarks/routes/http_test.go TestPermissions: GET /api/bookmarks",
     "GET", "/api/bookmarks", "ok", JSON, 200, None),
    ("bookmarks/routes/http_test.go TestPermissions: GET /api/bookmarks, no user (401)",
     "GET", "/api/bookmarks", "bad", JSON, 401, {"status": 401, "message": "Unauthorized"}),
    ("bookmarks/routes/http_test.go TestPermissions: GET /api/bookmarks/sync",
     "GET", "/api/bookmarks/sync", "ok", JSON, 200, None),
    ("bookmarks/routes/http_test.go TestPermissions: GET /api/bookmarks/sync, no user",
     "GET", "/api/bookmarks/sync", "bad", JSON, 401, {"status": 401, "message": "Unauthorized"}),
    ("bookmarks/routes/http_test.go TestPermissions: POST /api/bookmarks/sync, no user",
     "POST", "/api/bookmarks/sync", "bad", JSON, 401, {"status": 401, "message": "Unauthorized"}),
    ("bookmarks/routes/http_test.go TestPermissions: GET /api/bookmarks/annotations",
     "GET", "/api/bookmarks/annotations", "ok", JSON, 200, None),
    ("bookmarks/routes/http_test.go TestPermissions: GET /api/bookmarks/annotations, no user",
     "GET", "/api/bookmarks/annotations", "bad", JSON, 401,
     {"status": 401, "message": "Unauthorized"}),
    ("bookmarks/routes/api_bookmarks_test.go TestBookmarkCreate 'no url': 422, not rewritten",
     "POST", "/api/bookmarks", "ok", JSON, 422, None),
    ("bookmarks/routes/http_test.go TestPermissions: POST /api/bookmarks, read-only (403)",
     "POST", "/api/bookmarks", "ro", JSON, 403, {"status": 403, "message": "Forbidden"}),
    ("server/pagination.go GetPageParams (limit over 100): server.Status(404)",
     "GET", "/api/bookmarks?limit=101", "ok", JSON, 404, {"status": 404, "message": "Not Found"}),
    ("server/pagination.go GetPageParams (offset below 0): server.Status(404)",
     "GET", "/api/bookmarks?offset=-1", "ok", JSON, 404, {"status": 404, "message": "Not Found"}),
    ("server/pagination.go GetPageParams on withAnnotationList (limit not a number)",
     "GET", "/api/bookmarks/annotations?limit=x", "ok", JSON, 404,
     {"status": 404, "message": "Not Found"}),
]


def pagination_headers(count, limit, offset, base):
    """server/pagination_test.go TestPagination's expectation, computed as NewPagination and
    SendPaginationHeaders do, for a listing at `base`."""
    pages = math.ceil(count / limit)
    last = (pages - 1) * limit if pages > 0 else 0
    links = []
    if offset - limit >= 0:
        links.append(f'<{base}?limit={limit}&offset={offset - limit}>; rel="previous"')
    if offset + limit <= last:
        links.append(f'<{base}?limit={limit}&offset={offset + limit}>; rel="next"')
    links.append(f'<{base}?limit={limit}&offset=0>; rel="first"')
    if last > 0:
        links.append(f'<{base}?limit={limit}&offset={last}>; rel="last"')
    return {"Total-Count": str(count), "Total-Pages": str(pages),
            "Current-Page": str(offset // limit + 1), "Link": links}


class ReadeckOwnStatuses(FakeServerCase):
    """Statuses and error bodies from Readeck's route tests, as dogear asks (Accept: JSON)."""

    def test_each_case_answers_as_readecks_tests_say(self):
        self.admin({"tokens": {"ro-token": "read"}})
        tokens = {"ok": None, "bad": "unknown-token", "ro": "ro-token"}
        for source, method, target, token, headers, status, body in STATUS_CASES:
            with self.subTest(source=source):
                body_sent = None if method in ("GET", "DELETE") else {}
                reply = self.call(method, target, body_sent, token=tokens[token],
                                  headers=headers)
                self.assertEqual(reply.status, status, source)
                if body is not None:
                    self.assertEqual(reply.json(), body, source)
                    self.assertTrue(
                        reply.header("Content-Type").startswith("application/json"), source)

    def test_article_asked_as_html_gets_readecks_error_page(self):
        # server/middlewares.go ErrorPages: text/html renders the /error template
        reply = self.call("GET", f"/api/bookmarks/{MISSING}/article", headers=HTML)
        self.assertEqual(reply.status, 404)
        self.assertTrue(reply.header("Content-Type").startswith("text/html"))
        self.assertIn(b"Error - Readeck</title>", reply.body)
        self.assertEqual(reply.header("X-Content-Type-Options"), "nosniff")

    def test_unauthorized_keeps_its_www_authenticate(self):
        # server/auth.go denyAccess, then ErrorPages: only Content-Type changes
        reply = self.call("GET", "/api/bookmarks", token="unknown", headers=JSON)
        self.assertEqual(reply.header("WWW-Authenticate"), 'Bearer realm="Bearer token"')


class PaginationCases(FakeServerCase):
    """server/pagination_test.go TestPagination: (count, limit, offset) -> headers, on the
    bookmark list (the fake serves 6 bookmarks; more are added for the larger cases)."""

    arguments = ["--same-second", "1"]

    def headers_of(self, reply):
        return {"Total-Count": reply.header("Total-Count"),
                "Total-Pages": reply.header("Total-Pages"),
                "Current-Page": reply.header("Current-Page"), "Link": reply.all("Link")}

    def test_pagination_cases(self):
        base = f"http://127.0.0.1:{self.port}/api/bookmarks"
        # (count, limit, offset) of TestPagination, the counts the fake can hold.
        cases = [(20, 50, 0), (99, 50, 0), (99, 50, 50), (101, 50, 50)]
        have = len(self.ids())
        for count, limit, offset in cases:
            if count > have:
                self.admin({"add": count - have})
                have = count
            with self.subTest(case=(count, limit, offset)):
                self.assertEqual(len(self.ids()), count)
                reply = self.call("GET", f"/api/bookmarks?limit={limit}&offset={offset}",
                                  headers=JSON)
                self.assertEqual(self.headers_of(reply),
                                 pagination_headers(count, limit, offset, base))



class DefaultLimit(FakeServerCase):
    """routes/api_bookmarks.go withBookmarkListSelectDataset: 50 a page unless asked."""

    def test_limit_defaults_to_50(self):
        # routes/api_bookmarks.go withBookmarkListSelectDataset: limit = 50 unless set
        have = len(self.ids())
        if have < 60:
            self.admin({"add": 60 - have})
        reply = self.call("GET", "/api/bookmarks", headers=JSON)
        self.assertEqual(len(reply.json()), 50)
        self.assertTrue(any('rel="next"' in x and "limit=50" in x for x in reply.all("Link")))


class EmptyListPagination(FakeServerCase):
    """server/pagination_test.go TestPagination case 1: no items, Total-Pages 0, only first."""

    def test_no_highlights_page(self):
        base = f"http://127.0.0.1:{self.port}/api/bookmarks/annotations"
        reply = self.call("GET", "/api/bookmarks/annotations", headers=JSON)
        self.assertEqual(reply.json(), [])
        headers = {"Total-Count": reply.header("Total-Count"),
                   "Total-Pages": reply.header("Total-Pages"),
                   "Current-Page": reply.header("Current-Page"), "Link": reply.all("Link")}
        self.assertEqual(headers, pagination_headers(0, 50, 0, base))


if __name__ == "__main__":
    unittest.main()
