import Foundation

/// The shipped model file: a JSON header, then feature names and their weights as 8-bit rows with a scale each.
///
///     "AVNLU2" | UInt32 header length | header JSON | intent block | tagger block
///     block  = UInt32 names length | names joined by "\n" (UTF-8) | Float32 scale × names | Int8 × names × classes
///     tagger block is followed by the transitions as Float32 × (tags + 1) × tags
/// (All numbers little-endian.)
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
        /// label → its entities, sorted
        let slots: [String: [String]]?
        /// label → the words its examples say outside their entities, sorted
        let carrierByLabel: [String: [String]]?
    }

    static let magic = Data("AVNLU2".utf8)

    public func encoded() -> Data {
        var out = Self.magic
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys   // the same model makes the same file
        let header = try! encoder.encode(Header(locale: locale, digest: digest, labels: intents.labels, tags: tagger.tags,
                                                      temperature: intents.temperature, joining: joiningWords.sorted(),
                                                      carrier: carrierWords.sorted(),
                                                      slots: slotsByLabel.isEmpty ? nil : slotsByLabel.mapValues { $0.sorted() },
                                                      carrierByLabel: carrierByLabel.isEmpty ? nil : carrierByLabel.mapValues { $0.sorted() }))
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
        for i in 0..<weights.count { out.append(uint32: weights.stored(row: i).scale.bitPattern) }
        for i in 0..<weights.count { out.append(contentsOf: weights.stored(row: i).values.map { UInt8(bitPattern: $0) }) }
    }

    public init(data: Data) throws {
        var reader = ByteReader(data: data)
        guard let magic = reader.take(Self.magic.count), magic.starts(with: Data("AVNLU".utf8)) else {
            throw NLUError("not an NLU model file")
        }
        guard magic == Self.magic else {
            throw NLUError("an NLU model file of an older format — retrain it: avanues nlu train --output DIR")
        }
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
                  joiningWords: Set(header.joining ?? []), carrierWords: Set(header.carrier ?? []),
                  slotsByLabel: (header.slots ?? [:]).mapValues(Set.init),
                  carrierByLabel: (header.carrierByLabel ?? [:]).mapValues(Set.init))
    }

    static func readBlock(_ reader: inout ByteReader, width: Int) throws -> PackedWeights {
        let length = Int(try reader.uint32())
        if length == 0 { return PackedWeights(names: [], scales: [], values: [], width: width) }
        let names = String(decoding: try reader.bytes(length), as: UTF8.self)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var scales: [Float] = []
        scales.reserveCapacity(names.count)
        for _ in names { scales.append(Float(bitPattern: try reader.uint32())) }
        let values = try reader.bytes(names.count * width).map { Int8(bitPattern: $0) }
        return PackedWeights(names: names, scales: scales, values: values, width: width)
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
}

extension Data {
    mutating func append(uint32 v: UInt32) {
        var le = v.littleEndian
        Swift.withUnsafeBytes(of: &le) { append(contentsOf: $0) }
    }
}

/// What went wrong reading, writing or training a model.
public struct NLUError: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
}
