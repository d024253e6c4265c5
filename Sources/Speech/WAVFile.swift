import Foundation

/// Reads RIFF/WAVE files: integer PCM of 8, 16, 24 or 32 bits, IEEE float of 32 or 64 bits, plain or
/// WAVE_FORMAT_EXTENSIBLE, any channel count and rate. `samples16k` mixes the channels down and resamples to
/// 16 kHz mono, the speech layer's format. Headerless `.raw` files (16 kHz mono s16le) load with `raw(_:)`.
public struct WAVFile: Sendable {
    public let sampleRate: Int
    public let channels: Int
    public let bitsPerSample: Int
    public let isFloat: Bool
    /// Channel-interleaved samples scaled to -1…1.
    public let interleaved: [Float]

    public var frameCount: Int { channels == 0 ? 0 : interleaved.count / channels }
    public var durationMs: Int { sampleRate == 0 ? 0 : frameCount * 1000 / sampleRate }

    public init(contentsOf url: URL) throws(SpeechError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .badAudio("\(url.path): \((error as NSError).localizedDescription)")
        }
        do { try self.init(data: data) } catch {
            guard case .badAudio(let why) = error else { throw error }
            throw .badAudio("\(url.path): \(why)")
        }
    }

    public init(data: Data) throws(SpeechError) {
        let bytes = [UInt8](data)
        func u32(_ i: Int) -> UInt32 { UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2]) << 16 | UInt32(bytes[i + 3]) << 24 }
        func u16(_ i: Int) -> UInt16 { UInt16(bytes[i]) | UInt16(bytes[i + 1]) << 8 }
        func tag(_ i: Int) -> String { String(decoding: bytes[i..<i + 4], as: UTF8.self) }
        guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else { throw .badAudio("not a RIFF/WAVE file") }

        var format: (tag: UInt16, channels: Int, rate: Int, bits: Int, align: Int)?
        var payload: Range<Int>?
        var i = 12
        while i + 8 <= bytes.count {
            let id = tag(i)
            let size = Int(u32(i + 4))
            let body = i + 8
            // Streaming writers (espeak-ng to a pipe, sox) may leave the data size at 0 or 0xFFFFFFFF.
            let end = (size == 0 || size == 0xFFFF_FFFF || body + size > bytes.count) ? bytes.count : body + size
            if id == "fmt " {
                guard end - body >= 16 else { throw .badAudio("fmt chunk too short") }
                var formatTag = u16(body)
                if formatTag == 0xFFFE, end - body >= 26 { formatTag = u16(body + 24) }  // extensible: sub-format GUID
                format = (formatTag, Int(u16(body + 2)), Int(u32(body + 4)), Int(u16(body + 14)), Int(u16(body + 12)))
            } else if id == "data" {
                payload = body..<end
                if format != nil { break }
            }
            i = body + size + (size & 1)
            if size == 0 || size == 0xFFFF_FFFF { break }
        }
        guard let f = format else { throw .badAudio("no fmt chunk") }
        guard let range = payload else { throw .badAudio("no data chunk") }
        guard f.channels > 0, f.rate >= 4000, f.rate <= 384_000 else {
            throw .badAudio("unsupported layout: \(f.channels) channels at \(f.rate) Hz")
        }
        let isFloat: Bool
        switch (f.tag, f.bits) {
        case (1, 8), (1, 16), (1, 24), (1, 32): isFloat = false
        case (3, 32), (3, 64): isFloat = true
        default: throw .badAudio("unsupported encoding: format tag \(f.tag), \(f.bits) bits (PCM 8/16/24/32 or float 32/64 are read)")
        }
        let width = f.bits / 8
        let count = (range.count / width)
        var out = [Float](repeating: 0, count: count)
        bytes.withUnsafeBufferPointer { p in
            let base = range.lowerBound
            for k in 0..<count {
                let o = base + k * width
                switch (isFloat, width) {
                case (false, 1): out[k] = (Float(p[o]) - 128) / 128
                case (false, 2): out[k] = Float(Int16(bitPattern: UInt16(p[o]) | UInt16(p[o + 1]) << 8)) / 32768
                case (false, 3):
                    let v = Int32(bitPattern: (UInt32(p[o]) << 8) | (UInt32(p[o + 1]) << 16) | (UInt32(p[o + 2]) << 24)) >> 8
                    out[k] = Float(v) / 8_388_608
                case (false, 4):
                    let v = Int32(bitPattern: UInt32(p[o]) | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2]) << 16 | UInt32(p[o + 3]) << 24)
                    out[k] = Float(Double(v) / 2_147_483_648)
                case (true, 4):
                    out[k] = Float(bitPattern: UInt32(p[o]) | UInt32(p[o + 1]) << 8 | UInt32(p[o + 2]) << 16 | UInt32(p[o + 3]) << 24)
                default:
                    var bits: UInt64 = 0
                    for b in 0..<8 { bits |= UInt64(p[o + b]) << (8 * b) }
                    out[k] = Float(Double(bitPattern: bits))
                }
            }
        }
        let whole = count - count % f.channels
        self.sampleRate = f.rate
        self.channels = f.channels
        self.bitsPerSample = f.bits
        self.isFloat = isFloat
        self.interleaved = whole == count ? out : Array(out[0..<whole])
    }

    private init(rate: Int, mono: [Float]) {
        sampleRate = rate; channels = 1; bitsPerSample = 16; isFloat = false; interleaved = mono
    }

    /// Headerless signed 16-bit little-endian mono at 16 kHz.
    public static func raw(_ data: Data) -> WAVFile {
        let n = data.count / 2
        var out = [Float](repeating: 0, count: n)
        data.withUnsafeBytes { p in
            for k in 0..<n { out[k] = Float(Int16(bitPattern: UInt16(p[2 * k]) | UInt16(p[2 * k + 1]) << 8)) / 32768 }
        }
        return WAVFile(rate: SpeechAudio.sampleRate, mono: out)
    }

    /// Reads `.wav` by its header and `.raw`/`.pcm` as 16 kHz mono s16le.
    public static func load(_ url: URL) throws(SpeechError) -> WAVFile {
        if ["raw", "pcm"].contains(url.pathExtension.lowercased()) {
            do { return raw(try Data(contentsOf: url)) } catch { throw .badAudio("\(url.path): \((error as NSError).localizedDescription)") }
        }
        return try WAVFile(contentsOf: url)
    }

    /// The channels averaged.
    public var mono: [Float] {
        guard channels > 1 else { return interleaved }
        let scale = 1 / Float(channels)
        return (0..<frameCount).map { f in
            var s: Float = 0
            for c in 0..<channels { s += interleaved[f * channels + c] }
            return s * scale
        }
    }

    /// 16 kHz mono signed 16-bit, the speech layer's format.
    public var samples16k: [Int16] {
        Resampler.toInt16(Resampler.resample(mono, from: sampleRate, to: SpeechAudio.sampleRate))
    }

    /// Writes 16-bit PCM mono (used by tests and the evaluation to hand audio to other tools).
    public static func encode(_ samples: [Int16], sampleRate: Int = SpeechAudio.sampleRate) -> Data {
        var d = Data()
        func put32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        func put16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: Array("RIFF".utf8)); put32(UInt32(36 + samples.count * 2)); d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("fmt ".utf8)); put32(16); put16(1); put16(1); put32(UInt32(sampleRate))
        put32(UInt32(sampleRate * 2)); put16(2); put16(16)
        d.append(contentsOf: Array("data".utf8)); put32(UInt32(samples.count * 2))
        samples.withUnsafeBytes { d.append(contentsOf: $0) }
        return d
    }
}

