import CWebKitGTK

/// The network session a new view loads through: an ephemeral one for a private view, one persistent session per data
/// folder (cookies kept on disk) shared by every other view, or WebKit's default without a folder.
extension WebKitEngine {
    /// One persistent network session per data folder, shared by every tab that is not private.
    private static var persistentSessions: [String: OpaquePointer] = [:]

    static func networkSession(_ options: Options) -> (session: OpaquePointer, owned: Bool) {
        if options.ephemeral { return (webkit_network_session_new_ephemeral(), true) }
        guard let data = options.dataDirectory else { return (webkit_network_session_get_default(), false) }
        if let s = persistentSessions[data] { return (s, false) }
        let s = webkit_network_session_new(data, options.cacheDirectory ?? data + "/cache")!
        // Cookies outlive the process (people stay signed in); private tabs use an ephemeral session instead.
        if let cookies = webkit_network_session_get_cookie_manager(s) {
            webkit_cookie_manager_set_persistent_storage(cookies, data + "/cookies.sqlite", WEBKIT_COOKIE_PERSISTENT_STORAGE_SQLITE)
        }
        persistentSessions[data] = s
        return (s, false)
    }
}
