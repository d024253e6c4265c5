#!/usr/bin/env python3
"""Prints the window's --drive JSON events as the demo shows them."""
import json, sys

for line in sys.stdin:
    e = json.loads(line)
    kind = e.get("event")
    if kind == "ready":
        print("   window ready %.0f ms after the process started" % e["startupMs"])
    elif kind == "utterance":
        print('   heard  "%s"' % e["text"])
    elif kind == "command":
        via = "typed " if e["via"] == "typed" else "       "
        print("   %s→ %s  (%s ms)" % (via, e["outcome"]["detail"], e["timings"]["actionMs"]))
    elif kind == "screenshot":
        print("   screenshot %s (%d colours)" % (e["path"], e["colours"]))
    elif kind == "error":
        print("   error: %s" % e["error"])
