import Foundation
import Testing
import TestSupport

/// A page's player by voice: paused and played, from the start, louder and quieter, sought by seconds, the next video.
extension ElementResolutionTests {
    /// "Pause the video", "play the song" in five languages: the player's Pause or Play button (called Pause once Play
    /// was pressed); a player with only the other one is so already. A page's audio with no buttons of its own is
    /// paused and played itself; a page with neither says so.
    @Test func aPlayerPausedAndPlayed() throws {
        let video = "file://" + AvanuesProcess.fixtures.appendingPathComponent("pages/video.html").path
        let said: [(String, [(String, String)])] = [
            ("en-US", [("pause the video", "It is paused already — button 'Play' would play it"), ("play the video", "Clicked button 'Play'"),
                       ("pause the video", "Clicked button 'Pause'")]),
            ("es-ES", [("reproduce el vídeo", "Clicked button 'Reproducir'"), ("pausa el vídeo", "Clicked button 'Pausar'")]),
            ("fr-FR", [("lance la vidéo", "Clicked button 'Lecture'")]),
            ("de-DE", [("spiel das video ab", "Clicked button 'Wiedergabe'"), ("halte das video an", "Clicked button 'Pause'")]),
            ("hi-IN", [("वीडियो रोको", "It is paused already — button 'चलाएं' would play it"), ("वीडियो चलाओ", "Clicked button 'चलाएं'"),
                       ("वीडियो रोको", "Clicked button 'रोकें'")]),
        ]
        try sayEach(said, on: video, inItsLanguage: true)
        let song = AvanuesProcess.fixtures.appendingPathComponent("pages/media.html").path
        try sayEach([("en-US", [("pause the song", "The audio is not playing"), ("play the song", "Playing the audio"),
                                ("play the music", "The audio is playing already"), ("stop the music", "Paused the audio")])], on: song)
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        try sayEach([("en-US", [("pause the video", "Nothing here pauses — say 'show numbers' and a number")])], on: form)
        // Pausing or resuming, read as the reading aloud this window does not do, is for the page's player.
        try sayEach([("en-US", [("play the video", "Clicked button 'Play'"), ("pause it", "Clicked button 'Pause'"), ("resume", "Clicked button 'Play'")]),
                     ("es-ES", [("reproduce el vídeo", "Clicked button 'Reproducir'"), ("páusalo", "Clicked button 'Pausar'")])],
                    on: video, inItsLanguage: true)
        try sayEach([("en-US", [("pause it", "'read' is not available here yet")])], on: form)
    }

    /// "Restart the song" in five languages: the page's audio, half a second in, goes back to its start and plays (the
    /// page puts "#from-start" in its address when it is sought back to the start), then pauses; a player of the
    /// page's own making with only a Play button says that one plays on; a page with neither says so.
    @Test func aSongPlayedFromTheStart() throws {
        let song = AvanuesProcess.fixtures.appendingPathComponent("pages/media.html").path
        for (locale, restart, pause) in [("en-US", "restart the song", "pause the song"), ("es-ES", "reinicia la canción", "pausa la canción"),
                                         ("fr-FR", "recommence la chanson", "mets la chanson en pause"),
                                         ("de-DE", "spiel das lied von vorne ab", "pausiere das lied"), ("hi-IN", "गाना फिर से चलाओ", "गाना रोको")] {
            let r = try run(song, locale: locale, [restart, pause])
            #expect(r.map(Self.detail) == ["Playing the audio from the start", "Paused the audio"], "\(locale): \(r.map(Self.detail))")
            let url = (r.last?["outcome"] as? [String: Any])?["url"] as? String ?? ""
            #expect(url.hasSuffix("#from-start"), "\(locale): \(url)")
        }
        let video = AvanuesProcess.fixtures.appendingPathComponent("pages/video.html").path
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        try sayEach([("en-US", [("restart the video", "Nothing here plays from the start — button 'Play' plays on from where it is")])], on: video)
        try sayEach([("en-US", [("play the video from the beginning", "Nothing here plays from the start — say 'show numbers' and a number")])], on: form)
    }

