@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// The preview pages as a person sees them, in headless Chromium: every category and action in order with its
/// title, the reply fields, red destructive actions (computed style and screenshot pixels), the dark scheme,
/// each language, hostile text shown as text with no script run, and no request but the page itself.
///
/// The screenshots of the Examples' categories in `Documentation/Images/` are compared here; after an intended
/// change of the page, regenerate them with `ACTIONABLE_RECORD=1 swift test --filter PreviewBrowserTests` and
/// review them.
@Suite("Preview pages in Chromium", .enabled(if: Browser.testsRun, "needs chromium (apt-get install chromium)"))
struct PreviewBrowserTests {
    /// What the probe reads of a page.
    struct Reading: Decodable, Equatable {
        struct Category: Decodable, Equatable {
            var id: String
            var anchor: String
            var actions: [Action]
            var replies: [Reply]
            var hidden: String
            var summary: String
            /// The notification's title, and each sample push's JSON as the page shows it to copy.
            var title: String
            var samples: [String]
        }
        struct Action: Decodable, Equatable {
            var id: String
            var title: String
            var color: String
        }
        struct Reply: Decodable, Equatable {
            var id: String
            var placeholder: String
            var send: String
        }
        var categories: [Category]
        var background: String
        var pwned: String
        var activeElements: Int
    }

