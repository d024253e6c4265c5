import Foundation
import Speech

/// Where a locale's recognition models are: an acoustic model folder (with `mdef`), a pronunciation dictionary,
/// and optionally a language model (free text) and a phone language model (confidence).
///
/// Looked up in the folder a person gives (`--models DIR` or `AVANUES_SPEECH_MODELS`), as `DIR/<locale>/` or
/// `DIR` itself; en-US falls back to Debian's `pocketsphinx-en-us` in /usr/share/pocketsphinx/model/en-us.
public struct SpeechModel: Sendable, Equatable {
    public var locale: String
    public var acousticModel: URL
    public var dictionary: URL
    public var languageModel: URL?
    public var phoneLanguageModel: URL?

    public static let systemEnglish = URL(fileURLWithPath: "/usr/share/pocketsphinx/model/en-us")

    public static func locate(locale: String, directory: URL?) throws(SpeechError) -> SpeechModel {
        let fm = FileManager.default
        var candidates: [URL] = []
        if let directory {
            candidates.append(directory.appendingPathComponent(locale))
            candidates.append(directory.appendingPathComponent(locale.lowercased()))
            candidates.append(directory)
        }
        if locale == "en-US" { candidates.append(systemEnglish) }
        for folder in candidates {
            guard let model = try? inFolder(folder, locale: locale) else { continue }
            return model
        }
        if let directory, !fm.fileExists(atPath: directory.path) {
            throw .localeUnsupported("the model folder \(directory.path) does not exist")
        }
        let looked = candidates.map(\.path).joined(separator: ", ")
        if locale == "en-US" {
            throw .engineUnavailable("no English model found (looked in \(looked)); install pocketsphinx-en-us")
        }
        throw .localeUnsupported(
            "no on-device speech model for \(locale)\(looked.isEmpty ? "" : " in \(looked)"); "
                + "give a PocketSphinx model folder with --models DIR (DIR/\(locale)/ with an acoustic model folder and a .dict)")
    }

    static func inFolder(_ folder: URL, locale: String) throws -> SpeechModel? {
        let fm = FileManager.default
        let names = try fm.contentsOfDirectory(atPath: folder.path).sorted()
        let acoustic = names.map { folder.appendingPathComponent($0) }
            .first { fm.fileExists(atPath: $0.appendingPathComponent("mdef").path) }
            ?? (fm.fileExists(atPath: folder.appendingPathComponent("mdef").path) ? folder : nil)
        guard let acoustic, let dict = names.first(where: { $0.hasSuffix(".dict") || $0.hasSuffix(".dic") }) else { return nil }
        let lm = names.first { ($0.hasSuffix(".lm.bin") || $0.hasSuffix(".lm") || $0.hasSuffix(".arpa")) && !$0.contains("phone") }
        let phone = names.first { $0.hasSuffix(".lm.bin") && $0.contains("phone") }
        return SpeechModel(locale: locale, acousticModel: acoustic, dictionary: folder.appendingPathComponent(dict),
                           languageModel: lm.map { folder.appendingPathComponent($0) },
                           phoneLanguageModel: phone.map { folder.appendingPathComponent($0) })
    }
}
