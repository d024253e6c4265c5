// The recognizer on iOS/iPadOS: SFSpeechRecognizer behind the core `SpeechRecognizer` protocol (Sources/Speech).
// Built by Xcode with the app; Linux CI only checks that it parses (`make test` runs `swiftc -parse` on Apple/).
#if canImport(Speech) && canImport(AVFoundation)
import AVFoundation
import Foundation
import Speech

/// SFSpeechRecognizer, on the device when the locale allows it (`requiresOnDeviceRecognition`), so speech does not
/// leave the device unless the person opted in to server recognition. Apple limits one request to about a
/// minute: `maxTaskDurationMs` says so and `ContinuousSession` restarts tasks before the limit.
public final class AppleSpeechRecognizer: SpeechRecognizer {
    public let locale: String
    public let maxTaskDurationMs: Int? = 55_000
    /// Contextual strings help the recognizer with command words ("avanues", site names).
    public var contextualStrings: [String]
    public var allowServerRecognition: Bool
    /// The names of the things to press on the page shown (`setPageNames`), added to the contextual strings of the
    /// next request.
    private var pageNames: [String] = []

    private let recognizer: SFSpeechRecognizer

    public init(locale: String, contextualStrings: [String] = [], allowServerRecognition: Bool = false) throws(SpeechError) {
        guard let recognizer = SFSpeechRecognizer(locale: Locale(identifier: locale)) else {
            throw .localeUnsupported("the system has no speech recognizer for \(locale)")
        }
        if !allowServerRecognition && !recognizer.supportsOnDeviceRecognition {
            throw .localeUnsupported("\(locale) is not recognized on this device; allow server recognition in the settings to use it")
        }
        self.locale = locale
        self.recognizer = recognizer
        self.contextualStrings = contextualStrings
        self.allowServerRecognition = allowServerRecognition
    }

    public func setPageNames(_ names: [String]) { pageNames = Array(names.prefix(100)) }

    /// Asks for permission once; the answer arrives on the main queue.
    public static func requestAuthorization(_ done: @escaping (Result<Void, SpeechError>) -> Void) {
        SFSpeechRecognizer.requestAuthorization { status in
            DispatchQueue.main.async {
                done(status == .authorized ? .success(()) : .failure(.notAuthorized))
            }
        }
    }

    public func start(mode: RecognitionMode, handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) throws(SpeechError)
        -> RecognitionTask {
        guard SFSpeechRecognizer.authorizationStatus() == .authorized else { throw .notAuthorized }
        guard recognizer.isAvailable else { throw .engineUnavailable("the speech recognizer is not available right now") }
        let request = SFSpeechAudioBufferRecognitionRequest()
        request.shouldReportPartialResults = true
        request.requiresOnDeviceRecognition = !allowServerRecognition
        request.taskHint = mode == .dictation ? .dictation : .search
        request.contextualStrings = contextualStrings + pageNames
        if #available(iOS 16, *) { request.addsPunctuation = false }
        return AppleRecognitionTask(recognizer: recognizer, request: request, handler: handler)
    }
}

