import Foundation
import Speech

/// The samples as both decoders (the grammar's and the phone loop's) hear them: steady noise taken out
/// (`NoiseSuppressor`, unless turned off), then dithered (`Dither`).
///
/// The suppressor holds back the last 16–32 ms of an utterance until `finishUtterance`. Audio heard as it is (`cleaned`
/// false: asleep, see `PocketSphinxTask`) still goes through it, which keeps its estimate of the room's noise current.
struct DecoderInput {
    private var dither: Dither
    private var suppressor: NoiseSuppressor?
    /// Every utterance is a recording of its own (`transcribe`): its noise is measured afresh, over itself.
    private let independentUtterances: Bool

    init(suppression: NoiseSuppressor.Configuration?, dither: Dither, independentUtterances: Bool) {
        self.dither = dither
        suppressor = suppression.map { NoiseSuppressor(configuration: $0) }
        self.independentUtterances = independentUtterances
    }

    mutating func startUtterance() {
        if independentUtterances { suppressor?.reset() } else { suppressor?.startUtterance() }
    }

    mutating func take(_ samples: [Int16], cleaned: Bool) -> [Int16] {
        guard suppressor != nil else { return dither.apply(samples) }
        // Heard live, the pauses between utterances tell the noise (`hearPause`); an utterance that is a recording
        // of its own, or one before any pause was heard, tells it from itself.
        let fromItself = independentUtterances || !suppressor!.hasNoiseEstimate
        let out = suppressor!.process(samples, updatingNoise: fromItself)
        return dither.apply(cleaned ? out : samples)
    }

    /// The rest of the utterance's samples.
    mutating func finishUtterance(cleaned: Bool) -> [Int16] {
        guard suppressor != nil else { return [] }
        let rest = suppressor!.finishUtterance()
        if ProcessInfo.processInfo.environment["AVANUES_SPEECH_DEBUG"] != nil {
            FileHandle.standardError.write(Data("noise estimate: \(suppressor!.noiseLevelDb) dB below full scale\n".utf8))
        }
        return cleaned ? dither.apply(rest) : []
    }

    /// Audio between utterances: the minimum of each band's power the suppressor tracks is the noise only where the
    /// audio has pauses, and an utterance alone may have none.
    mutating func hearPause(_ samples: [Int16]) {
        suppressor?.observe(samples)
    }
}
