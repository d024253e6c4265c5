#!/usr/bin/env python3
"""Test-only stand-in for cloud model APIs on 127.0.0.1: speaks OpenAI Chat Completions (POST .../chat/completions)
and Anthropic Messages (POST .../v1/messages). Prints its port, records every request (path, headers, body) as a
JSON line in the file given as the first argument, and answers by what the utterance asks for:
  "snail"    → waits 5 s            "prose"  → a sentence, not JSON        "code"  → a script in a JSON string
  "ghost"    → clicks element 999   "nothing" → {"command": null}        "wrong" → an intent that does not exist
  otherwise  → {"command": {"intent": "scroll", "direction": "down"}}"""
import json, sys, time
from http.server import BaseHTTPRequestHandler, HTTPServer

LOG = sys.argv[1]

class Handler(BaseHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def do_POST(self):
        body = self.rfile.read(int(self.headers.get("content-length", 0))).decode()
        with open(LOG, "a") as f:
            f.write(json.dumps({"path": self.path, "headers": {k.lower(): v for k, v in self.headers.items()}, "body": body}) + "\n")
        request = json.loads(body)
        anthropic = self.path.endswith("/v1/messages")
        if anthropic and not self.headers.get("x-api-key") or not anthropic and not self.headers.get("authorization", "").startswith("Bearer "):
            return self.reply(401, {"error": "no key"})
        question = request["messages"][-1]["content"]
        said = json.loads(question)["utterance"]
        if "snail" in said:
            time.sleep(5)
        if "prose" in said:
            text = "Sure! I would scroll down for you."
        elif "code" in said:
            text = json.dumps({"command": {"intent": "type", "text": "<script>alert(1)</script>"}, "run": "rm -rf /"})
        elif "ghost" in said:
            text = json.dumps({"command": {"intent": "click", "target": {"number": 999}}})
        elif "nothing" in said:
            text = json.dumps({"command": None})
        elif "wrong" in said:
            text = json.dumps({"command": {"intent": "format_disk"}})
        else:
            text = json.dumps({"command": {"intent": "scroll", "direction": "down"}})
        if anthropic:
            self.reply(200, {"id": "msg_1", "type": "message", "role": "assistant", "model": request["model"],
                             "content": [{"type": "text", "text": text}], "stop_reason": "end_turn"})
        else:
            self.reply(200, {"id": "chatcmpl-1", "object": "chat.completion", "model": request["model"],
                             "choices": [{"index": 0, "message": {"role": "assistant", "content": text}, "finish_reason": "stop"}]})

    def reply(self, status, obj):
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(data)))
        self.end_headers()
        try:
            self.wfile.write(data)
        except BrokenPipeError:
            pass

server = HTTPServer(("127.0.0.1", 0), Handler)
print(server.server_address[1], flush=True)
server.serve_forever()
