import CPulseAudio
import Foundation
import Speech

/// The microphone through PulseAudio's simple API (PipeWire's pulse server answers it too), recording 16 kHz mono
/// signed 16-bit, the speech layer's format. No server or no input device is `SpeechError.noMicrophone` with the
/// server's reason, never a crash.
public final class MicrophoneSource: AudioSource {
    private var handle: OpaquePointer?

    /// `device` is a PulseAudio source name (`pactl list sources short`); nil picks the default input.
    public init(device: String? = nil, applicationName: String = "Avanues") throws(SpeechError) {
        var spec = pa_sample_spec(format: PA_SAMPLE_S16LE, rate: UInt32(SpeechAudio.sampleRate), channels: 1)
        // Small fragments keep the voice loop's latency low (about 20 ms).
        var attributes = pa_buffer_attr(maxlength: UInt32.max, tlength: UInt32.max, prebuf: UInt32.max,
                                        minreq: UInt32.max, fragsize: UInt32(SpeechAudio.samples(milliseconds: 20) * 2))
        var error: Int32 = 0
        handle = pa_simple_new(nil, applicationName, PA_STREAM_RECORD, device, "voice commands", &spec, nil, &attributes, &error)
        if handle == nil {
            let reason = String(cString: pa_strerror(error))
            throw .noMicrophone("\(reason) (PulseAudio\(device.map { ", source \($0)" } ?? ""))")
        }
    }

    public func read(maxSamples: Int) throws(SpeechError) -> [Int16]? {
        guard let handle else { return nil }
        var buffer = [Int16](repeating: 0, count: maxSamples)
        var error: Int32 = 0
        let status = buffer.withUnsafeMutableBytes { pa_simple_read(handle, $0.baseAddress, $0.count, &error) }
        if status < 0 { throw .noMicrophone("recording stopped: " + String(cString: pa_strerror(error))) }
        return buffer
    }

    public func close() {
        if let handle { pa_simple_free(handle) }
        handle = nil
    }

    deinit { close() }
}
