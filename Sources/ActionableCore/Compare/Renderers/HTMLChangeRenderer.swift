/// Renders a report as one self-contained HTML page for review (`actionable diff --format html`): the summary,
/// every change labelled with its class and rule, and for each changed category its preview before and after,
/// side by side (drawn as `actionable preview` draws it); the unchanged categories folded. Safe and
/// self-contained as ``PreviewPage`` is. Without the two sides (``ChangeReport/sides``), only the changes are listed.
/// At most ``ChangeReport/maxListedChanges`` changes are listed and ``ChangeReport/maxDrawnCategories`` changed
/// and unchanged categories drawn; a note counts the rest.
public struct HTMLChangeRenderer: ChangeRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ report: ChangeReport) -> String {
        var w = HTMLWriter()
        let title = "Notification changes"
        let extensions = [report.sides?.base.catalog, report.sides?.head.catalog].compactMap { $0?.contentExtensions }.joined()
        PreviewPage.openDocument(
            title: title, languages: [Self.language], contentSizeRatios: extensions.map(\.initialContentSizeRatio), into: &w)
        w.element("header") { w in
            w.element("h1", text: title)
            w.element("p") { w in
                w.text("Comparing ")
                w.element("code", text: report.base)
                w.text(" (before) with ")
                w.element("code", text: report.head)
                w.text(" (after): " + report.summaryLine + ".")
            }
        }
        w.newline()
        w.element("main") { w in
            changeTable(report, into: &w)
            if let sides = report.sides { categories(report, sides: sides, into: &w) }
        }
        PreviewPage.closeDocument(into: &w)
        return w.html
    }

    /// Every change, in the report's order.
    private func changeTable(_ report: ChangeReport, into w: inout HTMLWriter) {
        w.element("h2", text: "Changes")
        guard !report.changes.isEmpty else { return w.element("p", text: "There are no changes to notification categories.") }
        let (listed, notShown) = report.listedChanges()
        w.element("table", ["class": "change-table"]) { w in
            w.element("thead") { w in
                w.element("tr") { w in
                    for heading in ["Class", "Rule", "Subject", "Change", "What to do"] { w.element("th", ["scope": "col"], text: heading) }
                }
            }
            w.element("tbody") { w in
                for change in listed {
                    w.element("tr", ["data-rule": change.rule.rawValue]) { w in
                        w.element("td", ["class": "class-" + change.changeClass.rawValue], text: change.changeClass.rawValue)
                        w.element("td") { w in w.element("code", text: change.rule.rawValue) }
                        w.element("td", text: subject(change.subject))
                        w.element("td", text: change.message.plainText)
                        w.element("td", text: change.advice.plainText)
                    }
                }
            }
        }
        if notShown > 0 { w.element("p", ["class": "absent"], text: ChangeReport.notShownNote(notShown)) }
    }

    /// Each changed category before and after, then the unchanged ones, folded.
    private func categories(_ report: ChangeReport, sides: ChangeReport.Sides, into w: inout HTMLWriter) {
        let before = CategoryPreview(
            model: sides.base.catalog, translations: PreviewTranslations(developmentLanguage: Self.language), appName: "App")
        let after = CategoryPreview(
            model: sides.head.catalog, translations: PreviewTranslations(developmentLanguage: Self.language), appName: "App")
        let baseCategories = Dictionary(sides.base.catalog.categories.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        let headCategories = Dictionary(sides.head.catalog.categories.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
        var changesByCategory: [String: [Change]] = [:]
        for change in report.changes {
            var affected = Set(change.categories)
            if case .category(let id) = change.subject { affected.insert(id) }
            for id in affected { changesByCategory[id, default: []].append(change) }
        }
        let changed = changesByCategory.keys.sorted { $0.precedesInUTF8($1) }
        w.element("h2", text: "Changed categories")
        if changed.isEmpty { w.element("p", ["class": "absent"], text: "No category changed.") }
        for id in changed.prefix(ChangeReport.maxDrawnCategories) {
            w.element("section", ["class": "change-row", "id": PreviewPage.anchor(of: id), "data-change-category": id]) { w in
                w.element("h2") { w in
                    w.text(baseCategories[id] == nil ? "Added category " : headCategories[id] == nil ? "Removed category " : "Category ")
                    w.element("code", text: id)
                }
                w.element("ul", ["class": "changes"]) { w in
                    for change in changesByCategory[id] ?? [] {
                        w.element("li", ["data-rule": change.rule.rawValue]) { w in
                            w.element("span", ["class": "class-" + change.changeClass.rawValue], text: change.changeClass.rawValue)
                            w.text(" ")
                            w.element("code", text: change.rule.rawValue)
                            w.text(": " + change.message.plainText)
                        }
                    }
                }
                w.element("div", ["class": "sides"]) { w in
                    side("Before", "before", baseCategories[id], absent: "Not there before.", preview: before, into: &w)
                    side("After", "after", headCategories[id], absent: "Not there after.", preview: after, into: &w)
                }
            }
            w.newline()
        }
        if changed.count > ChangeReport.maxDrawnCategories {
            w.element("p", ["class": "absent"], text: "\(changed.count - ChangeReport.maxDrawnCategories) more changed categories are not drawn here.")
        }
        let unchanged = sides.head.catalog.categories.filter { changesByCategory[$0.identifier] == nil }
        guard !unchanged.isEmpty else { return }
        w.element("details", ["class": "unchanged"]) { w in
            w.element("summary", text: "\(unchanged.count) unchanged \(unchanged.count == 1 ? "category" : "categories")")
            for category in unchanged.prefix(ChangeReport.maxDrawnCategories) { after.write(category, id: PreviewPage.anchor(of: category.identifier), into: &w) }
        }
    }

    /// One side of a changed category: its preview, or `absent` when the side does not have it.
    private func side(
        _ heading: String, _ name: String, _ category: Model.Category?, absent: String, preview: CategoryPreview, into w: inout HTMLWriter
    ) {
        w.element("div", ["class": "side", "data-side": name]) { w in
            w.element("h3", text: heading)
            if let category {
                preview.write(category, id: nil, into: &w)
            } else {
                w.element("p", ["class": "absent"], text: absent)
            }
        }
    }

    /// The language the page says it is in: a report shows the definitions' own (development-language) text.
    private static let language = "en"

    private func subject(_ subject: Change.Subject) -> String {
        switch subject {
        case .settings: "settings"
        case .category(let id): "category " + id
        case .action(let id): "action " + id
        case .push(let id): "push kind " + id
        case .contentExtension(let id): "content extension " + id
        }
    }
}
