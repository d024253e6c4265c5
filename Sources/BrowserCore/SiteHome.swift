import CommandModel
import Foundation

/// The home page of the site a page belongs to ("go to the homepage of this site", "va à l'accueil du site":
/// `target=site-home` in the grammar): the site's own front page, not the browser's home page.
extension ElementChooser {
    public static func saysSiteHome(_ description: String) -> Bool { description == "site-home" }

    /// The front page of the site of `address` (its scheme, host and port, path "/"); nil for a page on no site
    /// (a file, "about:blank").
    public static func siteHome(of address: String?) -> URL? {
        guard let address, var parts = URLComponents(string: address), let scheme = parts.scheme?.lowercased(),
              scheme == "http" || scheme == "https", let host = parts.host, !host.isEmpty else { return nil }
        parts.scheme = scheme
        parts.path = "/"
        parts.query = nil
        parts.fragment = nil
        parts.user = nil
        parts.password = nil
        return parts.url
    }
}

extension CommandExecutor {
    func goToSiteHome() async throws -> Outcome {
        guard let home = ElementChooser.siteHome(of: engine.currentURL), let host = home.host else {
            return done("This page is on no website with a home page — say 'go home' for the browser's", ok: false)
        }
        if let here = engine.currentURL.flatMap(URLComponents.init(string:)), here.path.isEmpty || here.path == "/", here.query == nil {
            return done("Already on the home page of \(host)")
        }
        try await engine.load(home)
        return done("Opened the home page of \(host)")
    }
}
