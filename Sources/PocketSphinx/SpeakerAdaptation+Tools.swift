import Foundation
import Speech

extension SpeakerAdaptation {
    /// The external programs the estimation runs, found where Debian installs them (or on PATH).
    struct Tools {
        var featureExtractor: String, mdefConverter: String, baumWelch: String, solver: String, mapAdapter: String, sendumpWriter: String

        static func locate(environment: [String: String] = ProcessInfo.processInfo.environment) throws(SpeechError) -> Tools {
            let path = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":").map(String.init)
            let folders = path + ["/usr/lib/sphinxtrain", "/usr/libexec/sphinxtrain"]
            var missing: [String] = []
            func find(_ name: String, _ package: String) -> String {
                for f in folders where FileManager.default.isExecutableFile(atPath: f + "/" + name) { return f + "/" + name }
                missing.append("\(name) (package \(package))")
                return name
            }
            let tools = Tools(featureExtractor: find("sphinx_fe", "sphinxbase-utils"),
                              mdefConverter: find("pocketsphinx_mdef_convert", "pocketsphinx"),
                              baumWelch: find("bw", "sphinxtrain"), solver: find("mllr_solve", "sphinxtrain"),
                              mapAdapter: find("map_adapt", "sphinxtrain"), sendumpWriter: find("mk_s2sendump", "sphinxtrain"))
            guard missing.isEmpty else {
                throw .engineUnavailable("speaker adaptation needs \(missing.joined(separator: ", ")); install them with apt-get")
            }
            return tools
        }

        /// Runs a tool in `folder` and returns what it printed (both streams); a failure names the tool and ends with
        /// its last lines.
        @discardableResult
        func run(_ tool: String, _ arguments: [String], in folder: URL) throws(SpeechError) -> String {
            let p = Process()
            p.executableURL = URL(fileURLWithPath: tool)
            p.arguments = arguments
            p.currentDirectoryURL = folder
            let log = folder.appendingPathComponent(".\(URL(fileURLWithPath: tool).lastPathComponent).log")
            _ = FileManager.default.createFile(atPath: log.path, contents: nil)
            guard let handle = try? FileHandle(forWritingTo: log) else { throw .engineUnavailable("cannot write \(log.path)") }
            p.standardOutput = handle
            p.standardError = handle
            do { try p.run() } catch { throw .engineUnavailable("cannot run \(tool): \(error)") }
            p.waitUntilExit()
            try? handle.close()
            let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            guard p.terminationStatus == 0 else {
                let tail = text.split(separator: "\n").suffix(3).joined(separator: " / ")
                throw .engineUnavailable("\(URL(fileURLWithPath: tool).lastPathComponent) failed (exit \(p.terminationStatus)): \(tail)")
            }
            return text
        }
    }

    /// What `bw` reports: utterances it could not align, frames and the average log likelihood per frame.
    struct BaumWelchLog: Equatable {
        var ignored: [String] = []
        var frames = 0
        var likelihoodPerFrame = 0.0

        init(_ text: String) {
            for line in text.split(separator: "\n") {
                if line.hasSuffix(" ignored"), let id = line.split(separator: " ").dropLast().last {
                    ignored.append(String(id))          // ERROR: "baum_welch.c", line 324: u002 ignored
                } else if line.hasPrefix("overall>") {
                    // overall> stats 12801 (-0) -1.817880e+02 -2.327068e+06 …
                    let f = line.split(separator: " ")
                    if f.count > 4 { frames = Int(f[2]) ?? 0; likelihoodPerFrame = Double(f[4]) ?? 0 }
                }
            }
        }
    }
}

/// An adaptation from `avanues adapt`: a folder holding an adapted acoustic model (`map`) or a transform of the
/// stock one (`mllr`); a transform file on its own is taken too. Checked before the decoder gets it: PocketSphinx
/// would load a model of another shape, or a damaged one, and decode nonsense with it.
public enum AdaptedModel: Sendable, Equatable {
    /// The folder to decode with instead of the stock acoustic model.
    case model(URL)
    /// A transform file for the stock model's means.
    case transform(URL)

    static let transformName = "mllr"
    static let modelFiles = ["mdef", "means", "variances", "sendump", "transition_matrices", "feat.params", "noisedict"]

    /// `base`: the stock acoustic model folder the adaptation was made from.
    public init(folder: URL, base: URL) throws(SpeechError) {
        let fm = FileManager.default
        var isFolder: ObjCBool = false
        guard fm.fileExists(atPath: folder.path, isDirectory: &isFolder) else { throw .engineUnavailable("no such adaptation: \(folder.path)") }
        let bad = SpeechError.engineUnavailable("\(folder.path) is not a speaker adaptation (make a new one with `avanues adapt`)")
        guard isFolder.boolValue else {
            _ = try MLLRTransform(contentsOf: folder)
            self = .transform(folder)
            return
        }
        let transform = folder.appendingPathComponent(Self.transformName)
        if fm.fileExists(atPath: transform.path) {
            _ = try MLLRTransform(contentsOf: transform)
            self = .transform(transform)
            return
        }
        func size(_ url: URL) -> Int? { (try? fm.attributesOfItem(atPath: url.path))?[.size] as? Int }
        for name in Self.modelFiles {
            guard let mine = size(folder.appendingPathComponent(name)), mine > 0 else { throw bad }
            // Same shape as the stock model: parameters of the same sizes.
            if ["mdef", "means", "variances", "transition_matrices"].contains(name), mine != size(base.appendingPathComponent(name)) {
                throw .engineUnavailable("\(folder.path) was made for another acoustic model than \(base.path); adapt again")
            }
        }
        self = .model(folder)
    }
}

/// A speaker adaptation transform as `mllr_solve` writes it and PocketSphinx reads it: the number of classes (one),
/// the number of feature streams, then per stream its width n, the n×n matrix A, the shift b and n variance scales.
public struct MLLRTransform: Sendable, Equatable {
    public var streamWidths: [Int]

    public init(contentsOf url: URL) throws(SpeechError) {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { throw .engineUnavailable("cannot read the adaptation \(url.path)") }
        try self.init(text: text, name: url.path)
    }

    init(text: String, name: String) throws(SpeechError) {
        let bad = SpeechError.engineUnavailable("\(name) is not a speaker adaptation transform (make a new one with `avanues adapt`)")
        let numbers = text.split(whereSeparator: \.isWhitespace).map { Double($0) }
        guard numbers.allSatisfy({ $0?.isFinite == true }) else { throw bad }
        let v = numbers.map { $0! }
        guard v.count >= 2, v[0] == 1, v[1] >= 1, v[1] <= 8 else { throw bad }
        var pos = 2
        var widths: [Int] = []
        for _ in 0..<Int(v[1]) {
            guard pos < v.count, v[pos] >= 1, v[pos] <= 256, v[pos] == v[pos].rounded() else { throw bad }
            let n = Int(v[pos])
            pos += 1 + n * n + 2 * n
            guard pos <= v.count else { throw bad }
            widths.append(n)
        }
        guard pos == v.count else { throw bad }
        streamWidths = widths
    }
}
