#!/usr/bin/env python3
"""Drives headless Chromium over the DevTools protocol (--remote-debugging-pipe), with the standard library only.

Usage: chromium_driver.py REQUEST.json

REQUEST is {"pages": [PAGE, ...]}; each PAGE is
  {"url": "file:///...#lang-de", "colorScheme": "light" | "dark", "width": 900, "height": 1200,
   "evaluate": "a JavaScript expression whose value is JSON", "screenshot": "/path/to.png" (optional),
   "clip": "a CSS selector" (optional: the screenshot shows only the first element it selects),
   "countColors": [[r, g, b], ...] (optional: pixels of the screenshot within 12 of each colour),
   "compareWith": "/path/to/reference.png" (optional: the share of pixels that differ from it by more than 16
   in a channel, 1.0 when the sizes differ or it cannot be read)}
Each page is opened in a new tab, with its colour scheme and size, and loaded; then the expression is evaluated
(DevTools evaluation is not bound by the page's Content-Security-Policy) and the screenshot taken. Prints
{"pages": [{"value": ..., "requests": [every URL the tab asked for], "exceptions": [uncaught errors],
"colorCounts": [...]}, ...]} as JSON. Exits 2 when Chromium cannot be started or does not answer in time.
"""

import base64
import json
import os
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import time
import zlib

TIMEOUT = 60


