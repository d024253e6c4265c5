#!/usr/bin/env python3
"""Speech evaluation: synthesized en-US commands (espeak-ng or flite, several voices, speeds and pitches) mixed with
noise at several SNRs, decoded by `avanues transcribe`, `avanues listen` and `avanues vad`.

Reports command accuracy per noise level (each file on its own, `transcribe`), the same in live listening (one
session per voice, `listen`), how much speech that is not a command gets acted on while awake, wake-phrase hits and
false alarms, real-time factor, end of speech -> command latency, and compares the voice activity detector with webrtcvad (test-only reference, PyPI
webrtcvad-wheels). Everything is generated at run time; nothing is downloaded.

Then the same commands after speaker adaptation (`avanues adapt`): each voice reads the 40 adaptation sentences once
in quiet and once in the 10 dB noise, and its commands are decoded with the transform made from them.
Every other run is told not to use an adaptation (AVANUES_SPEECH_ADAPTATION=none), whatever the machine has stored.
"""
import argparse, json, math, os, random, subprocess, sys, tempfile, wave
import numpy as np

COMMANDS = """click five|click twelve|click three|click number seven|click twenty one|click on forty two|tap nine
press eight|click one hundred|click thirty|select eleven|click two|click sixty five|open link four|click the first link
click the second button|click the third checkbox|scroll down|scroll up|scroll down a little|scroll up a little
page down|page up|scroll to the top|scroll to the bottom|scroll left|scroll right|go to the top|go to the bottom
go back|go forward|reload|refresh the page|reload the page|go home|stop loading|next page|previous page
open a new tab|new tab|close tab|close this tab|next tab|previous tab|switch to tab two|switch to tab three
go to tab four|reopen closed tab|show tabs|list tabs|open a private tab|new private tab
bookmark this|bookmark this page|show bookmarks|show my bookmarks|remove bookmark|show history|clear history
read this page|read the article|stop reading|pause reading|resume reading|read faster|read slower|next paragraph
zoom in|zoom out|reset zoom|make it bigger|make it smaller|show numbers|hide numbers|show labels|hide labels
go to sleep|stop listening|wake up|start listening|help|what can i say|show commands|open settings
show downloads|cancel download|download five|scroll down one page|scroll up one page|back|forward|click fifteen
click eighty|click fifty five|click nineteen|click seventy three|click two hundred|click fourteen|tap twenty
search for running shoes|search for weather|go to wikipedia|open youtube|type hello world|search for news""".replace("\n", "|").split("|")

VOICES = [("en-us", 160, 50), ("en-gb", 150, 40), ("en-us", 135, 60), ("en-us+f2", 170, 50), ("en-gb", 180, 55),
          ("en-us+m3", 150, 45)]
# flite (CMU's synthesizer, Debian package flite) as a second, more natural-sounding source:
# (voice, duration stretch, pitch mean in Hz or None).
FLITE_VOICES = [("slt", 1.0, None), ("awb", 1.1, None), ("rms", 0.9, None), ("kal16", 1.0, None), ("slt", 1.2, 200),
                ("rms", 1.0, 120)]
# Things people say near the microphone that are not commands: awake, none of them should act.
CHATTER = """i think we should have dinner at eight|what time is the meeting tomorrow|can you pass me the salt
the weather has been lovely this week|my sister is coming to visit on sunday|i forgot to buy milk again
did you see the game last night|let's take the dog for a walk|that movie was much better than i expected
the train was twenty minutes late this morning|we need to fix the kitchen tap|she said she would call back later
how was your day at work|i'm going to make some coffee|the kids are playing in the garden
remember to lock the front door|this soup needs a bit more salt|i can't find my glasses anywhere
the printer is out of paper again|we should paint the bedroom blue|he bought a new bike yesterday
turn left at the second traffic light|the shop closes at six|could you pick up the children from school
i love the smell of fresh bread|our flight leaves early on friday|the plants need watering|let me check my calendar
my phone battery is almost empty|that was a really funny joke""".replace("\n", "|").split("|")
WAKE = "hey avanues"
METHOD = os.environ.get("AVANUES_EVAL_ADAPT_METHOD", "map")   # map (what `avanues adapt` does by default) or mllr
LEAD_MS, TAIL_MS = 500, 1000
RATE = 16000


