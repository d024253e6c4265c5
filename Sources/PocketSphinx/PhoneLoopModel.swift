import Foundation
import Speech

/// The part of an acoustic model the phone loop uses: its context-independent phones.
///
/// The phone loop (`PhoneLoopDecoder`) hears context-independent phones only (`-allphone_ci`), which use the
/// model's first senones (`n_ci_sen`, three per phone). A decoder given the whole model still maps and reads all of
/// it: the 137,000 triphones of the model definition and the mixture weights of all 5,126 senones, about 4 MiB of
/// resident memory a second time beside the grammar's decoder. This writes a model of the context-independent
/// phones alone: a text model definition of those phones, and a `sendump` with their senones' weights. The
/// Gaussians (`means`, `variances`), transitions and parameters are the model's own, so a phone's senones score
/// exactly as in the whole model (a test checks the phone loop's path score is the same with both).
///
/// Only models of the compact kind PocketSphinx ships (a binary or text `mdef`, and a `sendump`) are cut down;
/// for others `write` returns false and the phone loop uses the whole model.
enum PhoneLoopModel {
    struct Phone: Equatable {
        var name: String
        var filler: Bool
        var tmat: Int
        var senones: [Int]
    }

    /// The context-independent phones of a model definition and its count of context-independent senones.
    struct Definition: Equatable {
        var phones: [Phone]
        var ciSenones: Int
    }

    /// Writes the reduced model into `folder` (which exists); false when the model is not of the kind this can
    /// reduce, and nothing was written.
    static func write(from model: URL, into folder: URL) throws -> Bool {
        let fm = FileManager.default
        guard let definition = try? definition(of: model.appendingPathComponent("mdef")),
              definition.phones.flatMap(\.senones).allSatisfy({ $0 < definition.ciSenones }),
              let weights = try? ciSendump(model.appendingPathComponent("sendump"), senones: definition.ciSenones)
        else { return false }
        try textDefinition(definition).write(to: folder.appendingPathComponent("mdef"), atomically: false, encoding: .utf8)
        try weights.write(to: folder.appendingPathComponent("sendump"))
        for name in ["means", "variances", "transition_matrices", "feat.params", "noisedict"] {
            let source = model.appendingPathComponent(name)
            guard fm.fileExists(atPath: source.path) else { continue }
            try fm.createSymbolicLink(at: folder.appendingPathComponent(name), withDestinationURL: source)
        }
        return true
    }

    /// Reads the context-independent phones of a binary (`BMDF`) or text model definition.
    static func definition(of url: URL) throws(SpeechError) -> Definition {
        guard let data = try? Data(contentsOf: url) else { throw .engineUnavailable("cannot read \(url.path)") }
        if data.starts(with: Array("BMDF".utf8)) { return try binaryDefinition([UInt8](data), url) }
        return try textDefinition(String(decoding: data, as: UTF8.self), url)
    }

    /// The binary layout: "BMDF", version, the length of a format description and the description, then ten
    /// counts, the phone names, padding to four bytes, the context tree, one entry per phone (senone sequence,
    /// transition matrix, four attribute bytes: the first says filler for a context-independent phone), the count of
    /// senone sequence entries and the sequences. Little-endian files only (the ones PocketSphinx ships).
    private static func binaryDefinition(_ b: [UInt8], _ url: URL) throws(SpeechError) -> Definition {
        let bad = SpeechError.engineUnavailable("\(url.path) is not a model definition this build can read")
        var pos = 4
        func int32() throws(SpeechError) -> Int {
            guard pos + 4 <= b.count else { throw bad }
            defer { pos += 4 }
            return Int(Int32(bitPattern: b.littleEndianUInt32(at: pos)))
        }
        func int16(at p: Int) throws(SpeechError) -> Int {
            guard p + 2 <= b.count else { throw bad }
            return Int(Int16(bitPattern: UInt16(b[p]) | UInt16(b[p + 1]) << 8))
        }
        guard try int32() == 1 else { throw bad }   // version 1, this byte order
        let described = try int32()
        guard described >= 0 else { throw bad }
        pos += described
        let nCI = try int32(), nPhone = try int32(), nEmit = try int32(), nCISen = try int32()
        _ = try int32(); _ = try int32()   // senones, transition matrices
        let nSseq = try int32(); _ = try int32()   // contexts
        let nTree = try int32(); _ = try int32()   // silence
        guard nCI > 0, nPhone >= nCI, nEmit > 0, nSseq > 0, nTree >= 0 else { throw bad }
        var names: [String] = []
        for _ in 0..<nCI {
            guard let end = b[pos...].firstIndex(of: 0) else { throw bad }
            names.append(String(decoding: b[pos..<end], as: UTF8.self))
            pos = end + 1
        }
        pos = (pos + 3) & ~3
        pos += nTree * 8
        let phonesAt = pos
        pos += nPhone * 12
        // The senone sequences' length, then the sequences.
        guard try int32() == nSseq * nEmit else { throw bad }
        let sseqAt = pos
        guard sseqAt + nSseq * nEmit * 2 <= b.count else { throw bad }
        var phones: [Phone] = []
        for (i, name) in names.enumerated() {
            pos = phonesAt + i * 12
            let ssid = try int32(), tmat = try int32()
            guard ssid >= 0, ssid < nSseq else { throw bad }
            var senones: [Int] = []
            for k in 0..<nEmit { senones.append(try int16(at: sseqAt + (ssid * nEmit + k) * 2)) }
            phones.append(Phone(name: name, filler: b[pos] != 0, tmat: tmat, senones: senones))
        }
        return Definition(phones: phones, ciSenones: nCISen)
    }