def chromium():
    for name in ("chromium", "chromium-browser", "chromium-headless-shell", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("chromium_driver: no chromium on PATH (Debian: apt-get install chromium)")


class Browser:
    def __init__(self):
        self.profile = tempfile.mkdtemp(prefix="actionable-chromium-")
        to_child_read, self.to_child = os.pipe()
        self.from_child, from_child_write = os.pipe()

        def arrange_fds():
            # Chromium reads fd 3 and writes fd 4. Copied out of the way first, so that neither move
            # overwrites the other end; dup2 onto the same number would keep the close-on-exec flag.
            reading, writing = os.dup(to_child_read), os.dup(from_child_write)
            os.dup2(reading, 3)
            os.dup2(writing, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        self.process = subprocess.Popen(
            [chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
             "--remote-debugging-pipe", "--no-first-run", "--no-default-browser-check", "--hide-scrollbars",
             "--force-color-profile=srgb", "--font-render-hinting=none", "--user-data-dir=" + self.profile,
             "about:blank"],
            # The pipes go to fds 3 and 4 after the fork (close_fds would close them again).
            preexec_fn=arrange_fds, close_fds=False,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_child_read)
        os.close(from_child_write)
        self.buffer = b""
        self.next_id = 0
        self.events = []
        self.deadline = time.monotonic() + TIMEOUT

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_child, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.receive()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)

    def receive(self):
        while b"\0" not in self.buffer:
            remaining = self.deadline - time.monotonic()
            if remaining <= 0 or not select.select([self.from_child], [], [], remaining)[0]:
                sys.stderr.write("chromium_driver: Chromium did not answer in time\n")
                sys.exit(2)
            chunk = os.read(self.from_child, 1 << 20)
            if not chunk:
                sys.stderr.write("chromium_driver: Chromium closed the pipe\n")
                sys.exit(2)
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def wait_for(self, session, method):
        for index, event in enumerate(self.events):
            if event.get("sessionId") == session and event.get("method") == method:
                del self.events[index]
                return event
        while True:
            event = self.receive()
            if event.get("sessionId") == session and event.get("method") == method:
                return event
            self.events.append(event)

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        shutil.rmtree(self.profile, ignore_errors=True)


def png_pixels(data):
    """(width, height, rows of RGB(A) bytes, bytes per pixel) of an 8-bit, non-interlaced PNG."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    offset, idat, width = 8, b"", 0
    while offset < len(data):
        length, kind = struct.unpack(">I4s", data[offset:offset + 8])
        body = data[offset + 8:offset + 8 + length]
        if kind == b"IHDR":
            width, height, depth, color, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and interlace == 0 and color in (2, 6)
            channels = 3 if color == 2 else 4
        elif kind == b"IDAT":
            idat += body
        offset += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        start = y * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for x in range(stride):
            left = line[x - channels] if x >= channels else 0
            up = previous[x]
            corner = previous[x - channels] if x >= channels else 0
            if kind == 1:
                line[x] = (line[x] + left) & 0xFF
            elif kind == 2:
                line[x] = (line[x] + up) & 0xFF
            elif kind == 3:
                line[x] = (line[x] + (left + up) // 2) & 0xFF
            elif kind == 4:
                estimate = left + up - corner
                pa, pb, pc = abs(estimate - left), abs(estimate - up), abs(estimate - corner)
                line[x] = (line[x] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 0xFF
        rows.append(line)
        previous = line
    return width, height, rows, channels


def count_colors(png, colors):
    width, height, rows, channels = png_pixels(png)
    counts = [0] * len(colors)
    for line in rows:
        for x in range(0, width * channels, channels):
            r, g, b = line[x], line[x + 1], line[x + 2]
            for index, (cr, cg, cb) in enumerate(colors):
                if abs(r - cr) <= 12 and abs(g - cg) <= 12 and abs(b - cb) <= 12:
                    counts[index] += 1
    return counts


def difference(png, reference_path):
    try:
        with open(reference_path, "rb") as file:
            reference = png_pixels(file.read())
    except (OSError, AssertionError, zlib.error):
        return 1.0
    width, height, rows, channels = png_pixels(png)
    other_width, other_height, other_rows, other_channels = reference
    if (width, height) != (other_width, other_height):
        return 1.0
    differing = 0
    for line, other in zip(rows, other_rows):
        for x in range(width):
            a, b = x * channels, x * other_channels
            if any(abs(line[a + k] - other[b + k]) > 16 for k in range(3)):
                differing += 1
    return differing / (width * height)


def visit(browser, page):
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    for method in ("Page.enable", "Network.enable", "Runtime.enable"):
        browser.send(method, session=session)
    browser.send("Emulation.setEmulatedMedia", {"features": [
        {"name": "prefers-color-scheme", "value": page.get("colorScheme", "light")}]}, session=session)
    browser.send("Emulation.setDeviceMetricsOverride", {
        "width": page.get("width", 1000), "height": page.get("height", 1200), "deviceScaleFactor": 1,
        "mobile": False}, session=session)
    browser.send("Page.navigate", {"url": page["url"]}, session=session)
    browser.wait_for(session, "Page.loadEventFired")
    result = {"value": None, "requests": [], "exceptions": []}
    if page.get("evaluate"):
        evaluated = browser.send("Runtime.evaluate", {"expression": page["evaluate"], "returnByValue": True},
                                 session=session)
        if "exceptionDetails" in evaluated:
            raise RuntimeError(f"evaluate: {evaluated['exceptionDetails']}")
        result["value"] = evaluated["result"].get("value")
    if page.get("screenshot"):
        options = {"format": "png", "captureBeyondViewport": True}
        if page.get("clip"):
            box = browser.send("Runtime.evaluate", {"expression": "(() => { const r = document.querySelector("
                               + json.dumps(page["clip"]) + ").getBoundingClientRect(); return [r.x + scrollX, "
                               "r.y + scrollY, r.width, r.height]; })()", "returnByValue": True}, session=session)
            x, y, width, height = box["result"]["value"]
            options["clip"] = {"x": x, "y": y, "width": width, "height": height, "scale": 1}
        shot = browser.send("Page.captureScreenshot", options, session=session)
        png = base64.b64decode(shot["data"])
        with open(page["screenshot"], "wb") as file:
            file.write(png)
        if page.get("countColors"):
            result["colorCounts"] = count_colors(png, page["countColors"])
        if page.get("compareWith"):
            result["difference"] = difference(png, page["compareWith"])
    for event in browser.events:
        if event.get("sessionId") != session:
            continue
        if event.get("method") == "Network.requestWillBeSent":
            result["requests"].append(event["params"]["request"]["url"])
        elif event.get("method") == "Runtime.exceptionThrown":
            result["exceptions"].append(event["params"]["exceptionDetails"].get("text", ""))
    browser.events = [event for event in browser.events if event.get("sessionId") != session]
    browser.send("Target.closeTarget", {"targetId": target})
    return result


def main():
    with open(sys.argv[1], encoding="utf-8") as file:
        request = json.load(file)
    browser = Browser()
    try:
        results = [visit(browser, page) for page in request["pages"]]
    finally:
        browser.close()
    json.dump({"pages": results}, sys.stdout)


if __name__ == "__main__":
    main()
