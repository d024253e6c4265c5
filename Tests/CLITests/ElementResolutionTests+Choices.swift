import Foundation
import Testing
import TestSupport

/// Choosing among what a page offers by voice, in five languages: options named with their lists, radio groups by
/// their legends, tabs, pages and search results by name or place, questions, moving slides, star ratings, sort orders.
extension ElementResolutionTests {
    /// "Expand the first question" on the ARIA FAQ, in five languages: among the things that open, the ones whose names
    /// ask (the page's own menus come first, and are no questions).
    @Test func questionsByTheirPlace() throws {
        guard let faq = Self.example("disclosure/examples/disclosure-faq.html") else { return }
        let first = "Expanded button 'What do I do if I have a permit for an assigned lot, but can't find a space there?'"
        try expect([("en-US", "expand the first question"), ("de-DE", "klapp die erste frage auf"), ("hi-IN", "पहला सवाल expand करो")],
                   on: faq, give: first)
        try expect([("es-ES", "despliega la segunda pregunta")], on: faq, give: "Expanded button 'What do I do if I lose my permit or if my permit is stolen?'")
        try expect([("fr-FR", "déplie la troisième question")], on: faq, give: "Expanded button 'Is there free parking on holidays?'")
    }

    /// "Open the second question" on the ARIA FAQ, in five languages: counted among the names that ask, and opened
    /// (said again, it stays open); a place past the last question, or a page with none, is said so.
    @Test func questionsAreOpenedByTheirPlace() throws {
        guard let faq = Self.example("disclosure/examples/disclosure-faq.html"),
              let accordion = Self.example("accordion/examples/accordion.html") else { return }
        try expect([("en-US", "open the second question"), ("es-ES", "abre la segunda pregunta"), ("fr-FR", "ouvre la deuxième question"),
                    ("de-DE", "öffne die zweite frage"), ("hi-IN", "दूसरा सवाल खोलो")],
                   on: faq, give: "Expanded button 'What do I do if I lose my permit or if my permit is stolen?'")
        let fourth = "button 'Do all parking facilities have the same enforcement rules?'"
        let en = try run(faq, locale: "en-US", ["show me the fourth question", "open the fourth question", "open the fifth question"])
        #expect(en.map(Self.detail) == ["Expanded " + fourth, "B" + fourth.dropFirst() + " is already expanded",
                                        "There is no question 5 on this page"], "\(en.map(Self.detail))")
        try expect([("en-US", "open the second question")], on: accordion, give: "There is no question 2 on this page")
    }

    /// An option named with its list ("choose spain in the country dropdown"), in five languages, on lists labelled in
    /// each, in the singular or the plural: the option is chosen in that list; one the list lacks is said so; the list
    /// alone is clicked.
    @Test func optionsAreChosenInTheListNamed() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/choices.html").path
        let en = try run(page, locale: "en-US", ["choose spain in the country dropdown", "select the second option in country",
                                                 "choose india as the country", "select mars in the country list", "click the country list"])
        #expect(en.map(Self.detail) == ["Chose 'Spain' in combobox 'Country'", "Chose 'Germany' in combobox 'Country'",
                                        "Chose 'India' in combobox 'Country'", "Combobox 'Country' has no option 'mars'",
                                        "Clicked combobox 'Country'"], "\(en.map(Self.detail))")
        try expect([("es-ES", "elige alemania en la lista de países"), ("es-ES", "selecciona alemania en país")], on: page,
                   give: "Chose 'Alemania' in combobox 'País'")
        try expect([("fr-FR", "choisis l'allemagne dans la liste des pays")], on: page, give: "Chose 'Allemagne' in combobox 'Pays'")
        try expect([("de-DE", "wähl deutschland bei land")], on: page, give: "Chose 'Deutschland' in combobox 'Land'")
        try expect([("hi-IN", "देश में जर्मनी चुनो"), ("hi-IN", "देश की लिस्ट से जर्मनी चुनो")], on: page, give: "Chose 'जर्मनी' in combobox 'देश'")
        // The list named in the plural ("countries" for Country; Hindi's "देशों", and "में से", from among, were "से भारत").
        try expect([("en-US", "pick spain from the list of countries")], on: page, give: "Chose 'Spain' in combobox 'Country'")
        try expect([("hi-IN", "देश की लिस्ट में से भारत चुनो"), ("hi-IN", "देशों में से भारत चुनो")], on: page, give: "Chose 'भारत' in combobox 'देश'")
    }

    /// "Go to the contact page", in five languages: no site is known by the name, and the page links to it.
    @Test func aPageOfTheSiteIsItsLink() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/resolve.html").path
        try expect([("en-US", "go to the contact page"), ("es-ES", "ve a la página de contacto"), ("fr-FR", "va à la page contact"),
                    ("de-DE", "geh auf die kontaktseite"), ("hi-IN", "संपर्क पेज पर जाओ")], on: page, give: "Clicked link 'Contact us'")
    }

    /// "Set the delivery to express": a group of radio buttons named by its legend or label takes the one said, in five
    /// languages (a fieldset's legend, an ARIA radiogroup's label); one the group lacks is said with the choices.
    @Test func radioGroupsAreSetByName() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/choices.html").path
        let en = try run(page, locale: "en-US", ["set the delivery to express", "set delivery to overnight"])
        #expect(en.map(Self.detail) == ["Checked radio 'Express'", "'Delivery' has no choice 'overnight' — say one of 'Standard', 'Express'"],
                "\(en.map(Self.detail))")
        try expect([("es-ES", "ajusta el tamaño a grande"), ("fr-FR", "règle la taille sur grande")], on: page, give: "Checked radio 'Grande'")
        try expect([("de-DE", "stell die größe auf groß")], on: page, give: "Checked radio 'Groß'")
        try expect([("hi-IN", "साइज़ को बड़ा पर सेट करो")], on: page, give: "Checked radio 'बड़ा'")
        if let pizza = Self.example("radio/examples/radio.html") {
            try expect([("en-US", "set the pizza crust to thin")], on: pizza, give: "Checked radio 'Thin crust'")
        }
    }

    /// "Stop the slide show" on the ARIA carousel, in five languages: its own stop button; said again, it is stopped
    /// already; "start the slide show" starts it.
    @Test func aCarouselStopsAndStartsByVoice() throws {
        guard let page = Self.example("carousel/examples/carousel-1-prev-next.html") else { return }
        let en = try run(page, locale: "en-US", ["stop the slideshow", "stop the slideshow", "start the slideshow"])
        #expect(en.map(Self.detail) == ["Clicked button 'Stop automatic slide show'", "It is stopped already",
                                        "Clicked button 'Start automatic slide show'"], "\(en.map(Self.detail))")
        try expect([("es-ES", "detén la presentación"), ("fr-FR", "arrête le diaporama"), ("de-DE", "halte die diashow an"),
                    ("hi-IN", "स्लाइड शो रोको")], on: page, give: "Clicked button 'Stop automatic slide show'")
    }

    /// The ARIA star rating, whose radio buttons are SVG groups named in words: "click one star" (the first is the one
    /// that takes the focus, an SVG element: focusing it had failed the whole click) and "click 4 stars" (digits or
    /// words alike).
    @Test func aRatingOfSVGStarsByVoice() throws {
        guard let page = Self.example("radio/examples/radio-rating.html") else { return }
        let r = try run(page, locale: "en-US", ["click one star", "click 4 stars"])
        #expect(r.map(Self.detail) == ["Clicked radio 'one star' — now checked", "Clicked radio 'four stars' — now checked"], "\(r.map(Self.detail))")
        try expect([("es-ES", "haz clic en 2 stars"), ("hi-IN", "2 stars पर क्लिक करो")], on: page, give: "Clicked radio 'two stars' — now checked")
    }

    /// "Open the first result" on a search results page, in five languages: among the links that are headings (the
    /// site's own links and search box come first on the page); "show me the third result" too, not the page's third
    /// thing.
    @Test func searchResultsByTheirPlace() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/results.html").path
        try expect([("en-US", "open the first result"), ("es-ES", "abre el primer resultado"), ("de-DE", "öffne das erste ergebnis"),
                    ("hi-IN", "पहला रिज़ल्ट खोलो")], on: page, give: "Clicked link 'Trail running shoes reviewed'")
        try expect([("en-US", "click the second result"), ("fr-FR", "ouvre le deuxième résultat")], on: page,
                   give: "Clicked link 'Road racers for every budget'")
        // A heading that holds the link counts as well; "the first link" is still the page's first link.
        try expect([("en-US", "open the third result")], on: page, give: "Clicked link 'How a running shoe should fit'")
        // Shown, or wanted in free phrasing (the model reads no kind in "result"): still among the results.
        try expect([("en-US", "show me the third result"), ("en-US", "i'd like the third result"), ("es-ES", "muéstrame el tercer resultado"),
                    ("fr-FR", "montre-moi le troisième résultat"), ("de-DE", "zeig mir das dritte ergebnis"), ("hi-IN", "तीसरा रिज़ल्ट दिखाओ")],
                   on: page, give: "Clicked link 'How a running shoe should fit'")
        try expect([("en-US", "click the first link")], on: page, give: "Clicked link 'Search home'")
        // A result of few words to another site counts among the longer ones (the site's own short links do not).
        let fourth = try run(page, locale: "en-US", ["open the fourth result"])
        #expect(Self.detail(fourth.first ?? [:]).hasPrefix("Clicked link 'Runner's World'"), "\(Self.detail(fourth.first ?? [:]))")
        // The kinds of results, named in another language than the page's or called a tab.
        try expect([("es-ES", "muéstrame las imágenes"), ("de-DE", "zeig mir die bilder"), ("hi-IN", "तस्वीरें दिखाओ")], on: page,
                   give: "Clicked link 'Images'")
        try expect([("en-US", "go to the news tab")], on: page, give: "Clicked link 'News'")
    }

    /// "Search this site for trail shoes", in five languages: the page's own search box takes the words and its form is
    /// sent.
    @Test func theSiteIsSearchedInItsOwnSearchBox() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/results.html").path
        for (locale, say) in [("en-US", "search this site for trail shoes"), ("es-ES", "busca trail shoes en este sitio"),
                              ("fr-FR", "cherche trail shoes sur ce site"), ("de-DE", "durchsuche die website nach trail shoes"),
                              ("hi-IN", "इस साइट पर trail shoes खोजो")] {
            let r = try run(page, locale: locale, [say])
            // Said only once the form was sent (the page then loads its address with the words, in its own time).
            #expect(Self.detail(r.first ?? [:]) == "Searched this site for 'trail shoes' in searchbox 'Search'", "\(locale)")
            #expect((r.first?["outcome"] as? [String: Any])?["ok"] as? Bool == true, "\(locale)")
        }
    }

    /// "Open the first article" on a front page whose own links fill the screen: the articles below are counted, in
    /// five languages (it opened "Log in"); "the article about the rivers" is the one whose name says so. The site's
    /// name at the top and a list's name ("Latest") are links in headings too, and not counted (the name was opened).
    @Test func articlesBelowTheSitesOwnLinks() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        try expect([("en-US", "open the first article"), ("es-ES", "abre el primer artículo"), ("fr-FR", "ouvre le premier article"),
                    ("de-DE", "öffne den ersten artikel"), ("hi-IN", "पहला आर्टिकल खोलो"), ("en-US", "click the first headline")],
                   on: page, give: "Clicked link 'Rivers rise after a week of rain'")
        try expect([("en-US", "open the second story")], on: page, give: "Clicked link 'The final goes to extra time'")
        // The top story is the first (it scrolled to the top).
        try expect([("en-US", "open the top story"), ("es-ES", "abre la noticia principal"), ("fr-FR", "ouvre l'article principal"),
                    ("de-DE", "öffne den aufmacher"), ("hi-IN", "टॉप स्टोरी खोलो")], on: page, give: "Clicked link 'Rivers rise after a week of rain'")
        // Asked for, it is opened too ("what's the top story" scrolled to the top).
        try expect([("en-US", "what's the top story"), ("es-ES", "cuál es la noticia principal"), ("de-DE", "was ist der aufmacher")],
                   on: page, give: "Clicked link 'Rivers rise after a week of rain'")
        // A story by what it is about, in five languages (the page has one in each).
        try sayEach([("en-US", [("open the article about the rivers", "Clicked link 'Rivers rise after a week of rain'"),
                                ("click on the story about the final", "Clicked link 'The final goes to extra time'")]),
                     ("es-ES", [("abre la noticia sobre el museo", "Clicked link 'El museo abre una nueva sala'")]),
                     ("fr-FR", [("ouvre l'article sur le marché de noël", "Clicked link 'Le marché de Noël ouvre ses portes'")]),
                     ("de-DE", [("öffne den artikel über die brücke", "Clicked link 'Die Bahn baut eine neue Brücke'")]),
                     ("hi-IN", [("बारिश वाली खबर खोलो", "Clicked link 'दिल्ली में भारी बारिश'")])], on: page)
    }

    /// "Open the sport page", "take me to the culture section": a site's part said with the browser's own word for
    /// it (page, site, section), in five languages, is the link of that name.
    @Test func aSitesPartsSaidAsPages() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        try expect([("en-US", "open the sport page"), ("es-ES", "abre la página de sport"), ("fr-FR", "ouvre la page sport"),
                    ("de-DE", "öffne die sport seite"), ("hi-IN", "sport पेज खोलो")], on: page, give: "Clicked link 'Sport'")
    }

    /// "Rate it five": the page's rating, a slider ("Rate your satisfaction…" on the ARIA example, where "set the rating to
    /// three" went to a link called "Rating Radio Group Example") or radio buttons of stars.
    @Test func ratingsByVoice() throws {
        let form = AvanuesProcess.fixtures.appendingPathComponent("pages/long-form.html").path
        let store = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        try sayEach([("en-US", [("rate it five", "Set slider 'Rating' to 5")])], on: form)
        try sayEach([("en-US", [("rate it five", "Checked radio '5 stars'")])], on: store)
        guard let page = Self.example("slider/examples/slider-rating.html") else { return }
        let slider = "slider 'Rate your satisfaction with the service you received'"
        try sayEach([("en-US", [("rate it five", "Set \(slider) to five"), ("set the rating to three", "Set \(slider) to three")])], on: page)
    }

    /// A sort order said by another of its names than the list's ("the cheapest" for "Price: low to high"), in five
    /// languages: it said the list had no such option.
    @Test func sortOrdersByTheirOtherNames() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/shop.html").path
        let low = "Chose 'Price: low to high' in combobox 'Sort by'", high = "Chose 'Price: high to low' in combobox 'Sort by'"
        try sayEach([
            ("en-US", [("sort by the cheapest", low), ("sort by most expensive", high), ("sort by newest first", "Chose 'Newest' in combobox 'Sort by'")]),
            ("es-ES", [("ordena por lo más barato", low), ("ordenar por más caros", high)]),
            ("fr-FR", [("trier par les moins chers", low)]),
            ("de-DE", [("sortiere nach günstigste", low)]),
            ("hi-IN", [("सबसे सस्ते से सॉर्ट करो", low)]),
        ], on: page)
    }

    /// A shop in English said in the four other languages: its cart, quantity, wish list, checkout, sound and cookie
    /// banner by their words in Spanish, French, German and Hindi.
    @Test func anEnglishShopInOtherLanguages() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/store.html").path
        let cart = "Clicked button 'Add to cart'", wish = "Clicked button 'Add to wish list'", two = "Set spinbutton 'Quantity' to '2'",
            checkout = "Clicked link 'Proceed to checkout'", reject = "Clicked button 'Reject all'"
        try sayEach([
            ("es-ES", [("añade esto al carrito", cart), ("pon la cantidad en dos", two), ("silencia el vídeo", "Clicked button 'Mute'"),
                       ("rechaza todo", reject), ("ve a pagar", checkout)]),
            ("fr-FR", [("ajoute ça au panier", cart), ("ajoute-le à ma liste d'envies", wish), ("refuse tout", reject),
                       ("passe au paiement", checkout)]),
            ("de-DE", [("auf die wunschliste setzen", wish), ("setz die menge auf zwei", two)]),
            ("hi-IN", [("विशलिस्ट में डालो", wish)]),
        ], on: page)
    }

    /// Each locale's sentences said in one run on `page`, with the results expected in turn.
    func sayInTurn(_ cases: [(String, [String], [String])], on page: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for (locale, says, expected) in cases {
            let r = try run(page, locale: locale, says)
            #expect(r.map(Self.detail) == expected, "\(locale): \(r.map(Self.detail))", sourceLocation: sourceLocation)
        }
    }

    /// "The first link in the article", "el segundo enlace del pie de página", "le dernier lien du pied de page", "den
    /// ersten Link im Artikel", "फ़ुटर में पहला लिंक": counted among the links that part of the page holds, not from the
    /// page's first (the site's logo) — the article's footer is no footer of the page; a name said with a part is the
    /// one there ("Follow us on Facebook", not the article's Facebook); a part the page does not mark is said so.
    @Test func linksCountedInAPartOfThePage() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/article.html").path
        let facebook = "Clicked link 'Facebook' in 'Rivers rise as the snow melts'", twitter = "Clicked link 'Twitter'"
        let follow = "Clicked link 'Follow us on Facebook'", contact = "Clicked link 'Contact'", weather = "Clicked link 'Weather'"
        try sayEach([("en-US", [("open the first link in the article", facebook), ("click the first link in the footer", follow),
                                ("click facebook in the footer", follow), ("click the last link in the article", weather),
                                ("click the second link in the sidebar", "No sidebar on this page holds 'second link in the sidebar' — say 'show numbers' and a number")]),
                     ("es-ES", [("abre el primer enlace del artículo", facebook), ("haz clic en el segundo enlace del pie de página", contact)]),
                     ("fr-FR", [("ouvre le deuxième lien de l'article", twitter), ("clique sur le dernier lien du pied de page", contact)]),
                     ("de-DE", [("öffne den ersten Link im Artikel", facebook), ("klicke auf den letzten Link in der Fußzeile", contact)]),
                     ("hi-IN", [("फ़ुटर में पहला लिंक खोलो", follow), ("आर्टिकल का दूसरा लिंक खोलो", twitter)])], on: page)
        // A site's menu is its navigation, as a place things are in.
        let news = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        try sayEach([("en-US", [("click the third link in the menu", "Clicked link 'Culture'")]),
                     ("de-DE", [("klicke auf den zweiten Link im Menü", "Clicked link 'Sport'")]),
                     ("hi-IN", [("मेनू में दूसरा लिंक खोलो", "Clicked link 'Sport'")])], on: news)
    }

    /// "Open the third link in most read", "el primer enlace de lo más visto", "le deuxième lien des plus lus", "den
    /// dritten Link unter Meistgelesen", "सबसे ज़्यादा पढ़े गए में दूसरा लिंक": a place counted among what comes under
    /// the heading named (a news site's lists beside an article), not from the page's first link, in five languages.
    @Test func linksCountedUnderAHeading() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/popular.html").absoluteString
        try sayEach([("en-US", [("open the third link in most read", "Clicked link 'A new bridge for the old town'"),
                                ("open the second story in the most watched list", "Clicked link 'The lights from above'"),
                                ("click the first link under most watched", "Clicked link 'Seals in the harbour'"),
                                // Under a heading that a heading of each piece comes under in turn.
                                ("open the second link under opinion", "Clicked link 'The harbour deserves better'")]),
                     ("es-ES", [("abre el tercer enlace de lo más leído", "Clicked link 'Un puente nuevo para el casco antiguo'"),
                                ("haz clic en el segundo enlace de lo más visto", "Clicked link 'Las luces desde el aire'")]),
                     ("fr-FR", [("ouvre le deuxième lien des plus lus", "Clicked link 'Les écoles ouvrent tard'")]),
                     ("de-DE", [("öffne den dritten Link unter Meistgelesen", "Clicked link 'Eine neue Brücke für die Altstadt'")]),
                     ("hi-IN", [("सबसे ज़्यादा पढ़े गए में दूसरा लिंक खोलो", "Clicked link 'सोमवार को स्कूल देर से खुलेंगे'")])],
                    on: page, inItsLanguage: true)
        // The scraper reports the headings each element comes under, innermost first.
        let scraped = try AvanuesProcess.run(["scrape", "--all", "--json", page])
        let elements = try scraped.objects().first?["elements"] as? [[String: Any]] ?? []
        let sections = Dictionary(elements.map { ($0["name"] as? String ?? "", $0["sections"] as? [String] ?? []) }) { a, _ in a }
        #expect(sections["The harbour"] == ["Harbour lights return"] && sections["Storm closes the coast road"] == ["Most read", "Harbour lights return"]
                && sections["The harbour deserves better"] == ["Tom Berg", "Opinion", "Harbour lights return"], "\(sections)")
    }

    /// Who wrote the page, in five languages: "open the author's page", "click the author's name", "ve a la página del
    /// autor", "clique sur le nom de l'auteur", "klicke auf den Autor", "लेखक पर क्लिक करो" press the byline's link (not
    /// understood, or "Nothing called 'author'", before); a page that links no author keeps the words as a name.
    @Test func theAuthorByThatWord() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/popular.html").path
        let nora = "Clicked link 'Nora Lind'"
        try sayEach([("en-US", [("open the author's page", nora), ("click the author's name", nora)]),
                     ("es-ES", [("ve a la página del autor", nora)]), ("fr-FR", [("clique sur le nom de l'auteur", nora)]),
                     ("de-DE", [("klicke auf den Autor", nora)]), ("hi-IN", [("लेखक पर क्लिक करो", nora)])], on: page)
        let news = AvanuesProcess.fixtures.appendingPathComponent("pages/news.html").path
        try expect([("en-US", "click the author")], on: news, give: "Nothing called 'author' here — say 'show numbers' and a number")
    }

    /// A blog's post in no landmark of its own: "the first link in the article" is the first in its text (not its share
    /// bar's, nor the site's menu's), in five languages; "the author" is the byline's, not the writers of other posts
    /// named beside it (asked which of three before); a share link whose long and short names run together ("Share on
    /// FacebookShare") is shared by ("share this on facebook", "tweet this"), and a mail button shown twice by mail
    /// ("envíalo por correo", "email this article"; not understood, or asked which, before); a word said in
    /// another language that is one link's whole name ("política": "Politics") is that link, not one whose name holds a
    /// word like it ("A political river"); the post's tags by place or name ("open the first tag", "abre la segunda
    /// etiqueta", "öffne das erste Schlagwort", "पहला टैग खोलो"; web searches before), not the menu's topic; a comment
    /// below the fold replied to by its place or writer ("reply to the first comment", "réponds au commentaire de
    /// ravi", "पहले कमेंट का जवाब दो"; not understood before); its comment box gone to ("leave a comment", "deja un
    /// comentario", "कमेंट लिखो"); "go to the comments" goes to them, not to a link called "Comment Policy".
    @Test func aBlogsPostInNoLandmark() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/blog.html").path
        let survey = "Clicked link 'survey of the valley'", birds = "Clicked link 'birds that left'", mia = "Clicked link 'Mia Chen'"
        let facebook = "Clicked link 'Share on FacebookShare'", mail = "Clicked button 'Send by mail'"
        let rivers = "Clicked link 'rivers'", floods = "Clicked link 'floods'"
        let sam = "Clicked link 'Reply to Sam Ortiz'", lena = "Clicked link 'Reply to Lena Vogel'", ravi = "Clicked link 'Reply to Ravi Kumar'"
        try sayEach([("en-US", [("open the first link in the article", survey), ("click the second link in the article", birds),
                                ("open the last link in the article", "Clicked link 'the town hall'"), ("open the author's page", mia),
                                ("share this on facebook", facebook), ("tweet this", "Clicked link 'Share on TwitterTweet'"),
                                ("email this article", mail), ("open the first tag", rivers), ("click the tag floods", floods),
                                // Comments below the fold, by their place or their writer.
                                ("reply to the first comment", sam), ("reply to lena's comment", lena), ("reply to the last comment", ravi)]),
                     ("es-ES", [("abre el primer enlace del artículo", survey), ("haz clic en política", "Clicked link 'Politics'"),
                                ("abre la página del autor", mia), ("envíalo por correo", mail), ("abre la segunda etiqueta", floods),
                                ("responde al segundo comentario", lena)]),
                     ("fr-FR", [("ouvre le deuxième lien de l'article", birds), ("partage sur facebook", facebook),
                                ("envoie l'article par courriel", mail), ("ouvre le premier tag", rivers),
                                ("réponds au commentaire de ravi", ravi)]),
                     ("de-DE", [("öffne den ersten Link im Artikel", survey), ("klicke auf den Autor", mia), ("schick den artikel per mail", mail),
                                ("öffne das erste Schlagwort", rivers), ("antworte auf den letzten Kommentar", ravi)]),
                     ("hi-IN", [("आर्टिकल का पहला लिंक खोलो", survey), ("लेखक पर क्लिक करो", mia), ("इसे ईमेल से भेजो", mail), ("पहला टैग खोलो", rivers),
                                ("पहले कमेंट का जवाब दो", sam),
                                // The model reads it as the history; the grammar's visit beside it names the author.
                                ("लेखक का पेज खोलो", mia)])], on: page)
        // Writing a comment goes to the comment box (typing "a comment", or "Comment Policy" pressed, before); a page
        // with none says so.
        let box = "Found textbox 'Comment' — say what to type"
        try sayEach([("en-US", [("leave a comment", box), ("write a comment", box)]), ("es-ES", [("deja un comentario", box)]),
                     ("fr-FR", [("écris un commentaire", box)]), ("de-DE", [("schreib einen Kommentar", box)]), ("hi-IN", [("कमेंट लिखो", box)])],
                    on: page)
        let book = AvanuesProcess.fixtures.appendingPathComponent("pages/book.html").path
        try sayEach([("en-US", [("post a comment", "No comment box on this page — say 'show numbers' and a number")])], on: book)
        // A long title with the word in it is no place called so ("Comments on the river book from its first readers").
        let said = try run(book, locale: "en-US", ["go to the comments"]).first
        #expect(!Self.detail(said ?? [:]).hasPrefix("Clicked"), "\(said ?? [:])")
        // The comments are the part their heading heads, not the footer's "Comment Policy" (pressed before).
        let comments = "Scrolled to 'There are 3 comments'"
        try expect([("en-US", "go to the comments"), ("es-ES", "llévame a los comentarios"), ("hi-IN", "कमेंट्स पर जाओ")], on: page, give: comments)
        try expect([("en-US", "open the comment policy")], on: page, give: "Clicked link 'Comment Policy'")
        // The scraper marks the links in running text: not the share bar's, the topics', nor a list's titles.
        let scraped = try AvanuesProcess.run(["scrape", "--all", "--json", page])
        let elements = try scraped.objects().first?["elements"] as? [[String: Any]] ?? []
        let inText = elements.filter { $0["inText"] as? Bool == true }.map { $0["name"] as? String ?? "" }
        #expect(inText == ["survey of the valley", "birds that left", "the town hall"], "\(inText)")
        // And the tags: by rel="tag" or a tag's page; the menu's topic too, which the post's own come before.
        let tags = elements.filter { $0["tag"] as? Bool == true }.map { $0["name"] as? String ?? "" }
        #expect(tags == ["Science", "rivers", "floods"], "\(tags)")
    }

    /// A blog's older and newer posts, in five languages: "older posts", "entradas anteriores", "articles plus anciens",
    /// "ältere beiträge", "पुरानी पोस्ट दिखाओ" press "« Older posts" (not understood before); "next page" goes there too,
    /// not to "Newer posts »", whose arrow points the way of a next page; a page with none says so.
    @Test func aBlogsOlderAndNewerPosts() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/blog.html").path
        let older = "Clicked link '« Older posts'", newer = "Clicked link 'Newer posts »'"
        try sayEach([("en-US", [("older posts", older), ("show me newer posts", newer)]),
                     ("es-ES", [("entradas anteriores", older), ("entradas más recientes", newer)]), ("fr-FR", [("articles plus anciens", older)]),
                     ("de-DE", [("ältere beiträge", older), ("neuere beiträge anzeigen", newer)]), ("hi-IN", [("पुरानी पोस्ट दिखाओ", older)])], on: page)
        func url(_ o: [String: Any]) -> String { (o["outcome"] as? [String: Any])?["url"] as? String ?? "" }
        let turned = try run(page, locale: "en-US", ["next page", "previous page"])
        #expect(url(turned[0]).hasSuffix("#page/3") && url(turned[1]).hasSuffix("#page/1"), "\(turned.map(url))")
        let book = AvanuesProcess.fixtures.appendingPathComponent("pages/book.html").path
        try sayEach([("en-US", [("older posts", "No link to older posts here — say 'show numbers' and a number")])], on: book)
    }

    /// A book's chapters by their numbers, in five languages: "open chapter 3", "abre el capítulo tres" (the model's
    /// click on number 3 before), "ouvre le chapitre 3", "öffne Kapitel 4", "अध्याय 3 खोलो", "the second chapter" press
    /// the contents' link numbered so ("3. Floods…", "Chapter 4: Bridges"; a web search before), not "3 reasons to read
    /// this book"; "click 3" is still the number shown. The writer named after "Written by" is the author, though his
    /// link is to a site's home.
    @Test func chaptersByTheirNumbers() throws {
        let page = AvanuesProcess.fixtures.appendingPathComponent("pages/book.html").path
        let third = "Clicked link '3. Floods and their causes'"
        try sayEach([("en-US", [("open chapter 3", third), ("go to the second chapter", "Clicked link '2. The river's course'"),
                                ("open chapter four", "Clicked link 'Chapter 4: Bridges'"), ("click chapter 12", "Clicked link '12. The sea'"),
                                ("click 3", "Clicked link '3 reasons to read this book'")]),
                     ("es-ES", [("abre el capítulo tres", third)]),
                     // The model reads these as label 3 and the third tab, with nothing else beside them.
                     ("fr-FR", [("ouvre le chapitre 3", third), ("va au chapitre 3", third), ("va au troisième chapitre", third)]),
                     ("de-DE", [("öffne Kapitel 4", "Clicked link 'Chapter 4: Bridges'")]), ("hi-IN", [("अध्याय 3 खोलो", third)])],
                    on: page)
        // Its writer, said to be by "Written by" alone (his site does not load here).
        let author = try run(page, locale: "en-US", ["open the author's page"])
        #expect(Self.detail(author.first ?? [:]).hasPrefix("Clicked link 'Jan Berg'"), "\(author)")
    }
}