def run(cmd, **kw):
    env = dict(os.environ, AVANUES_SPEECH_ADAPTATION="none")
    return subprocess.run(cmd, check=True, capture_output=True, text=True, env=env, **kw).stdout


def synth(text, voice, path, engine="espeak-ng"):
    raw = path + ".synth.wav"
    # "avanues" is not an English word: a synthesizer says it as written; "avenues" is how it sounds.
    text = text.replace("avanues", "avenues")
    if engine == "flite":
        v, stretch, pitch = voice
        cmd = ["flite", "-voice", v, "--setf", f"duration_stretch={stretch}", "-t", text, "-o", raw]
        if pitch:
            cmd[5:5] = ["--setf", f"int_f0_target_mean={pitch}"]
        run(cmd)
    else:
        v, speed, pitch = voice
        run(["espeak-ng", "-v", v, "-s", str(speed), "-p", str(pitch), "-w", raw, text])
    # -R: sox dithers when it resamples, from an unseeded generator unless asked to repeat itself; without it every
    # run of the evaluation heard different audio.
    run(["sox", "-R", raw, "-r", str(RATE), "-c", "1", "-b", "16", path + ".16k.wav"])
    os.remove(raw)
    x = read(path + ".16k.wav")
    os.remove(path + ".16k.wav")
    # Trim espeak's own silence so the speech bounds are known exactly.
    loud = np.where(np.abs(x) > 0.01)[0]
    return x[loud[0]:loud[-1] + 1] if len(loud) else x


def read(path):
    with wave.open(path) as w:
        data = np.frombuffer(w.readframes(w.getnframes()), dtype=np.int16).astype(np.float64) / 32768
    return data


def write(path, x):
    y = np.clip(np.round(x * 32768), -32768, 32767).astype(np.int16)
    with wave.open(path, "wb") as w:
        w.setnchannels(1); w.setsampwidth(2); w.setframerate(RATE); w.writeframes(y.tobytes())


