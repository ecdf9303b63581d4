/// The rules that look at one action or category on its own: identifiers, visible text, format strings,
/// repeated options, deprecated options, intents, and a category's list of actions.
extension ValidationSession {
    mutating func check(_ action: ActionDefinition) {
        if let id = action.id { checkIdentifier(id, kind: "action") }
        if let title = action.title { checkVisibleText(title, what: "an action's title", isTitle: true) }
        if let input = action.textInput {
            if let buttonTitle = input.buttonTitle {
                checkVisibleText(buttonTitle, what: "a text input's button title", isTitle: true)
            }
            if let placeholder = input.placeholder {
                checkVisibleText(placeholder, what: "a text input's placeholder", isTitle: false)
            }
        }
        reportRepeated(action.options)
    }

    mutating func check(_ category: CategoryDefinition, definedActions: inout DefinedActions) {
        if let id = category.id { checkIdentifier(id, kind: "category") }
        if let list = category.actions { checkActions(list, of: category.id, definedActions: &definedActions) }
        checkSampleTexts(category.samples)
        reportRepeated(category.options)
        for option in category.options where option.value.isDeprecated {
            diagnostics.append(Diagnostic(
                .deprecatedOption,
                "\(DiagnosticText.quoted(option.value.rawValue)) is deprecated: iOS 13 and 14 and watchOS 6 honour it, "
                    + "iOS 15 and watchOS 7 and later ignore it; it is registered wherever the SDK declares it (not on macOS)",
                at: option.location))
        }
        for intent in category.intentIdentifiers where IntentIdentifiers.value(of: intent.value) == nil {
            diagnostics.append(Diagnostic(
                .unknownIntent,
                "\(DiagnosticText.quoted(intent.value)) is not an intent identifier the Intents framework defines; it is kept as written"
                    + Suggestion.hint(for: intent.value, among: IntentIdentifiers.known.sorted()),
                at: intent.location))
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            checkVisibleText(placeholder, what: "'hiddenPreviewsBodyPlaceholder'", isTitle: false)
            checkFormat(placeholder.value, key: "hiddenPreviewsBodyPlaceholder", allowed: ["u"])
        }
        if let format = category.categorySummaryFormat {
            checkVisibleText(format, what: "'categorySummaryFormat'", isTitle: false)
            checkFormat(format.value, key: "categorySummaryFormat", allowed: ["u", "@"])
        }
    }

    /// Checks the `actions` list of the category with id `categoryID`: references resolve, no action is
    /// listed twice, and no more than the system shows.
    mutating func checkActions(
        _ list: Located<[ActionItem]>, of categoryID: Located<String>?, definedActions: inout DefinedActions
    ) {
        // Quoted only when a message needs it.
        var category: String { categoryID.map { DiagnosticText.quoted($0.value) } ?? "this category" }
        var seen: [ExactText: SourceLocation] = [:]
        var ids: [String] = []
        for item in list.value {
            let id: Located<String>
            switch item {
            case .inline(let action):
                guard let inlineID = action.id else { continue }
                id = inlineID
            case .reference(let reference, let platforms, _):
                id = reference
                if !definedActions.identifiers.contains(ExactText(reference.value)) {
                    diagnostics.append(Diagnostic(
                        .undefinedAction,
                        "category \(category) uses undefined action \(DiagnosticText.quoted(reference.value))"
                            + definedActions.hint(for: reference.value),
                        at: reference.location))
                } else if let platforms, let own = definedActions.platforms[ExactText(reference.value)],
                          Set(platforms.value.map(\.value)).isDisjoint(with: own) {
                    diagnostics.append(Diagnostic(
                        .invalidPlatforms,
                        "category \(category) lists action \(DiagnosticText.quoted(reference.value)) on "
                            + Self.describe(platforms.value.map(\.value)) + " only, but the action exists only on "
                            + Self.describe(own) + ", so the category would show it nowhere",
                        at: platforms.location))
                }
            }
            if let first = seen[ExactText(id.value)] {
                diagnostics.append(Diagnostic(
                    .repeatedAction, "action \(DiagnosticText.quoted(id.value)) is listed twice in category \(category)",
                    at: id.location, notes: [Diagnostic.Note("first listed here", at: first)]))
            } else {
                seen[ExactText(id.value)] = id.location
                ids.append(id.value)
            }
        }
        if ids.count > Validator.maximumDisplayedActions {
            let hidden = ids.dropFirst(Validator.maximumDisplayedActions).map(DiagnosticText.quoted).joined(separator: ", ")
            diagnostics.append(Diagnostic(
                .tooManyActions,
                "category \(category) has \(ids.count) actions; the system shows at most \(Validator.maximumDisplayedActions), so \(hidden) never appear",
                at: list.location))
        }
    }

    mutating func checkIdentifier(_ id: Located<String>, kind: String) {
        let text = id.value
        if text.isEmpty {
            diagnostics.append(Diagnostic(.emptyIdentifier, "\(kind) ids must not be empty", at: id.location))
            return
        }
        if UnicodeText.containsInvisibleControl(text) {
            diagnostics.append(Diagnostic(
                .invalidIdentifier, "\(kind) id \(DiagnosticText.quoted(text)) contains control or invisible formatting characters",
                at: id.location))
        }
        if text.first?.isWhitespace == true || text.last?.isWhitespace == true {
            diagnostics.append(Diagnostic(
                .invalidIdentifier, "\(kind) id \(DiagnosticText.quoted(text)) starts or ends with whitespace", at: id.location))
        }
        if Validator.appleActionIdentifiers.contains(text) {
            diagnostics.append(Diagnostic(
                .reservedIdentifier, "\(kind) id \(DiagnosticText.quoted(text)) is one of Apple's own action identifiers",
                at: id.location))
        } else if Self.hasReservedPrefix(text) {
            diagnostics.append(Diagnostic(
                .reservedIdentifier,
                "\(kind) id \(DiagnosticText.quoted(text)) starts with \(DiagnosticText.quoted(Validator.reservedPrefix)), which is reserved for Apple",
                at: id.location))
        }
    }

