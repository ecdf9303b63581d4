import ActionableCore

/// Writes imported categories as definitions: one file per source file that registers, its categories in the
/// order the app registers them, each category and action under a comment naming its source `file:line`. An
/// action one category lists ungated is written inline; one several categories list, or one listed under a gate,
/// is written once under `actions:` and listed by id (`{ action: ID, platforms:, available: }`).
struct DefinitionsWriter {
    /// The categories, in registration order, and what could not be read.
    var categories: [ImportedCategory]
    /// Registrations whose categories could not be listed.
    var unresolvedRegistrations: [Unresolved]
    /// The app's targets: each file names the one its source belongs to.
    var targets = ImportTargets([])

    /// The definition files, by source path of the categories they hold.
    func files() -> [(sourcePath: String, text: String)] {
        var bySource: [String: [ImportedCategory]] = [:]
        var order: [String] = []
        for category in categories {
            if bySource[category.place.path] == nil { order.append(category.place.path) }
            bySource[category.place.path, default: []].append(category)
        }
        for unresolved in unresolvedRegistrations where bySource[unresolved.place.path] == nil {
            order.append(unresolved.place.path)
            bySource[unresolved.place.path] = []
        }
        let uses = actionUses()
        var written: Set<String> = []
        return order.map { path in
            var lines = [
                "# Imported by `actionable import` from \(YAMLScalar.comment(path)).",
                "# Review it, run `actionable check`, and keep the migration check until the app's own registration is gone.",
            ]
            if let target = targets.target(of: path) {
                lines.insert("# For the target in \(YAMLScalar.comment(target)): its process registers these categories.", at: 1)
            }
            let categories = bySource[path] ?? []
            var shared: [ImportedAction] = []
            for category in categories {
                for entry in category.actions {
                    guard let id = Self.plainID(entry.action.id), uses[id, default: 0] > 1 || entry.gate != .none,
                          written.insert(id).inserted else { continue }
                    shared.append(entry.action)
                }
            }
            if !shared.isEmpty {
                lines.append("actions:")
                for action in shared { lines += actionLines(action, indent: "  ") }
            }
            lines.append("categories:")
            if categories.isEmpty && unresolvedRegistrations.isEmpty { lines[lines.count - 1] += " []" }
            for category in categories { lines += categoryLines(category, uses: uses) }
            for unresolved in unresolvedRegistrations where unresolved.place.path == path {
                lines.append("  # \(YAMLScalar.comment(unresolved.place.fileAndLine)): categories the app computes when it runs")
                lines.append("  - " + marker(unresolved))
            }
            return (path, lines.joined(separator: "\n") + "\n")
        }
    }

    /// How many categories list each action id, and how many times the id is listed under a gate.
    private func actionUses() -> [String: Int] {
        var uses: [String: Int] = [:]
        for category in categories {
            for entry in category.actions {
                if let id = Self.plainID(entry.action.id) { uses[id, default: 0] += 1 }
            }
        }
        return uses
    }

    /// A category's lines.
    private func categoryLines(_ category: ImportedCategory, uses: [String: Int]) -> [String] {
        var lines = ["  # \(YAMLScalar.comment(category.place.fileAndLine))"]
        lines.append("  - id: " + text(category.id))
        if category.actions.isEmpty && category.unresolvedActions == nil {
            lines.append("    actions: []")
        } else {
            lines.append("    actions:")
            for entry in category.actions {
                if let id = Self.plainID(entry.action.id), uses[id, default: 0] > 1 || entry.gate != .none {
                    lines.append("      - " + reference(id, gate: entry.gate))
                } else {
                    lines += actionLines(entry.action, indent: "      ")
                }
            }
            if let unresolved = category.unresolvedActions { lines.append("      - " + marker(unresolved)) }
        }
        if !category.intentIdentifiers.isEmpty {
            lines.append("    intentIdentifiers: [" + category.intentIdentifiers.map(text).joined(separator: ", ") + "]")
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            lines.append("    hiddenPreviewsBodyPlaceholder: " + text(placeholder))
        }
        if let format = category.categorySummaryFormat { lines.append("    categorySummaryFormat: " + text(format)) }
        if let unresolved = category.unresolvedOptions {
            lines.append("    options: " + marker(unresolved))
        } else if !category.options.isEmpty {
            lines.append("    options: [" + category.options.joined(separator: ", ") + "]")
        }
        return lines
    }

    /// An action's lines, as a list item at `indent`.
    private func actionLines(_ action: ImportedAction, indent: String) -> [String] {
        var lines = ["\(indent)# \(YAMLScalar.comment(action.place.fileAndLine))", "\(indent)- id: " + text(action.id)]
        let inner = indent + "  "
        lines.append("\(inner)title: " + text(action.title))
        if let unresolved = action.unresolvedOptions {
            lines.append("\(inner)options: " + marker(unresolved))
        } else if !action.options.isEmpty {
            lines.append("\(inner)options: [" + action.options.joined(separator: ", ") + "]")
        }
        if let textInput = action.textInput {
            var fields: [String] = []
            if let button = textInput.buttonTitle { fields.append("buttonTitle: " + text(button)) }
            if let placeholder = textInput.placeholder { fields.append("placeholder: " + text(placeholder)) }
            lines.append("\(inner)textInput: { " + fields.joined(separator: ", ") + (fields.isEmpty ? "}" : " }"))
        }
        if let icon = action.icon { lines.append("\(inner)icon: { \(icon.kind): " + text(icon.name) + " }") }
        return lines
    }

    /// A category's entry that lists the action `id` under `gate`.
    private func reference(_ id: String, gate: ImportedGate) -> String {
        guard gate != .none else { return YAMLScalar.quoted(id) }
        var fields = ["action: " + YAMLScalar.quoted(id)]
        if let platforms = gate.platforms {
            fields.append("platforms: [" + Platform.normalized(platforms).map(\.rawValue).joined(separator: ", ") + "]")
        }
        if !gate.available.isEmpty {
            let versions = gate.available.sorted { $0.key < $1.key }.map { "\($0.key.rawValue): \(YAMLScalar.quoted($0.value))" }
            fields.append("available: { " + versions.joined(separator: ", ") + " }")
        }
        return "{ " + fields.joined(separator: ", ") + " }"
    }

    /// Text: a plain scalar, localized text, or a marker.
    private func text(_ text: ImportedText) -> String {
        switch text {
        case .plain(let string): return YAMLScalar.quoted(string)
        case .localized(let key, let value, let comment, _):
            var fields = ["key: " + YAMLScalar.quoted(key), "value: " + YAMLScalar.quoted(value ?? key)]
            if let comment { fields.append("comment: " + YAMLScalar.quoted(comment)) }
            return "{ " + fields.joined(separator: ", ") + " }"
        case .unresolved(let unresolved): return marker(unresolved)
        }
    }

    /// The marker `compile` refuses (`unresolved-import`) until a person writes the value.
    private func marker(_ unresolved: Unresolved) -> String {
        let place = "\(unresolved.place.path):\(unresolved.place.line):\(unresolved.place.column)"
        return "{ unresolved: \(YAMLScalar.quoted(unresolved.expression)), reason: \(YAMLScalar.quoted(unresolved.reason)), "
            + "at: \(YAMLScalar.quoted(place)) }"
    }

    /// An id written as plain text.
    static func plainID(_ text: ImportedText) -> String? {
        if case .plain(let id) = text { return id }
        return nil
    }
}
