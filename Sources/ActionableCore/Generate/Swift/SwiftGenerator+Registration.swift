/// Registration: building the SDK's category and action objects from the catalog, each with one call of
/// `ActionableRuntime`'s `NotificationSystem` (never inlined: the SDK's initializers are compiled once, there).
/// Registering them is the runtime's `CategoryRegistry`.
extension SwiftGenerator {
    /// Prints the namespace's conformance to `ActionableRuntime.CategoryRegistry`, which gives `makeCategories()`,
    /// `register(on:)` and `merge(into:)`: `makeCategory(_:)`, the categories the definitions retire, and the private
    /// `makeAction(_:)`.
    func registration(_ catalog: Model, _ p: inout CodePrinter) {
        p.block("nonisolated extension \(namespaceName): \(runtimeAtFileScope)CategoryRegistry") { p in
            let retired = catalog.reservedCategories.map { SwiftLiteral.string($0.identifier) }
            if !retired.isEmpty {
                p.line("@_spi(ActionableGenerated) public static var retiredCategoryIdentifiers: [String] {")
                p.line("    [\(retired.joined(separator: ", "))]")
                p.line("}")
                p.line()
            }
            // Without categories the runtime's `makeCategory(_:)` stands: there is no `CategoryID` to call it with.
            if !catalog.categories.isEmpty {
                let actionNames = Dictionary(uniqueKeysWithValues: catalog.actions.map { (ExactText($0.identifier), $0.swiftName) })
                p.block("@_spi(ActionableGenerated) public static func makeCategory(_ id: CategoryID) -> UNNotificationCategory") { p in
                    p.line("switch id {")
                    p.forEach(catalog.categories) { category, p in categoryCase(category, actionNames: actionNames, &p) }
                    p.line("}")
                }
            }
            if !catalog.actions.isEmpty {
                switchFunction(
                    "/// The action `id` names.", "private static func makeAction(_ id: ActionID) -> UNNotificationAction", &p
                ) { p in
                    p.forEach(catalog.actions) { action, p in actionCase(action, &p) }
                }
            }
            localizationHelper(catalog, &p)
        }
    }

    /// Prints a blank line, `documentation`, and a function whose body switches over its `id` parameter.
    private func switchFunction(
        _ documentation: String, _ signature: String, _ p: inout CodePrinter, cases: (inout CodePrinter) -> Void
    ) {
        p.line()
        p.line(documentation)
        p.block(signature) { p in
            p.line("switch id {")
            cases(&p)
            p.line("}")
        }
    }

    /// Prints the `case` of `category`; `actionNames` maps every action identifier to its Swift name.
    private func categoryCase(_ category: Model.Category, actionNames: [ExactText: String], _ p: inout CodePrinter) {
        let head = "case .\(SwiftIdentifier.escaped(category.swiftName)):"
        // Families whose SDKs take the same arguments share one printed call. The names are looked up once.
        let actions = category.actions.compactMap { id in actionNames[ExactText(id)].map { (id, $0) } }
        var groups: [(variant: CategoryVariant, families: [PlatformFamily])] = []
        for family in PlatformFamily.allCases {
            let variant = CategoryVariant(category, family: family, actions: actions)
            if let index = groups.firstIndex(where: { $0.variant == variant }) {
                groups[index].families.append(family)
            } else {
                groups.append((variant, [family]))
            }
        }
        // One call for every platform, with no action under `#available`: on the `case` line when it fits.
        if groups.count == 1, !groups[0].variant.actions.contains(where: { $0.availability != nil }) {
            let call = "return NotificationSystem.category(" + categoryArguments(category, variant: groups[0].variant, column: p.column + 8).joined(separator: ", ") + ")"
            if p.lineIfFits(head + " " + call) { return }
        }
        p.line(head)
        p.indented { p in
            guard groups.count > 1 else { return categoryCall(category, variant: groups[0].variant, &p) }
            platformSwitch(groups.map { group in
                var printer = p.nested()
                categoryCall(category, variant: group.variant, &printer)
                return (printer, group.families)
            }, &p)
        }
    }

    /// Prints each variant under `#if os(...)` conditions for the families that share it; the variant of
    /// ``PlatformFamily/other`` is the `#else` branch. Each variant was printed by a printer
    /// ``CodePrinter/nested()`` from `p`; there are at least two.
    private func platformSwitch(_ groups: [(printer: CodePrinter, families: [PlatformFamily])], _ p: inout CodePrinter) {
        let ordered = groups.filter { !$0.families.contains(.other) } + groups.filter { $0.families.contains(.other) }
        for (index, group) in ordered.enumerated() {
            let conditions = PlatformFamily.condition(for: group.families)
            p.line(index == 0 ? "#if \(conditions)" : group.families.contains(.other) ? "#else" : "#elseif \(conditions)")
            p.append(group.printer)
        }
        p.line("#endif")
    }

