#!/usr/bin/env python3
"""Desktop window benchmark: start-up, command → action, resident memory.

Runs `avanues browse PAGE --drive` several times under the current display. Start-up is process start → window
shown with the first page loaded (the window's own `ready` event, measured from the process start time in /proc).
Each run then carries out a fixed set of typed commands (the same path as spoken ones after recognition) and
reports `actionMs` (command understood → action done) per kind; memory is read from the window's `:state`
once speech is loaded: the app (UI) process and, separately, the WebKit processes it started."""
import argparse, json, statistics, subprocess, sys

COMMANDS = ["show numbers", "click 4", "type running shoes", "click 5", "scroll down", "scroll up", "click 3",
            "go back", "zoom in", "zoom out", "hide numbers", "show numbers", "open a new tab", "switch to tab one",
            "next tab", "close this tab", "reopen the closed tab", "previous tab", "help", "help"]

def pct(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(round(p / 100 * (len(values) - 1))))]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--avanues", default=".build/release/avanues")
    ap.add_argument("--page", default="demo/shop.html")
    ap.add_argument("--runs", type=int, default=7)
    a = ap.parse_args()
    startup, load, actions, rss, pss, private, web, webcount = [], [], {}, [], [], [], [], []
    for run in range(a.runs):
        script = "\n".join(COMMANDS + [":wait 1500", ":state", ":quit"]) + "\n"
        p = subprocess.run([a.avanues, "browse", "--drive", "--no-onboarding", "--ephemeral", a.page],
                           input=script, capture_output=True, text=True, timeout=180)
        if p.returncode != 0:
            sys.exit(f"browse failed: {p.stderr[-2000:]}")
        lines = [json.loads(l) for l in p.stdout.splitlines()]
        ready = lines[0]
        startup.append(ready["startupMs"]); load.append(ready["loadMs"])
        for l in lines:
            if l.get("event") == "command":
                actions.setdefault(l["utterance"], []).append(l["timings"]["actionMs"])
                if not l["outcome"]["ok"]:
                    print(f"  note: '{l['utterance']}' → {l['outcome']['detail']}", file=sys.stderr)
            if l.get("event") == "state" and "memory" in l:
                m = l["memory"]
                rss.append(m["rssKiB"] / 1024); pss.append(m["pssKiB"] / 1024); private.append(m["privateKiB"] / 1024)
                web.append(m["webProcessesKiB"] / 1024)
                webcount.append(m.get("webProcesses", 0))
                if m.get("glDriverLoaded"):
                    print("  note: a GL driver is loaded in the app process", file=sys.stderr)
                if l["speech"] != "ready":
                    print(f"  note: speech {l['speech']}", file=sys.stderr)
    print(f"window: {a.runs} runs on {a.page}")
    print(f"  start-up (process start → first page loaded): p50 {statistics.median(startup):.0f} ms  "
          f"min {min(startup):.0f}  max {max(startup):.0f}   (of which window → page loaded p50 {statistics.median(load):.0f} ms)")
    page_actions = [v for k, vs in actions.items() for v in vs if "tab" not in k and not k.startswith("go ")]
    print(f"  command → action done, page commands: p50 {pct(page_actions, 50):.1f} ms  p95 {pct(page_actions, 95):.1f} ms  "
          f"max {max(page_actions):.1f} ms")
    for k, vs in actions.items():
        print(f"    {k:24s} p50 {pct(vs, 50):7.1f} ms   max {max(vs):7.1f} ms")
    print(f"  resident memory, app process (speech loaded): p50 {statistics.median(rss):.0f} MiB  max {max(rss):.0f} MiB"
          f"   (proportional share {statistics.median(pss):.0f} MiB, its own pages {statistics.median(private):.0f} MiB)")
    print(f"  resident memory, WebKit processes it started (network process, sandbox launchers and "
          f"{statistics.median(webcount):.0f} web processes; shared pages counted in each): p50 {statistics.median(web):.0f} MiB")

main()
