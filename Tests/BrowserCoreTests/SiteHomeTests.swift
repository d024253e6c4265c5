import BrowserCore
import Testing

/// The front page of the site a page is on ("go to the homepage of this site").
@Suite struct SiteHomeTests {
    @Test func theFrontPageOfAPagesSite() {
        #expect(ElementChooser.siteHome(of: "https://www.lemonde.fr/international/article/2026/11/30/x.html?ref=a#top")?.absoluteString
                == "https://www.lemonde.fr/")
        #expect(ElementChooser.siteHome(of: "http://user:secret@localhost:8080/shop/cart")?.absoluteString == "http://localhost:8080/")
        #expect(ElementChooser.siteHome(of: "HTTPS://Example.org")?.absoluteString == "https://Example.org/")
        // A page on no site has none.
        for address in ["file:///home/me/page.html", "about:blank", "data:text/html,hi", "", "not a url"] {
            #expect(ElementChooser.siteHome(of: address) == nil, "\(address)")
        }
        #expect(ElementChooser.siteHome(of: nil) == nil)
        #expect(ElementChooser.saysSiteHome("site-home") && !ElementChooser.saysSiteHome("home"))
    }
}
