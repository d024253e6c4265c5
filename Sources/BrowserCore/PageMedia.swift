import CommandModel
import PageScripts

/// "Pause the video", "play the song", "pausa el vídeo", "mets la vidéo en pause", "pausiere das video", "वीडियो रोको"
/// (`target=pause-media`, `target=play-media` in the grammar): the player's own Pause or Play button, as a person would
/// press it; a player that has only the other button is already so. Without such buttons, the page's video or audio
/// itself is paused or played.
extension CommandExecutor {
    func media(play: Bool) async throws -> Outcome {
        var other: PageElement?
        if let pressed = try await pressTheOne({ ElementChooser.mediaButtons(play: play, in: $0) },
                                               seen: { other = other ?? ElementChooser.mediaButtons(play: !play, in: $0).first }) {
            return pressed
        }
        let r = try await session.act(ActionRequest(op: "media", value: play ? "play" : "pause"))
        let kind = r.name ?? "video"
        if r.ok { return done(play ? "Playing the \(kind)" : "Paused the \(kind)", r) }
        if r.detail == "not playing" { return done("The \(kind) is not playing", r) }
        if r.detail == "playing" { return done("The \(kind) is playing already", r) }
        if let other {
            return done("It is \(play ? "playing" : "paused") already — \(describe(other)) would \(play ? "pause" : "play") it")
        }
        return done("Nothing here \(play ? "plays" : "pauses") — say 'show numbers' and a number", ok: false)
    }

    /// Reading aloud is not built here: "pause it", "resume", "páusalo", "continúa" (read as pausing or resuming the
    /// reading) are for the page's player, when it has one.
    func playerInsteadOfReading(_ action: ReadAction) async throws -> Outcome {
        let played = try await media(play: action == .resume)
        return played.ok ? played : done("'read' is not available here yet", ok: false)
    }

    /// "Restart the video", "reinicia el vídeo", "recommence la vidéo", "starte das Video neu", "वीडियो फिर से चलाओ": the
    /// player's own Restart or Replay button; else the page's video or audio from its start.
    func restartMedia() async throws -> Outcome {
        var play: PageElement?
        if let pressed = try await pressTheOne(ElementChooser.restartButtons, seen: { play = play ?? ElementChooser.mediaButtons(play: true, in: $0).first }) {
            return pressed
        }
        let r = try await session.act(ActionRequest(op: "media", value: "restart"))
        if r.ok { return done("Playing the \(r.name ?? "video") from the start", r) }
        // A player of the page's own making, with no way back to the start that can be seen.
        if let play { return done("Nothing here plays from the start — \(describe(play)) plays on from where it is", ok: false) }
        return done("Nothing here plays from the start — say 'show numbers' and a number", ok: false)
    }

    /// The one button `pick` finds among the elements in view, else on the whole page, pressed; several asked about;
    /// nil when neither has one. `seen` is shown each set of elements looked at (the other button of a pair).
    func pressTheOne(_ pick: ([PageElement]) -> [PageElement], seen: ([PageElement]) -> Void = { _ in }) async throws -> Outcome? {
        for all in [false, true] {
            let elements = all ? try await session.peek(all: true).elements : try await session.scrape().elements
            let buttons = pick(elements)
            // A field is gone to, not clicked.
            if buttons.count == 1 {
                return try await press(buttons[0], state: ElementChooser.takesText.contains(buttons[0].role) ? .focused : nil, target: .text(buttons[0].name))
            }
            if buttons.count > 1 { return try await whichOne(buttons, say: "'click' and its number") }
            seen(elements)
        }
        return nil
    }

    /// "Turn the volume up", "sube el volumen", "monte le son", "mach lauter", "आवाज़ बढ़ाओ" (`target=volume-up`,
    /// `volume-down` in the grammar): the page's video or audio a quarter louder or quieter; louder turns a muted one's
    /// sound on first; all the way (`volume-max`, `volume-min`: "turn the volume all the way up"), to full or to none.
    func mediaVolume(up: Bool, allTheWay: Bool = false) async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "media", value: (up ? "loud" : "quiet") + (allTheWay ? "est" : "er")))
        let kind = r.name ?? "video", detail = r.detail ?? ""
        if detail == "unmuted" { return done("Turned the \(kind)'s sound on", r) }
        if detail.hasPrefix("volume ") { return done("Turned the \(kind) \(up ? "up" : "down") to \(detail.dropFirst(7)) %", r) }
        if detail == "loudest" { return done("The \(kind) is as loud as it goes", r, ok: false) }
        if detail == "silent" { return done("The \(kind) is silent already", r, ok: false) }
        return done("Nothing here plays sound — say 'show numbers' and a number", ok: false)
    }

    /// "Go back ten seconds", "skip ahead 30 seconds", "retrocede diez segundos", "spul dreißig sekunden vor", "दस सेकंड पीछे
    /// जाओ" (`seek-media N` from the chain): the page's playing video or audio (else the largest) that many seconds back
    /// or forward.
    func seekMedia(by seconds: Int) async throws -> Outcome {
        let r = try await session.act(ActionRequest(op: "media", value: "seek \(seconds)"))
        guard r.ok, let at = r.detail?.split(separator: " ").last.flatMap({ Int($0) }) else {
            // A player of the page's own making: its slider of the time, moved by the seconds said.
            for all in [false, true] {
                let elements = all ? try await session.peek(all: true).elements : try await session.scrape().elements
                guard let slider = elements.first(where: Self.seeks) else { continue }
                let moved = try await act("adjust", value: (seconds < 0 ? "" : "+") + String(seconds), in: ActionRequest(op: "adjust", selector: slider.selector))
                guard moved.ok else { break }
                await engine.settle()
                try await session.showLabelsIfShown()
                let length = Self.spokenLength(abs(seconds))
                return done("\(seconds < 0 ? "Back" : "Forward") \(length) on \(describe(moved)), at \(moved.value ?? "?")", moved)
            }
            return done("Nothing here plays — say 'show numbers' and a number", ok: false)
        }
        let length = Self.spokenLength(abs(seconds)), kind = r.name ?? "video"
        return done("\(seconds < 0 ? "Back" : "Forward") \(length) in the \(kind), at \(at / 60):\(String(format: "%02d", at % 60))", r)
    }

    /// A slider of a player's time: its value a time ("1 minute 30 seconds", "1:30"), or its name the seeking or
    /// position of something played.
    static func seeks(_ e: PageElement) -> Bool {
        guard e.role == "slider" else { return false }
        let value = (e.value ?? "").lowercased(), name = e.name.lowercased()
        if value.range(of: #"^\d+:\d\d"#, options: .regularExpression) != nil { return true }
        if ["second", "minute", "segundo", "minuto", "seconde", "sekunde", "सेकंड", "मिनट"].contains(where: value.contains) { return true }
        return ["seek", "position", "progress", "timeline", "playback", "posición", "progreso", "lecture", "fortschritt", "wiedergabe"]
            .contains(where: name.contains)
    }

    /// "10 seconds", "1 minute 30 seconds".
    public static func spokenLength(_ seconds: Int) -> String {
        let m = seconds / 60, s = seconds % 60
        let minutes = m == 0 ? "" : "\(m) minute\(m == 1 ? "" : "s")", rest = s == 0 ? "" : "\(s) second\(s == 1 ? "" : "s")"
        return [minutes, rest].filter { !$0.isEmpty }.joined(separator: " ")
    }
}
