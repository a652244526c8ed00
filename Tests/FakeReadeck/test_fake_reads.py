"""Self-tests of the fake's reading endpoints against what Readeck 0.22.3's source says."""

import datetime
import time
import unittest

from fake_client import FakeServerCase


class ReadeckErrors(FakeServerCase):
    def test_own_404_is_written_in_the_type_the_request_accepts(self):
        # internal/server/responses.go Status, rewritten by middlewares.go ErrorPages
        path = "/api/bookmarks/AAAAAAAAAAAAAAAAAAAAAA"
        reply = self.call("GET", path, headers={"Accept": "application/json"})
        self.assertEqual(reply.status, 404)
        self.assertEqual(reply.json(), {"status": 404, "message": "Not Found"})
        self.assertTrue(reply.header("Content-Type").startswith("application/json"))
        self.assertEqual(reply.header("X-Content-Type-Options"), "nosniff")
        page = self.call("GET", path + "/article", headers={"Accept": "text/html"})
        self.assertEqual(page.status, 404)
        self.assertTrue(page.header("Content-Type").startswith("text/html"))
        self.assertIn(b"<title>Error - Readeck</title>", page.body)
        plain = self.call("GET", path, headers={"Accept": "text/plain"})
        self.assertEqual((plain.status, plain.body), (404, b"Not Found"))
        # No Accept at all: ErrorPages' default is HTML.
        self.assertIn(b"Error - Readeck", self.call("GET", path).body)

    def test_read_only_token_gets_403_on_writes_only(self):
        # internal/server/middlewares.go, WithPermission; routes/http.go write group
        self.admin({"tokens": {"ro-token": "read"}})
        bookmark = self.ids()[0]
        self.assertEqual(self.call("GET", "/api/bookmarks", token="ro-token").status, 200)
        reply = self.call("PATCH", f"/api/bookmarks/{bookmark}", {"is_marked": True},
                          token="ro-token")
        reply = self.call("PATCH", f"/api/bookmarks/{bookmark}", {"is_marked": True},
                          token="ro-token", headers={"Accept": "application/json"})
        self.assertEqual((reply.status, reply.json()), (403, {"status": 403,
                                                             "message": "Forbidden"}))

    def test_missing_token_is_401(self):
        self.assertEqual(self.call("GET", "/api/bookmarks", token="nope").status, 401)


class ListShape(FakeServerCase):
    def test_empty_read_anchor_is_left_out(self):
        # dataset/bookmarks.go: `json:"read_anchor,omitempty"`
        bookmark = self.ids()[0]
        self.assertNotIn("read_anchor", self.call("GET", f"/api/bookmarks/{bookmark}").json())
        self.call("PATCH", f"/api/bookmarks/{bookmark}",
                  {"read_progress": 40, "read_anchor": "p:nth-child(2)"})
        detail = self.call("GET", f"/api/bookmarks/{bookmark}").json()
        self.assertEqual(detail["read_anchor"], "p:nth-child(2)")
        # withBookmarkListSelectDataset does not select read_anchor: never in the list.
        listed = {b["id"]: b for b in self.call("GET", "/api/bookmarks").json()}
        self.assertNotIn("read_anchor", listed[bookmark])

    def test_link_headers_keep_the_query_and_name_the_next_page(self):
        # internal/server/pagination.go, SendPaginationHeaders and GetLink
        reply = self.call("GET", "/api/bookmarks?limit=2&is_archived=false")
        links = reply.all("Link")
        self.assertTrue(any('rel="next"' in x and "offset=2" in x and "is_archived=false" in x
                            for x in links), links)
        self.assertEqual(reply.header("Total-Count"), str(len(reply.json()) and
                                                         reply.header("Total-Count")))
        last = self.call("GET", "/api/bookmarks?limit=2&offset=4")
        self.assertFalse(any('rel="next"' in x for x in last.all("Link")))


class TiesInCreated(FakeServerCase):
    arguments = ["--same-second", "6", "--seed", "7"]

    def test_ties_come_back_in_changing_but_seeded_order(self):
        # routes/api_bookmarks.go: ORDER BY datetime(created) DESC, no tie-breaker
        orders = [tuple(b["id"] for b in self.call("GET", "/api/bookmarks").json())
                  for _ in range(6)]
        self.assertGreater(len(set(orders)), 1)
        self.assertEqual({frozenset(o) for o in orders}.__len__(), 1)