    /// The text layout (version 0.3): counts, then one line per phone, "base left right position attribute tmat
    /// senone… N"; context-independent phones have "-" for their contexts and come first.
    private static func textDefinition(_ text: String, _ url: URL) throws(SpeechError) -> Definition {
        let bad = SpeechError.engineUnavailable("\(url.path) is not a model definition this build can read")
        var counts: [String: Int] = [:]
        var phones: [Phone] = []
        for line in text.split(separator: "\n") {
            let f = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if f.count == 2, let n = Int(f[0]) { counts[f[1]] = n; continue }
            guard f.count >= 7, f[1] == "-", f[2] == "-", let tmat = Int(f[5]) else { continue }
            let senones = f[6...].compactMap { Int($0) }
            phones.append(Phone(name: f[0], filler: f[4] == "filler", tmat: tmat, senones: senones))
            if phones.count == counts["n_base"] { break }   // the triphones follow
        }
        guard let nCI = counts["n_base"], nCI == phones.count, nCI > 0, let ciSenones = counts["n_tied_ci_state"] else { throw bad }
        return Definition(phones: phones, ciSenones: ciSenones)
    }

    /// The text model definition of the context-independent phones alone.
    static func textDefinition(_ d: Definition) -> String {
        let emitting = d.phones.first?.senones.count ?? 3
        var lines = ["0.3", "\(d.phones.count) n_base", "0 n_tri", "\(d.phones.count * (emitting + 1)) n_state_map",
                     "\(d.ciSenones) n_tied_state", "\(d.ciSenones) n_tied_ci_state",
                     "\(Set(d.phones.map(\.tmat)).count) n_tied_tmat", "#"]
        for p in d.phones {
            lines.append(([p.name, "-", "-", "-", p.filler ? "filler" : "n/a", String(p.tmat)] + p.senones.map(String.init) + ["N"]).joined(separator: " "))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `sendump` with the first `senones` senones' weights: the same header, the senone count replaced, and of
    /// each row (one per feature stream and Gaussian) its first `senones` bytes.
    static func ciSendump(_ url: URL, senones keep: Int) throws(SpeechError) -> Data {
        guard let data = try? Data(contentsOf: url) else { throw .engineUnavailable("cannot read \(url.path)") }
        let layout = try MixtureWeights.sendumpLayout([UInt8](data), url)
        guard let countsAt = layout.countsAt, !layout.bigEndian, keep <= layout.senones else {
            throw .engineUnavailable("\(url.path) is not a mixture weight dump this build can reduce")
        }
        var out = Data(data[0..<countsAt])
        func put(_ v: Int) { withUnsafeBytes(of: Int32(v).littleEndian) { out.append(contentsOf: $0) } }
        put(layout.densities)
        put(keep)
        let rows = layout.streams * layout.densities
        out.reserveCapacity(out.count + rows * keep)
        for r in 0..<rows {
            let start = layout.weightsAt + r * layout.senones
            out.append(data[start..<start + keep])
        }
        return out
    }
}