    /// Whether `text` starts with ``Validator/reservedPrefix`` in any case. Printable ASCII is compared
    /// byte by byte; other text is lowercased first, as Unicode does it.
    static func hasReservedPrefix(_ text: String) -> Bool {
        guard UnicodeText.isPrintableASCII(text) else { return text.lowercased().hasPrefix(Validator.reservedPrefix) }
        let prefix = Validator.reservedPrefix.utf8
        return text.utf8.count >= prefix.count
            && zip(text.utf8, prefix).allSatisfy { byte, expected in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 32 : byte) == expected
            }
    }

    /// Checks a user-visible string: a title is not blank, no text hides control characters, and a localized
    /// string has a non-empty key and value.
    mutating func checkVisibleText(_ definition: TextDefinition, what: String, isTitle: Bool) {
        let text = definition.value
        if let localization = definition.localization {
            if let key = localization.key, key.value.isEmpty {
                diagnostics.append(Diagnostic(.emptyLocalizedText, "the localization key of \(what) must not be empty", at: key.location))
            }
            if text.value.isEmpty {
                diagnostics.append(Diagnostic(
                    .emptyLocalizedText,
                    "\(what) is localized, so its development-language value must not be empty (translators would have nothing to translate)",
                    at: text.location))
            }
        }
        if isTitle, text.value.allSatisfy(\.isWhitespace), !(definition.localization != nil && text.value.isEmpty) {
            diagnostics.append(Diagnostic(.emptyTitle, "\(what) must not be empty or only whitespace", at: text.location))
        }
        if UnicodeText.containsInvisibleControl(text.value) {
            diagnostics.append(Diagnostic(
                .controlCharacters,
                "\(what) \(DiagnosticText.quoted(text.value)) contains invisible control or formatting characters",
                at: text.location))
        }
    }

    mutating func checkFormat(_ text: Located<String>, key: String, allowed: [String]) {
        let format = FormatString(text.value)
        // Spelled out only when a message needs it.
        var accepted: String { (allowed.map { "%" + $0 } + ["%%"]).joined(separator: ", ") }
        for problem in format.problems {
            switch problem {
            case .trailingPercent(let offset):
                diagnostics.append(Diagnostic(
                    .invalidFormat, "\(DiagnosticText.quoted(key)) ends with a lone '%'; write '%%' for a percent sign",
                    at: text.place(at: offset)))
            case .unsupported(let written, let offset):
                diagnostics.append(Diagnostic(
                    .invalidFormat,
                    "\(DiagnosticText.quoted(written)) is not supported in \(DiagnosticText.quoted(key)), which takes only \(accepted)"
                        + Self.formatHint(for: written, allowed: allowed),
                    at: text.place(at: offset)))
            }
        }
        var counts: [String: Int] = [:]
        for specifier in format.specifiers {
            guard allowed.contains(specifier.conversion) else {
                diagnostics.append(Diagnostic(
                    .invalidFormat,
                    "\(DiagnosticText.quoted(specifier.text)) is not supported in \(DiagnosticText.quoted(key)), which takes only \(accepted)"
                        + Self.formatHint(for: specifier.text, allowed: allowed),
                    at: text.place(at: specifier.offset)))
                continue
            }
            counts[specifier.conversion, default: 0] += 1
            if counts[specifier.conversion] == 2 {
                diagnostics.append(Diagnostic(
                    .invalidFormat, "'%\(specifier.conversion)' may appear at most once in \(DiagnosticText.quoted(key))",
                    at: text.place(at: specifier.offset)))
            }
        }
        if let positional = format.specifiers.first(where: { $0.position != nil }) {
            diagnostics.append(Diagnostic(
                .positionalFormat,
                "positional specifier \(DiagnosticText.quoted(positional.text)) is not documented for \(DiagnosticText.quoted(key)); write '%\(positional.conversion)'",
                at: text.place(at: positional.offset)))
        }
    }

    /// What to write instead of the unsupported specifier `written`, as text to append to a message:
    /// `%u` for an integer (`%d`, `%i`, `%ld`, `%lu`, `%5u`), `%@` for a string (`%s`), `%%` for a percent sign
    /// followed by anything that is not a conversion (`50% off`).
    static func formatHint(for written: String, allowed: [String]) -> String {
        guard let conversion = written.unicodeScalars.last else { return "" }
        if "diuoxX".unicodeScalars.contains(conversion), allowed.contains("u") {
            return "; write '%u' for the number"
        }
        if conversion == "s" || conversion == "S" || conversion == "@", allowed.contains("@") {
            return "; write '%@' for the text"
        }
        if conversion != "@", !(("a"..."z").contains(conversion) || ("A"..."Z").contains(conversion)) {
            return "; write '%%' for a percent sign"
        }
        return ""
    }

    mutating func reportRepeated<Option: RawRepresentable & Hashable>(_ options: [Located<Option>]) where Option.RawValue == String {
        var seen: [Option: SourceLocation] = [:]
        for option in options {
            if let first = seen[option.value] {
                diagnostics.append(Diagnostic(
                    .repeatedOption, "option \(DiagnosticText.quoted(option.value.rawValue)) is listed twice",
                    at: option.location, notes: [Diagnostic.Note("first listed here", at: first)]))
            } else {
                seen[option.value] = option.location
            }
        }
    }
}
