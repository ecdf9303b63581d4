/// `actionable preview`: one self-contained HTML page that draws every category as iOS presents it, in every
/// language of a strings catalog.
///
/// The page needs nothing but itself: one inline style sheet, no script, image, font or link to anything
/// outside it, and a Content-Security-Policy that allows exactly that style sheet (by its SHA-256) and nothing
/// else. Each category is an `<article data-category="ID" id="category-...">` (the anchor a review comment
/// links to) and each action an `<li data-action="ID">`, in registration order. A language is chosen by the
/// link `#lang-CODE`, which CSS alone follows. The same definitions always give the same bytes.
public struct PreviewPage: Sendable {
    /// The checked definitions.
    public var model: Model
    /// The languages to show, and their translations.
    public var translations: PreviewTranslations
    /// The app's name on the notifications.
    public var appName: String

    /// Creates a page of `model` in the languages of `translations`.
    public init(model: Model, translations: PreviewTranslations, appName: String = "App") {
        self.model = model
        self.translations = translations
        self.appName = appName
    }

    /// The page, as UTF-8.
    public func render() -> [UInt8] {
        let preview = CategoryPreview(model: model, translations: translations, appName: appName)
        var w = HTMLWriter()
        Self.openDocument(
            title: "Notification preview", languages: translations.languages,
            contentSizeRatios: model.contentExtensions.map(\.initialContentSizeRatio), into: &w)
        w.element("header") { w in
            w.element("h1", text: "Notification preview")
            w.element("p", text: "\(model.categories.count) categories, \(model.actions.count) actions, from "
                + (model.inputs.isEmpty ? "no files" : model.inputs.joined(separator: ", ")) + ".")
            Self.languageNavigation(translations.languages, into: &w)
            w.element("nav", ["aria-label": "Categories"]) { w in
                w.element("ol") { w in
                    for category in model.categories {
                        w.element("li") { w in
                            w.element("a", ["href": "#" + Self.anchor(of: category.identifier)], text: category.identifier)
                        }
                    }
                }
            }
        }
        w.newline()
        w.element("main") { w in
            if model.categories.isEmpty { w.element("p", ["class": "absent"], text: "The definitions declare no category.") }
            for category in model.categories {
                preview.write(category, id: Self.anchor(of: category.identifier), into: &w)
            }
        }
        Self.closeDocument(into: &w)
        return Array(w.html.utf8)
    }

    /// The element id of a category's anchor: `category-` and its identifier as ``HTMLText/fragment(_:)`` writes it.
    public static func anchor(of category: String) -> String {
        "category-" + HTMLText.fragment(category)
    }

    /// The element id whose being the target shows `language`.
    static func languageAnchor(_ language: String) -> String {
        "lang-" + HTMLText.fragment(language)
    }

    /// The doctype, the head (character set, viewport, the policy, the style sheet and its hash) and the
    /// opening of the body with one empty anchor per language.
    /// `contentSizeRatios` are the size ratios of the content extensions the page draws.
    static func openDocument(title: String, languages: [String], contentSizeRatios: [String] = [], into w: inout HTMLWriter) {
        let anchors = languages.map(languageAnchor)
        let sheet = PreviewStyle.sheet(languageAnchors: anchors, contentSizeRatios: contentSizeRatios)
        let hash = Base64.encode(SHA256.digest(Array(sheet.utf8)))
        w.trusted("<!DOCTYPE html>\n")
        w.open("html", ["lang": languages.first ?? "en"])
        w.trusted("<head><meta charset=\"utf-8\">")
        w.open("meta", ["http-equiv": "Content-Security-Policy", "content": policy(styleHash: hash)])
        w.trusted("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        w.trusted("<meta name=\"color-scheme\" content=\"light dark\">")
        w.element("title", text: title)
        w.trusted("<style>" + sheet + "</style></head>\n<body>")
        for anchor in anchors.dropFirst() { w.element("span", ["id": anchor], text: "") }
    }

    /// The page's Content-Security-Policy: nothing may load or run but the style sheet with `styleHash`.
    static func policy(styleHash: String) -> String {
        "default-src 'none'; style-src 'sha256-\(styleHash)'; img-src 'none'; font-src 'none'; script-src 'none'; "
            + "connect-src 'none'; media-src 'none'; object-src 'none'; frame-src 'none'; base-uri 'none'; form-action 'none'"
    }

    /// The language links, when there is more than one language.
    static func languageNavigation(_ languages: [String], into w: inout HTMLWriter) {
        guard languages.count > 1 else { return }
        w.element("nav", ["aria-label": "Languages"]) { w in
            w.element("ul") { w in
                for (index, language) in languages.enumerated() {
                    w.element("li") { w in
                        // The first language is shown when no language is the target: its link clears the target.
                        let target = index == 0 ? "#" : "#" + languageAnchor(language)
                        w.element("a", ["href": target, "class": "lang-\(index)", "hreflang": language], text: language)
                    }
                }
            }
        }
    }

    /// The footer and the end of the document.
    static func closeDocument(into w: inout HTMLWriter) {
        w.newline()
        w.element("footer") { w in
            w.element("p", text: "Made by actionable \(ActionableVersion.named). Drawn after iOS; icons are named, not drawn. "
                + "Sample values: %u is \(SampleValues.count), %@ is \u{201C}\(SampleValues.summaryArgument)\u{201D}; "
                + "the title is the category's id and the body its description.")
        }
        w.trusted("\n</body></html>\n")
    }
}