    /// A string or a number of a JSON array the page's script returns.
    enum Cell: Decodable, Hashable {
        case text(String)
        case number(Double)

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let number = try? container.decode(Double.self) { self = .number(number) } else { self = .text(try container.decode(String.self)) }
        }
    }

    /// The JavaScript that reads a page into a ``Reading``.
    static let probe = """
        JSON.stringify({
          categories: [...document.querySelectorAll('article[data-category]')].map(a => ({
            id: a.dataset.category, anchor: a.id,
            actions: [...a.querySelectorAll('li[data-action]')].map(li => ({ id: li.dataset.action,
              title: li.querySelector('.action-title').innerText,
              color: getComputedStyle(li.querySelector('.action-title')).color })),
            replies: [...a.querySelectorAll('[data-reply]')].map(r => ({ id: r.dataset.reply,
              placeholder: r.querySelector('.placeholder').innerText, send: r.querySelector('.send').innerText })),
            hidden: a.querySelector('[data-banner=hidden-previews] .body').innerText,
            summary: a.querySelector('.summary').innerText,
            title: a.querySelector('[data-banner=notification] .title').innerText,
            samples: [...a.querySelectorAll('details[data-sample] code')].map(c => c.textContent) })),
          background: getComputedStyle(document.body).backgroundColor,
          pwned: typeof window.__pwned,
          activeElements: document.querySelectorAll('script,img,svg,iframe,object,embed,link,body style,[onerror],[onload]').length
        })
        """

    /// Writes `bytes` to a new page file; returns its URL.
    static func write(_ bytes: [UInt8], name: String = "page.html") throws -> URL {
        let url = try TestSupport.temporaryDirectory().appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url
    }

    /// The Examples' catalog and their strings catalog's translations.
    static func examples() throws -> (Model, PreviewTranslations) {
        let model = try #require(Compiler.tested.check(try TestSupport.exampleFiles()).catalog)
        let catalog = try Data(contentsOf: TestSupport.packageRoot.appendingPathComponent("Examples/Generated/Localizable.xcstrings"))
        var diagnostics: [Diagnostic] = []
        let translations = try #require(PreviewTranslations.read(Array(catalog), path: "Localizable.xcstrings", developmentLanguage: "en", diagnostics: &diagnostics))
        return (model, translations)
    }

    /// What the page should show for `text` in `language`, as `innerText` reads it.
    static func expected(_ text: Model.Text, _ translations: PreviewTranslations, _ language: String, filled: Bool = false) -> String {
        expected(text, translations, language, shown: { filled ? SampleValues.filled($0) : $0 })
    }

    /// What the page shows for a sample's `text` in `language`: a localized one's `%@` filled with its arguments.
    static func expected(_ text: Model.SampleText, _ translations: PreviewTranslations, _ language: String) -> String {
        expected(text.text, translations, language, shown: text.shown(as:))
    }

    /// What the page shows for `text` in `language`, each language's text as `shown` makes it.
    static func expected(
        _ text: Model.Text, _ translations: PreviewTranslations, _ language: String, shown: (String) -> String
    ) -> String {
        switch translations.lookup(text, in: language) {
        case .translated(let value): return shown(value)
        case .missing: return shown(text.value) + "missing " + language
        case .stale(let value): return shown(value) + "stale " + language
        }
    }

    /// What the page should read for `model` in `language`.
    static func expectedCategories(_ model: Model, _ translations: PreviewTranslations, _ language: String, red: String, text: String) -> [Reading.Category] {
        let actions = Dictionary(uniqueKeysWithValues: model.actions.map { ($0.identifier, $0) })
        return model.categories.map { category in
            let listed = category.actions.compactMap { actions[$0] }
            return Reading.Category(
                id: category.identifier, anchor: PreviewPage.anchor(of: category.identifier),
                actions: listed.map {
                    Reading.Action(id: $0.identifier, title: expected($0.title, translations, language),
                                   color: $0.options.contains(.destructive) ? red : text)
                },
                replies: listed.compactMap { action in
                    action.textInput.map { input in
                        Reading.Reply(
                            id: action.identifier,
                            placeholder: input.placeholder.value.isEmpty ? "(no placeholder)" : expected(input.placeholder, translations, language),
                            send: input.buttonTitle.map { expected($0, translations, language) } ?? "Send")
                    }
                },
                hidden: category.hiddenPreviewsBodyPlaceholder.map { expected($0, translations, language, filled: true) } ?? "Notificationsystem text",
                summary: category.categorySummaryFormat.map { expected($0, translations, language, filled: true) }
                    ?? SampleValues.filled("%u more notifications") + "system text",
                title: SamplePushes.samples(of: category).first?.title.map { expected($0, translations, language) } ?? category.identifier,
                samples: SamplePushes.samples(of: category).map {
                    SamplePushes.payload($0, category: category, kind: nil, bundleID: nil).document
                })
        }
    }

    @Test("The Examples in every language of their catalog, light and dark: categories, actions, titles, reply fields, colours")
    func examplesInEveryLanguage() throws {
        let (model, translations) = try Self.examples()
        #expect(translations.languages.count > 1, "the Examples' catalog has translations")
        let url = try Self.write(PreviewPage(model: model, translations: translations).render())
        var pages: [Browser.Page] = []
        for (index, language) in translations.languages.enumerated() {
            let fragment = index == 0 ? "" : "#" + PreviewPage.languageAnchor(language)
            for scheme in ["light", "dark"] {
                pages.append(Browser.Page(url: url.absoluteString + fragment, colorScheme: scheme, evaluate: Self.probe))
            }
        }
        let visits = try Browser.visit(pages)
        for (position, visit) in visits.enumerated() {
            let language = translations.languages[position / 2]
            let dark = position % 2 == 1
            let reading = try visit.decoded(Reading.self)
            let expected = Self.expectedCategories(
                model, translations, language, red: dark ? "rgb(255, 105, 97)" : "rgb(215, 0, 21)",
                text: dark ? "rgb(242, 242, 247)" : "rgb(28, 28, 30)")
            #expect(reading.categories == expected, "\(language), \(dark ? "dark" : "light")")
            #expect(reading.background == (dark ? "rgb(0, 0, 0)" : "rgb(242, 242, 247)"))
            #expect(visit.requests == [url.absoluteString + (position < 2 ? "" : "#" + PreviewPage.languageAnchor(language))]
                    || visit.requests.map { $0.split(separator: "#").first.map(String.init) ?? $0 } == [url.absoluteString],
                    "the page requested more than itself: \(visit.requests)")
            #expect(visit.exceptions.isEmpty && reading.activeElements == 0 && reading.pwned == "undefined")
        }
    }

    @Test("A long button title leaves the reply field room to show its placeholder")
    func longButtonTitle() throws {
        let title = String(repeating: "Send this reply to everyone ", count: 20)
        let yaml = "categories:\n  - id: C\n    actions:\n      - { id: R, title: Reply, textInput: { buttonTitle: \(title), placeholder: Say something } }\n"
        let model = try PreviewTests.model(yaml)
        let url = try Self.write(PreviewPage(model: model, translations: PreviewTranslations(developmentLanguage: "en")).render())
        let widths = "JSON.stringify(['.reply', '.placeholder', '.send'].map(s => document.querySelector(s).getBoundingClientRect().width))"
        let measured = try Browser.visit([Browser.Page(url: url.absoluteString, width: 420, evaluate: widths)])[0].decoded([Double].self)
        #expect(measured[1] >= 60, "the placeholder is \(measured[1]) px wide in a \(measured[0]) px field")
        #expect(measured[2] <= 0.61 * measured[0], "the button is \(measured[2]) px wide in a \(measured[0]) px field")
    }

    @Test("A category a content extension draws shows the extension's view as tall as its initial size ratio, and says which one")
    func contentExtensionView() throws {
        let yaml = """
            categories:
              - { id: WIDE, mutableContent: true }
              - { id: TALL }
              - { id: PLAIN }
              - { id: TITLED }
            contentExtensions:
              - { id: WideContent, categories: [WIDE], initialContentSizeRatio: 0.25, defaultContentHidden: true }
              - { id: TallContent, categories: [TALL], initialContentSizeRatio: 1.5e0 }
              - { id: NotificationContent, categories: [TITLED], initialContentSizeRatio: 0.6, overridesDefaultTitle: true,
                  userInteractionEnabled: true }

            """
        let model = try PreviewTests.model(yaml)
        let url = try Self.write(PreviewPage(model: model, translations: PreviewTranslations(developmentLanguage: "en")).render())
        let read = """
            JSON.stringify([...document.querySelectorAll('article[data-category]')].map(a => {
              const view = a.querySelector('.extension-view'), box = view && view.getBoundingClientRect();
              return [a.dataset.category, view ? view.dataset.contentExtension : '', box ? box.height / box.width : 0,
                      box ? box.width / a.querySelector('[data-banner=notification]').getBoundingClientRect().width : 0,
                      a.querySelector('[data-fact=content-extension]').innerText, a.querySelector('[data-fact=service-extension]').innerText];
            }))
            """
        let visit = try Browser.visit([Browser.Page(url: url.absoluteString, width: 420, evaluate: read)])[0]
        let rows = Dictionary(try visit.decoded([[Cell]].self).map { ($0[0], $0) }) { first, _ in first }
        try #require(rows.count == 4)
        for (id, drawer, ratio) in [("WIDE", "WideContent", 0.25), ("TALL", "TallContent", 1.5), ("PLAIN", "", 0),
                                    ("TITLED", "NotificationContent", 0.6)] {
            let row = try #require(rows[.text(id)])
            #expect(row[1] == .text(drawer))
            guard case .number(let measured) = row[2], case .number(let width) = row[3] else { Issue.record("\(row)"); continue }
            #expect(abs(measured - ratio) < 0.02, "\(id): the view is \(measured) as tall as wide, declared \(ratio)")
            if ratio > 0 { #expect(abs(width - 1) < 0.01, "\(id): the view is \(width) of the notification's width") }
        }
        #expect(rows[.text("WIDE")]?[4] == .text("WideContent, initial size ratio 0.25; hides the default title and body"))
        #expect(rows[.text("WIDE")]?[5] == .text("sees its pushes (mutableContent: servers send mutable-content)"))
        #expect(rows[.text("PLAIN")]?[4] == .text("none: the system's default interface") && rows[.text("PLAIN")]?[5] == .text("not involved"))
        #expect(visit.exceptions.isEmpty)
    }

    @Test("An extension's notification is drawn as iOS draws it: its view below the app's name, the default title and body only without defaultContentHidden, the view controller's title with overridesDefaultTitle, a label that wraps as a sentence")
    func contentExtensionAttributes() throws {
        let yaml = """
            categories:
              - { id: HIDDEN, samples: [{ name: s, title: Sample title, body: Sample body }] }
              - { id: SHOWN, samples: [{ name: s, title: Sample title, body: Sample body }] }
              - { id: TITLED, samples: [{ name: s, title: Sample title, body: Sample body }] }
            contentExtensions:
              - { id: HiddenContent, categories: [HIDDEN], initialContentSizeRatio: 0.6, defaultContentHidden: true }
              - { id: NotificationContent, categories: [SHOWN], initialContentSizeRatio: 0.6 }
              - { id: TitledContent, categories: [TITLED], initialContentSizeRatio: 0.6, overridesDefaultTitle: true,
                  userInteractionEnabled: true }

            """
        let model = try PreviewTests.model(yaml)
        let url = try Self.write(PreviewPage(model: model, translations: PreviewTranslations(developmentLanguage: "en")).render())
        // For each category: the expanded notification's text, top to bottom; whether the extension's view comes right
        // after the app's name; how many lines the label's first words take; whether the view takes touches.
        let read = """
            JSON.stringify([...document.querySelectorAll('article[data-category]')].map(a => {
              const banner = a.querySelector('[data-banner=notification]'), view = banner.querySelector('.extension-view');
              const label = view.querySelector('.extension-label'), range = document.createRange();
              range.setStart(label.firstChild, 0); range.setEnd(label.firstChild, label.firstChild.length);
              const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
              const app = banner.querySelector('.app').getBoundingClientRect(), box = view.getBoundingClientRect();
              return [a.dataset.category, [...banner.querySelectorAll('.title, .subtitle, .body')].map(e => e.innerText).join(' | '),
                      box.top >= app.bottom && view.previousElementSibling === banner.querySelector('.app') ? 'below' : 'elsewhere',
                      tops.size, view.dataset.interactive || '', label.innerText];
            }))
            """
        for width in [420, 330] {
            let visit = try Browser.visit([Browser.Page(url: url.absoluteString, width: width, evaluate: read)])[0]
            let rows = Dictionary(try visit.decoded([[Cell]].self).map { ($0[0], $0) }) { first, _ in first }
            #expect(rows[.text("HIDDEN")]?[1] == .text(""), "width \(width): \(rows)")
            #expect(rows[.text("SHOWN")]?[1] == .text("Sample title | Sample body"), "width \(width): \(rows)")
            #expect(rows[.text("TITLED")]?[1] == .text("The view controller's titleset by the extension | Sample body"),
                    "width \(width): \(rows)")
            for id in ["HIDDEN", "SHOWN", "TITLED"] {
                #expect(rows[.text(id)]?[2] == .text("below"), "width \(width), \(id): the view is not below the app's name")
                #expect(rows[.text(id)]?[3] == .number(1), "width \(width), \(id): the label's first words wrap in a column")
            }
            #expect(rows[.text("TITLED")]?[4] == .text("true") && rows[.text("SHOWN")]?[4] == .text(""))
            #expect(rows[.text("SHOWN")]?[5] == .text("View of content extension NotificationContent, height 0.6 × width while it loads"))
            #expect(visit.exceptions.isEmpty)
        }
    }

    @Test("Hostile text is shown as text, runs nothing, and its category's anchor still leads to it")
    func hostileDefinitions() throws {
        let model = try PreviewTests.model(PreviewTests.hostileYAML)
        let translations = PreviewTranslations(developmentLanguage: "en")
        let url = try Self.write(PreviewPage(model: model, translations: translations).render())
        let anchors = model.categories.map { PreviewPage.anchor(of: $0.identifier) }
        let linked = "JSON.stringify(" + String(describing: anchors) + ".map(id => document.getElementById(id).dataset.category))"
        let visits = try Browser.visit([
            Browser.Page(url: url.absoluteString, evaluate: Self.probe),
            Browser.Page(url: url.absoluteString, evaluate: linked),
        ])
        let reading = try visits[0].decoded(Reading.self)
        #expect(reading.categories == Self.expectedCategories(model, translations, "en", red: "rgb(215, 0, 21)", text: "rgb(28, 28, 30)"))
        #expect(reading.pwned == "undefined" && reading.activeElements == 0 && visits[0].exceptions.isEmpty)
        #expect(visits[0].requests == [url.absoluteString])
        #expect(try visits[1].decoded([String].self) == model.categories.map(\.identifier))
    }

    @Test("A destructive action is red in the screenshot, light and dark; the same action without the option is not")
    func destructiveIsRed() throws {
        func page(_ options: String) throws -> URL {
            let model = try PreviewTests.model("""
                categories:
                  - id: ONLY
                    actions: [{ id: DELETE, title: Delete everything now, options: [\(options)] }]
                """)
            return try Self.write(PreviewPage(model: model, translations: PreviewTranslations(developmentLanguage: "en")).render(), name: "\(options.isEmpty ? "plain" : options).html")
        }
        let red = [[215, 0, 21], [255, 105, 97]]
        let directory = try TestSupport.temporaryDirectory()
        let shots = try Browser.visit([
            Browser.Page(url: try page("destructive").absoluteString, screenshot: directory.appendingPathComponent("1.png").path, clip: "li[data-action]", countColors: red),
            Browser.Page(url: try page("destructive").absoluteString, colorScheme: "dark", screenshot: directory.appendingPathComponent("2.png").path, clip: "li[data-action]", countColors: red),
            Browser.Page(url: try page("").absoluteString, screenshot: directory.appendingPathComponent("3.png").path, clip: "li[data-action]", countColors: red),
        ])
        #expect((shots[0].colorCounts?[0] ?? 0) > 30 && shots[0].colorCounts?[1] == 0)
        #expect((shots[1].colorCounts?[1] ?? 0) > 30 && shots[1].colorCounts?[0] == 0)
        #expect(shots[2].colorCounts == [0, 0])
    }

    @Test("diff --format html in Chromium: changed categories before and after, in order, hostile ids as text, nothing run")
    func diffPage() throws {
        let report = try DiffReportTests.goldenReport()
        let sides = try #require(report.sides)
        let url = try Self.write(Array(HTMLChangeRenderer().render(report).utf8))
        let probe = """
            JSON.stringify({
              rows: [...document.querySelectorAll('[data-change-category]')].map(row => ({ id: row.dataset.changeCategory,
                sides: [...row.querySelectorAll('[data-side]')].map(side => ({ side: side.dataset.side,
                  category: side.querySelector('[data-category]') ? side.querySelector('[data-category]').dataset.category : null,
                  actions: [...side.querySelectorAll('[data-action]')].map(li => li.dataset.action) })),
                rules: [...row.querySelectorAll('.changes [data-rule]')].map(li => li.dataset.rule) })),
              folded: document.querySelector('details.unchanged') ? !document.querySelector('details.unchanged').open : null,
              pwned: typeof window.__pwned
            })
            """
        struct Row: Decodable { var id: String; var sides: [Side]; var rules: [String] }
        struct Side: Decodable { var side: String; var category: String?; var actions: [String] }
        struct Diff: Decodable { var rows: [Row]; var folded: Bool?; var pwned: String }
        let visit = try #require(try Browser.visit([Browser.Page(url: url.absoluteString, evaluate: probe)]).first)
        let diff = try visit.decoded(Diff.self)
        #expect(!diff.rows.isEmpty && diff.pwned == "undefined" && visit.requests == [url.absoluteString])
        for row in diff.rows {
            #expect(row.sides.map(\.side) == ["before", "after"])
            for (side, snapshot) in zip(row.sides, [sides.base, sides.head]) {
                let category = snapshot.catalog.categories.first { $0.identifier == row.id }
                #expect(side.category == category?.identifier)
                #expect(side.actions == (category?.actions ?? []))
            }
            let expectedRules = report.changes.filter { $0.categories.contains(row.id) || $0.subject == .category(row.id) }.map(\.rule.rawValue)
            #expect(row.rules == expectedRules)
        }
        if diff.folded != nil { #expect(diff.folded == true) }
    }

    @Test("Documentation/Images holds a current screenshot of each Examples category (ACTIONABLE_RECORD=1 rewrites them)",
          .enabled(if: Browser.screenshotsComparable,
                   "the committed screenshots were drawn with \(Browser.referenceFonts.joined(separator: " and ")), which fontconfig does not list here (apt-get install fonts-liberation fonts-dejavu-core)"))
    func documentationScreenshots() throws {
        let (model, translations) = try Self.examples()
        let url = try Self.write(PreviewPage(model: model, translations: translations).render())
        let images = TestSupport.packageRoot.appendingPathComponent("Documentation/Images")
        let scratch = try TestSupport.temporaryDirectory()
        var pages: [Browser.Page] = []
        var names: [String] = []
        for category in model.categories {
            names.append("preview-" + HTMLText.fragment(category.identifier) + ".png")
            pages.append(Browser.Page(url: url.absoluteString, screenshot: scratch.appendingPathComponent(names.last!).path,
                                      clip: "#" + PreviewPage.anchor(of: category.identifier),
                                      compareWith: images.appendingPathComponent(names.last!).path))
        }
        let shots = try Browser.visit(pages)
        if TestSupport.isRecording {
            try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: images.path) where name.hasPrefix("preview-") {
                try FileManager.default.removeItem(at: images.appendingPathComponent(name))
            }
            for name in names {
                try FileManager.default.copyItem(at: scratch.appendingPathComponent(name), to: images.appendingPathComponent(name))
            }
            return
        }
        let committed = try FileManager.default.contentsOfDirectory(atPath: images.path).filter { $0.hasPrefix("preview-") }.sorted()
        #expect(committed == names.sorted(), "Documentation/Images has a screenshot for each category and no other")
        for (name, shot) in zip(names, shots) {
            #expect((shot.difference ?? 1) <= 0.01, "\(name) differs from the page; run ACTIONABLE_RECORD=1 swift test --filter PreviewBrowserTests and review it")
        }
    }
}