def mix(speech, snr, rng):
    lead, tail = np.zeros(LEAD_MS * RATE // 1000), np.zeros(TAIL_MS * RATE // 1000)
    x = np.concatenate([lead, speech * 0.5, tail])
    if snr is None:
        return x
    p_speech = np.mean((speech * 0.5) ** 2)
    # Pink-ish noise: white noise through a one-pole low-pass, mixed with some white.
    white = rng.standard_normal(len(x))
    pink = np.zeros_like(white)
    acc = 0.0
    for i, w in enumerate(white):
        acc = 0.95 * acc + w
        pink[i] = acc
    noise = 0.5 * white / np.std(white) + pink / np.std(pink)
    noise *= math.sqrt(p_speech / (np.mean(noise ** 2) * 10 ** (snr / 10)))
    return x + noise


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument("--avanues", default=".build/release/avanues")
    ap.add_argument("--out", default=None, help="folder for the generated audio (default: a temporary one)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--synth", choices=["espeak-ng", "flite"], default="espeak-ng", help="the synthesizer that speaks the test set")
    args = ap.parse_args()
    exe = os.path.abspath(args.avanues)
    work = args.out or tempfile.mkdtemp(prefix="avanues-eval-speech-")
    os.makedirs(work, exist_ok=True)
    rng = np.random.default_rng(7)
    levels = [None, 20, 10, 5]

    expected = [json.loads(l)["command"] for l in run([exe, "parse", "--json", "-"], input="\n".join(COMMANDS) + "\n").splitlines()]
    missing = [c for c, e in zip(COMMANDS, expected) if e is None]
    if missing:
        sys.exit(f"the grammar does not read these commands: {missing}")

    voices = FLITE_VOICES if args.synth == "flite" else VOICES
    print(f"generating {len(COMMANDS)} commands x {len(levels)} noise levels in {work} ({args.synth})", file=sys.stderr)
    files = {snr: [] for snr in levels}
    speech_end = {}
    for i, text in enumerate(COMMANDS):
        speech = synth(text, voices[i % len(voices)], os.path.join(work, f"c{i:03d}"), args.synth)
        for snr in levels:
            path = os.path.join(work, f"c{i:03d}-{name(snr)}.wav")
            write(path, mix(speech, snr, rng))
            files[snr].append(path)
            speech_end[path] = LEAD_MS + len(speech) * 1000 // RATE
    wake_files = {snr: [] for snr in [None, 20, 10]}
    for j, voice in enumerate(voices * 2):
        speech = synth(WAKE, voice, os.path.join(work, f"w{j:02d}"), args.synth)
        for snr in wake_files:
            path = os.path.join(work, f"w{j:02d}-{name(snr)}.wav")
            write(path, mix(speech, snr, rng))
            wake_files[snr].append(path)

    chatter_files = {snr: [] for snr in [None, 10]}
    for j, text in enumerate(CHATTER):
        speech = synth(text, voices[j % len(voices)], os.path.join(work, f"x{j:02d}"), args.synth)
        for snr in chatter_files:
            path = os.path.join(work, f"x{j:02d}-{name(snr)}.wav")
            write(path, mix(speech, snr, rng))
            chatter_files[snr].append((j % len(voices), path))

    report = {"commands": len(COMMANDS), "accuracy": {}, "errors": {}}
    decode_ms = audio_ms = 0.0
    for snr in levels:
        print(f"transcribing {name(snr)}", file=sys.stderr)
        out = run([exe, "transcribe", "--json"] + files[snr]).splitlines()
        right = 0
        wrong = []
        for text, exp, line in zip(COMMANDS, expected, out):
            got = json.loads(line)
            decode_ms += got["timings"]["decodeMs"]; audio_ms += got["timings"]["audioMs"]
            if got["command"] == exp:
                right += 1
            else:
                wrong.append(f"{text} -> {got['text']!r}")
        report["accuracy"][name(snr)] = round(right / len(COMMANDS), 3)
        report["errors"][name(snr)] = wrong
    report["realTimeFactor"] = round(decode_ms / audio_ms, 4)
    report["pageNames"] = page_names(exe, work, voices, args.synth, files[None], expected, [p for _, p in chatter_files[None]])

    # End of speech -> command: the detector's end decision (stream time) minus the true end of speech, plus the
    # decoding after it. The recordings are read at the pace they were spoken (`--real-time`), as a microphone
    # delivers them: read faster, the phone loop's thread falls behind the grammar's and its backlog would be counted
    # as latency no live use has. The two noise levels listen side by side (each process is idle most of the time).
    print("listening for latency (in real time, about %d s)" % (sum(len(read(f)) for f in files[None]) // RATE), file=sys.stderr)
    latencies = []
    listeners = [subprocess.Popen([exe, "listen", "--json", "--real-time"] + files[snr], stdout=subprocess.PIPE, text=True,
                                  env=dict(os.environ, AVANUES_SPEECH_ADAPTATION="none")) for snr in [None, 10]]
    for p in listeners:
        out, _ = p.communicate()
        if p.returncode != 0:
            sys.exit(f"avanues listen --real-time failed ({p.returncode})")
        current = None
        for line in out.splitlines():
            e = json.loads(line)
            if e["event"] == "file":
                current = e["file"]
            elif e["event"] == "utterance" and e.get("command") is not None and current:
                latencies.append(e["endDetectedMs"] - speech_end[current] + e["decodeMs"])
                current = None   # first command of the file only
    latencies.sort()
    pick = lambda q: round(latencies[min(len(latencies) - 1, int(q * len(latencies)))], 1) if latencies else None
    report["endOfSpeechToCommandMs"] = {"p50": pick(0.5), "p95": pick(0.95), "n": len(latencies)}

    # Live use: `listen`, one session per voice (one speaker in one room, the recognizer adapting to them), the
    # first utterance of each file against the expected command; and speech that is not a command, said while
    # awake, which should act on nothing.
    print("listening per voice", file=sys.stderr)
    def sessions(paths_by_voice, options=lambda v: []):
        acted = {}
        for v in sorted(set(k for k, _ in paths_by_voice)):
            paths = [p for k, p in paths_by_voice if k == v]
            current = None
            for line in run([exe, "listen", "--json"] + options(v) + paths).splitlines():
                e = json.loads(line)
                if e["event"] == "file":
                    current = e["file"]
                elif e["event"] == "utterance" and current:
                    acted.setdefault(current, []).append(e.get("command"))
        return acted
    report["listen"] = {}
    for snr in [None, 10]:
        acted = sessions([(i % len(voices), p) for i, p in enumerate(files[snr])])
        report["listen"][name(snr)] = listen_scores(acted, files[snr], expected)
    chatter = {}
    for snr in [None, 10]:
        chatter[name(snr)] = acted_on(sessions(chatter_files[snr]), chatter_files[snr])
    report["chatter"] = {"sentences": len(CHATTER), "actedOn": chatter}

    print("wake phrase", file=sys.stderr)
    # One listening session per noise condition: the recognizer adapts to the room as it would in use.
    wakes = lambda paths: woken(exe, paths)
    woke = set().union(*(wakes(paths) for paths in wake_files.values()))
    total = sum(len(p) for p in wake_files.values())
    report["wake"] = {"hits": len(woke), "of": total, "hitRate": round(len(woke) / total, 3)}
    false_paths = files[None] + files[10]
    false_alarms = wakes(files[None]) | wakes(files[10])
    report["wake"]["falseAlarms"] = len(false_alarms)
    report["wake"]["falseAlarmsPer100Commands"] = round(100 * len(false_alarms) / len(false_paths), 2)

    print("voice activity vs webrtcvad", file=sys.stderr)
    import webrtcvad
    ref = webrtcvad.Vad(2)
    stats = {}
    for snr in levels:
        ours_ok = theirs_ok = agree = total = 0
        start_err, end_err = [], []
        out = run([exe, "vad", "--json", "--frames"] + files[snr]).splitlines()
        for path, line in zip(files[snr], out):
            v = json.loads(line)
            x = read(path)
            pcm = (np.clip(x, -1, 1) * 32767).astype(np.int16).tobytes()
            frames = len(v["frames"])
            end = speech_end[path]
            for k in range(frames):
                truth = LEAD_MS <= k * 10 + 5 < end
                mine = v["frames"][k] == "1"
                chunk = pcm[k * 320:(k + 1) * 320]
                theirs = len(chunk) == 320 and ref.is_speech(chunk, RATE)
                ours_ok += mine == truth; theirs_ok += theirs == truth; agree += mine == theirs; total += 1
            if v["segments"]:
                start_err.append(abs(v["segments"][0][0] - LEAD_MS)); end_err.append(abs(v["segments"][-1][1] - end))
        stats[name(snr)] = {
            "frameAccuracy": round(ours_ok / total, 3), "webrtcvadFrameAccuracy": round(theirs_ok / total, 3),
            "agreement": round(agree / total, 3),
            "segmentStartErrorMsMedian": int(np.median(start_err)) if start_err else None,
            "segmentEndErrorMsMedian": int(np.median(end_err)) if end_err else None,
            "filesWithSpeechFound": f"{len(start_err)}/{len(files[snr])}"}
    report["vad"] = stats
    report["adapted"] = adapted(exe, work, voices, args.synth, files, expected, chatter_files, sessions, wake_files)

    if args.json:
        print(json.dumps(report, indent=1))
        return
    print(f"\nSpeech evaluation ({len(COMMANDS)} en-US commands synthesized by {args.synth}, {len(voices)} voice settings)")
    for k, v in report["accuracy"].items():
        print(f"  command accuracy {k:>5}: {v:.1%}")
    for k, v in report["listen"].items():
        print(f"  listening (one session per voice) {k:>5}: right {v['right']:.1%}, wrong command acted on "
              f"{v['wrongActedOn']:.1%}, nothing {v['nothing']:.1%}")
    c = report["chatter"]
    print(f"  speech that is not a command, awake: acted on " + ", ".join(f"{n}/{c['sentences']} {k}" for k, n in c["actedOn"].items()))
    print(f"  real-time factor: {report['realTimeFactor']}")
    pn = report["pageNames"]
    print(f"  page names said alone (with {len(PAGE_NAMES)} names given): {pn['heard']}/{pn['of']} heard; commands and sentences "
          f"taken for a name {pn['othersTakenForAName']}/{pn['others']}; commands right with the names given "
          f"{pn['commandsRightWithNames']:.1%}")
    l = report["endOfSpeechToCommandMs"]
    print(f"  end of speech -> command: p50 {l['p50']} ms, p95 {l['p95']} ms (n={l['n']}, clean and 10 dB, in real time)")
    w = report["wake"]
    print(f"  wake phrase: {w['hits']}/{w['of']} found ({w['hitRate']:.1%}); false alarms {w['falseAlarms']} in "
          f"{len(false_paths)} commands ({w['falseAlarmsPer100Commands']} per 100)")
    for k, v in report["vad"].items():
        print(f"  VAD {k:>5}: frame accuracy {v['frameAccuracy']:.3f} (webrtcvad {v['webrtcvadFrameAccuracy']:.3f}), "
              f"agreement {v['agreement']:.3f}, start/end error median {v['segmentStartErrorMsMedian']}/"
              f"{v['segmentEndErrorMsMedian']} ms, speech found in {v['filesWithSpeechFound']}")
    a = report["adapted"]
    print(f"  adapted to each voice ({METHOD}, {a['sentences']} sentences read in quiet): files " +
          ", ".join(f"{k} {v:.1%}" for k, v in a["files"].items()) + f"; real-time factor {a['realTimeFactor']}")
    for k, v in a["listen"].items():
        print(f"    listening {k:>5}: right {v['right']:.1%}, wrong command acted on {v['wrongActedOn']:.1%}")
    print("    speech that is not a command, awake: acted on " + ", ".join(f"{n}/{len(CHATTER)} {k}" for k, n in a["chatterActedOn"].items()))
    w = a["wake"]
    print(f"    wake phrase: {w['hits']}/{w['of']} found; false alarms {w['falseAlarms']} in {w['commands']} commands")
    print(f"  adapted in the 10 dB noise (sentences read there): files 10dB {a['inNoise']['10dB']:.1%}, 5dB {a['inNoise']['5dB']:.1%}")
    print("\n  misrecognized (clean):")
    for e in report["errors"]["clean"]:
        print("    " + e)


# Names of things on a page (a person says them alone: "accept all"), given to `transcribe --page-name`.
PAGE_NAMES = ["Home", "News", "Sport", "Weather", "Contact us", "Accept all", "Reject all", "Subscribe", "Sign in", "Log in",
              "Search", "Menu", "Next slide", "Previous slide", "Carl Andersen", "Add to cart", "Buy now", "Read more",
              "Learn more", "Privacy policy", "Terms of use", "Notifications", "Shipping address", "Billing address",
              "Save changes"]


def page_names(exe, work, voices, synth_engine, command_files, expected, chatter_paths):
    """Names said alone, heard with the page's names given; commands and sentences (clean) taken for a name."""
    print("page names", file=sys.stderr)
    said, paths = [], []
    for v in range(2):
        for i, n in enumerate(PAGE_NAMES):
            speech = synth(n.lower(), voices[v], os.path.join(work, f"n{v}{i:02d}"), synth_engine)
            path = os.path.join(work, f"n{v}{i:02d}.wav")
            write(path, np.concatenate([np.zeros(LEAD_MS * RATE // 1000), speech, np.zeros(RATE // 2)]))
            said.append(n.lower()); paths.append(path)
    given = [a for n in PAGE_NAMES for a in ("--page-name", n)]
    heard = [json.loads(l)["text"] for l in run([exe, "transcribe", "--json"] + given + paths).splitlines()]
    others = run([exe, "transcribe", "--json"] + given + command_files + chatter_paths).splitlines()
    lowered = {n.lower() for n in PAGE_NAMES}
    taken = [json.loads(l)["text"] for l in others if json.loads(l)["text"] in lowered]
    right = sum(json.loads(l)["command"] == e for l, e in zip(others, expected))
    return {"heard": sum(h == s for h, s in zip(heard, said)), "of": len(said), "othersTakenForAName": len(taken),
            "others": len(others), "commandsRightWithNames": round(right / len(command_files), 3), "taken": taken}


def name(snr):
    return "clean" if snr is None else f"{snr}dB"


def listen_scores(acted, paths, expected):
    """Live listening: the first utterance of each file against its expected command."""
    first = [(acted.get(p) or [None])[0] for p in paths]
    share = lambda n: round(n / len(expected), 3)
    return {"right": share(sum(1 for f, e in zip(first, expected) if f == e)),
            "wrongActedOn": share(sum(1 for f, e in zip(first, expected) if f is not None and f != e)),
            "nothing": share(sum(1 for f in first if f is None))}


def acted_on(acted, voiced_paths):
    """How many of the (voice, path) files had some utterance acted on."""
    return sum(1 for _, p in voiced_paths if any(c is not None for c in acted.get(p, [])))


def woken(exe, paths, options=()):
    """The files in which one asleep `listen` session over `paths` heard the wake phrase."""
    current, woke = None, set()
    for line in run([exe, "listen", "--json", "--start", "asleep", *options] + paths).splitlines():
        e = json.loads(line)
        if e["event"] == "file":
            current = e["file"]
        elif e["event"] == "wake":
            woke.add(current)
    return woke


def adapted(exe, work, voices, synth_engine, files, expected, chatter_files, sessions, wake_files):
    """Accuracy after speaker adaptation (`avanues adapt`, method METHOD): an adaptation per voice from the adaptation
    sentences, read in quiet (used at every noise level) and read in the 10 dB noise (used at 10 and 5 dB)."""
    print("adapting to each voice", file=sys.stderr)
    rng = np.random.default_rng(17)   # its own: the audio above stays the same with or without this part
    prompts = [line[4:] for line in run([exe, "adapt", "--prompts"]).splitlines()]
    transform = {None: {}, 10: {}}
    for v, voice in enumerate(voices):
        spoken = [synth(text, voice, os.path.join(work, f"a{v}-{k:02d}"), synth_engine) for k, text in enumerate(prompts)]
        for snr in transform:
            folder = os.path.join(work, f"adapt-{v}-{snr or 'clean'}")
            os.makedirs(folder, exist_ok=True)
            for k, speech in enumerate(spoken):
                write(os.path.join(folder, f"{k + 1:02d}.wav"), mix(speech, snr, rng))
            out = folder + "-adapted"
            run([exe, "adapt", "--recordings", folder, "--output", out, "--method", METHOD, "--json"])
            transform[snr][v] = out

    timing = [0.0, 0.0]   # decoding and audio ms, for the real-time factor with adapted models

    def accuracy(snr, using):
        right = 0
        for v in range(len(voices)):
            mine = [(p, e) for i, (p, e) in enumerate(zip(files[snr], expected)) if i % len(voices) == v]
            out = [json.loads(line) for line in run([exe, "transcribe", "--json", "--adaptation", using[v]] + [p for p, _ in mine]).splitlines()]
            right += sum(1 for (_, e), got in zip(mine, out) if got["command"] == e)
            timing[0] += sum(got["timings"]["decodeMs"] for got in out); timing[1] += sum(got["timings"]["audioMs"] for got in out)
        return round(right / len(expected), 3)

    result = {"method": METHOD, "sentences": len(prompts), "files": {name(snr): accuracy(snr, transform[None]) for snr in files},
              "inNoise": {name(snr): accuracy(snr, transform[10]) for snr in (10, 5)}, "listen": {}, "chatterActedOn": {}}
    result["realTimeFactor"] = round(timing[0] / timing[1], 4)
    quiet = lambda v: ["--adaptation", transform[None][v]]
    for snr in [None, 10]:
        acted = sessions([(i % len(voices), p) for i, p in enumerate(files[snr])], quiet)
        result["listen"][name(snr)] = listen_scores(acted, files[snr], expected)
        result["chatterActedOn"][name(snr)] = acted_on(sessions(chatter_files[snr], quiet), chatter_files[snr])

    # Wake phrase: one asleep session per voice and condition (each voice with its own adaptation); false alarms on
    # that voice's commands, clean and at 10 dB.
    wakes = lambda v, paths: woken(exe, paths, quiet(v))
    by_voice = lambda paths, v: [p for i, p in enumerate(paths) if i % len(voices) == v]
    hits = sum(len(wakes(v, by_voice(paths, v))) for paths in wake_files.values() for v in range(len(voices)))
    alarms = sum(len(wakes(v, by_voice(files[snr], v))) for snr in (None, 10) for v in range(len(voices)))
    result["wake"] = {"hits": hits, "of": sum(len(p) for p in wake_files.values()), "falseAlarms": alarms,
                      "commands": len(files[None]) + len(files[10])}
    return result


if __name__ == "__main__":
    main()
