"""Self-tests of articles, the bulk sync and highlights against Readeck 0.22.3's
converter/sync.go, dataset/annotations.go, dataset/bookmarks.go and pkg/annotate."""

import email.parser
import email.policy
import unittest

from fake_client import FakeServerCase

ARTICLE = ("<section><h2>Title</h2><p>First paragraph text.</p>"
           "<p>Second paragraph, <em>with</em> more text.</p>"
           "<figure><img src=\"./_resources/pic.png\"/></figure></section>")


def parts(reply):
    """The multipart/mixed body as a list of (headers, payload)."""
    head = f"Content-Type: {reply.header('Content-Type')}\r\n\r\n".encode()
    message = email.parser.BytesParser(policy=email.policy.HTTP).parsebytes(head + reply.body)
    return [(dict(p.items()), p.get_payload(decode=True)) for p in message.iter_parts()]


class Articles(FakeServerCase):
    def setUp(self):
        self.bookmark = self.ids()[0]
        self.admin({"article": {"id": self.bookmark, "html": ARTICLE},
                    "resource": {"id": self.bookmark, "name": "pic.png"}})

    def bulk(self, **extra):
        body = dict({"id": [self.bookmark], "with_html": True, "with_resources": True}, **extra)
        return parts(self.call("POST", "/api/bookmarks/sync", body))

    def test_default_prefix_makes_bare_names(self):
        # forms_bookmarks.go: resource_prefix defaults to "."; sync.go joins the base name
        html = [p for h, p in self.bulk() if h["Type"] == "html"][0].decode()
        self.assertIn('src="pic.png"', html)
        resource = [h for h, _ in self.bulk() if h.get("Group") == "embedded"][0]
        self.assertEqual(resource["Path"], "pic.png")
        self.assertTrue(resource["Location"].endswith(f"/bm/{self.bookmark[:2]}/"
                                                      f"{self.bookmark}/_resources/pic.png"))

    def test_empty_prefix_keeps_full_addresses(self):
        html = [p for h, p in self.bulk(resource_prefix="") if h["Type"] == "html"][0].decode()
        self.assertIn(f'/bm/{self.bookmark[:2]}/{self.bookmark}/_resources/pic.png"', html)
        self.assertIn('src="http://', html)

    def test_percent_in_prefix_is_the_bookmark_id(self):
        html = [p for h, p in self.bulk(resource_prefix="./%/img") if h["Type"] == "html"][0]
        self.assertIn(f'src="{self.bookmark}/img/pic.png"', html.decode())

    def test_article_endpoint_has_full_addresses(self):
        html = self.call("GET", f"/api/bookmarks/{self.bookmark}/article").body.decode()
        self.assertIn(f"/bm/{self.bookmark[:2]}/{self.bookmark}/_resources/pic.png", html)


