/// Content extensions (`contentExtensions:`): each extension's id unique, its categories declared and drawn by no
/// other content extension (the system shows one extension's view for a category), its size ratio a number the
/// system can lay out.
extension ValidationSession {
    /// The largest `initialContentSizeRatio` accepted: ten times as tall as wide is no notification's layout.
    static let maximumContentSizeRatio = 10.0

    /// The checked content extensions, in the order written; one with an error is left out (and reported).
    /// `categories` are the first definitions of the declared category ids.
    mutating func resolveContentExtensions(
        _ extensions: [ContentExtensionDefinition], categories: [Located<String>]
    ) -> [Model.ContentExtension] {
        let declared = Set(categories.map { ExactText($0.value) })
        var sortedCategories: [String]?
        var drawnBy: [ExactText: (extension: String, location: SourceLocation)] = [:]
        var resolved: [Model.ContentExtension] = []
        var typeNames: [String: Located<String>] = [:]
        for (id, index) in firstDefinitions(of: extensions, id: \.id, kind: "content extension", rule: .invalidContentExtension) {
            let definition = extensions[index]
            checkIdentifier(id, kind: "content extension")
            let owner = "content extension \(DiagnosticText.quoted(id.value))"
            var isValid = !id.value.isEmpty
            if isValid {
                isValid = claimTypeName(of: id, owner: owner, claimed: &typeNames)
            }
            for category in definition.categories?.value ?? [] {
                guard declared.contains(ExactText(category.value)) else {
                    if sortedCategories == nil { sortedCategories = categories.map(\.value).sorted { $0.precedesInUTF8($1) } }
                    diagnostics.append(Diagnostic(
                        .invalidContentExtension,
                        "\(owner) draws category \(DiagnosticText.quoted(category.value)), which the definitions do not declare; "
                            + "the system would never show the extension for it"
                            + Suggestion.hint(for: category.value, among: sortedCategories ?? []),
                        at: category.location))
                    isValid = false
                    continue
                }
                if let other = drawnBy[ExactText(category.value)] {
                    diagnostics.append(Diagnostic(
                        .invalidContentExtension,
                        "category \(DiagnosticText.quoted(category.value)) is drawn by \(owner) and by content extension "
                            + "\(DiagnosticText.quoted(other.extension)); the system shows one extension's view for a category",
                        at: category.location, notes: [Diagnostic.Note("also drawn here", at: other.location)]))
                    isValid = false
                    continue
                }
                drawnBy[ExactText(category.value)] = (id.value, category.location)
            }
            if let categories = definition.categories, categories.value.isEmpty {
                diagnostics.append(Diagnostic(
                    .invalidContentExtension, "\(owner) draws no category; list at least one in 'categories'", at: categories.location))
                isValid = false
            }
            if let ratio = definition.initialContentSizeRatio {
                // A number as JSON writes it (the manifest carries it as written; Swift would also read "0x1p-1" and
                // "inf", JSON neither, nor ".5").
                let value = RuntimeRules.JSONNumberSyntax.isNumber(ratio.value) ? Double(ratio.value) : nil
                if !(value.map { $0 > 0 && $0 <= Self.maximumContentSizeRatio } ?? false) {
                    diagnostics.append(Diagnostic(
                        .invalidContentExtension,
                        "'initialContentSizeRatio' of \(owner) must be a number above 0 and at most "
                            + "\(Int(Self.maximumContentSizeRatio)) (its view's height over its width, written as 0.5), found "
                            + DiagnosticText.quoted(ratio.value),
                        at: ratio.location))
                    isValid = false
                }
            }
            guard isValid, let categories = definition.categories, let ratio = definition.initialContentSizeRatio else { continue }
            resolved.append(Model.ContentExtension(
                identifier: id.value, categories: categories.value.map(\.value), initialContentSizeRatio: ratio.value,
                defaultContentHidden: definition.defaultContentHidden?.value ?? false,
                overridesDefaultTitle: definition.overridesDefaultTitle?.value ?? false,
                userInteractionEnabled: definition.userInteractionEnabled?.value ?? false,
                description: definition.description?.value, location: id.location))
        }
        return resolved
    }

    /// Claims the Swift type name of the content extension `id` (nested in the generated `ContentExtension`), reporting
    /// an id without a letter or digit to derive one from, and one whose name another extension's id already gives.
    private mutating func claimTypeName(
        of id: Located<String>, owner: String, claimed: inout [String: Located<String>]
    ) -> Bool {
        guard let name = SwiftIdentifier.contentExtensionTypeName(for: id.value) else {
            diagnostics.append(Diagnostic(
                .invalidContentExtension,
                "\(owner) has no ASCII letter or digit in its id to derive its Swift type name from; rename it",
                at: id.location))
            return false
        }
        if let wanted = SwiftIdentifier.derive(from: id.value).map(SwiftIdentifier.capitalized), name != wanted {
            reportRename(owner, kind: "Swift type name", given: name, wanted: wanted, at: id.location, remedy: "rename it to choose another")
        }
        if let other = claimed[name] {
            diagnostics.append(Diagnostic(
                .invalidContentExtension,
                "\(owner) gets the Swift type name \(DiagnosticText.quoted(name)), which content extension "
                    + "\(DiagnosticText.quoted(other.value)) already has; rename one of them",
                at: id.location, notes: [Diagnostic.Note("\(DiagnosticText.quoted(other.value)) is defined here", at: other.location)]))
            return false
        }
        claimed[name] = id
        return true
    }
}
