/// Resolution: definitions that passed every rule become the catalog's categories and actions, with
/// their Swift names and their platforms.
extension ValidationSession {
    /// `[iOS, macOS]`, for messages.
    static func describe(_ platforms: [Platform]) -> String {
        "[" + Platform.normalized(platforms).map(\.rawValue).joined(separator: ", ") + "]"
    }

    /// Resolves `category`; `actionPlatforms` are the platforms of every action that names some, and
    /// `actionAvailability` the availability of every action that has one.
    func resolve(
        _ category: CategoryDefinition, swiftNames: [ExactText: String], actionPlatforms: [ExactText: [Platform]],
        actionAvailability: [ExactText: Availability]
    ) -> Model.Category? {
        guard let id = category.id?.value, let swiftName = swiftNames[ExactText(id)] else { return nil }
        var platforms: [String: [Platform]] = [:]
        var availability: [String: Availability] = [:]
        let actions = (category.actions?.value ?? []).compactMap { item -> String? in
            switch item {
            case .inline(let action):
                guard let actionID = action.id?.value else { return nil }
                platforms[actionID] = action.platforms.map { Platform.normalized($0.value.map(\.value)) }
                availability[actionID] = action.available?.value
                return actionID
            case .reference(let reference, let listed, let available):
                let own = actionPlatforms[ExactText(reference.value)].map(Set.init)
                let here = listed.map { Set($0.value.map(\.value)) }
                let effective = switch (own, here) {
                case let (own?, here?): own.intersection(here)
                case let (own, here): own ?? here
                }
                platforms[reference.value] = effective.map(Platform.normalized)
                availability[reference.value] = switch (actionAvailability[ExactText(reference.value)], available?.value) {
                case let (own?, here?): own.intersected(with: here)
                case let (own, here): own ?? here
                }
                return reference.value
            }
        }
        var resolved = Model.Category(
            identifier: id,
            swiftName: swiftName,
            typeName: SwiftIdentifier.typeName(for: swiftName),
            actions: actions,
            actionPlatforms: platforms,
            actionAvailability: availability,
            options: CategoryOption.allCases.filter { option in category.options.contains { $0.value == option } },
            intentIdentifiers: category.intentIdentifiers.map { IntentIdentifiers.value(of: $0.value) ?? $0.value },
            hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder.map {
                UserTextField.hiddenPreviewsBodyPlaceholder.resolve($0, ownerID: id, description: category.description?.value)
            },
            categorySummaryFormat: category.categorySummaryFormat.map {
                UserTextField.categorySummaryFormat.resolve($0, ownerID: id, description: category.description?.value)
            },
            description: category.description?.value,
            location: category.id?.location)
        resolved.mutableContent = category.mutableContent?.value ?? false
        return resolved
    }

    func resolve(_ action: ActionDefinition, swiftNames: [ExactText: String]) -> Model.Action? {
        guard let id = action.id?.value, let title = action.title, let swiftName = swiftNames[ExactText(id)] else { return nil }
        let description = action.description?.value
        return Model.Action(
            identifier: id,
            swiftName: swiftName,
            title: UserTextField.title.resolve(title, ownerID: id, isTextInput: action.textInput != nil, description: description),
            options: ActionOption.allCases.filter { option in action.options.contains { $0.value == option } },
            icon: action.icon?.value,
            textInput: action.textInput.map {
                Model.TextInput(
                    buttonTitle: $0.buttonTitle.map { UserTextField.buttonTitle.resolve($0, ownerID: id, description: description) },
                    placeholder: $0.placeholder.map { UserTextField.placeholder.resolve($0, ownerID: id, description: description) }
                        ?? Model.Text(""))
            },
            platforms: action.platforms.map { Platform.normalized($0.value.map(\.value)) },
            availability: action.available?.value,
            description: description,
            location: action.id?.location)
    }
}
