"""A fake server started for the self-tests (test_*.py), and a few HTTP helpers."""

import http.client
import json
import os
import subprocess
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))


class Reply:
    def __init__(self, status, headers, body):
        self.status, self.headers, self.body = status, headers, body

    def header(self, name):
        return self.headers.get(name.lower())

    def all(self, name):
        return [v for k, v in self.raw_headers if k.lower() == name.lower()]

    def json(self):
        return json.loads(self.body.decode())


class FakeServerCase(unittest.TestCase):
    """Starts one fake server per test class; `arguments` adds command-line flags."""

    arguments = []
    token = "test-token"

    @classmethod
    def setUpClass(cls):
        cls.process = subprocess.Popen(
            [sys.executable, os.path.join(HERE, "fake_readeck.py"), "--port", "0",
             "--bookmarks", "6", "--token", cls.token] + cls.arguments,
            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
        line = cls.process.stdout.readline().decode()
        cls.port = int(line.split()[1])

    @classmethod
    def tearDownClass(cls):
        cls.process.kill()
        cls.process.wait()

    def call(self, method, path, body=None, token=None, headers=None):
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=10)
        sent = dict(headers or {})
        if token is not False:
            sent["Authorization"] = f"Bearer {token or self.token}"
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            sent["Content-Type"] = "application/json"
        connection.request(method, path, data, sent)
        response = connection.getresponse()
        reply = Reply(response.status, {k.lower(): v for k, v in response.getheaders()},
                      response.read())
        reply.raw_headers = response.getheaders()
        connection.close()
        return reply

    def admin(self, change):
        return self.call("POST", "/__admin", change, token=False).json()

    def ids(self):
        return self.call("GET", "/__admin/ids", token=False).json()

    def stored(self, bookmark_id):
        return self.call("GET", f"/__admin/bookmark/{bookmark_id}", token=False).json()
