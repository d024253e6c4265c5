import BrowserCore
import CWebKitGTK
import CommandModel
import Foundation
import Storage
import VoiceBrowser
import WebKitGTK

#if canImport(Glibc)
import Glibc
#endif

/// Downloads through WebKitGTK's download API: started by voice ("download 5"), by a link the page cannot show,
/// or by a page; saved in one folder with progress on the voice bar, cancellable, listed in the store (not for
/// private tabs). A folder that cannot be written or a disk without room is said plainly, before or during.
@MainActor
public final class Downloads: DownloadManaging {
    /// One download as the window shows it (and the test interface reports it).
    public struct Item: Encodable, Sendable {
        public var url: String
        public var file: String
        public var state: DownloadRecord.State
        public var received: Int64
        public var total: Int64?
        public var error: String?
    }

    final class Running {
        let download: OpaquePointer
        var item: Item
        var recordID: Int64?
        let isPrivate: Bool
        var lastShown = Date.distantPast
        var lastSaved = Date.distantPast
        /// Set once the outcome was told (WebKit reports "finished" after "failed" too).
        var settled = false
        init(download: OpaquePointer, item: Item, isPrivate: Bool) {
            self.download = download
            self.item = item
            self.isPrivate = isPrivate
        }
    }

    weak var window: BrowserWindow?
    public let folder: String
    let store: BrowserStore?
    private var running: [Running] = []
    private var sessions: Set<OpaquePointer> = []
    /// Every download of this window, oldest first.
    public var items: [Item] { running.map(\.item) }

    init(window: BrowserWindow, folder: String, store: BrowserStore?) {
        self.window = window
        self.folder = folder
        self.store = store
    }

    private var context: gpointer { Unmanaged.passUnretained(self).toOpaque() }
    private static func me(_ data: gpointer?) -> Downloads { Unmanaged<Downloads>.fromOpaque(data!).takeUnretainedValue() }

    private func tell(_ text: String, ok: Bool) { window?.controller.notice(text, ok: ok) }

    /// Watches a tab's network session for downloads its pages start.
    func watch(_ engine: WebKitEngine) {
        guard let session = engine.networkSession, !sessions.contains(session) else { return }
        sessions.insert(session)
        // A private tab's session goes with the tab; forget it then, or a later session at the same address would
        // be taken for one already watched and its downloads would go unnoticed.
        let gone: @convention(c) (gpointer?, UnsafeMutablePointer<GObject>?) -> Void = { data, object in
            guard let object else { return }
            MainActor.assumeIsolated { _ = Downloads.me(data).sessions.remove(OpaquePointer(object)) }
        }
        g_object_weak_ref(UnsafeMutablePointer<GObject>(session), gone, context)
        let started: @convention(c) (OpaquePointer?, OpaquePointer?, gpointer?) -> Void = { _, download, data in
            guard let download else { return }
            MainActor.assumeIsolated { Downloads.me(data).adopt(download, isPrivate: nil) }
        }
        _ = avn_signal_connect(UnsafeMutableRawPointer(session), "download-started", unsafeBitCast(started, to: GCallback.self), context)
    }

    // MARK: DownloadManaging

    public func download(_ target: Target?) async -> Outcome {
        guard let window, let tab = window.browser.activeTab, let engine = window.engines[tab.id] else {
            return Outcome(ok: false, detail: "No tab is open", url: nil)
        }
        let here = engine.currentURL
        let found: (url: String, name: String)?
        do { found = try await tab.executor.address(of: target) } catch {
            return Outcome(ok: false, detail: "\(error)", url: here)
        }
        guard let found else { return Outcome(ok: false, detail: "Nothing to download there — say 'show numbers' and a number", url: here) }
        // A button called so ("Download the app") is no link: it is pressed, and the page starts what it starts.
        if found.url.isEmpty, let target { return await tab.executor.execute(.click(target)) }
        guard let url = URL(string: found.url), url.scheme != nil else {
            return Outcome(ok: false, detail: "'\(found.name)' is not a link to a file", url: here)
        }
        if let problem = Self.folderProblem(folder) { return Outcome(ok: false, detail: problem, url: here) }
        guard let session = engine.networkSession, let d = webkit_network_session_download_uri(session, url.absoluteString) else {
            return Outcome(ok: false, detail: "The download could not start", url: here)
        }
        adopt(d, isPrivate: tab.isPrivate)
        return Outcome(ok: true, detail: "Downloading '\(found.name)' to \(folder)", url: here)
    }

