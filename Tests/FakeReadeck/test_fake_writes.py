"""Self-tests of the fake's writes (PATCH, deletes, device-flow tokens) against Readeck
0.22.3's routes/forms_bookmarks.go, routes/api_bookmarks.go and internal/auth/oauth2."""

import time
import unittest

from fake_client import FakeServerCase


class Patch(FakeServerCase):
    def test_reply_echoes_every_field_sent(self):
        bookmark = self.ids()[0]
        sent = {"title": "  New title ", "is_marked": False, "is_archived": True,
                "read_progress": 30, "read_anchor": " p:nth-child(3) ",
                "add_labels": ["b", "a", "b"]}
        reply = self.call("PATCH", f"/api/bookmarks/{bookmark}", sent)
        self.assertEqual(reply.status, 200)
        body = reply.json()
        self.assertEqual(body["title"], "New title")
        self.assertIs(body["is_marked"], False)
        self.assertIs(body["is_archived"], True)
        self.assertEqual(body["read_progress"], 30)
        self.assertEqual(body["read_anchor"], "p:nth-child(3)")
        self.assertEqual(body["labels"], ["a", "b"])
        self.assertEqual(body["id"], bookmark)
        self.assertIn("updated", body)
        self.assertTrue(body["href"].endswith(f"/api/bookmarks/{bookmark}"))

    def test_empty_patch_leaves_updated(self):
        bookmark = self.ids()[1]
        before = self.stored(bookmark)["updated"]
        time.sleep(0.01)
        body = self.call("PATCH", f"/api/bookmarks/{bookmark}", {}).json()
        self.assertEqual(set(body), {"id", "href"})
        self.assertEqual(self.stored(bookmark)["updated"], before)

    def test_progress_100_clears_the_anchor(self):
        bookmark = self.ids()[2]
        body = self.call("PATCH", f"/api/bookmarks/{bookmark}",
                         {"read_progress": 100, "read_anchor": "p:nth-child(2)"}).json()
        self.assertEqual(body["read_anchor"], "")
        self.assertEqual(self.stored(bookmark)["read_anchor"], "")

    def test_bad_values_are_400_with_the_form(self):
        bookmark = self.ids()[0]
        reply = self.call("PATCH", f"/api/bookmarks/{bookmark}", {"read_progress": 140})
        self.assertEqual(reply.status, 400)
        self.assertIn("read_progress", reply.json()["fields"])

    def test_title_is_stored_with_spaces_normalised_and_bounded(self):
        # forms_bookmarks.go: title Trim, RequiredOrNil, MaxLen(1024) (runes);
        # utils.NormalizeSpaces turns each run of spaces and controls into one space.
        bookmark = self.ids()[0]
        body = self.call("PATCH", f"/api/bookmarks/{bookmark}",
                         {"title": " Slow\u0007 rivers  \u00e9t\u00e9 "}).json()
        self.assertEqual(body["title"], "Slow\u0007 rivers  \u00e9t\u00e9")
        self.assertEqual(self.stored(bookmark)["title"], "Slow rivers \u00e9t\u00e9")
        self.assertEqual(self.call("PATCH", f"/api/bookmarks/{bookmark}",
                                   {"title": "\u00e9" * 1024}).status, 200)
        reply = self.call("PATCH", f"/api/bookmarks/{bookmark}", {"title": "\u00e9" * 1025})
        self.assertEqual(reply.status, 400)
        self.assertIn("title", reply.json()["fields"])
        self.assertEqual(self.stored(bookmark)["title"], "\u00e9" * 1024)


class ScheduledDelete(FakeServerCase):
    def test_is_deleted_is_shown_then_expires(self):
        # routes/forms_bookmarks.go: DeleteBookmarkTask with a 20 s delay (tasks.go)
        self.admin({"delete_delay": 0.3})
        bookmark = self.ids()[0]
        body = self.call("PATCH", f"/api/bookmarks/{bookmark}", {"is_deleted": True}).json()
        self.assertIs(body["is_deleted"], True)
        self.assertIs(self.call("GET", f"/api/bookmarks/{bookmark}").json()["is_deleted"], True)
        time.sleep(0.4)
        self.assertEqual(self.call("GET", f"/api/bookmarks/{bookmark}").status, 404)
        entries = self.call("GET", "/api/bookmarks/sync?since=2000-01-01T00:00:00Z").json()
        self.assertIn((bookmark, "delete"), [(e["id"], e["type"]) for e in entries])

    def test_undo_inside_the_window(self):
        bookmark = self.ids()[1]
        self.admin({"delete_delay": 0.3})
        self.call("PATCH", f"/api/bookmarks/{bookmark}", {"is_deleted": True})
        self.call("PATCH", f"/api/bookmarks/{bookmark}", {"is_deleted": False})
        time.sleep(0.4)
        self.assertEqual(self.call("GET", f"/api/bookmarks/{bookmark}").status, 200)


class DeviceToken(FakeServerCase):
    def test_device_flow_token_may_write(self):
        client = self.call("POST", "/api/oauth/client", {
            "client_name": "dogear", "client_uri": "https://example.org/dogear",
            "software_id": "dogear", "software_version": "1",
            "grant_types": ["urn:ietf:params:oauth:grant-type:device_code"]},
            token=False).json()
        code = self.call("POST", "/api/oauth/device", {"client_id": client["client_id"]},
                         token=False).json()
        token = None
        for _ in range(20):
            time.sleep(0.06)
            reply = self.call("POST", "/api/oauth/token", {
                "grant_type": "urn:ietf:params:oauth:grant-type:device_code",
                "client_id": client["client_id"], "device_code": code["device_code"]},
                token=False)
            if reply.status == 201:
                token = reply.json()["access_token"]
                break
        self.assertIsNotNone(token)
        bookmark = self.ids()[0]
        reply = self.call("PATCH", f"/api/bookmarks/{bookmark}", {"is_marked": True},
                          token=token)
        self.assertEqual(reply.status, 200)


class ProxyFaults(FakeServerCase):
    def test_html_error_pages_and_a_failed_batch(self):
        self.admin({"faults": [{"prefix": "/api/info", "kind": "html_status", "status": 502},
                               {"prefix": "/api/bookmarks/", "method": "PATCH",
                                "kind": "html_status", "status": 404}],
                    "bulk_fail": 500})
        info = self.call("GET", "/api/info", token=False)
        self.assertEqual(info.status, 502)
        self.assertTrue(info.header("Content-Type").startswith("text/html"))
        patch = self.call("PATCH", f"/api/bookmarks/{self.ids()[0]}", {"is_marked": True})
        self.assertEqual(patch.status, 404)
        self.assertIsNone(patch.header("X-Content-Type-Options"))
        self.assertEqual(self.call("POST", "/api/bookmarks/sync", {"with_json": True}).status,
                         500)
        self.assertEqual(self.call("POST", "/api/bookmarks/sync", {"with_json": True}).status,
                         200)


if __name__ == "__main__":
    unittest.main()
