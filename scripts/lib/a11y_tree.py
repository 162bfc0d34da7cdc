#!/usr/bin/env python3
"""What a browser's accessibility tree holds for pages of measfmt's HTML.

Usage: a11y_tree.py CHROMIUM CASES.json

CASES.json is a list of {"name", "html", "spoken", "shown"}: an HTML fragment measfmt
wrote, the words its spoken form says and the text it shows. Each fragment is loaded as a
page of its own in headless Chromium, driven through the DevTools protocol over a pipe
(--remote-debugging-pipe: NUL-terminated JSON, requests on the child's fd 3, replies on
its fd 4), and Accessibility.getFullAXTree is read. A case passes when the text nodes of
the tree that are not ignored are exactly one, whose name is the spoken words; a case
whose "spoken" is null (HTML without the spoken form, a control) passes when the tree
reads the text shown instead. The tree holds no link, or with "link": true one, named by
the spoken words. Prints one line per case and exits 1 if one fails.
Standard library only.
"""

import json
import os
import subprocess
import sys
import tempfile


class Browser:
    """Headless Chromium and one page, spoken to over the DevTools pipe."""

    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="measfmt-chromium.")
        to_child_r, self.to_child = os.pipe()
        self.from_child, from_child_w = os.pipe()
        arguments = [
            chromium, "--headless", "--remote-debugging-pipe", "--disable-gpu",
            "--no-first-run", "--no-default-browser-check", "--disable-extensions",
            "--user-data-dir=" + self.profile, "about:blank",
        ]
        if os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")

        def fds():
            # The child reads requests on fd 3 and writes replies on fd 4.
            os.dup2(to_child_r, 3)
            os.dup2(from_child_w, 4)

        # Kept open past the child's closing of other descriptors, which comes after
        # preexec_fn: 3 and 4 are the pipes by then.
        self.process = subprocess.Popen(
            arguments, pass_fds=(3, 4, to_child_r, from_child_w), preexec_fn=fds,
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        os.close(to_child_r)
        os.close(from_child_w)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.call(
            "Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        self.call("Page.enable", session=True)
        self.call("Accessibility.enable", session=True)

    def send(self, message):
        os.write(self.to_child, json.dumps(message).encode() + b"\0")

    def receive(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_child, 1 << 16)
            if not chunk:
                raise RuntimeError("Chromium closed the pipe: "
                                   + self.process.stderr.read().decode(errors="replace")[-2000:])
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def call(self, method, params=None, session=False):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = self.session
        self.send(message)
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def wait_for(self, method):
        while True:
            for i, event in enumerate(self.events):
                if event.get("method") == method:
                    del self.events[i]
                    return event
            self.events.append(self.receive())

    def load(self, path):
        self.events.clear()
        self.call("Page.navigate", {"url": "file://" + path}, session=True)
        self.wait_for("Page.loadEventFired")

    def read(self):
        """The names of the tree's text nodes and links that assistive technology is
        given."""
        nodes = self.call("Accessibility.getFullAXTree", session=True)["nodes"]
        texts, links = [], []
        for node in nodes:
            if node.get("ignored"):
                continue
            role = node.get("role", {}).get("value")
            name = node.get("name", {}).get("value", "")
            if role in ("StaticText", "text"):
                texts.append(name)
            elif role == "link":
                links.append(name)
        return texts, links

    def close(self):
        try:
            self.call("Browser.close")
        except (RuntimeError, OSError):
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        subprocess.run(["rm", "-rf", self.profile], check=False)


def main():
    chromium, cases_path = sys.argv[1], sys.argv[2]
    with open(cases_path, encoding="utf-8") as f:
        cases = json.load(f)
    browser = Browser(chromium)
    failed = 0
    page = os.path.join(browser.profile, "case.html")
    try:
        for case in cases:
            with open(page, "w", encoding="utf-8") as f:
                f.write('<!DOCTYPE html><html><head><meta charset="utf-8"><title></title>'
                        "</head><body>" + case["html"] + "</body></html>")
            browser.load(page)
            texts, links = browser.read()
            expected = [case["spoken"]] if case["spoken"] is not None else [case["shown"]]
            # The text shown is in several nodes, one per run: a control compares them
            # joined.
            ok = texts == expected if case["spoken"] is not None else "".join(texts) == case["shown"]
            # A link is given to assistive technology once, named by the words.
            expected_links = [case["spoken"]] if case.get("link") else []
            ok = ok and links == expected_links
            print(("ok  " if ok else "FAIL") + f" {case['name']}: the tree reads {texts!r}"
                  + (f", links {links!r}" if links else "")
                  + ("" if ok else f", expected {expected!r}, links {expected_links!r}"))
            failed += not ok
    finally:
        browser.close()
    print(f"{len(cases) - failed} of {len(cases)} pages read as expected")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
