@testable import NLU
import Testing

/// Labels of the classifier that are one command but for how far it goes count as one reading.
@Suite struct LabelsAlikeTests {
    @Test func labelsAlikeButForHowFar() throws {
        #expect(Understander.differOnlyInAmount("scroll direction=down", "scroll amount=little direction=down"))
        #expect(Understander.differOnlyInAmount("scroll amount=page direction=up", "scroll amount=little direction=up"))
        #expect(!Understander.differOnlyInAmount("scroll direction=down", "scroll direction=down"))
        #expect(!Understander.differOnlyInAmount("scroll direction=down", "scroll amount=little direction=up"))
        #expect(!Understander.differOnlyInAmount("navigate action=back", "navigate action=forward"))
        let model = try Understander.bundled("hi-IN")
        let alike = model.probabilityAlike("scroll direction=down", [("scroll amount=little direction=down", 0.2), ("scroll direction=up", 0.1),
                                                                     ("scroll amount=page direction=down", 0.05)])
        #expect(abs(alike - 0.25) < 1e-9)
        // Read whole: 0.76 down and 0.23 a little down is one sure scroll down.
        #expect(model.analyze("ज़रा नीचे करो").confidence > 0.9)
    }
}
