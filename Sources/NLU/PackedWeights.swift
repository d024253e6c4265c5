import Foundation

/// Feature weights once a model is trained: one row of `width` 8-bit weights per feature with the row's own scale
/// (as the model file stores them) in a single buffer, found through one index. Before, each feature's row was an
/// array object of 32-bit floats in a dictionary (`avanues nlu analyze` peaked at 83.2 MiB with the English model,
/// 81.5 MiB with 16-bit rows); 8-bit rows halved the model files again (see `init`).
struct PackedWeights: Sendable {
    let width: Int
    /// Feature names in row order (sorted).
    let names: [String]
    private let rows: [String: Int32]
    /// Row `i`'s weights are `scales[i] * values[i * width + k]`.
    private let scales: [Float]
    private let values: [Int8]

    var count: Int { names.count }

    /// Leaving out rows under 0.01 made the five models 4,817 → 4,484 KiB and changed no held-out result; with the
    /// larger corpora, 0.02 kept every model under 1 MB at the cost of one English held-out utterance, and 0.05 did
    /// once the grammar's type-into-a-described-field rules were sampled too (no held-out result changed). Rows are
    /// now 8-bit, scaled by their largest weight, instead of 16-bit floats: each weight is off by at most 1/254 of
    /// its row's largest, and the five models went from 4,671 to 2,810 KiB with no held-out result changed.
    static let negligible: Float = 0.05

    /// Rows whose every weight is smaller than `negligible` are left out: such a feature moves no score by more than
    /// the rounding of a few others, and there are many of them (rare letter n-grams and word pairs).
    init(_ weights: [String: [Float]], width: Int) {
        let names = weights.keys.filter { weights[$0]!.contains { abs($0) >= Self.negligible } }.sorted()
        var scales: [Float] = [], values: [Int8] = []
        scales.reserveCapacity(names.count)
        values.reserveCapacity(names.count * width)
        for n in names {
            let row = weights[n]!
            let scale = (row.map(abs).max() ?? 0) / 127
            scales.append(scale)
            for v in row { values.append(scale == 0 ? 0 : Int8((v / scale).rounded())) }
        }
        self.init(names: names, scales: scales, values: values, width: width)
    }

    init(names: [String], scales: [Float], values: [Int8], width: Int) {
        precondition(scales.count == names.count && values.count == names.count * width)
        self.width = width
        self.names = names
        self.scales = scales
        self.values = values
        var rows: [String: Int32] = [:]
        rows.reserveCapacity(names.count)
        for (i, n) in names.enumerated() { rows[n] = Int32(i) }
        self.rows = rows
    }

    /// Adds the feature's row to `scores` (nothing when the model does not know the feature).
    func add(_ feature: String, to scores: inout [Float]) {
        guard let r = rows[feature] else { return }
        let base = Int(r) * width
        let scale = scales[Int(r)]
        values.withUnsafeBufferPointer { v in
            for k in 0..<width { scores[k] += scale * Float(v[base + k]) }
        }
    }

    /// Row `i` as stored: its scale and its 8-bit weights, for the model file.
    func stored(row i: Int) -> (scale: Float, values: ArraySlice<Int8>) {
        (scales[i], values[(i * width)..<((i + 1) * width)])
    }
}

/// A model whose feature weights are a dictionary of rows while it trains and packed once it is trained.
protocol FeatureWeighted {
    /// feature → one weight per class, while training; empty once packed
    var weights: [String: [Float]] { get set }
    var packed: PackedWeights? { get set }
    /// Classes per row.
    var width: Int { get }
}

extension FeatureWeighted {
    /// The sum of the features' rows.
    func sum(_ features: [String]) -> [Float] {
        var s = [Float](repeating: 0, count: width)
        if let packed {
            for f in features { packed.add(f, to: &s) }
        } else {
            for f in features { if let w = weights[f] { for k in s.indices { s[k] += w[k] } } }
        }
        return s
    }

    /// Training is over: keep the weights as the model file does.
    mutating func pack() {
        guard packed == nil else { return }
        packed = PackedWeights(weights, width: width)
        weights = [:]
    }

    /// The weights as the model file stores them.
    var packedWeights: PackedWeights { packed ?? PackedWeights(weights, width: width) }
}
