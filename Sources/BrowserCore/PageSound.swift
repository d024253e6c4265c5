import CommandModel
import PageScripts

/// "Turn off the sound", "unmute", "apaga el sonido", "remets le son", "ton aus", "आवाज़ बंद करो": a player's sound
/// is turned off and on by its Mute button, which the words do not name. Said so, the sound goes off or on with that
/// button — pressed when its name says it does what was asked ("Mute" to turn the sound off, "Unmute" to turn it on),
/// or put in the state asked when it is a toggle ("Mute", pressed or not). A page with no such button has its own
/// videos and audios muted, or what plays unmuted.
enum PageSound {
    /// Words for a page's sound, folded.
    static let sound: Set<String> = ["sound", "audio", "volume", "sonido", "volumen", "son", "ton", "lautstarke", "आवाज", "आवाज़",
                                     "साउंड", "वॉल्यूम"]
    static let off: Set<String> = ["off", "apaga", "apagar", "quita", "quitar", "sin", "coupe", "couper", "enleve", "aus",
                                   "ausschalten", "बंद"]
    static let on: Set<String> = ["on", "activa", "activar", "enciende", "active", "activer", "remets", "remettre", "an", "ein",
                                  "einschalten", "चालू"]
    /// Said around the rest without changing it ("turn the sound back on", "vuelve a poner el sonido").
    static let around: Set<String> = ["turn", "switch", "put", "back", "again", "wieder", "nuevo", "nouveau", "फिर", "से", "वापस",
                                      "pon", "vuelve", "mets", "schalte", "schalt", "mach", "vom", "मेरे", "लिए"]
    static let unmute: Set<String> = ["unmute", "अनम्यूट"]
    /// Sound off in one word ("mute", "silence", "silencia", "stummschalten", "म्यूट").
    static let mute: Set<String> = ["mute", "silence", "silencia", "silenciar", "silencio", "sourdine", "stummschalten", "stumm",
                                    "stummschaltung", "म्यूट"]
    /// Taking a mute away turns the sound on ("quita el silencio", "stummschaltung aufheben", "enlève la sourdine").
    static let lifted: Set<String> = ["remove", "quita", "quitar", "enleve", "enlever", "aufheben", "हटाओ", "हटा"]
    /// What plays the sound, said as what is muted ("mute the music", "silencia la música"), besides what a button acts
    /// on ("video", "song": little words already, `ElementChooser.actedOn`).
    static let player: Set<String> = ["player", "music", "clip", "musica", "musique", "musik", "म्यूजिक", "म्यूज़िक"]

    /// The words said besides little ones and those said around the rest; words of sound, on and off stay, though
    /// some are little words elsewhere ("ton an": French "ton", English "an").
    static func plain(_ said: String) -> [String] {
        ElementChooser.spokenWords(said).filter {
            sound.contains($0) || off.contains($0) || on.contains($0)
                || !ElementWords.fillers.contains($0) && !ElementChooser.light.contains($0) && !around.contains($0)
        }
    }

    /// Whether the words name the sound and nothing else ("the sound", "sonido"), as a click's description does.
    static func names(_ said: String) -> Bool {
        let words = plain(said)
        return !words.isEmpty && words.allSatisfy(sound.contains)
    }

    /// Whether the words ask for the page's sound on (true) or off (false); nil when they say anything else.
    /// What plays it may be named besides ("mute the video", "unmute the song"); mute words say off beside a word of
    /// sound ("mute the sound", "silencia el sonido").
    static func turned(_ said: String) -> Bool? {
        let words = plain(said).filter { !player.contains($0) }
        if !words.isEmpty, words.allSatisfy(unmute.contains) { return true }
        // "Mute", "stummschalten", "schalte stumm", "silencia", "म्यूट करो": off, said in one word.
        if !words.isEmpty, words.allSatisfy(mute.contains) { return false }
        if words.contains(where: mute.contains), words.contains(where: lifted.contains),
           words.allSatisfy({ mute.contains($0) || lifted.contains($0) }) { return true }
        let offWords = off.union(mute), onWords = on.union(unmute)
        guard words.contains(where: sound.contains),
              words.allSatisfy({ sound.contains($0) || offWords.contains($0) || onWords.contains($0) }) else { return nil }
        let saysOff = words.contains(where: offWords.contains), saysOn = words.contains(where: onWords.contains)
        return saysOff == saysOn ? nil : saysOn
    }

