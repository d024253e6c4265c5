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
            if buttons.count == 1 { return try await press(buttons[0], state: nil, target: .text(buttons[0].name)) }
            if buttons.count > 1 { return try await whichOne(buttons, say: "'click' and its number") }
            seen(elements)
        }
        return nil
    }
}
