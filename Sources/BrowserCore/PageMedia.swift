import CommandModel
import PageScripts

/// "Pause the video", "play the song", "pausa el vídeo", "mets la vidéo en pause", "pausiere das video", "वीडियो रोको"
/// (`target=pause-media`, `target=play-media` in the grammar): the player's own Pause or Play button, as a person would
/// press it; a player that has only the other button is already so. Without such buttons, the page's video or audio
/// itself is paused or played.
extension CommandExecutor {
    func media(play: Bool) async throws -> Outcome {
        var other: PageElement?
        for all in [false, true] {
            let elements = all ? try await session.peek(all: true).elements : try await session.scrape().elements
            let buttons = ElementChooser.mediaButtons(play: play, in: elements)
            if buttons.count == 1 { return try await press(buttons[0], state: nil, target: .text(buttons[0].name)) }
            if buttons.count > 1 { return try await whichOne(buttons, say: "'click' and its number") }
            other = other ?? ElementChooser.mediaButtons(play: !play, in: elements).first
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
}
