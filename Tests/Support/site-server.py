#!/usr/bin/env python3
"""Test-only web site on 127.0.0.1 for the browser-data tests. Prints its port, then serves:
  /page?mark=M      a page that stores M in a cookie, localStorage and IndexedDB, with links to the files below,
                    a button that downloads one and an image
  /file.bin?size=N  N bytes as an attachment (default 200000); &nolength=1 leaves out the Content-Length
  /slow.bin         10 MB with a Content-Length, sent slowly (to cancel it)
  /pixel.png        a 40x30 grey PNG; each request for it adds a line to the file named as the first argument"""
import struct, sys, time, zlib
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import urlparse, parse_qs

PAGE = """<!DOCTYPE html><html><head><meta charset="utf-8"><title>Store {mark}</title></head><body>
<h1>Site data {mark}</h1>
<p><a href="/file.bin?size={size}">Report file</a></p>
<p><a href="/slow.bin">Big archive</a></p>
<p><a href="/file.bin?size={size}&amp;nolength=1">Unsized file</a></p>
<p><button onclick="location.href='/file.bin?size=1000'">Download the app</button></p>
<p><img src="/pixel.png" alt="Grey square" width="200" height="150"></p>
<script>
document.cookie = "mark={mark}; max-age=86400; path=/";
localStorage.setItem("mark", "{mark}");
const open = indexedDB.open("marks", 1);
open.onupgradeneeded = () => open.result.createObjectStore("m");
open.onsuccess = () => {{ const t = open.result.transaction("m", "readwrite"); t.objectStore("m").put("{mark}", "k"); }};
</script></body></html>"""

def png(width, height):
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    rows = b"".join(b"\x00" + b"\x80" * width for _ in range(height))
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0))
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))

PIXEL = png(40, 30)

class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_body(self, kind, body):
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        url = urlparse(self.path)
        if url.path == "/pixel.png":
            if len(sys.argv) > 1:
                with open(sys.argv[1], "a") as log:
                    log.write(self.path + "\n")
            return self.send_body("image/png", PIXEL)
        q = parse_qs(url.query)
        if url.path == "/page":
            body = PAGE.format(mark=q.get("mark", ["none"])[0], size=q.get("size", ["200000"])[0]).encode()
            self.send_response(200)
            self.send_header("Content-Type", "text/html; charset=utf-8")
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        elif url.path == "/file.bin":
            size = int(q.get("size", ["200000"])[0])
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Disposition", 'attachment; filename="report.bin"')
            if "nolength" not in q:
                self.send_header("Content-Length", str(size))
            self.end_headers()
            chunk = bytes(range(256)) * 256
            sent = 0
            try:
                while sent < size:
                    n = min(len(chunk), size - sent)
                    self.wfile.write(chunk[:n])
                    sent += n
            except (BrokenPipeError, ConnectionResetError):
                pass
        elif url.path == "/slow.bin":
            size = 10_000_000
            self.send_response(200)
            self.send_header("Content-Type", "application/octet-stream")
            self.send_header("Content-Disposition", 'attachment; filename="archive.bin"')
            self.send_header("Content-Length", str(size))
            self.end_headers()
            try:
                for _ in range(size // 10_000):
                    self.wfile.write(b"x" * 10_000)
                    time.sleep(0.05)
            except (BrokenPipeError, ConnectionResetError):
                pass
        else:
            self.send_response(404)
            self.end_headers()

server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