class SinceToTheSecond(FakeServerCase):
    def test_since_is_inclusive_and_compared_to_the_second(self):
        # routes/api_sync.go: datetime(updated) >= datetime(since)
        bookmark = self.ids()[0]
        self.call("PATCH", f"/api/bookmarks/{bookmark}", {"is_marked": True})
        updated = datetime.datetime.fromisoformat(
            self.stored(bookmark)["updated"].replace("Z", "+00:00"))
        later = updated.replace(microsecond=999000).strftime("%Y-%m-%dT%H:%M:%S.%fZ")
        entries = self.call("GET", f"/api/bookmarks/sync?since={later}").json()
        self.assertIn(bookmark, [e["id"] for e in entries])
        after = (updated.replace(microsecond=0) + datetime.timedelta(seconds=1))
        entries = self.call(
            "GET", f"/api/bookmarks/sync?since={after.strftime('%Y-%m-%dT%H:%M:%SZ')}").json()
        self.assertNotIn(bookmark, [e["id"] for e in entries])

    def test_deletes_listed_since(self):
        bookmark = self.ids()[-1]
        self.admin({"delete": [bookmark]})
        entries = self.call("GET", "/api/bookmarks/sync?since=2000-01-01T00:00:00Z").json()
        self.assertIn({"id": bookmark, "type": "delete"},
                      [{"id": e["id"], "type": e["type"]} for e in entries])


class Version0216(FakeServerCase):
    arguments = ["--server-version", "0.21.6"]

    def test_incremental_sync_is_a_500(self):
        # 0.21.6 on SQLite: ORDER BY datetime(time) over a UNION (fixed in 0.22.0)
        self.assertEqual(self.call("GET", "/api/bookmarks/sync").status, 200)
        self.assertEqual(
            self.call("GET", "/api/bookmarks/sync?since=2026-01-01T00:00:00Z").status, 500)


class Version019(FakeServerCase):
    arguments = ["--server-version", "0.19.2"]

    def test_no_info_and_no_sync_before_020(self):
        self.assertEqual(self.call("GET", "/api/info", token=False).status, 404)
        self.assertEqual(self.call("GET", "/api/bookmarks/sync").status, 404)
        self.assertTrue(self.call("GET", "/api/bookmarks?limit=2").all("Link"))


class TwoAccounts(FakeServerCase):
    def test_each_token_sees_only_its_account(self):
        added = self.admin({"accounts": {"bob-token": {"user": "bob", "bookmarks": 2}}})
        bob = added["accounts"]["bob-token"]
        mine = {b["id"] for b in self.call("GET", "/api/bookmarks").json()}
        his = {b["id"] for b in self.call("GET", "/api/bookmarks", token="bob-token").json()}
        self.assertEqual(his, set(bob))
        self.assertFalse(mine & his)
        self.assertEqual(self.call("GET", f"/api/bookmarks/{bob[0]}").status, 404)
        profile = self.call("GET", "/api/profile", token="bob-token").json()
        self.assertEqual(profile["user"]["username"], "bob")


class Search(FakeServerCase):
    def search(self, text):
        import urllib.parse
        query = urllib.parse.quote(text)
        return {b["title"] for b in self.call("GET", f"/api/bookmarks?search={query}").json()}

    def test_whole_words_prefix_only_with_star(self):
        # internal/searchstring: FTS5 MATCH, `*` makes a prefix, `-` excludes, field:term
        bookmark = self.ids()[0]
        self.admin({"set": {"id": bookmark, "fields": {"title": "Gardening notes",
                                                       "labels": ["plants"]}}})
        self.assertEqual(self.search("gardening"), {"Gardening notes"})
        self.assertEqual(self.search("garden"), set())
        self.assertEqual(self.search("garden*"), {"Gardening notes"})
        self.assertNotIn("Gardening notes", self.search("bookmark -gardening"))
        self.assertEqual(self.search("label:plants"), {"Gardening notes"})
        self.assertEqual(self.search("label:gardening"), set())


if __name__ == "__main__":
    unittest.main()
