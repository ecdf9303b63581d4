/// Renders a report for a pull-request comment or `$GITHUB_STEP_SUMMARY`: a headline with the verdict, a
/// table of changes per class, a table of categories and actions added, removed and changed, then one
/// section per category (most severe first) listing its changes; compatible changes are folded when a
/// section has many, and sections past ``maxSections`` are summed up in one line, so the comment stays short.
public struct MarkdownChangeRenderer: ChangeRenderer {
    /// The most category sections written in full.
    public static let maxSections = 30
    /// A section with more compatible changes than this folds them into a `<details>` element.
    public static let maxUnfoldedCompatible = 5
    /// The most breaking changes, and the most compatible ones, a section lists; the rest are counted.
    public static let maxItemsPerSection = 25

    /// Creates the renderer.
    public init() {}

    public func render(_ report: ChangeReport) -> String {
        var text = "### Notification categories: \(headline(report))\n\n"
        text += "Comparing \(MarkdownText.code(report.base)) (base) with \(MarkdownText.code(report.head)) (head)"
        text += report.threshold == .none ? "; this check never fails.\n" : "; this check fails on **\(report.threshold.rawValue)** changes.\n"
        guard !report.changes.isEmpty else { return text + "\nThere are no changes to notification categories.\n" }
        text += "\n| Class | Changes | Meaning |\n|:--|--:|:--|\n"
        for changeClass in ChangeClass.allCases {
            text += "| \(marker(changeClass, report.threshold)) \(changeClass.rawValue) | \(report.count(changeClass)) | \(MarkdownText.prose(changeClass.meaning)) |\n"
        }
        text += "\n| | Added | Removed | Changed |\n|:--|--:|--:|--:|\n"
        text += tally("Categories", report.changes, kind: { if case .category(let id) = $0 { id } else { nil } })
        text += tally("Actions", report.changes, kind: { if case .action(let id) = $0 { id } else { nil } })
        if report.changes.contains(where: { if case .push = $0.subject { true } else { false } }) {
            text += tally("Push kinds", report.changes, kind: { if case .push(let id) = $0 { id } else { nil } })
        }
        let sections = self.sections(report.changes)
        for section in sections.prefix(Self.maxSections) {
            text += "\n#### " + (section.category.map(MarkdownText.code) ?? "Other changes") + "\n\n"
            text += items(section.changes, report.threshold)
        }
        if sections.count > Self.maxSections {
            let rest = sections.dropFirst(Self.maxSections)
            text += "\n…and \(rest.count) more sections with \(rest.map(\.changes.count).reduce(0, +)) changes; run `actionable diff --format text` to see them all.\n"
        }
        return text
    }

    /// The comment when a side could not be compared: the verdict and the errors, as compiler output.
    public func renderUnusable(summary: String, errors: [Diagnostic]) -> String {
        "### Notification categories: ❌ \(MarkdownText.prose(summary))\n\n" + MarkdownText.codeBlock(TextDiagnosticRenderer().render(errors))
    }

    private func headline(_ report: ChangeReport) -> String {
        let failing = report.changes.filter { $0.fails(report.threshold) }.count
        let breaking = report.changes.filter { $0.changeClass != .compatible }.count
        if failing > 0 { return "❌ \(failing) \(failing == 1 ? "change fails" : "changes fail") the check" }
        if breaking > 0 { return "⚠️ \(breaking) breaking \(breaking == 1 ? "change" : "changes"), none failing the check" }
        return report.changes.isEmpty ? "✅ no changes" : "✅ \(report.changes.count) compatible \(report.changes.count == 1 ? "change" : "changes")"
    }

    private func marker(_ changeClass: ChangeClass, _ threshold: FailureThreshold) -> String {
        if threshold.fails(changeClass) { return "❌" }
        return changeClass == .compatible ? "ℹ️" : "⚠️"
    }

    private func tally(_ title: String, _ changes: [Change], kind: (Change.Subject) -> String?) -> String {
        var added: Set<String> = []
        var removed: Set<String> = []
        var changed: Set<String> = []
        for change in changes {
            guard let id = kind(change.subject) else { continue }
            switch change.rule {
            case .categoryAdded, .actionAdded, .reservedIDReused, .pushKindAdded: added.insert(id)
            case .categoryRemoved, .actionRemoved, .categoryRetired, .actionRetired, .pushKindRemoved: removed.insert(id)
            case .reservationAdded, .reservationRemoved: continue
            default: changed.insert(id)
            }
        }
        changed.subtract(added.union(removed))
        return "| \(title) | \(added.count) | \(removed.count) | \(changed.count) |\n"
    }

    /// A category's changes, or those that belong to no category (`category == nil`).
    private struct Section {
        var category: String?
        var changes: [Change]
    }

    /// One section per category, most severe first, then by identifier; the rest last.
    private func sections(_ changes: [Change]) -> [Section] {
        var byCategory: [String: [Change]] = [:]
        var other: [Change] = []
        for change in changes {
            if change.categories.isEmpty { other.append(change) }
            for category in change.categories { byCategory[category, default: []].append(change) }
        }
        var sections = byCategory.map { Section(category: $0.key, changes: $0.value) }.sorted { left, right in
            let leftClass = left.changes.map(\.changeClass).min() ?? .compatible
            let rightClass = right.changes.map(\.changeClass).min() ?? .compatible
            if leftClass != rightClass { return leftClass < rightClass }
            return (left.category ?? "").precedesInUTF8(right.category ?? "")
        }
        if !other.isEmpty { sections.append(Section(category: nil, changes: other)) }
        return sections
    }

    private func items(_ changes: [Change], _ threshold: FailureThreshold) -> String {
        let breaking = changes.filter { $0.changeClass != .compatible }
        let compatible = changes.filter { $0.changeClass == .compatible }
        var text = listed(breaking, threshold)
        if compatible.count > Self.maxUnfoldedCompatible {
            text += "\n<details><summary>\(compatible.count) compatible changes</summary>\n\n"
            text += listed(compatible, threshold)
            text += "\n</details>\n"
        } else {
            text += listed(compatible, threshold)
        }
        return text
    }

    /// The first ``maxItemsPerSection`` of `changes` as items, then a line that counts the rest.
    private func listed(_ changes: [Change], _ threshold: FailureThreshold) -> String {
        var text = changes.prefix(Self.maxItemsPerSection).map { item($0, threshold) }.joined()
        if changes.count > Self.maxItemsPerSection {
            text += "- …" + MarkdownText.prose(ChangeReport.notShownNote(changes.count - Self.maxItemsPerSection)) + "\n"
        }
        return text
    }

    private func item(_ change: Change, _ threshold: FailureThreshold) -> String {
        let marker = change.fails(threshold) ? "❌" : marker(change.changeClass, threshold)
        let classes = change.classes.map(\.rawValue).joined(separator: " + ")
        var text = "- \(marker) **\(classes)**: \(MarkdownText.message(change.message))"
        text += " (\(MarkdownText.code(change.rule.rawValue))"
        if let location = change.location {
            text += " at " + MarkdownText.code(location.position.map { "\(location.path):\($0.line)" } ?? location.path)
        }
        return text + ")\n  *What to do*: \(MarkdownText.message(change.advice))\n"
    }
}
