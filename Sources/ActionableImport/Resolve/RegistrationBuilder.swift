/// Makes actions and categories from their arguments' values, by the argument names of the Swift initializers and
/// the Objective-C class methods alike (`identifier`, `title`, `options`, `icon`, `textInputButtonTitle`,
/// `textInputPlaceholder`; `actions`, `intentIdentifiers`, `hiddenPreviewsBodyPlaceholder`,
/// `categorySummaryFormat`). Each reader says how to report an argument it cannot read, at the argument.
enum RegistrationBuilder {
    /// An unresolved value for the argument `name` (or for the whole call, when `nil`), with the reason.
    typealias Report = (_ name: String?, _ reason: String) -> Unresolved

    /// An action, or why there is none.
    static func action(_ values: [String: ImportedValue], textInput: Bool, place: SourcePlace, report: Report) -> ImportedValue {
        func text(_ name: String) -> ImportedText? {
            guard let value = values[name] else { return nil }
            return value.text ?? .unresolved(report(name, "is not text the import can read"))
        }
        guard let id = text("identifier"), let title = text("title") else {
            return .unresolved(report(nil, "makes an action without an identifier and title it can read"))
        }
        var action = ImportedAction(id: id, title: title, options: [], textInput: nil, icon: nil, place: place)
        if let options = values["options"] {
            switch OptionNames.actionOptions(options) {
            case .success(let names): action.options = names
            case .failure: action.unresolvedOptions = report("options", "gives options the import cannot read")
            }
        }
        switch values["icon"] {
        case .icon(let found)?: action.icon = found
        case .other?, nil: break
        case .some: action.unresolvedOptions = report("icon", "gives an icon the import cannot read")
        }
        if textInput {
            action.textInput = .init(buttonTitle: text("textInputButtonTitle"), placeholder: text("textInputPlaceholder"))
        }
        return .action(action)
    }

    /// A category, or why there is none. `element` resolves what a list holds in the language's terms (Swift's
    /// implicit members); `gate` is the gate the category is made under.
    static func category(_ values: [String: ImportedValue], gate: ImportedGate, place: SourcePlace, report: Report,
                         element: (ImportedValue) -> ImportedValue = { $0 }) -> ImportedValue {
        func text(_ name: String) -> ImportedText? {
            guard let value = values[name], !isNothing(value) else { return nil }
            return value.text ?? .unresolved(report(name, "is not text the import can read"))
        }
        guard let id = text("identifier") else {
            return .unresolved(report(nil, "makes a category without an identifier it can read"))
        }
        var category = ImportedCategory(
            id: id, actions: [], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: text("hiddenPreviewsBodyPlaceholder"),
            categorySummaryFormat: text("categorySummaryFormat"), options: [], gate: gate, place: place)
        switch values["actions"] {
        case .list(let elements)?:
            for item in elements {
                switch element(item.value) {
                case .action(let action): category.actions.append((action, item.gate))
                case .unresolved(let unresolved): category.unresolvedActions = category.unresolvedActions ?? unresolved
                default:
                    category.unresolvedActions = category.unresolvedActions ?? report("actions", "lists something that is not an action it can read")
                }
            }
        case .unresolved(let unresolved)?: category.unresolvedActions = unresolved
        case nil: break
        case let other? where isNothing(other): break
        default: category.unresolvedActions = report("actions", "gives actions the import cannot list")
        }
        switch values["intentIdentifiers"] {
        case .list(let elements)?:
            category.intentIdentifiers = elements.map { item in
                item.value.text ?? .unresolved(report("intentIdentifiers", "is not an intent identifier it can read"))
            }
        case nil: break
        case let other? where isNothing(other): break
        case let other?:
            category.intentIdentifiers = [other.text ?? .unresolved(report("intentIdentifiers", "gives intent identifiers it cannot list"))]
        }
        if let options = values["options"] {
            switch OptionNames.categoryOptions(options) {
            case .success(let names): category.options = names
            case .failure: category.unresolvedOptions = report("options", "gives options the import cannot read")
            }
        }
        return .category(category)
    }

    /// Whether a value is `nil` (or anything else the registration does not read): Objective-C passes `nil` for
    /// no placeholder and no intents.
    private static func isNothing(_ value: ImportedValue) -> Bool {
        if case .other = value { return true }
        return false
    }
}
