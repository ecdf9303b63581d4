/// What an expression of registration code evaluates to, statically.
// `Sendable` is declared, not inferred: inferring it for a recursive enum is a cycle the compiler reports as
// "circular reference" when a file that iterates its lists is compiled without this one.
indirect enum ImportedValue: Sendable {
    /// A string.
    case string(String)
    /// Localized text (`NSLocalizedString`, `String(localized:)`).
    case text(ImportedText)
    /// An implicit member such as `.foreground` (an option), by name.
    case member(String)
    /// A case of one of the app's enums: the enum's type path, the case's name, and its raw value when it is a
    /// `String` enum's (written, or the case's name).
    case enumCase(typePath: [String], name: String, rawValue: String?)
    /// An array or set, its elements in order, each with the gate it was added under.
    case list([(value: ImportedValue, gate: ImportedGate)])
    /// An action.
    case action(ImportedAction)
    /// A category.
    case category(ImportedCategory)
    /// An icon.
    case icon(ImportedAction.Icon)
    /// An instance of one of the app's types (`Provider()`), by the type's path: its members are the type's.
    case instance(typePath: [String])
    /// A value the registration does not depend on, or one this reader does not model (`nil`, a number).
    case other
    /// Not known without running the app.
    case unresolved(Unresolved)

    /// Inserts `added`'s elements (a list's, else `added` itself) at `position` (the end when `nil`), each under
    /// `gate`, in place when the value is a list (an unresolved value becomes a list of its marker first; anything
    /// else is left as it is).
    mutating func insert(_ added: ImportedValue, gate: ImportedGate, at position: Int?) {
        // A list the app computes when it runs keeps its marker, and what is added beside it is known.
        if case .unresolved = self { self = .list([(self, .none)]) }
        guard case .list(var elements) = self else { return }
        // Released first, so that the elements are this value's alone and grow without a copy.
        self = .other
        let new: [(value: ImportedValue, gate: ImportedGate)] = if case .list(let items) = added {
            items.map { ($0.value, $0.gate.combined(with: gate)) }
        } else {
            [(added, gate)]
        }
        if let position {
            elements.insert(contentsOf: new, at: min(max(position, 0), elements.count))
        } else {
            elements.append(contentsOf: new)
        }
        self = .list(elements)
    }

    /// The value as text, when it is a string or localized text.
    var text: ImportedText? {
        switch self {
        case .string(let string): .plain(string)
        case .text(let text): text
        case .unresolved(let unresolved): .unresolved(unresolved)
        default: nil
        }
    }

    /// The value as a plain string, when it is one.
    var string: String? {
        if case .string(let string) = self { return string }
        return nil
    }
}

extension Unresolved {
    /// Whether it is at one of `places`, or depends on a part that is.
    func isAt(_ places: Set<SourcePlace>) -> Bool {
        places.contains(place) || origin.map(places.contains) == true
    }
}

extension ImportedValue {
    /// Whether the value holds (anywhere in it) something unresolved at one of `places` (or depending on one).
    func holdsUnresolved(at places: Set<SourcePlace>) -> Bool {
        func text(_ text: ImportedText?) -> Bool {
            if case .unresolved(let unresolved)? = text { return unresolved.isAt(places) }
            return false
        }
        func action(_ action: ImportedAction) -> Bool {
            text(action.id) || text(action.title) || text(action.textInput?.buttonTitle) || text(action.textInput?.placeholder)
                || text(action.icon?.name) || action.unresolvedOptions?.isAt(places) == true
        }
        switch self {
        case .unresolved(let unresolved): return unresolved.isAt(places)
        case .text(let value): return text(value)
        case .list(let elements): return elements.contains { $0.value.holdsUnresolved(at: places) }
        case .action(let value): return action(value)
        case .icon(let icon): return text(icon.name)
        case .category(let category):
            return text(category.id) || text(category.hiddenPreviewsBodyPlaceholder) || text(category.categorySummaryFormat)
                || category.intentIdentifiers.contains { text($0) } || category.actions.contains { action($0.action) }
                || [category.unresolvedActions, category.unresolvedOptions].contains { $0?.isAt(places) == true }
        case .string, .member, .enumCase, .instance, .other: return false
        }
    }
}