    /// Everything a platform family changes in a category's call, and nothing else: families with equal
    /// variants get the same text, since ``categoryCall(_:variant:_:)`` reads no other family-dependent value.
    /// (The placeholders and options a platform lacks are dropped by the runtime's `category` helper itself.)
    private struct CategoryVariant: Equatable {
        /// The actions the family shows, in display order: each one's Swift name, and the `#available` arguments
        /// of the OS versions it needs (`nil` for every version).
        var actions: [Entry]

        /// An action of a variant.
        struct Entry: Equatable {
            var swiftName: String
            var availability: String?
        }

        /// The variant of `category` for `family`; `actions` are the category's actions, each with its Swift name.
        init(_ category: Model.Category, family: PlatformFamily, actions: [(id: String, swiftName: String)]) {
            self.actions = actions.filter { category.actionPlatforms[$0.id]?.contains(family.platform) ?? true }.map {
                Entry(swiftName: $0.swiftName, availability: category.actionAvailability[$0.id]?.swiftArguments)
            }
        }
    }

    /// Prints the call of the `category` helper that builds `category` as `variant` says. Actions that need some
    /// OS version are added to the list under `if #available(...)`, in their place.
    private func categoryCall(_ category: Model.Category, variant: CategoryVariant, _ p: inout CodePrinter) {
        let names = variant.actions.map { "." + SwiftIdentifier.escaped($0.swiftName) }
        let unconditional = variant.actions.prefix { $0.availability == nil }.count
        let actionList: String
        if unconditional == variant.actions.count {
            actionList = "[" + names.joined(separator: ", ") + "]"
        } else {
            actionList = "actions"
            p.line("var actions: [ActionID] = [\(names[..<unconditional].joined(separator: ", "))]")
            for (entry, name) in zip(variant.actions, names).dropFirst(unconditional) {
                if let availability = entry.availability {
                    p.line("if #available(\(availability)) { actions.append(\(name)) }")
                } else {
                    p.line("actions.append(\(name))")
                }
            }
        }
        p.filled("return NotificationSystem.category(", categoryArguments(category, variant: variant, list: actionList, column: p.column + 4), ")")
    }

    /// The arguments of the `category` helper's call for `category` as `variant` says, its actions taken from
    /// `list` (the variant's, by default), with text wrapped for a line that starts at `column`.
    private func categoryArguments(
        _ category: Model.Category, variant: CategoryVariant, list: String? = nil, column: Int
    ) -> [String] {
        let actionList = list ?? "[" + variant.actions.map { "." + SwiftIdentifier.escaped($0.swiftName) }.joined(separator: ", ") + "]"
        // Without actions there is no `makeAction`, and every category's list is empty.
        var arguments = ["id.rawValue", actionList == "[]" ? "[]" : actionList + ".map(makeAction)"]
        if !category.intentIdentifiers.isEmpty {
            arguments.append("intents: [\(category.intentIdentifiers.map(SwiftLiteral.string).joined(separator: ", "))]")
        }
        if let placeholder = category.hiddenPreviewsBodyPlaceholder {
            arguments.append(argument("placeholder", placeholder, column: column))
        }
        if let summary = category.categorySummaryFormat { arguments.append(argument("summary", summary, column: column)) }
        if !category.options.isEmpty {
            arguments.append(Self.optionSet(category.options.map(\.rawValue), label: "options: ", column: column))
        }
        return arguments
    }

    /// The option set of the options `names` after `label`: `.foreground` for one (no array literal for the set to
    /// be built from in each `case`), `[.authenticationRequired, .foreground]` for several, wrapped one per line
    /// where a line starting at `column` would not hold them.
    private static func optionSet(_ names: [String], label: String = "", column: Int) -> String {
        names.count == 1 ? label + "." + names[0] : CodePrinter.wrapped(label + "[", names.map { "." + $0 }, "]", column: column)
    }

    /// Prints the `case` of `action`: one call of the `action` or `textInputAction` helper.
    private func actionCase(_ action: Model.Action, _ p: inout CodePrinter) {
        var arguments = ["id.rawValue", argument(nil, action.title, column: p.column + 4)]
        if !action.options.isEmpty {
            arguments.append(Self.optionSet(action.options.map(\.rawValue), column: p.column + 4))
        }
        switch action.icon {
        case .system(let name)?: arguments.append("icon: .system(\(SwiftLiteral.string(name)))")
        case .template(let name)?: arguments.append("icon: .template(\(SwiftLiteral.string(name)))")
        case nil: break
        }
        var helper = "action"
        if let input = action.textInput {
            helper = "textInputAction"
            // Without a button title: the initializer UNTextInputNotificationAction inherits, which leaves the
            // send button to the system.
            if let buttonTitle = input.buttonTitle {
                arguments.append(argument("button", buttonTitle, column: p.column + 4))
                arguments.append(argument("placeholder", input.placeholder, column: p.column + 4))
            }
        }
        p.filled("case .\(SwiftIdentifier.escaped(action.swiftName)): return NotificationSystem.\(helper)(", arguments, ")")
    }
}