    /// Whether an element is a button (or a switch, or a box) that turns the sound off (true) or on (false); nil:
    /// neither ("Turn off sound notifications" is a link to settings).
    static func muting(_ e: PageElement) -> Bool? {
        ["button", "switch", "checkbox", "menuitemcheckbox", "clickable"].contains(e.role) ? mutes(e.name) : nil
    }

    /// Whether a name is a button's that turns the sound off (true: "Mute", "Silenciar", "Couper le son",
    /// "Stummschalten", "म्यूट करें") or back on (false: "Unmute", "Activar sonido", "Réactiver le son", "Ton an"); nil:
    /// neither.
    static func mutes(_ name: String) -> Bool? {
        let w = ElementChooser.words(name)
        let said = " " + w.joined(separator: " ") + " "
        if w.contains(where: unmute.contains) || said.contains("stummschaltung aufheben")
            || w.contains(where: sound.contains) && w.contains(where: on.union(["reactivar", "reactiver"]).contains) { return false }
        if w.contains(where: ["mute", "silenciar", "stummschalten", "stumm", "म्यूट"].contains)
            || w.contains(where: sound.contains) && w.contains(where: off.contains) { return true }
        return nil
    }
}

extension CommandExecutor {
    /// The click that turns the page's sound as said, when the words say only that and the page has a button that
    /// mutes, or else a video or audio of its own; nil otherwise.
    func soundTurned(_ said: String, in elements: [PageElement]) async throws -> Command? {
        guard let on = PageSound.turned(said) else { return nil }
        if !elements.contains(where: { PageSound.muting($0) != nil }) {
            guard try await session.act(ActionRequest(op: "media", value: "present")).ok else { return nil }
        }
        return .click(.text(said), state: on ? .checked : .unchecked)
    }

    /// "Mute the song" on a page with no Mute button: its videos and audios muted, or what plays unmuted; nil when the
    /// page has none.
    func muteMedia(on: Bool) async throws -> Outcome? {
        let r = try await session.act(ActionRequest(op: "media", value: on ? "unmute" : "mute"))
        guard r.detail != "no media" else { return nil }
        let kind = r.name ?? "video", turned = on ? "on" : "off"
        return r.ok ? done("Turned the \(kind)'s sound \(turned)", r) : done("The \(kind)'s sound is already \(turned)", r, ok: false)
    }

    /// The sound turned on or off (`PageSound`) with the page's one muting button, for a click with a state on a
    /// description that names the sound or says to turn it; nil when the page has no such button, or when the
    /// description is no such request.
    func turnSound(_ target: Target, on: Bool) async throws -> Outcome? {
        guard case .text(let said) = target, PageSound.names(said) || PageSound.turned(said) != nil else { return nil }
        var buttons: [(PageElement, Bool)] = []
        for all in [false, true] where buttons.isEmpty {
            let elements = all ? try await session.peek(all: true).elements : try await session.scrape().elements
            buttons = elements.compactMap { e in PageSound.muting(e).map { (e, $0) } }
        }
        // Without a Mute button, the page's own video or audio.
        guard let (e, mutes) = buttons.first else { return try await muteMedia(on: on) }
        if buttons.count > 1, !buttons.allSatisfy({ $0.1 == mutes && $0.0.name == e.name }) {
            return try await whichOne(buttons.map(\.0), say: "'click' and its number")
        }
        // A toggle: pressed when it mutes and the sound is to go off (or it unmutes and the sound is to come on).
        if e.checked != nil { return try await press(e, state: mutes != on ? .checked : .unchecked, target: target) }
        guard mutes != on else { return done("The sound is already \(on ? "on" : "off") — \(describe(e)) would turn it \(on ? "off" : "on")") }
        return try await press(e, state: nil, target: target)
    }
}