    /// "Turn it down", "sube el volumen", "monte le son", "mach leiser", "आवाज़ कम करो": the page's audio a quarter quieter or
    /// louder, to silence and no further ("volume down" scrolled down, "monte le son" up, "आवाज़ बढ़ाओ" read faster); a
    /// page with nothing that plays says so.
    @Test func aSongTurnedUpAndDown() throws {
        let song = AvanuesProcess.fixtures.appendingPathComponent("pages/media.html").path
        let down = (1...4).map { "Turned the audio down to \(100 - 25 * $0) %" }
        try sayEach([
            ("en-US", [("turn it down", down[0]), ("volume down", down[1]), ("quieter", down[2]), ("turn the volume down", down[3]),
                       ("turn it down", "The audio is silent already"), ("louder", "Turned the audio up to 25 %")]),
            ("es-ES", [("baja el volumen", down[0]), ("sube el volumen", "Turned the audio up to 100 %")]),
            ("fr-FR", [("baisse le son", down[0]), ("monte le son", "Turned the audio up to 100 %")]),
            ("de-DE", [("mach leiser", down[0]), ("lauter", "Turned the audio up to 100 %"), ("lauter", "The audio is as loud as it goes")]),
            ("hi-IN", [("आवाज़ कम करो", down[0]), ("आवाज़ बढ़ाओ", "Turned the audio up to 100 %")]),
        ], on: song)
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        try sayEach([("en-US", [("turn it up", "Nothing here plays sound — say 'show numbers' and a number")])], on: form)
    }

    /// "Turn the volume all the way down", "full volume", "sube el volumen al máximo", "monte le son à fond", "dreh den
    /// ton ganz runter", "आवाज़ पूरी बढ़ा दो": the page's audio to none or to full at once, not a quarter (a slider named
    /// "volume" was looked for, or the page scrolled to its top); once there, it says so.
    @Test func aSongTurnedAllTheWayUpAndDown() throws {
        let song = AvanuesProcess.fixtures.appendingPathComponent("pages/media.html").path
        let (none, full) = ("Turned the audio down to 0 %", "Turned the audio up to 100 %")
        try sayEach([
            ("en-US", [("turn the volume all the way down", none), ("turn it all the way down", "The audio is silent already"),
                       ("full volume", full), ("full volume", "The audio is as loud as it goes")]),
            ("es-ES", [("baja el volumen al mínimo", none), ("sube el volumen al máximo", full)]),
            ("fr-FR", [("baisse le son au minimum", none), ("monte le son à fond", full)]),
            ("de-DE", [("dreh den ton ganz runter", none), ("volle lautstärke", full)]),
            ("hi-IN", [("आवाज़ पूरी कम कर दो", none), ("आवाज़ पूरी बढ़ा दो", full)]),
        ], on: song)
    }

    /// "Mute the song", "silencia la canción", "coupe le son", "ton aus", "आवाज़ बंद करो" where the page's audio has no
    /// Mute button of its own (were not understood): the audio itself muted, and unmuted by "turn the sound back on"; a
    /// page with nothing that plays takes the words as before.
    @Test func aSongMutedWithoutAMuteButton() throws {
        let song = AvanuesProcess.fixtures.appendingPathComponent("pages/media.html").path
        let off = "Turned the audio's sound off", on = "Turned the audio's sound on"
        try sayEach([
            ("en-US", [("mute the song", off), ("mute the music", "The audio's sound is already off"), ("turn the sound back on", on),
                       ("unmute the song", "The audio's sound is already on")]),
            ("es-ES", [("silencia la canción", off), ("quita el silencio", on)]),
            ("fr-FR", [("coupe le son", off), ("remets le son", on)]),
            ("de-DE", [("ton aus", off), ("ton wieder an", on)]),
            ("hi-IN", [("आवाज़ बंद करो", off), ("आवाज़ चालू करो", on)]),
        ], on: song)
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        try sayEach([("en-US", [("mute the song", "Not understood: \"mute the song\" — say 'help'")])], on: form)
    }

