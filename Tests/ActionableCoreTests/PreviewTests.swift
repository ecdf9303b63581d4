@testable import ActionableCore
import Foundation
import Testing

/// `actionable preview` and `diff --format html` as text: escaping, the policy's hash, sample values,
/// translations, determinism. `PreviewBrowserTests` checks what Chromium makes of the pages.
@Suite("Preview pages")
struct PreviewTests {
    /// Definitions whose every user-visible text and id is hostile to HTML.
    static let hostileYAML = #"""
        categories:
          - id: "X\"><script>window.__pwned=1</script>"
            description: "<img src=x onerror=\"window.__pwned=2\"> & </article>"
            hiddenPreviewsBodyPlaceholder: "%u <b>new</b> ' \" items"
            categorySummaryFormat: "%u more from %@ <style>*{display:none}</style>"
            actions:
              - id: "ACT'<svg onload=window.__pwned=3>"
                title: "</span><script>window.__pwned=4</script>"
                options: [destructive]
              - id: REPLY_HOSTILE
                title: "Reply &amp; <i>"
                textInput: { buttonTitle: "<button>Go</button>", placeholder: "<!-- -->\"placeholder\"" }
          - id: "#category-.2F"
            actions: [PLAIN_ACTION]
        actions:
          - { id: PLAIN_ACTION, title: "javascript:alert(1)" }
        """#

    static func model(_ yaml: String) throws -> Model {
        let result = TestSupport.check(yaml)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.catalog)
    }

    static func page(_ model: Model, translations: PreviewTranslations = PreviewTranslations(developmentLanguage: "en")) -> String {
        String(decoding: PreviewPage(model: model, translations: translations).render(), as: UTF8.self)
    }

    @Test("Escaping leaves no markup character of user text in the page, and replaces control characters")
    func escaping() {
        let hostile = "<script a='b' c=\"d\">&amp;</script>\u{0}\u{1B}\u{85}\t\n"
        let escaped = HTMLText.escaped(hostile)
        #expect(!escaped.contains(where: { "<>\"'".contains($0) }))
        #expect(escaped == "&lt;script a=&#39;b&#39; c=&quot;d&quot;&gt;&amp;amp;&lt;/script&gt;\u{FFFD}\u{FFFD}\u{FFFD}\t\n")
        #expect(HTMLText.escaped("abc\u{202E}fed\u{2066}") == "abc\\u{202E}fed\\u{2066}")
        #expect(HTMLText.escaped("👨\u{200D}👩 ❤\u{FE0F} é") == "👨\u{200D}👩 ❤\u{FE0F} é", "emoji sequences and accents stay")
    }

    @Test("Fragments are made of safe characters and never give two ids one anchor")
    func fragments() {
        let ids = ["A.B", "A.2EB", "A B", "A_B", "é", "e\u{301}", "", ".", ".2E", "a\"b", "#x", "%41"]
        let fragments = ids.map(HTMLText.fragment)
        #expect(Set(fragments).count == ids.count)
        for fragment in fragments {
            #expect(fragment.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-_.".unicodeScalars.contains($0)) })
        }
    }

    @Test("SHA-256 gives the standard test vectors; Base64 encoding round-trips through decoding")
    func hashing() {
        func hex(_ bytes: [UInt8]) -> String { bytes.map { String($0, radix: 16).count == 1 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined() }
        #expect(hex(SHA256.digest(Array("".utf8))) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(SHA256.digest(Array("abc".utf8))) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hex(SHA256.digest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8)))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(SHA256.digest([UInt8](repeating: 0x61, count: 1000))) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 * 37 + length) }
            #expect(Base64.decode(Base64.encode(bytes)) == bytes)
        }
        #expect(Base64.encode(Array("foobar".utf8)) == "Zm9vYmFy" && Base64.encode(Array("fo".utf8)) == "Zm8=")
    }

    @Test("Sample values fill %u, %@, positional forms and %%, and leave anything else as written")
    func sampleValues() {
        #expect(SampleValues.filled("%u new messages") == "3 new messages")
        #expect(SampleValues.filled("%2$@ sent %1$u") == "Alex sent 3")
        #expect(SampleValues.filled("100%% sure, %u") == "100% sure, 3")
        #expect(SampleValues.filled("trailing %") == "trailing %")
        #expect(SampleValues.filled("%d %x") == "%d %x")
    }

    @Test("The page is self-contained: the policy names its one style sheet by hash, and it has no script, link or image")
    func selfContained() throws {
        let page = Self.page(try Self.model(Self.hostileYAML))
        let styleStart = try #require(page.range(of: "<style>")).upperBound
        let styleEnd = try #require(page.range(of: "</style>")).lowerBound
        let hash = Base64.encode(SHA256.digest(Array(page[styleStart..<styleEnd].utf8)))
        // The policy is an attribute value, so its quotes are written as character references.
        #expect(page.contains("content=\"" + HTMLText.escaped(PreviewPage.policy(styleHash: hash)) + "\""))
        #expect(PreviewPage.policy(styleHash: hash).hasPrefix("default-src 'none'; style-src 'sha256-\(hash)'"))
        for forbidden in ["<script", "<img", "<svg", "<link", "<iframe", "<object", "<embed", "<base", "<style>*", "url(", "@import"] {
            #expect(!page.contains(forbidden), "the page contains \(forbidden)")
        }
        // No tag loads, runs or styles anything: no source, event handler, inline style or link out of the page.
        let tags = try NSRegularExpression(pattern: "<[a-zA-Z][^>]*>").matches(in: page, range: NSRange(page.startIndex..., in: page))
            .map { String(page[Range($0.range, in: page)!]) }
        #expect(tags.count > 50)
        for tag in tags {
            let attributes = tag.replacingOccurrences(of: "\"[^\"]*\"", with: "\"\"", options: .regularExpression)
            #expect(attributes.range(of: #"\s(src|style|on[a-z]+|srcset|action|formaction)="#, options: .regularExpression) == nil, "\(tag)")
            #expect(tag.range(of: #"\shref="[^#]"#, options: .regularExpression) == nil, "\(tag) links out of the page")
        }
        #expect(page.components(separatedBy: "<style>").count == 2)
        #expect(page.contains("&lt;/span&gt;&lt;script&gt;window.__pwned=4&lt;/script&gt;"))
        #expect(page.contains(#"data-category="X&quot;&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;""#))
    }

    @Test("The same definitions give the same bytes, and categories and actions come in order")
    func deterministicAndOrdered() throws {
        let files = try TestSupport.exampleFiles()
        let first = try #require(Compiler.tested.check(files).catalog)
        let second = try #require(Compiler.tested.check(files.reversed()).catalog)
        #expect(PreviewPage(model: first, translations: PreviewTranslations(developmentLanguage: "en")).render()
                == PreviewPage(model: second, translations: PreviewTranslations(developmentLanguage: "en")).render())
        let page = Self.page(first)
        var position = page.startIndex
        for category in first.categories {
            let marker = "data-category=\"\(HTMLText.escaped(category.identifier))\""
            let found = try #require(page.range(of: marker, range: position..<page.endIndex), "\(category.identifier) out of order")
            position = found.upperBound
            for action in category.actions {
                let actionMarker = "data-action=\"\(HTMLText.escaped(action))\""
                position = try #require(page.range(of: actionMarker, range: position..<page.endIndex), "\(action) out of order").upperBound
            }
        }
    }

    @Test("A catalog's languages: translated, missing (the development text, marked) and stale (marked)")
    func translations() throws {
        let model = try Self.model("""
            categories:
              - id: C
                actions:
                  - { id: A, title: { key: k.accept, value: Accept } }
                  - { id: B, title: { key: k.decline, value: Decline now } }
                  - { id: D, title: { key: k.later, value: Later } }
                  - { id: E, title: Literal }
            """)
        let catalog = """
            {"sourceLanguage":"en","strings":{
              "k.accept":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Annehmen"}},
                                            "fr":{"stringUnit":{"state":"needs_review","value":"Accepter"}}}},
              "k.decline":{"localizations":{"en":{"stringUnit":{"state":"translated","value":"Decline"}},
                                             "de":{"stringUnit":{"state":"translated","value":"Ablehnen"}}}},
              "k.later":{"localizations":{"de":{"variations":{"plural":{"one":{"stringUnit":{"state":"translated","value":"Eins"}},
                                                                       "other":{"stringUnit":{"state":"translated","value":"Später"}}}}}}}}}
            """
        var diagnostics: [Diagnostic] = []
        let translations = try #require(PreviewTranslations.read(Array(catalog.utf8), path: "L.xcstrings", developmentLanguage: "en", diagnostics: &diagnostics))
        #expect(translations.languages == ["en", "de", "fr"])
        let titles = Dictionary(uniqueKeysWithValues: model.actions.map { ($0.identifier, $0.title) })
        #expect(translations.lookup(try #require(titles["A"]), in: "de") == .translated("Annehmen"))
        #expect(translations.lookup(try #require(titles["A"]), in: "fr") == .stale("Accepter"))
        #expect(translations.lookup(try #require(titles["B"]), in: "de") == .stale("Ablehnen"), "made for the old source text")
        #expect(translations.lookup(try #require(titles["B"]), in: "fr") == .missing)
        #expect(translations.lookup(try #require(titles["D"]), in: "de") == .translated("Später"))
        #expect(translations.lookup(try #require(titles["E"]), in: "fr") == .translated("Literal"))
        let page = Self.page(model, translations: translations)
        #expect(page.contains("missing fr") && page.contains("stale fr") && page.contains("stale de"))
        #expect(page.contains("href=\"#lang-de\"") && page.contains("id=\"lang-de\""))
        #expect(PreviewTranslations.read(Array("{\"strings\": []}".utf8), path: "L.xcstrings", developmentLanguage: "en", diagnostics: &diagnostics) == nil)
        #expect(diagnostics.contains { $0.rule == .invalidStringsCatalog })
    }

    @Test("diff --format html: each changed category before and after, every change labelled, the unchanged folded")
    func diffPage() throws {
        let report = try DiffReportTests.goldenReport()
        let page = HTMLChangeRenderer().render(report)
        for change in report.changes { #expect(page.contains("data-rule=\"\(change.rule.rawValue)\"")) }
        #expect(page.contains("data-side=\"before\"") && page.contains("data-side=\"after\""))
        #expect(!page.contains("<script") && page.contains("http-equiv=\"Content-Security-Policy\""))
        var withoutSides = report
        withoutSides.sides = nil
        #expect(!HTMLChangeRenderer().render(withoutSides).contains("data-side"))
    }
}
