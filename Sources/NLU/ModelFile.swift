import Foundation

/// The shipped model file: a JSON header, then feature names and their weights as 16-bit floats.
///
///     "AVNLU1" | UInt32 header length | header JSON | intent block | tagger block
///     block  = UInt32 names length | names joined by "\n" (UTF-8) | Float16 × names × classes
///     tagger block is followed by the transitions as Float32 × (tags + 1) × tags
extension NLUModel {
    struct Header: Codable {
        let locale: String
        let digest: String
        let labels: [String]
        let tags: [String]
        let temperature: Float
        /// Sorted, so that the same model makes the same file.
        let joining: [String]?
        let carrier: [String]?
    }

    static let magic = Data("AVNLU1".utf8)

    public func encoded() -> Data {
        var out = Self.magic
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys   // the same model makes the same file
        let header = try! encoder.encode(Header(locale: locale, digest: digest, labels: intents.labels, tags: tagger.tags,
                                                      temperature: intents.temperature, joining: joiningWords.sorted(),
                                                      carrier: carrierWords.sorted()))
        out.append(uint32: UInt32(header.count))
        out.append(header)
        Self.appendBlock(&out, intents.packedWeights)
        Self.appendBlock(&out, tagger.packedWeights)
        for row in tagger.transitions { for v in row { out.append(uint32: v.bitPattern) } }
        return out
    }

    static func appendBlock(_ out: inout Data, _ weights: PackedWeights) {
        let joined = Data(weights.names.joined(separator: "\n").utf8)
        out.append(uint32: UInt32(joined.count))
        out.append(joined)
        var halves: [UInt16] = []
        halves.reserveCapacity(weights.count * weights.width)
        for i in 0..<weights.count { for v in weights.bits(row: i) { halves.append(v.bitPattern.littleEndian) } }
        halves.withUnsafeBytes { out.append(contentsOf: $0) }
    }

    public init(data: Data) throws {
        var reader = ByteReader(data: data)
        guard reader.take(Self.magic.count) == Self.magic else { throw NLUError("not an NLU model file") }
        let headerLength = Int(try reader.uint32())
        let header = try JSONDecoder().decode(Header.self, from: try reader.bytes(headerLength))
        let intentWeights = try Self.readBlock(&reader, width: header.labels.count)
        let weights = try Self.readBlock(&reader, width: header.tags.count)
        var transitions: [[Float]] = []
        for _ in 0...header.tags.count {
            var row: [Float] = []
            for _ in header.tags { row.append(Float(bitPattern: try reader.uint32())) }
            transitions.append(row)
        }
        guard reader.atEnd else { throw NLUError("the NLU model file has trailing bytes") }
        self.init(locale: header.locale, digest: header.digest,
                  intents: IntentModel(labels: header.labels, weights: [:], packed: intentWeights, temperature: header.temperature),
                  tagger: EntityTagger(tags: header.tags, weights: [:], transitions: transitions, packed: weights),
                  joiningWords: Set(header.joining ?? []), carrierWords: Set(header.carrier ?? []))
    }

    static func readBlock(_ reader: inout ByteReader, width: Int) throws -> PackedWeights {
        let length = Int(try reader.uint32())
        if length == 0 { return PackedWeights(names: [], values: [], width: width) }
        let names = String(decoding: try reader.bytes(length), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var values: [Float16] = []
        values.reserveCapacity(names.count * width)
        for _ in 0..<(names.count * width) { values.append(Float16(bitPattern: try reader.uint16())) }
        return PackedWeights(names: names, values: values, width: width)
    }
}

struct ByteReader {
    let data: Data
    var offset = 0
    var atEnd: Bool { offset == data.count }

    mutating func take(_ n: Int) -> Data? {
        guard offset + n <= data.count else { return nil }
        defer { offset += n }
        return data.subdata(in: data.startIndex + offset..<data.startIndex + offset + n)
    }

    mutating func bytes(_ n: Int) throws -> Data {
        guard let d = take(n) else { throw NLUError("the NLU model file is cut short") }
        return d
    }

    mutating func uint32() throws -> UInt32 {
        let d = try bytes(4)
        return d.withUnsafeBytes { $0.loadUnaligned(as: UInt32.self) }.littleEndian
    }

    mutating func uint16() throws -> UInt16 {
        guard offset + 2 <= data.count else { throw NLUError("the NLU model file is cut short") }
        let i = data.startIndex + offset
        offset += 2
        return UInt16(data[i]) | UInt16(data[i + 1]) << 8
    }
}

extension Data {
    mutating func append(uint32 v: UInt32) {
        var le = v.littleEndian
        Swift.withUnsafeBytes(of: &le) { append(contentsOf: $0) }
    }
}