/// Band-limited resampling with a Kaiser-windowed sinc (cut-off below the lower Nyquist frequency, so
/// down-sampling 44.1/48 kHz to 16 kHz does not alias).
public enum Resampler {
    public static func resample(_ input: [Float], from: Int, to: Int) -> [Float] {
        guard from != to, !input.isEmpty, from > 0, to > 0 else { return input }
        let ratio = Double(to) / Double(from)
        let cutoff = min(1.0, ratio) * 0.95          // of the input's Nyquist
        let halfWidth = 16.0 / min(1.0, ratio)       // taps each side, in input samples
        // The windowed-sinc kernel tabulated at 1/steps of an input sample, read with linear interpolation.
        let steps = 128
        let tableCount = Int(halfWidth * Double(steps)) + 2
        let beta = 8.0, i0Beta = besselI0(beta)
        let table: [Double] = (0..<tableCount).map { j in
            let d = Double(j) / Double(steps)
            guard d < halfWidth else { return 0 }
            let arg = d / halfWidth
            let window = besselI0(beta * (1 - arg * arg).squareRoot()) / i0Beta
            return (d == 0 ? cutoff : sin(Double.pi * cutoff * d) / (Double.pi * d)) * window
        }
        let outCount = Int((Double(input.count) * ratio).rounded(.down))
        var out = [Float](repeating: 0, count: outCount)
        input.withUnsafeBufferPointer { x in
            table.withUnsafeBufferPointer { k in
                for n in 0..<outCount {
                    let t = Double(n) / ratio            // position in input samples
                    let lo = max(0, Int((t - halfWidth).rounded(.up)))
                    let hi = min(x.count - 1, Int((t + halfWidth).rounded(.down)))
                    guard lo <= hi else { continue }
                    var acc = 0.0, norm = 0.0
                    for i in lo...hi {
                        let p = abs(Double(i) - t) * Double(steps)
                        let j = Int(p)
                        guard j + 1 < k.count else { continue }
                        let f = p - Double(j)
                        let w = k[j] + (k[j + 1] - k[j]) * f
                        acc += w * Double(x[i])
                        norm += w
                    }
                    out[n] = Float(norm != 0 ? acc / norm : 0)
                }
            }
        }
        return out
    }

    public static func toInt16(_ x: [Float]) -> [Int16] {
        x.map { Int16(max(-32768, min(32767, ($0 * 32768).rounded()))) }
    }

    static func besselI0(_ x: Double) -> Double {
        var sum = 1.0, term = 1.0
        let q = x * x / 4
        for k in 1..<30 {
            term *= q / Double(k * k)
            sum += term
            if term < sum * 1e-12 { break }
        }
        return sum
    }
}

/// A WAV or raw file as an audio source.
public final class FileAudioSource: AudioSource {
    private let inner: BufferAudioSource
    public let durationMs: Int

    public init(url: URL) throws(SpeechError) {
        let file = try WAVFile.load(url)
        let samples = file.samples16k
        durationMs = SpeechAudio.milliseconds(samples: samples.count)
        inner = BufferAudioSource(samples: samples)
    }

    public func read(maxSamples: Int) throws(SpeechError) -> [Int16]? { try inner.read(maxSamples: maxSamples) }
    public func close() { inner.close() }
}