    /// "Play the next video" in five languages: the site's "Up next" link ("A continuación", "À suivre", "Als Nächstes",
    /// "अगला वीडियो"); a page with nothing to play next says so.
    @Test func theNextVideoInFiveLanguages() throws {
        let video = "file://" + AvanuesProcess.fixtures.appendingPathComponent("pages/video.html").path
        try sayEach([
            ("en-US", [("play the next video", "Clicked link 'Up next: Changing a bike chain'")]),
            ("es-ES", [("pon el siguiente vídeo", "Clicked link 'A continuación: Cómo cambiar una cadena'")]),
            ("fr-FR", [("lance la vidéo suivante", "Clicked link 'À suivre : Changer une chaîne'")]),
            ("de-DE", [("spiel das nächste video ab", "Clicked link 'Als Nächstes: Kette wechseln'")]),
            ("hi-IN", [("अगला वीडियो चलाओ", "Clicked link 'अगला वीडियो: चेन कैसे बदलें'")]),
        ], on: video, inItsLanguage: true)
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        try sayEach([("en-US", [("play the next video", "Nothing here plays next — say 'show numbers' and a number")])], on: store)
    }

    /// A video site in English said in the four other languages: its Full screen, Skip ad, Subscribe and Share buttons by
    /// their words in Spanish, French, German and Hindi, over no reading or the model's ("werbung überspringen" read the
    /// next part aloud; "charge plus d'avis" stopped loading the page; "passe la pub", where passing is going on, and "passe à
    /// la caisse" were not understood).
    @Test func aVideoSitesButtonsInOtherLanguages() throws {
        let video = "file://" + AvanuesProcess.fixtures.appendingPathComponent("pages/video.html").path
        let full = "Clicked button 'Full screen'", subscribe = "Clicked button 'Subscribe'", share = "Clicked button 'Share'"
        try sayEach([
            ("es-ES", [("pantalla completa", full), ("suscríbete", subscribe)]),
            ("fr-FR", [("plein écran", full), ("abonne-toi", subscribe), ("partage", share), ("passe la pub", "Clicked button 'Skip ad'"),
                       ("saute la pub", "Clicked button 'Skip ad'")]),
            ("de-DE", [("werbung überspringen", "Clicked button 'Skip ad'"), ("teilen", share)]),
            ("hi-IN", [("फुल स्क्रीन करो", full)]),
        ], on: video)
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        try sayEach([("fr-FR", [("charge plus d'avis", "Clicked button 'Load more reviews'"),
                                ("passe à la caisse", "Clicked link 'Proceed to checkout'")])], on: store)
    }

    /// "Skip ahead 10 seconds", "retrocede cinco segundos", "avance de dix secondes", "spul dreißig sekunden vor", "पांच
    /// सेकंड पीछे जाओ": the page's audio (half a second in) that far, within its thirty seconds; "go back ten seconds"
    /// went back ten pages. A page with nothing that plays says so and stays.
    @Test func aSongSoughtBySeconds() throws {
        let song = AvanuesProcess.fixtures.appendingPathComponent("pages/media.html").path
        try sayEach([
            ("en-US", [("skip ahead 10 seconds", "Forward 10 seconds in the audio, at 0:10"), ("go back five seconds", "Back 5 seconds in the audio, at 0:05"),
                       ("go forward one minute and thirty seconds", "Forward 1 minute 30 seconds in the audio, at 0:30")]),
            ("es-ES", [("adelanta diez segundos", "Forward 10 seconds in the audio, at 0:10"), ("retrocede cinco segundos", "Back 5 seconds in the audio, at 0:05")]),
            ("fr-FR", [("avance de dix secondes", "Forward 10 seconds in the audio, at 0:10")]),
            ("de-DE", [("spul zehn sekunden vor", "Forward 10 seconds in the audio, at 0:10")]),
            ("hi-IN", [("दस सेकंड आगे करो", "Forward 10 seconds in the audio, at 0:10"), ("पांच सेकंड पीछे जाओ", "Back 5 seconds in the audio, at 0:05")]),
        ], on: song)
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/signup.html").path
        try sayEach([("en-US", [("go back ten seconds", "Nothing here plays — say 'show numbers' and a number")])], on: form)
        // A player of the page's own making (the ARIA seek slider, at 1 minute 30 seconds): its slider of the time.
        guard let seek = Self.example("slider/examples/slider-seek.html") else { return }
        try sayEach([
            ("en-US", [("go forward 30 seconds", "Forward 30 seconds on slider 'Seek', at 2 Minutes"),
                       ("go back one minute", "Back 1 minute on slider 'Seek', at 1 Minute")]),
            ("es-ES", [("retrocede diez segundos", "Back 10 seconds on slider 'Seek', at 1 Minute 20 Seconds")]),
        ], on: seek)
    }
}
