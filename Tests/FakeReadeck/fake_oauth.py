"""The OAuth device flow of the fake Readeck server (docs/readeck-api.md §1.1)."""

import hashlib
import os
import time
import urllib.parse

DEVICE_GRANT = "urn:ietf:params:oauth:grant-type:device_code"


class OAuthRoutes:
    """Handler methods for /api/oauth/*: client registration, device codes, token polling
    (pending, slow_down, denied, expired, as configured by the admin API) and revocation."""

    def oauth(self, method, rest, raw):
        body = self.json_body(raw) or {}
        if method != "POST" or not isinstance(body, dict):
            return self.text(404, "Not Found")
        if rest == ["client"]:
            return self.register_client(body)
        if rest == ["device"]:
            return self.device_code(body)
        if rest == ["token"]:
            return self.poll_token(body)
        if rest == ["revoke"]:
            if not self.authorized():
                return self.text(401, "Unauthorized")
            with self.state.lock:
                self.state.tokens.pop(body.get("token"), None)
            return self.reply(200, b"")
        return self.text(404, "Not Found")

    def register_client(self, body):
        missing = [k for k in ("client_name", "client_uri", "software_id", "software_version")
                   if not body.get(k)]
        uri = urllib.parse.urlsplit(body.get("client_uri", ""))
        grants = body.get("grant_types") or ["authorization_code", DEVICE_GRANT]
        if missing:
            return oauth_error(self, 400, "invalid_client_metadata", f"missing {missing}")
        if uri.scheme != "https" or uri.hostname in (None, "localhost") or \
                (uri.hostname or "").startswith(("127.", "10.", "192.168.")):
            return oauth_error(self, 400, "invalid_client_metadata", "client_uri must be public")
        if "authorization_code" in grants and not body.get("redirect_uris"):
            return oauth_error(self, 400, "invalid_redirect_uri", "redirect_uris required")
        client_id = hashlib.sha1(os.urandom(8)).hexdigest()[:20]
        with self.state.lock:
            self.state.clients[client_id] = body
        self.reply(201, {"client_id": client_id, "client_name": body["client_name"],
                         "grant_types": grants})

    def device_code(self, body):
        with self.state.lock:
            if body.get("client_id") not in self.state.clients:
                return oauth_error(self, 401, "invalid_client", "unknown client")
            code = hashlib.sha1(os.urandom(8)).hexdigest()
            settings = dict(self.state.device)
            self.state.devices[code] = {"client_id": body["client_id"], "polls": 0,
                                        "last": 0.0, "settings": settings}
        self.reply(200, {"device_code": code, "user_code": "ABCDEFGH",
                         "verification_uri": f"{self.base_url()}/device",
                         "verification_uri_complete": f"{self.base_url()}/device?user_code=ABCDEFGH",
                         "expires_in": settings["expires_in"], "interval": settings["interval"]})

    def poll_token(self, body):
        if body.get("grant_type") != DEVICE_GRANT:
            return oauth_error(self, 400, "invalid_request", "unsupported grant")
        with self.state.lock:
            device = self.state.devices.get(body.get("device_code"))
            if device is None or device["client_id"] != body.get("client_id"):
                return oauth_error(self, 400, "invalid_grant", "unknown device code")
            answer = device_answer(device)
            if answer == "granted":
                token = hashlib.sha1(os.urandom(16)).hexdigest()
                self.state.tokens[token] = "oauth"
                del self.state.devices[body["device_code"]]
        if answer != "granted":
            return oauth_error(self, 400, answer, "")
        self.reply(201, {"id": "t1", "access_token": token, "token_type": "Bearer",
                         "scope": "bookmarks:read bookmarks:write"})


def device_answer(device):
    device["polls"] += 1
    settings = device["settings"]
    moment = time.monotonic()
    too_fast = moment - device["last"] < settings["interval"] * 0.9
    device["last"] = moment
    if settings.get("slow_down", 0) > 0 or (too_fast and device["polls"] > 1):
        settings["slow_down"] = max(0, settings.get("slow_down", 0) - 1)
        return "slow_down"
    mode = settings["mode"]
    if mode == "deny":
        return "access_denied"
    if mode == "expire":
        return "expired_token"
    if mode == "approve" and device["polls"] > settings.get("after", 1):
        return "granted"
    return "authorization_pending"


def oauth_error(handler, status, code, description):
    handler.reply(status, {"error": code, "error_description": description})