/// One request: 16 kHz Int16 samples go in as PCM buffers; results come back through the handler.
final class AppleRecognitionTask: RecognitionTask {
    private let request: SFSpeechAudioBufferRecognitionRequest
    private var task: SFSpeechRecognitionTask?
    private var handler: ((Result<RecognitionResult, SpeechError>) -> Void)?
    /// The latest partial reading (end-of-command detection reads it when the speaker pauses).
    private(set) var currentText: String?
    private let format = AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: Double(SpeechAudio.sampleRate),
                                       channels: 1, interleaved: false)!

    init(recognizer: SFSpeechRecognizer, request: SFSpeechAudioBufferRecognitionRequest,
         handler: @escaping (Result<RecognitionResult, SpeechError>) -> Void) {
        self.request = request
        self.handler = handler
        task = recognizer.recognitionTask(with: request) { [weak self] result, error in
            guard let self, let handler = self.handler else { return }
            if let result {
                let alternatives = result.transcriptions.map { t in
                    Transcription(
                        text: t.formattedString,
                        confidence: t.segments.isEmpty ? 0 : Double(t.segments.map(\.confidence).reduce(0, +)) / Double(t.segments.count),
                        words: t.segments.map {
                            RecognizedWord(text: $0.substring, confidence: Double($0.confidence),
                                           startMs: Int($0.timestamp * 1000), endMs: Int(($0.timestamp + $0.duration) * 1000))
                        })
                }
                self.currentText = alternatives.first?.text
                handler(.success(RecognitionResult(alternatives: alternatives, isFinal: result.isFinal)))
                if result.isFinal { self.handler = nil }
            } else if let error {
                self.handler = nil
                let code = (error as NSError).code
                // 1110: no speech detected; 203/1101: the service failed.
                handler(.failure(code == 1110 ? .noSpeech : .engineUnavailable(error.localizedDescription)))
            }
        }
    }

    func append(_ samples: [Int16]) {
        guard let buffer = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: AVAudioFrameCount(samples.count)) else { return }
        buffer.frameLength = AVAudioFrameCount(samples.count)
        samples.withUnsafeBufferPointer { source in
            buffer.int16ChannelData![0].update(from: source.baseAddress!, count: samples.count)
        }
        request.append(buffer)
    }

    func endAudio() { request.endAudio() }

    func cancel() {
        handler = nil
        task?.cancel()
    }
}

/// The microphone through AVAudioEngine, converted to 16 kHz mono Int16 for the voice loop.
public final class AppleMicrophoneSource: AudioSource {
    private let engine = AVAudioEngine()
    private var pending: [Int16] = []
    private let lock = NSCondition()
    private var closed = false
    private var converter: AVAudioConverter?

    public init() throws(SpeechError) {
        let session = AVAudioSession.sharedInstance()
        do {
            try session.setCategory(.playAndRecord, mode: .measurement, options: [.duckOthers, .defaultToSpeaker])
            try session.setActive(true, options: .notifyOthersOnDeactivation)
        } catch {
            throw .noMicrophone(error.localizedDescription)
        }
        let input = engine.inputNode
        let inputFormat = input.outputFormat(forBus: 0)
        guard inputFormat.channelCount > 0 else { throw .noMicrophone("the device has no audio input") }
        let target = AVAudioFormat(commonFormat: .pcmFormatInt16, sampleRate: Double(SpeechAudio.sampleRate), channels: 1, interleaved: false)!
        converter = AVAudioConverter(from: inputFormat, to: target)
        input.installTap(onBus: 0, bufferSize: 1024, format: inputFormat) { [weak self] buffer, _ in
            self?.convert(buffer, to: target)
        }
        do { try engine.start() } catch { throw .noMicrophone(error.localizedDescription) }
    }

    private func convert(_ buffer: AVAudioPCMBuffer, to format: AVAudioFormat) {
        guard let converter else { return }
        let capacity = AVAudioFrameCount(Double(buffer.frameLength) * format.sampleRate / buffer.format.sampleRate) + 16
        guard let out = AVAudioPCMBuffer(pcmFormat: format, frameCapacity: capacity) else { return }
        var given = false
        converter.convert(to: out, error: nil) { _, status in
            if given { status.pointee = .noDataNow; return nil }
            given = true
            status.pointee = .haveData
            return buffer
        }
        let samples = Array(UnsafeBufferPointer(start: out.int16ChannelData![0], count: Int(out.frameLength)))
        lock.lock()
        pending.append(contentsOf: samples)
        lock.signal()
        lock.unlock()
    }

    public func read(maxSamples: Int) throws(SpeechError) -> [Int16]? {
        lock.lock()
        defer { lock.unlock() }
        while pending.isEmpty && !closed { lock.wait() }
        if pending.isEmpty { return nil }
        let n = min(maxSamples, pending.count)
        defer { pending.removeFirst(n) }
        return Array(pending.prefix(n))
    }

    public func close() {
        engine.inputNode.removeTap(onBus: 0)
        engine.stop()
        lock.lock()
        closed = true
        lock.signal()
        lock.unlock()
    }
}
#endif
