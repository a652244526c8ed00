"""Readeck's error replies as they leave the server: `server.Status` (and `denyAccess`,
`WithPermission`) write `text/plain`, and the `ErrorPages` middleware, installed on every
router (internal/server/server.go), rewrites every `text/plain` reply of status >= 400 but
422 into the type the request accepts (internal/server/middlewares.go):

- `application/json`: `{"status": N, "message": "<Go's status text>"}`
  (internal/admin/api_test.go asserts `{"status":404,"message":"Not Found"}`);
- `text/html` (also the default when nothing offered is accepted): the `/error` template,
  "<title>Error - Readeck</title>" in Readeck's page layout;
- `text/plain`: the status text alone.

Headers set before (`X-Content-Type-Options: nosniff`, `WWW-Authenticate`) stay; only
`Content-Type` becomes the negotiated type with `; charset=utf-8`."""

OFFERS = ["text/plain", "text/html", "application/json"]

# Go's http.StatusText for the statuses the fake writes.
STATUS_TEXT = {400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found",
               405: "Method Not Allowed", 409: "Conflict", 413: "Request Entity Too Large",
               422: "Unprocessable Entity", 500: "Internal Server Error",
               502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout"}


def status_text(status):
    return STATUS_TEXT.get(status, "Error")


def parse_accept(header):
    """pkg/http/accept ParseAccept: values with their q (1 when absent)."""
    specs = []
    for item in (header or "").split(","):
        fields = [f.strip() for f in item.split(";")]
        if not fields[0]:
            continue
        q = 1.0
        for field in fields[1:]:
            if field.startswith("q="):
                try:
                    q = float(field[2:])
                except ValueError:
                    q = 0.0
        specs.append((fields[0].lower(), q))
    return specs


def negotiate(header, offers=OFFERS, default="text/html"):
    """pkg/http/accept NegotiateContentType, as ErrorPages calls it: the best offer, an exact
    match beating `type/*` beating `*/*`; `default` when nothing offered is accepted (no
    Accept header, or `multipart/mixed` as the bulk export asks)."""
    best, best_q, best_wild = default, -1.0, 3
    for offer in offers:
        for value, q in parse_accept(header):
            if q == 0.0 or q < best_q:
                continue
            if value == "*/*":
                if q > best_q or best_wild > 2:
                    best, best_q, best_wild = offer, q, 2
            elif value.endswith("/*"):
                if offer.startswith(value[:-1]) and (q > best_q or best_wild > 1):
                    best, best_q, best_wild = offer, q, 1
            elif value == offer and (q > best_q or best_wild > 0):
                best, best_q, best_wild = offer, q, 0
    return best


def error_page_html(status):
    """assets/templates/error.jet.html in base.jet.html, reduced to what a client can see."""
    sentence = {403: "Permission denied.", 404: "Page not found."}.get(
        status, "An error occurred.")
    return ("<!DOCTYPE html>\n<html lang=\"en\" class=\"overscroll-y-none\">\n<head>\n"
            "  <meta charset=\"UTF-8\">\n  <title>Error - Readeck</title>\n"
            "  <meta name=\"csp-nonce\" content=\"fake\" />\n"
            "  <meta name=\"robots\" content=\"noindex nofollow noarchive\">\n</head>\n"
            f"<body class=\"no-js\"><div id=\"content\"><h1 class=\"text-h1 title\">Error</h1>"
            f"<p>{sentence}</p></div></body>\n</html>\n")


def rewritten(status, accept, body, content_type):
    """What ErrorPages sends in place of (`body`, `content_type`): unchanged unless the status
    is >= 400 but not 422 and the type is text/plain."""
    if status < 400 or status == 422 or content_type.split(";")[0].strip() != "text/plain":
        return body, content_type
    kind = negotiate(accept)
    if kind == "application/json":
        return ('{"status":%d,"message":"%s"}' % (status, status_text(status)),
                "application/json; charset=utf-8")
    if kind == "text/html":
        return error_page_html(status), "text/html; charset=utf-8"
    return status_text(status), "text/plain; charset=utf-8"
