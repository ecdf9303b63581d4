/// Draws one category as iOS presents it: the notification, its expanded view with the actions in
/// registration order, the reply field of a text-input action, the text shown with previews hidden and the
/// summary of a group; beside it the options, per-platform differences, intents and payload keys.
struct CategoryPreview {
    /// The catalog the category belongs to (its actions are looked up in it).
    let model: Model
    /// The languages to draw every user-visible text in.
    let translations: PreviewTranslations
    /// The app's name, shown on the notification.
    let appName: String
    /// The model's actions by identifier, looked up once for all categories.
    private let actionsByID: [String: Model.Action]
    /// The content extension that draws each category, by the category's identifier.
    private let extensionsByCategory: [String: Model.ContentExtension]

    /// A drawer of `model`'s categories in the languages of `translations`.
    init(model: Model, translations: PreviewTranslations, appName: String) {
        self.model = model
        self.translations = translations
        self.appName = appName
        actionsByID = Dictionary(model.actions.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        extensionsByCategory = Dictionary(
            model.contentExtensions.flatMap { drawing in drawing.categories.map { ($0, drawing) } }, uniquingKeysWith: { first, _ in first })
    }

    /// Writes `category` as an `<article>` carrying `data-category`, with `id` when given (the anchor a link goes to).
    func write(_ category: Model.Category, id: String?, into w: inout HTMLWriter) {
        let actions = category.actions.compactMap { actionsByID[$0] }
        w.element("article", ["class": "category", "id": id, "data-category": category.identifier]) { w in
            w.element("h2") { w in
                w.text("Category ")
                w.element("code", text: category.identifier)
            }
            w.element("figure", ["class": "device"]) { w in
                w.element("figcaption", ["class": "caption"], text: "Expanded notification on iOS")
                banner(category, hiddenPreviews: false, drawnBy: extensionsByCategory[category.identifier], into: &w)
                if actions.isEmpty {
                    w.element("p", ["class": "absent"], text: "No actions: the notification shows none.")
                } else {
                    w.element("ol", ["class": "actions", "aria-label": "Actions, in the order the system shows them"]) { w in
                        for (position, action) in actions.enumerated() {
                            write(action, position: position, in: category, into: &w)
                        }
                    }
                }
                for action in actions {
                    if let textInput = action.textInput { reply(action, textInput, into: &w) }
                }
                w.element("h3", text: "With previews hidden")
                banner(category, hiddenPreviews: true, into: &w)
                w.element("h3", text: "Summary of a group")
                w.element("p", ["class": "summary"]) { w in
                    if let format = category.categorySummaryFormat {
                        localized(format, filled: true, into: &w)
                    } else {
                        w.element("span", ["class": "system"], text: SampleValues.filled("%u more notifications"))
                        w.element("mark", text: "system text")
                    }
                }
            }
            details(category, actions: actions, into: &w)
        }
        w.newline()
    }

    /// The notification itself, as its first sample push shows it (``SamplePushes``): app name, title, subtitle
    /// and body; with `hiddenPreviews`, what the system shows instead. Expanded, a category a content extension
    /// draws shows the extension's view below the app's name, as iOS does: then the default title and body only
    /// without `defaultContentHidden`, and the view controller's title in place of the notification's with
    /// `overridesDefaultTitle`.
    private func banner(
        _ category: Model.Category, hiddenPreviews: Bool, drawnBy drawing: Model.ContentExtension? = nil, into w: inout HTMLWriter
    ) {
        let sample = SamplePushes.samples(of: category).first
        w.element("div", ["class": "banner", "data-banner": hiddenPreviews ? "hidden-previews" : "notification"]) { w in
            w.element("p", ["class": "app"]) { w in
                w.element("span", ["class": "app-icon", "aria-hidden": "true"], text: "")
                w.text(appName)
                w.element("span", ["class": "time"], text: "now")
            }
            if let drawing {
                extensionView(drawing, into: &w)
                if drawing.defaultContentHidden { return }
            }
            let showsTitle = !hiddenPreviews || category.options.contains(.hiddenPreviewsShowTitle)
            if drawing?.overridesDefaultTitle == true {
                w.element("p", ["class": "title"]) { w in
                    w.element("span", ["class": "system"], text: "The view controller's title")
                    w.element("mark", text: "set by the extension")
                }
            } else if showsTitle {
                w.element("p", ["class": "title"]) { w in
                    if let title = sample?.title { localized(title, into: &w) } else { w.text(category.identifier) }
                }
            }
            if let subtitle = sample?.subtitle, !hiddenPreviews || category.options.contains(.hiddenPreviewsShowSubtitle) {
                w.element("p", ["class": "subtitle"]) { w in localized(subtitle, into: &w) }
            } else if hiddenPreviews && category.options.contains(.hiddenPreviewsShowSubtitle) {
                w.element("p", ["class": "subtitle"], text: "(the subtitle)")
            }
            w.element("p", ["class": "body"]) { w in
                if !hiddenPreviews {
                    if let body = sample?.body {
                        localized(body, into: &w)
                    } else {
                        w.text(category.description ?? "A notification of this category.")
                    }
                } else if let placeholder = category.hiddenPreviewsBodyPlaceholder {
                    localized(placeholder, filled: true, into: &w)
                } else {
                    w.element("span", ["class": "system"], text: "Notification")
                    w.element("mark", text: "system text")
                }
            }
        }
    }

    /// One action of the expanded view.
    private func write(_ action: Model.Action, position: Int, in category: Model.Category, into w: inout HTMLWriter) {
        var classes = ["action"]
        if action.options.contains(.destructive) { classes.append("destructive") }
        if action.textInput != nil { classes.append("text-input") }
        let shown = position < Validator.maximumDisplayedActions
        if !shown { classes.append("hidden-action") }
        w.element("li", ["class": classes.joined(separator: " "), "data-action": action.identifier]) { w in
            w.element("span", ["class": "action-title"]) { w in localized(action.title, filled: false, into: &w) }
            switch action.icon {
            case .system(let name): w.element("span", ["class": "icon"], text: "SF Symbol " + name)
            case .template(let name): w.element("span", ["class": "icon"], text: "image " + name)
            case nil: break
            }
            let tags = tags(of: action, in: category, shown: shown)
            if !tags.isEmpty {
                w.element("span", ["class": "tags"]) { w in
                    for tag in tags { w.element("span", ["class": "tag"], text: tag) }
                }
            }
        }
    }

    /// What a person should know about an action beyond its title: its options and where it is missing.
    private func tags(of action: Model.Action, in category: Model.Category, shown: Bool) -> [String] {
        var tags: [String] = []
        if action.options.contains(.destructive) { tags.append("destructive") }
        if action.options.contains(.authenticationRequired) { tags.append("unlock required") }
        if action.options.contains(.foreground) { tags.append("opens the app") }
        if action.textInput != nil { tags.append("reply field") }
        if let platforms = category.actionPlatforms[action.identifier] ?? action.platforms {
            let missing = Platform.allCases.filter { !platforms.contains($0) }
            tags.append("only on " + platforms.map(\.rawValue).joined(separator: ", ")
                + (missing.isEmpty ? "" : "; not on " + missing.map(\.rawValue).joined(separator: ", ")))
        }
        if let availability = category.actionAvailability[action.identifier] ?? action.availability, !availability.entries.isEmpty {
            tags.append("from " + availability.summary)
        }
        if !shown { tags.append("not shown: the system shows at most \(Validator.maximumDisplayedActions) actions") }
        return tags
    }

    /// The field a text-input action opens, with its placeholder and send button.
    private func reply(_ action: Model.Action, _ textInput: Model.TextInput, into w: inout HTMLWriter) {
        w.element("div", ["class": "reply", "data-reply": action.identifier, "aria-label": "Reply field of " + action.identifier]) { w in
            w.element("span", ["class": "placeholder"]) { w in
                if textInput.placeholder.value.isEmpty {
                    w.element("span", ["class": "system"], text: "(no placeholder)")
                } else {
                    localized(textInput.placeholder, filled: false, into: &w)
                }
            }
            w.element("span", ["class": "send"]) { w in
                if let title = textInput.buttonTitle {
                    localized(title, filled: false, into: &w)
                } else {
                    w.element("span", ["class": "system"], text: "Send")
                }
            }
        }
    }

    /// The box that stands for a content extension's view while it loads: as wide as the notification, and as tall as
    /// its initial size ratio says; its label is one run of text, so that it wraps as a sentence.
    private func extensionView(_ drawing: Model.ContentExtension, into w: inout HTMLWriter) {
        let ratio = PreviewStyle.cssRatio(drawing.initialContentSizeRatio)
        w.element("div", [
            "class": "extension-view " + PreviewStyle.ratioClass(ratio), "data-content-extension": drawing.identifier,
            "data-ratio": drawing.initialContentSizeRatio, "data-interactive": drawing.userInteractionEnabled ? "true" : nil,
        ]) { w in
            w.element("span", ["class": "extension-label"]) { w in
                w.text("View of content extension ")
                w.element("code", text: drawing.identifier)
                w.text(", height \(drawing.initialContentSizeRatio) \u{D7} width while it loads")
                if drawing.userInteractionEnabled { w.text("; its controls take touches") }
            }
        }
    }

    /// What the content extension that draws `category` shows, in words; what the system shows without one.
    private func extensionFacts(_ category: Model.Category) -> String {
        guard let drawing = extensionsByCategory[category.identifier] else { return "none: the system's default interface" }
        var facts = ["\(drawing.identifier), initial size ratio \(drawing.initialContentSizeRatio)"]
        if drawing.defaultContentHidden { facts.append("hides the default title and body") }
        if drawing.overridesDefaultTitle { facts.append("its view controller's title is the notification's") }
        if drawing.userInteractionEnabled { facts.append("its controls take touches") }
        return facts.joined(separator: "; ")
    }

    /// The category's facts that are not drawn: options, the formats as written (drawn above with sample
    /// values), intents, platforms, payload keys.
    private func details(_ category: Model.Category, actions: [Model.Action], into w: inout HTMLWriter) {
        w.element("div", ["class": "facts"]) { w in
            if let description = category.description {
                w.element("p", text: description)
            }
            w.element("dl") { w in
                w.element("dt", text: "Options")
                w.element("dd", text: category.options.isEmpty ? "none" : category.options.map(\.rawValue).joined(separator: ", "))
                if let placeholder = category.hiddenPreviewsBodyPlaceholder {
                    w.element("dt", text: "Hidden previews")
                    w.element("dd") { w in w.element("code", ["class": "format"], text: placeholder.value) }
                }
                if let format = category.categorySummaryFormat {
                    w.element("dt", text: "Summary format")
                    w.element("dd") { w in w.element("code", ["class": "format"], text: format.value) }
                }
                w.element("dt", text: "Intents")
                w.element("dd", text: category.intentIdentifiers.isEmpty ? "none" : category.intentIdentifiers.joined(separator: ", "))
                w.element("dt", text: "watchOS")
                w.element("dd", text: category.hiddenPreviewsBodyPlaceholder == nil && category.categorySummaryFormat == nil
                    ? "the same actions" : "no hidden-previews placeholder or summary format (not available there)")
                w.element("dt", text: "Actions")
                w.element("dd", text: "\(actions.count)")
                // Only for an app with extensions: the others' pages stay as they were.
                if !model.contentExtensions.isEmpty {
                    w.element("dt", text: "Content extension")
                    w.element("dd", ["data-fact": "content-extension"], text: extensionFacts(category))
                }
                if model.marksMutableContent {
                    w.element("dt", text: "Service extension")
                    w.element("dd", ["data-fact": "service-extension"], text: category.mutableContent
                        ? "sees its pushes (mutableContent: servers send mutable-content)" : "not involved")
                }
            }
            samplePushes(category, into: &w)
            if let keys = category.payload {
                w.element("h3", text: "Payload keys")
                if keys.isEmpty {
                    w.element("p", ["class": "absent"], text: "none besides aps")
                } else {
                    w.element("table") { w in
                        w.element("thead") { w in
                            w.element("tr") { w in
                                for heading in ["Key", "Type", "Required"] { w.element("th", ["scope": "col"], text: heading) }
                            }
                        }
                        w.element("tbody") { w in
                            for key in keys {
                                w.element("tr", ["data-payload-key": key.key]) { w in
                                    w.element("td") { w in w.element("code", text: key.key) }
                                    w.element("td", text: key.type.name)
                                    w.element("td", text: key.isOptional ? "optional" : "required")
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    /// Each sample push of `category`, folded: its name, and the JSON to copy (what `actionable samples` writes).
    private func samplePushes(_ category: Model.Category, into w: inout HTMLWriter) {
        w.element("h3", text: "Sample pushes")
        for (name, payload) in SamplePushes.pushes(of: category) {
            w.element("details", ["class": "sample", "data-sample": name]) { w in
                w.element("summary", text: name)
                w.element("pre") { w in w.element("code", text: payload.document) }
            }
        }
    }

    /// A user-visible text in every language: the development language's shown, the others shown when their
    /// anchor is the target; a missing or stale translation is marked.
    func localized(_ text: Model.Text, filled: Bool, into w: inout HTMLWriter) {
        localized(text, shown: { filled ? SampleValues.filled($0) : $0 }, into: &w)
    }

    /// Writes a sample's text in every language of the page, a localized one's `%@` filled with its arguments.
    func localized(_ text: Model.SampleText, into w: inout HTMLWriter) {
        localized(text.text, shown: text.shown(as:), into: &w)
    }

    /// Writes `text` in every language of the page, each as `shown` makes the language's text.
    private func localized(_ text: Model.Text, shown: (String) -> String, into w: inout HTMLWriter) {
        for (index, language) in translations.languages.enumerated() {
            let lookup = translations.lookup(text, in: language)
            let classes = "t t-\(index)"
            switch lookup {
            case .translated(let value):
                w.element("span", ["class": classes, "lang": language], text: shown(value))
            case .missing:
                w.element("span", ["class": classes + " missing", "lang": translations.languages[0]]) { w in
                    w.text(shown(text.value))
                    w.element("mark", text: "missing " + language)
                }
            case .stale(let value):
                w.element("span", ["class": classes + " stale", "lang": language]) { w in
                    w.text(shown(value))
                    w.element("mark", text: "stale " + language)
                }
            }
        }
    }
}
