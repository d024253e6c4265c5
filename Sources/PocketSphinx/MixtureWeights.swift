import Foundation
import Speech

/// The acoustic model's mixture weights as the adaptation tools read them (a Sphinx-III `mixture_weights` file).
///
/// PocketSphinx's compact models ship them only as `sendump`: for each feature stream and each Gaussian of the
/// codebook, one byte per senone, a quantized negative log weight (base 1.0001, shifted left by `mixw_shift`).
/// The tools that estimate an adaptation need the weights themselves, so they are expanded here.
enum MixtureWeights {
    struct Table: Equatable {
        var senones: Int, streams: Int, densities: Int
        /// senone-major: weights[(s * streams + f) * densities + d]
        var weights: [Float]
    }

    /// Where the parts of a `sendump` are. `countsAt`: the offset of the two counts (Gaussians, senones) after the
    /// header, nil when the header names them; `weightsAt`: the first weight byte.
    struct SendumpLayout {
        var streams: Int, densities: Int, senones: Int, shift: Int
        var countsAt: Int?
        var weightsAt: Int
        var bigEndian: Bool
    }

    static func sendumpLayout(_ bytes: [UInt8], _ url: URL) throws(SpeechError) -> SendumpLayout {
        var pos = 0
        var bigEndian = false
        func word() throws(SpeechError) -> Int {
            guard pos + 4 <= bytes.count else { throw .engineUnavailable("\(url.path) ends early") }
            let little = bytes.littleEndianUInt32(at: pos)
            pos += 4
            // Header strings are short: a "length" above 64 KiB means the file is big-endian.
            if !bigEndian && little > 65536 { bigEndian = true }
            return Int(bigEndian ? little.byteSwapped : little)
        }
        func string() throws(SpeechError) -> String? {
            let n = try word()
            guard n > 0 else { return nil }
            guard pos + n <= bytes.count else { throw .engineUnavailable("\(url.path) ends early") }
            defer { pos += n }
            return String(decoding: bytes[pos..<pos + n - 1], as: UTF8.self)
        }
        _ = try string()   // title
        var header: [String: Int] = [:]
        while let line = try string() {
            let parts = line.split(separator: " ")
            if parts.count == 2, let v = Int(parts[1]) { header[String(parts[0])] = v }
        }
        guard (header["cluster_count"] ?? 0) == 0 else { throw .engineUnavailable("\(url.path): clustered mixture weights are not supported") }
        let streams = header["feature_count"] ?? 0
        var densities = header["model_count"] ?? 0, senones = header["mixture_count"] ?? 0
        var countsAt: Int?
        if densities == 0 { countsAt = pos; densities = try word(); senones = try word() }
        guard streams > 0, densities > 0, senones > 0, pos + streams * densities * senones == bytes.count else {
            throw .engineUnavailable("\(url.path) is not a mixture weight dump this build can read")
        }
        return SendumpLayout(streams: streams, densities: densities, senones: senones, shift: header["mixw_shift"] ?? 10,
                             countsAt: countsAt, weightsAt: pos, bigEndian: bigEndian)
    }

    /// Reads `sendump`. Clustered files (`cluster_count` > 0) are not written by the current tools and not read.
    static func readSendump(_ url: URL) throws(SpeechError) -> Table {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .engineUnavailable("cannot read \(url.path)") }
        let bytes = [UInt8](data)
        let l = try sendumpLayout(bytes, url)
        let (streams, densities, senones) = (l.streams, l.densities, l.senones)
        var pos = l.weightsAt
        // 1.0001^(-q << shift) for the 256 byte values, once.
        let value = (0..<256).map { q in Float(Foundation.pow(1.0001, -Double(q << l.shift))) }
        var weights = [Float](repeating: 0, count: senones * streams * densities)
        for f in 0..<streams {
            for d in 0..<densities {
                for s in 0..<senones { weights[(s * streams + f) * densities + d] = value[Int(bytes[pos + s])] }
                pos += senones
            }
        }
        // Quantization leaves each senone's weights summing to about one; make it exactly one.
        for row in 0..<(senones * streams) {
            let range = row * densities..<(row + 1) * densities
            let sum = weights[range].reduce(0, +)
            if sum > 0 { for k in range { weights[k] /= sum } }
        }
        return Table(senones: senones, streams: streams, densities: densities, weights: weights)
    }

    /// Writes the Sphinx-III binary form: a text header, a byte-order word, the three sizes, the count, the floats.
    static func write(_ table: Table, to url: URL) throws {
        var head = "s3\nversion 1.0\n"
        let misalignment = (head.utf8.count + "endhdr\n".utf8.count) % 4
        if misalignment != 0 { head += String(repeating: " ", count: 4 - misalignment) }
        head += "endhdr\n"
        var d = Data(head.utf8)
        func put(_ v: UInt32) { withUnsafeBytes(of: v.littleEndian) { d.append(contentsOf: $0) } }
        put(0x1122_3344)
        put(UInt32(table.senones)); put(UInt32(table.streams)); put(UInt32(table.densities)); put(UInt32(table.weights.count))
        d.reserveCapacity(d.count + table.weights.count * 4)
        for w in table.weights { put(w.bitPattern) }
        try d.write(to: url)
    }
}

extension [UInt8] {
    /// The four bytes at `i` as a little-endian number (model files are read byte by byte).
    func littleEndianUInt32(at i: Int) -> UInt32 {
        UInt32(self[i]) | UInt32(self[i + 1]) << 8 | UInt32(self[i + 2]) << 16 | UInt32(self[i + 3]) << 24
    }
}