    public func cancelLatest() -> Outcome {
        guard let r = running.last(where: { $0.item.state == .running }) else {
            return Outcome(ok: false, detail: "No download is running", url: window?.browser.activeTab?.engine.currentURL)
        }
        webkit_download_cancel(r.download)
        return Outcome(ok: true, detail: "Cancelled the download of \((r.item.file as NSString).lastPathComponent)",
                       url: window?.browser.activeTab?.engine.currentURL)
    }

    // MARK: one download

    /// `isPrivate`: known when the browser started it; else the download's page decides.
    private func adopt(_ download: OpaquePointer, isPrivate known: Bool?) {
        guard !running.contains(where: { $0.download == download }) else { return }
        g_object_ref(UnsafeMutableRawPointer(download))
        var url = ""
        if let request = webkit_download_get_request(download), let uri = webkit_uri_request_get_uri(request) { url = String(cString: uri) }
        var isPrivate = known ?? false
        if known == nil, let view = webkit_download_get_web_view(download), let window {
            isPrivate = window.browser.tabs.contains { tab in
                tab.isPrivate && window.engines[tab.id].map { UnsafeMutableRawPointer($0.widget) == UnsafeMutableRawPointer(view) } == true
            }
        }
        running.append(Running(download: download, item: Item(url: url, file: "", state: .running, received: 0, total: nil, error: nil),
                               isPrivate: isPrivate))

        let decide: @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, gpointer?) -> gboolean = { d, suggested, data in
            guard let d else { return 0 }
            let name = suggested.map { String(cString: $0) } ?? ""
            return MainActor.assumeIsolated { Downloads.me(data).decideDestination(d, suggested: name) } ? 1 : 0
        }
        let received: @convention(c) (OpaquePointer?, guint64, gpointer?) -> Void = { d, length, data in
            guard let d else { return }
            MainActor.assumeIsolated { Downloads.me(data).received(d, Int64(length)) }
        }
        let finished: @convention(c) (OpaquePointer?, gpointer?) -> Void = { d, data in
            guard let d else { return }
            MainActor.assumeIsolated { Downloads.me(data).finished(d) }
        }
        let failed: @convention(c) (OpaquePointer?, UnsafeMutablePointer<GError>?, gpointer?) -> Void = { d, error, data in
            guard let d else { return }
            let cancelled = error.map { $0.pointee.domain == webkit_download_error_quark()
                && $0.pointee.code == Int32(WEBKIT_DOWNLOAD_ERROR_CANCELLED_BY_USER.rawValue) } ?? false
            let message = error.map { String(cString: $0.pointee.message) } ?? "unknown error"
            MainActor.assumeIsolated { Downloads.me(data).failed(d, message: message, cancelled: cancelled) }
        }
        let raw = UnsafeMutableRawPointer(download)
        _ = avn_signal_connect(raw, "decide-destination", unsafeBitCast(decide, to: GCallback.self), context)
        _ = avn_signal_connect(raw, "received-data", unsafeBitCast(received, to: GCallback.self), context)
        _ = avn_signal_connect(raw, "finished", unsafeBitCast(finished, to: GCallback.self), context)
        _ = avn_signal_connect(raw, "failed", unsafeBitCast(failed, to: GCallback.self), context)
    }

    private func entry(_ d: OpaquePointer) -> Running? { running.first { $0.download == d } }

    private func decideDestination(_ d: OpaquePointer, suggested: String) -> Bool {
        guard let r = entry(d) else { return false }
        var total: Int64?
        if let response = webkit_download_get_response(d) {
            let length = webkit_uri_response_get_content_length(response)
            if length > 0 { total = Int64(length) }
        }
        r.item.total = total
        if let problem = Self.folderProblem(folder) ?? Self.spaceProblem(folder, needs: total) {
            settle(r, state: .failed, error: problem)
            webkit_download_cancel(d)
            return true
        }
        let path = Self.freePath(in: folder, for: Self.safeName(suggested, url: r.item.url))
        r.item.file = path
        webkit_download_set_destination(d, path)
        if !r.isPrivate {
            r.recordID = try? store?.addDownload(url: r.item.url, file: path, total: total)
        }
        tell("Downloading \((path as NSString).lastPathComponent)\(total.map { " (\(Self.size($0)))" } ?? "")…", ok: true)
        return true
    }

    private func received(_ d: OpaquePointer, _ length: Int64) {
        guard let r = entry(d), !r.settled else { return }
        r.item.received += length
        let now = Date()
        if now.timeIntervalSince(r.lastShown) > 0.5 {
            r.lastShown = now
            let name = (r.item.file as NSString).lastPathComponent
            let share = r.item.total.map { " — \(min(100, Int(Double(r.item.received) * 100 / Double(max($0, 1)))))%" } ?? " — \(Self.size(r.item.received))"
            tell("Downloading \(name)\(share)", ok: true)
        }
        if now.timeIntervalSince(r.lastSaved) > 1, let id = r.recordID {
            r.lastSaved = now
            try? store?.updateDownload(id, state: .running, received: r.item.received, total: r.item.total)
        }
    }

    private func finished(_ d: OpaquePointer) {
        guard let r = entry(d), !r.settled else { return }
        settle(r, state: .finished, error: nil)
        tell("Downloaded \((r.item.file as NSString).lastPathComponent) (\(Self.size(r.item.received))) to \(folder)", ok: true)
    }

    private func failed(_ d: OpaquePointer, message: String, cancelled: Bool) {
        guard let r = entry(d), !r.settled else { return }
        let name = (r.item.file as NSString).lastPathComponent
        if cancelled {
            settle(r, state: .cancelled, error: nil)
            tell("Cancelled the download of \(name)", ok: true)
            return
        }
        // A write that failed for want of room says so, whatever words the engine chose.
        let full = Self.freeBytes(folder).map { $0 < 64 * 1024 } ?? false || message.lowercased().contains("space")
        let error = full ? "The disk is full — \(name) was not saved (free some space in \(folder))" : "\(name) failed: \(message)"
        settle(r, state: .failed, error: error)
        if !r.item.file.isEmpty { unlink(r.item.file) }
    }

    private func settle(_ r: Running, state: DownloadRecord.State, error: String?) {
        r.settled = true
        r.item.state = state
        r.item.error = error
        if let id = r.recordID {
            try? store?.updateDownload(id, state: state, received: r.item.received, total: r.item.total, error: error)
        } else if state == .failed, !r.isPrivate, let store {
            // Refused before it began: still listed, so "show downloads" explains what happened.
            if let id = try? store.addDownload(url: r.item.url, file: r.item.file.isEmpty ? folder : r.item.file, total: r.item.total) {
                try? store.updateDownload(id, state: .failed, received: 0, total: r.item.total, error: error)
            }
        }
        if let error { tell(error, ok: false) }
    }

    // MARK: checks

    /// Why files cannot be saved in `folder`, or nil when they can (tried for real: permissions alone do not tell,
    /// a read-only disk or a file in the way do).
    static func folderProblem(_ folder: String) -> String? {
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) {
            do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
                return "The download folder \(folder) cannot be created (\(Self.reason(error)))"
            }
        } else if !isDirectory.boolValue {
            return "The download folder \(folder) is a file, not a folder"
        }
        let probe = folder + "/.avanues-write-check-\(getpid())"
        let fd = open(probe, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return "The download folder \(folder) is not writable (\(String(cString: strerror(errno))))" }
        close(fd)
        unlink(probe)
        return nil
    }

    static func reason(_ error: Error) -> String {
        ((error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError)?.localizedDescription ?? error.localizedDescription
    }

    static func freeBytes(_ folder: String) -> Int64? {
        var s = statvfs()
        guard statvfs(folder, &s) == 0 else { return nil }
        return Int64(s.f_bavail) * Int64(s.f_frsize)
    }

    static func spaceProblem(_ folder: String, needs total: Int64?) -> String? {
        guard let total, let free = freeBytes(folder), free < total else { return nil }
        return "The disk is full — the file needs \(size(total)) and \(folder) has \(size(free)) free"
    }

    static func size(_ bytes: Int64) -> String { ByteCountFormatter.string(fromByteCount: bytes, countStyle: .file) }

    /// A file name that cannot leave the folder or hide.
    static func safeName(_ suggested: String, url: String) -> String {
        var name = (suggested.isEmpty ? (URL(string: url)?.lastPathComponent ?? "") : suggested)
        name = name.replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "\0", with: "")
        while name.hasPrefix(".") { name.removeFirst() }
        return name.isEmpty ? "download" : String(name.prefix(200))
    }

    /// `name` in `folder`, numbered "name (2).ext" when taken.
    static func freePath(in folder: String, for name: String) -> String {
        let base = (name as NSString).deletingPathExtension, ext = (name as NSString).pathExtension
        var candidate = folder + "/" + name
        var n = 2
        while FileManager.default.fileExists(atPath: candidate) {
            candidate = folder + "/" + base + " (\(n))" + (ext.isEmpty ? "" : "." + ext)
            n += 1
        }
        return candidate
    }
}
