/// A snapshot as sorted, self-describing lines, one fact per line (`action ACCEPT_ACTION title 'Accept'`),
/// for `actionable show` and so for `git diff`'s textconv: every line names its category or action, so a
/// changed line says on its own what changed. User text is quoted by ``DiagnosticText/quoted(_:)``.
public enum SnapshotListing {
    /// The listing of `snapshot`.
    public static func render(_ snapshot: Snapshot) -> String {
        var lines: [String] = []
        if let namespace = snapshot.namespace { lines.append("swift namespace \(DiagnosticText.quoted(namespace))") }
        if let accessLevel = snapshot.accessLevel { lines.append("swift accessLevel \(accessLevel.rawValue)") }
        for category in snapshot.catalog.categories {
            let head = "category \(DiagnosticText.quoted(category.identifier))"
            lines.append(head + " swiftName \(DiagnosticText.quoted(category.swiftName))")
            lines.append(head + " actions " + list(category.actions))
            lines.append(head + " options " + list(category.options.map(\.rawValue)))
            if !category.intentIdentifiers.isEmpty { lines.append(head + " intentIdentifiers " + list(category.intentIdentifiers)) }
            if let text = category.hiddenPreviewsBodyPlaceholder {
                lines.append(head + " hiddenPreviewsBodyPlaceholder \(DiagnosticText.quoted(text.value))")
            }
            if let text = category.categorySummaryFormat { lines.append(head + " categorySummaryFormat \(DiagnosticText.quoted(text.value))") }
            if let text = category.description { lines.append(head + " description \(DiagnosticText.quoted(text))") }
        }
        for action in snapshot.catalog.actions {
            let head = "action \(DiagnosticText.quoted(action.identifier))"
            lines.append(head + " swiftName \(DiagnosticText.quoted(action.swiftName))")
            lines.append(head + " title \(DiagnosticText.quoted(action.title.value))")
            lines.append(head + " options " + list(action.options.map(\.rawValue)))
            switch action.icon {
            case .system(let name)?: lines.append(head + " icon system \(DiagnosticText.quoted(name))")
            case .template(let name)?: lines.append(head + " icon template \(DiagnosticText.quoted(name))")
            case nil: break
            }
            if let input = action.textInput {
                lines.append(head + " textInput buttonTitle \(DiagnosticText.quoted(input.buttonTitle.value))")
                lines.append(head + " textInput placeholder \(DiagnosticText.quoted(input.placeholder.value))")
            }
            if let text = action.description { lines.append(head + " description \(DiagnosticText.quoted(text))") }
        }
        lines += snapshot.catalog.reservedCategories.map { "reserved category \(DiagnosticText.quoted($0.identifier))" }
        lines += snapshot.catalog.reservedActions.map { "reserved action \(DiagnosticText.quoted($0.identifier))" }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : items.map(DiagnosticText.quoted).joined(separator: ", ")
    }
}