class Highlights(FakeServerCase):
    def setUp(self):
        self.bookmark = self.ids()[1]
        self.admin({"article": {"id": self.bookmark, "html": ARTICLE}, "annotations": {
            self.bookmark: []}})

    def create(self, start, start_offset, end, end_offset, note=""):
        return self.call("POST", f"/api/bookmarks/{self.bookmark}/annotations", {
            "start_selector": start, "start_offset": start_offset, "end_selector": end,
            "end_offset": end_offset, "color": "red", "note": note})

    def test_article_wraps_with_attributes_and_note_bulk_wraps_bare(self):
        made = self.create("section[1]/p[2]", 0, "section[1]/p[2]", 6, note="remember")
        self.assertEqual(made.status, 201)
        annotation = made.json()
        self.assertEqual(annotation["text"], "Second")
        article = self.call("GET", f"/api/bookmarks/{self.bookmark}/article").body.decode()
        self.assertIn(f'<rd-annotation id="annotation-{annotation["id"]}" '
                      f'data-annotation-id-value="{annotation["id"]}" '
                      'data-annotation-color="red">Second</rd-annotation>'
                      f'<rd-annotation data-annotation-id-value="{annotation["id"]}" '
                      'data-annotation-note="" title="remember" data-annotation-color="red">'
                      '</rd-annotation>', article)
        bulk = parts(self.call("POST", "/api/bookmarks/sync",
                               {"id": [self.bookmark], "with_html": True}))
        html = [p for h, p in bulk if h["Type"] == "html"][0].decode()
        self.assertIn("<p><rd-annotation>Second</rd-annotation> paragraph", html)
        self.assertNotIn("data-annotation-note", html)

    def test_one_stale_highlight_drops_them_all_and_refuses_new_ones(self):
        # dataset.go addAnnotations returns the bare article when any highlight fails;
        # forms_annotations.go applies the stored ones first, so a new one meets the error
        self.assertEqual(self.create("section[1]/p[1]", 0, "section[1]/p[1]", 5).status, 201)
        stale = {"id": "stale1", "start_selector": "section[1]/p[9]", "start_offset": 0,
                 "end_selector": "section[1]/p[9]", "end_offset": 3, "color": "red",
                 "created": "2026-04-20T09:14:03Z", "text": "Old", "note": ""}
        kept = self.call("GET", f"/api/bookmarks/{self.bookmark}/annotations").json()
        self.admin({"annotations": {self.bookmark: kept + [stale]}})
        article = self.call("GET", f"/api/bookmarks/{self.bookmark}/article").body.decode()
        self.assertNotIn("rd-annotation", article)
        reply = self.create("section[1]/p[2]", 0, "section[1]/p[2]", 6)
        self.assertEqual(reply.status, 400)
        self.assertIn("not found", reply.json()["message"])

    def test_export_stops_at_a_stale_highlight(self):
        # converter/sync.go IterExport/writeHTML: the JSON part, the html part's head, then
        # GetArticle fails and the export returns; the deferred Close ends the reply whole and
        # the bookmarks after this one are never written. routes/api_sync.go: oldest first.
        ids = self.ids()
        others = [i for i in ids if i != self.bookmark]
        stale = {"id": "stale2", "start_selector": "section[1]/p[9]", "start_offset": 0,
                 "end_selector": "section[1]/p[9]", "end_offset": 3, "color": "red",
                 "created": "2026-04-20T09:14:03Z", "text": "Old", "note": ""}
        self.admin({"annotations": {self.bookmark: [stale]}})
        for number, bid in enumerate(ids):
            self.admin({"set": {"id": bid, "fields": {
                "updated": f"2026-04-2{number}T10:00:00Z"}}})
        ordered = sorted(ids, key=lambda i: self.stored(i)["updated"])
        reply = self.call("POST", "/api/bookmarks/sync",
                          {"id": ids, "with_json": True, "with_html": True})
        self.assertEqual(reply.status, 200)
        got = parts(reply)
        position = ordered.index(self.bookmark)
        self.assertLess(position, len(ids) - 1, "some bookmarks come after the stale one")
        kinds = [(h["Bookmark-Id"], h["Type"]) for h, _ in got]
        self.assertEqual(kinds[-2:], [(self.bookmark, "json"), (self.bookmark, "html")])
        self.assertEqual(got[-1][1], b"")
        self.assertEqual([b for b, t in kinds if t == "json"], ordered[:position + 1])
        self.assertIn(b"--\r\n<!DOCTYPE html>", reply.body)
        self.assertTrue(others)
        self.admin({"annotations": {self.bookmark: []}})

    def test_overlap_is_refused(self):
        self.assertEqual(self.create("section[1]/p[1]", 0, "section[1]/p[1]", 5).status, 201)
        reply = self.call("POST", f"/api/bookmarks/{self.bookmark}/annotations", {
            "start_selector": "section[1]/p[1]", "start_offset": 2,
            "end_selector": "section[1]/p[1]", "end_offset": 8, "color": "red"})
        self.assertEqual(reply.status, 400)
        self.assertEqual(reply.json()["message"], "overlapping annotation")

    def test_start_at_the_very_end_of_an_element_is_dropped(self):
        # pkg/annotate Wrap: a first node whose start offset is its length is skipped
        reply = self.create("section[1]/h2[1]", 5, "section[1]/p[1]", 5)
        self.assertEqual(reply.status, 201)
        self.assertEqual(reply.json()["text"], "First")

    def test_missing_fields_are_422_and_patch_delete_list(self):
        reply = self.call("POST", f"/api/bookmarks/{self.bookmark}/annotations",
                          {"start_selector": "section[1]/p[1]"})
        self.assertEqual(reply.status, 422)
        made = self.create("section[1]/p[1]", 6, "section[1]/p[1]", 15).json()
        path = f"/api/bookmarks/{self.bookmark}/annotations/{made['id']}"
        changed = self.call("PATCH", path, {"color": "blue", "note": "n"}).json()
        self.assertEqual([(a["color"], a["note"]) for a in changed["annotations"]
                          if a["id"] == made["id"]], [("blue", "n")])
        listed = self.call("GET", "/api/bookmarks/annotations").json()
        self.assertIn(made["id"], [a["id"] for a in listed])
        self.assertEqual(self.call("DELETE", path).status, 204)
        self.assertEqual(self.call("DELETE", path).status, 404)


if __name__ == "__main__":
    unittest.main()
