import Foundation
import Testing
@testable import Speech

@Suite struct WAVTests {
    func header(format: UInt16, channels: UInt16, rate: UInt32, bits: UInt16, payload: [UInt8], extensible: Bool = false) -> Data {
        var d = Data()
        func u32(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        func u16(_ v: UInt16) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        let fmtSize: UInt32 = extensible ? 40 : 16
        d.append(contentsOf: Array("RIFF".utf8)); u32(4 + 8 + fmtSize + 8 + UInt32(payload.count)); d.append(contentsOf: Array("WAVE".utf8))
        d.append(contentsOf: Array("LIST".utf8)); u32(4); d.append(contentsOf: Array("INFO".utf8))   // a chunk to skip
        d.append(contentsOf: Array("fmt ".utf8)); u32(fmtSize)
        u16(extensible ? 0xFFFE : format); u16(channels); u32(rate)
        u32(rate * UInt32(channels) * UInt32(bits / 8)); u16(channels * (bits / 8)); u16(bits)
        if extensible { u16(22); u16(bits); u32(0); u16(format); d.append(contentsOf: [UInt8](repeating: 0, count: 14)) }
        d.append(contentsOf: Array("data".utf8)); u32(UInt32(payload.count)); d.append(contentsOf: payload)
        return d
    }

    @Test func sixteenBitRoundTrip() throws {
        let samples: [Int16] = [0, 1000, -1000, 32767, -32768, 5]
        let file = try WAVFile(data: WAVFile.encode(samples))
        #expect(file.sampleRate == 16000 && file.channels == 1)
        #expect(file.samples16k == samples)
    }

    @Test func readsEveryEncoding() throws {
        // Half scale positive, then half scale negative, in each encoding.
        let eight = try WAVFile(data: header(format: 1, channels: 1, rate: 16000, bits: 8, payload: [192, 64]))
        #expect(eight.interleaved == [0.5, -0.5])
        let twentyFour = try WAVFile(data: header(format: 1, channels: 1, rate: 16000, bits: 24, payload: [0, 0, 0x40, 0, 0, 0xC0]))
        #expect(twentyFour.interleaved == [0.5, -0.5])
        let thirtyTwo = try WAVFile(data: header(format: 1, channels: 1, rate: 16000, bits: 32, payload: [0, 0, 0, 0x40, 0, 0, 0, 0xC0]))
        #expect(thirtyTwo.interleaved == [0.5, -0.5])
        var floats: [UInt8] = []
        for f: Float in [0.5, -0.5] { withUnsafeBytes(of: f.bitPattern.littleEndian) { floats.append(contentsOf: $0) } }
        let float = try WAVFile(data: header(format: 3, channels: 1, rate: 16000, bits: 32, payload: floats, extensible: true))
        #expect(float.interleaved == [0.5, -0.5] && float.isFloat)
    }

    @Test func stereoIsMixedDown() throws {
        // Left +0.5, right -0.25 → mono 0.125.
        let payload: [UInt8] = [0x00, 0x40, 0x00, 0xE0]
        let file = try WAVFile(data: header(format: 1, channels: 2, rate: 16000, bits: 16, payload: payload))
        #expect(file.frameCount == 1)
        #expect(file.mono == [0.125])
    }

    @Test func rejectsWhatItCannotRead() {
        #expect(throws: SpeechError.badAudio("not a RIFF/WAVE file")) { try WAVFile(data: Data("hello, not audio".utf8)) }
        #expect(throws: SpeechError.self) { try WAVFile(data: header(format: 2, channels: 1, rate: 16000, bits: 4, payload: [1, 2])) }
        var noData = header(format: 1, channels: 1, rate: 16000, bits: 16, payload: [])
        noData.removeLast(8)
        #expect(throws: SpeechError.badAudio("no data chunk")) { try WAVFile(data: noData) }
    }

    @Test func missingFileNamesThePath() {
        #expect {
            try WAVFile(contentsOf: URL(fileURLWithPath: "/nonexistent/x.wav"))
        } throws: { ($0 as? SpeechError).map { "\($0)".contains("/nonexistent/x.wav") } ?? false }
    }
}

@Suite struct ResamplerTests {
    func sine(_ f: Double, rate: Int, seconds: Double, amplitude: Float = 0.5) -> [Float] {
        (0..<Int(Double(rate) * seconds)).map { amplitude * Float(sin(2 * Double.pi * f * Double($0) / Double(rate))) }
    }

    func zeroCrossings(_ x: [Float]) -> Int {
        zip(x, x.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
    }

    @Test(arguments: [44_100, 48_000, 22_050, 8_000])
    func keepsPitchAndLevel(rate: Int) {
        let out = Resampler.resample(sine(440, rate: rate, seconds: 1), from: rate, to: 16_000)
        #expect(abs(out.count - 16_000) <= 1)
        // 440 Hz for one second crosses zero 880 times, whatever the rate.
        #expect(abs(zeroCrossings(out) - 880) <= 2)
        let middle = Array(out[1000..<15000])
        #expect(abs(Signals.rms(middle) - 0.5 / 2.0.squareRoot()) < 0.01)
    }

    @Test func removesWhatCannotBeRepresented() {
        // 12 kHz is above 16 kHz's Nyquist frequency: it must not fold back as a 4 kHz tone.
        let out = Resampler.resample(sine(12_000, rate: 48_000, seconds: 0.5), from: 48_000, to: 16_000)
        #expect(Signals.rms(Array(out[500..<7500])) < 0.01)
    }
}
