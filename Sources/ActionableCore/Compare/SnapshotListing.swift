/// A snapshot as sorted, self-describing lines, one fact per line (`action ACCEPT_ACTION title 'Accept'`),
/// for `actionable show` and so for `git diff`'s textconv: every line names its category, action or push kind, so a
/// changed line says on its own what changed. User text is quoted by ``DiagnosticText/quoted(_:)``.
public enum SnapshotListing {
    /// The listing of `snapshot`.
    public static func render(_ snapshot: Snapshot) -> String {
        var lines: [String] = []
        if let namespace = snapshot.namespace { lines.append("swift namespace \(DiagnosticText.quoted(namespace))") }
        if let accessLevel = snapshot.accessLevel { lines.append("swift accessLevel \(accessLevel.rawValue)") }
        if let settings = snapshot.localizationSettings {
            lines.append("localization bundle \(settings.bundle.rawValue)")
            lines.append("localization table \(DiagnosticText.quoted(settings.table))")
        }
        for category in snapshot.catalog.categories {
            let head = "category \(DiagnosticText.quoted(category.identifier))"
            lines.append(head + " swiftName \(DiagnosticText.quoted(category.swiftName))")
            lines.append(head + " actions " + list(category.actions))
            for action in category.actions {
                if let platforms = category.actionPlatforms[action] {
                    lines.append(head + " action \(DiagnosticText.quoted(action)) platforms " + list(platforms.map(\.rawValue)))
                }
                if let availability = category.actionAvailability[action] {
                    lines.append(head + " action \(DiagnosticText.quoted(action)) available " + availability.summary)
                }
            }
            lines.append(head + " options " + list(category.options.map(\.rawValue)))
            if !category.intentIdentifiers.isEmpty { lines.append(head + " intentIdentifiers " + list(category.intentIdentifiers)) }
            if let text = category.hiddenPreviewsBodyPlaceholder { lines += textLines(head + " hiddenPreviewsBodyPlaceholder", text) }
            if let text = category.categorySummaryFormat { lines += textLines(head + " categorySummaryFormat", text) }
            if let text = category.description { lines.append(head + " description \(DiagnosticText.quoted(text))") }
            if let keys = category.payload {
                lines.append(head + " payload keys " + list(keys.map(\.key)))
                for key in keys { lines += payloadKeyLines(head + " payload key \(DiagnosticText.quoted(key.key))", key) }
            }
        }
        for action in snapshot.catalog.actions {
            let head = "action \(DiagnosticText.quoted(action.identifier))"
            lines.append(head + " swiftName \(DiagnosticText.quoted(action.swiftName))")
            lines += textLines(head + " title", action.title)
            lines.append(head + " options " + list(action.options.map(\.rawValue)))
            if let platforms = action.platforms { lines.append(head + " platforms " + list(platforms.map(\.rawValue))) }
            if let availability = action.availability { lines.append(head + " available " + availability.summary) }
            switch action.icon {
            case .system(let name)?: lines.append(head + " icon system \(DiagnosticText.quoted(name))")
            case .template(let name)?: lines.append(head + " icon template \(DiagnosticText.quoted(name))")
            case nil: break
            }
            if let input = action.textInput {
                if let buttonTitle = input.buttonTitle {
                    lines += textLines(head + " textInput buttonTitle", buttonTitle)
                    lines += textLines(head + " textInput placeholder", input.placeholder)
                } else {
                    lines.append(head + " textInput with the system's send button")
                }
            }
            if let text = action.description { lines.append(head + " description \(DiagnosticText.quoted(text))") }
        }
        var previous: Model.PushKind?
        for kind in snapshot.catalog.pushes {
            let head = "push \(DiagnosticText.quoted(kind.identifier))"
            lines.append(head + (previous.map { " tried after \(DiagnosticText.quoted($0.identifier))" } ?? " tried first"))
            previous = kind
            lines.append(head + " swiftName \(DiagnosticText.quoted(kind.swiftName))")
            if let match = kind.match {
                lines.append(head + " match key \(DiagnosticText.quoted(match.key))" + (match.value.map { " value \($0.text)" } ?? " present"))
            }
            if kind.isSilent { lines.append(head + " silent") }
            if let text = kind.description { lines.append(head + " description \(DiagnosticText.quoted(text))") }
            lines.append(head + " payload keys " + list(kind.keys.map(\.key)))
            for key in kind.keys { lines += payloadKeyLines(head + " payload key \(DiagnosticText.quoted(key.key))", key) }
        }
        lines += snapshot.catalog.reservedCategories.map { "reserved category \(DiagnosticText.quoted($0.identifier))" }
        lines += snapshot.catalog.reservedActions.map { "reserved action \(DiagnosticText.quoted($0.identifier))" }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The lines of a payload key, each starting with `head`: its type (and values), whether it is optional,
    /// its Swift name and description.
    private static func payloadKeyLines(_ head: String, _ key: Model.PayloadKey) -> [String] {
        var lines = [head + " type \(key.type.name)" + (key.isOptional ? " optional" : " required")]
        if let values = key.type.scalarKind?.values { lines.append(head + " values " + list(values)) }
        if key.type.encoding != .plain { lines.append(head + " encoding \(key.type.encoding.name)") }
        if !key.together.isEmpty { lines.append(head + " together " + list(key.together)) }
        if case .object(let object) = key.type.shape {
            for property in object.properties { lines += payloadKeyLines(head + " property \(DiagnosticText.quoted(property.key))", property) }
        }
        lines.append(head + " swiftName \(DiagnosticText.quoted(key.swiftName))")
        if let text = key.description { lines.append(head + " description \(DiagnosticText.quoted(text))") }
        return lines
    }

    /// The lines of a user-visible string, each starting with `head`: its value, and for a localized string its
    /// key and translator comment (`action 'ACCEPT' title localizationKey 'meeting.accept'`).
    private static func textLines(_ head: String, _ text: Model.Text) -> [String] {
        var lines = [head + " " + DiagnosticText.quoted(text.value)]
        if let localization = text.localization {
            lines.append(head + " localizationKey " + DiagnosticText.quoted(localization.key))
            lines.append(head + " localizationComment " + DiagnosticText.quoted(localization.comment))
        }
        return lines
    }

    /// The items quoted and separated by commas, or `(none)`.
    private static func list(_ items: [String]) -> String {
        items.isEmpty ? "(none)" : items.map(DiagnosticText.quoted).joined(separator: ", ")
    }
}
