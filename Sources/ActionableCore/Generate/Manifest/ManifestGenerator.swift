/// Generates the JSON manifest: the format other tools (push servers, Android and web clients, analytics,
/// review bots) read. The format is documented in the README; `formatVersion` changes only when a
/// change would break a reader.
public struct ManifestGenerator: Sendable {
    /// The version of the manifest format this generator writes.
    public static let formatVersion = 1

    /// The name of the generated Swift namespace, recorded so a diff can tell when the Swift API moves.
    public var namespace: String
    /// The access level of the generated Swift declarations, recorded for the same reason.
    public var accessLevel: AccessLevel

    /// Creates a generator that records the generated Swift file's namespace and access level.
    public init(namespace: String = Compiler.defaultNamespace, accessLevel: AccessLevel = .internal) {
        self.namespace = namespace
        self.accessLevel = accessLevel
    }

    /// The manifest for `catalog`, as a JSON document.
    public func generate(_ catalog: Catalog) -> String {
        JSONValue.object([
            "formatVersion": .integer(Self.formatVersion),
            "categories": .array(catalog.categories.map(json)),
            "actions": .array(catalog.actions.map(json)),
            "reserved": .object([
                "categories": .array(catalog.reservedCategories.map { .string($0.identifier) }),
                "actions": .array(catalog.reservedActions.map { .string($0.identifier) }),
            ]),
            "swift": .object(["namespace": .string(namespace), "accessLevel": .string(accessLevel.rawValue)]),
        ]).document
    }

    private func json(_ category: Catalog.Category) -> JSONValue {
        var object: [String: JSONValue] = [
            "identifier": .string(category.identifier),
            "swiftName": .string(category.swiftName),
            "actions": .array(category.actions.map(JSONValue.string)),
            "options": .array(category.options.map { .string($0.rawValue) }),
            "intentIdentifiers": .array(category.intentIdentifiers.map(JSONValue.string)),
        ]
        object["hiddenPreviewsBodyPlaceholder"] = category.hiddenPreviewsBodyPlaceholder.map(JSONValue.string)
        object["categorySummaryFormat"] = category.categorySummaryFormat.map(JSONValue.string)
        object["description"] = category.description.map(JSONValue.string)
        return .object(object)
    }

    private func json(_ action: Catalog.Action) -> JSONValue {
        var object: [String: JSONValue] = [
            "identifier": .string(action.identifier),
            "swiftName": .string(action.swiftName),
            "title": .string(action.title),
            "options": .array(action.options.map { .string($0.rawValue) }),
        ]
        switch action.icon {
        case .system(let name)?: object["icon"] = .object(["systemImageName": .string(name)])
        case .template(let name)?: object["icon"] = .object(["templateImageName": .string(name)])
        case nil: break
        }
        object["textInput"] = action.textInput.map { input in
            .object(["buttonTitle": .string(input.buttonTitle), "placeholder": .string(input.placeholder)])
        }
        object["description"] = action.description.map(JSONValue.string)
        return .object(object)
    }
}
