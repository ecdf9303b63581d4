import ActionableCore

/// Writes a catalog back as a definition file that says everything explicitly: every Swift name, option and
/// text, each text as a double-quoted YAML scalar with every character outside printable ASCII escaped.
enum DefinitionWriter {
    /// The definition file for `catalog`: its actions at the top level, its categories naming them by id.
    static func definitions(of catalog: Model) -> String {
        var text = ""
        if !catalog.categories.isEmpty { text += "categories:\n" }
        for category in catalog.categories {
            text += "  - id: \(quoted(category.identifier))\n    swiftName: \(quoted(category.swiftName))\n"
            text += list("actions", category.actions.map { id in
                var fields: [String] = []
                if let platforms = category.actionPlatforms[id] {
                    fields.append("platforms: [\(platforms.map(\.rawValue).joined(separator: ", "))]")
                }
                if let availability = category.actionAvailability[id] { fields.append("available: \(versions(availability))") }
                guard !fields.isEmpty else { return quoted(id) }
                return "{ action: \(quoted(id)), \(fields.joined(separator: ", ")) }"
            })
            text += list("options", category.options.map(\.rawValue))
            text += list("intentIdentifiers", category.intentIdentifiers.map(quoted))
            text += field("hiddenPreviewsBodyPlaceholder", category.hiddenPreviewsBodyPlaceholder.map(userText))
            text += field("categorySummaryFormat", category.categorySummaryFormat.map(userText))
            text += field("description", category.description.map(quoted))
            if let keys = category.payload { text += payload(keys) }
            if category.mutableContent { text += "    mutableContent: true\n" }
            text += samples(category.samples)
        }
        if !catalog.actions.isEmpty { text += "actions:\n" }
        for action in catalog.actions {
            text += "  - id: \(quoted(action.identifier))\n    swiftName: \(quoted(action.swiftName))\n"
            text += "    title: \(userText(action.title))\n"
            text += list("options", action.options.map(\.rawValue))
            switch action.icon {
            case .system(let name)?: text += "    icon: { system: \(quoted(name)) }\n"
            case .template(let name)?: text += "    icon: { template: \(quoted(name)) }\n"
            case nil: break
            }
            if let input = action.textInput {
                if let buttonTitle = input.buttonTitle {
                    let placeholder = input.placeholder == Model.Text("") ? "" : ", placeholder: \(userText(input.placeholder))"
                    text += "    textInput: { buttonTitle: \(userText(buttonTitle))\(placeholder) }\n"
                } else {
                    text += "    textInput: {}\n"
                }
            }
            text += list("platforms", action.platforms?.map(\.rawValue) ?? [])
            text += field("available", action.availability.map(versions))
            text += field("description", action.description.map(quoted))
        }
        if !catalog.pushes.isEmpty { text += "pushes:\n" }
        for kind in catalog.pushes {
            text += "  - id: \(quoted(kind.identifier))\n    swiftName: \(quoted(kind.swiftName))\n"
            if let match = kind.match {
                let value = switch match.value {
                case .string(let string)?: ", value: \(quoted(string))"
                case .int(let number)?: ", value: \(number)"
                case .bool(let flag)?: ", value: \(flag)"
                case nil: ""
                }
                text += "    match: { key: \(quoted(match.key))\(value) }\n"
            }
            text += "    silent: \(kind.isSilent)\n"
            if kind.mutableContent { text += "    mutableContent: true\n" }
            text += field("description", kind.description.map(quoted))
            text += payload(kind.keys)
            text += samples(kind.samples)
        }
        if !catalog.contentExtensions.isEmpty { text += "contentExtensions:\n" }
        for contentExtension in catalog.contentExtensions {
            text += "  - id: \(quoted(contentExtension.identifier))\n"
            text += "    categories: [\(contentExtension.categories.map(quoted).joined(separator: ", "))]\n"
            text += "    initialContentSizeRatio: \(contentExtension.initialContentSizeRatio)\n"
            text += "    defaultContentHidden: \(contentExtension.defaultContentHidden)\n"
            text += "    overridesDefaultTitle: \(contentExtension.overridesDefaultTitle)\n"
            text += "    userInteractionEnabled: \(contentExtension.userInteractionEnabled)\n"
            text += field("description", contentExtension.description.map(quoted))
        }
        if !catalog.reservedCategories.isEmpty || !catalog.reservedActions.isEmpty {
            text += "reserved:\n"
            text += "  categories: [\(catalog.reservedCategories.map { quoted($0.identifier) }.joined(separator: ", "))]\n"
            text += "  actions: [\(catalog.reservedActions.map { quoted($0.identifier) }.joined(separator: ", "))]\n"
        }
        return text
    }

    /// `    samples: [...]`: every sample, each field explicit, or nothing when there is none.
    private static func samples(_ samples: [Model.Sample]) -> String {
        guard !samples.isEmpty else { return "" }
        return "    samples:\n" + samples.map { sample in
            var fields = ["name: \(quoted(sample.name))"]
            for (field, text) in sample.texts {
                guard let localization = text.text.localization else {
                    fields.append("\(field.rawValue): \(quoted(text.text.value))")
                    continue
                }
                fields.append("\(field.rawValue): { key: \(quoted(localization.key)), value: \(quoted(text.text.value)), "
                              + "comment: \(quoted(localization.comment)), arguments: [\(text.arguments.map(quoted).joined(separator: ", "))] }")
            }
            if let threadID = sample.threadID { fields.append("threadID: \(quoted(threadID))") }
            if let badge = sample.badge { fields.append("badge: \(badge)") }
            if let sound = sample.sound { fields.append("sound: \(quoted(sound))") }
            if let level = sample.interruptionLevel { fields.append("interruptionLevel: \(quoted(level))") }
            fields.append("userInfo: \(json(.object(sample.userInfo)))")
            return "      - { \(fields.joined(separator: ", ")) }\n"
        }.joined()
    }

    /// A JSON value as YAML flow: strings quoted, numbers, `true` and `false` plain, keys in UTF-8 order.
    private static func json(_ value: JSONValue) -> String {
        switch value {
        case .object(let members):
            let keys = members.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            return "{ " + keys.map { "\(quoted($0)): \(json(members[$0]!))" }.joined(separator: ", ") + " }"
        case .array(let items): return "[" + items.map(json).joined(separator: ", ") + "]"
        case .string(let text): return quoted(text)
        case .integer(let number): return String(number)
        case .number(let text): return text
        case .bool(let flag): return String(flag)
        }
    }

    /// `{ iOS: "15.0", macOS: "12.0" }`: an availability, every version quoted.
    private static func versions(_ availability: Availability) -> String {
        "{ " + availability.entries.map { "\($0.platform.rawValue): \(quoted($0.version.text))" }.joined(separator: ", ") + " }"
    }

    /// `    payload: {...}`: every key in the order declared, each with everything said explicitly.
    private static func payload(_ keys: [Model.PayloadKey]) -> String {
        let entries = keys.map { key in "      \(quoted(key.key)): \(keyFlow(key))\n" }
        return "    payload:" + (entries.isEmpty ? " {}\n" : "\n" + entries.joined())
    }

    /// A payload key as a YAML flow mapping, everything said explicitly.
    private static func keyFlow(_ key: Model.PayloadKey) -> String {
        var fields = typeFields(key.type) + ["optional: \(key.isOptional)", "swiftName: \(quoted(key.swiftName))"]
        if let description = key.description { fields.append("description: \(quoted(description))") }
        if !key.together.isEmpty { fields.append("together: [\(key.together.map(quoted).joined(separator: ", "))]") }
        return "{ \(fields.joined(separator: ", ")) }"
    }

    /// The fields that describe a payload type: `type`, and its values, properties, `of`, `anyOf`, encoding and
    /// constraints.
    private static func typeFields(_ type: Model.PayloadType) -> [String] {
        var fields: [String] = []
        let detailed = type.detailed
        switch detailed.shape {
        case .anyOf(let alternatives):
            let items = alternatives.map { alternative in
                "{ " + (typeFields(alternative.type) + ["swiftName: \(quoted(alternative.swiftName))"]).joined(separator: ", ") + " }"
            }
            fields.append("anyOf: [\(items.joined(separator: ", "))]")
        case .scalar(let kind):
            fields.append("type: \(quoted(type.name))")
            if case .oneOf(let values) = kind {
                let items = values.map { "{ value: \(quoted($0.value)), swiftName: \(quoted($0.swiftName)) }" }
                fields.append("values: [\(items.joined(separator: ", "))]")
            }
        case .object(let object):
            fields.append("type: \(quoted(type.name))")
            let properties = object.properties.map { "\(quoted($0.key)): \(keyFlow($0))" }
            fields.append("properties: { \(properties.joined(separator: ", ")) }")
        case .list(let element), .map(let element):
            fields.append("type: \(quoted(type.name))")
            fields.append("of: { \(typeFields(element).joined(separator: ", ")) }")
        }
        switch type.encoding {
        case .plain: break
        case .text(let separator, let trueText, let falseText):
            fields.append("encoding: text")
            if case .list = type.shape { fields.append("separator: \(quoted(separator))") }
            if type.scalarKind == .bool, type.shape.isScalar { fields.append("textValues: [\(quoted(trueText)), \(quoted(falseText))]") }
        case .json, .base64JSON:
            fields.append("encoding: \(type.encoding.name)")
        }
        let constraints = detailed.constraints
        if let minimum = constraints.minimum { fields.append("minimum: \(minimum)") }
        if let maximum = constraints.maximum { fields.append("maximum: \(maximum)") }
        if let pattern = constraints.pattern { fields.append("pattern: \(quoted(pattern))") }
        if constraints.allowsRelative { fields.append("relative: true") }
        return fields
    }

    /// `    key: [a, b]`, or nothing for an empty list.
    private static func list(_ key: String, _ items: [String]) -> String {
        items.isEmpty ? "" : "    \(key): [\(items.joined(separator: ", "))]\n"
    }

    /// `    key: value`, or nothing when there is no value; `value` is already YAML.
    private static func field(_ key: String, _ value: String?) -> String {
        value.map { "    \(key): \($0)\n" } ?? ""
    }

    /// A user-visible string: quoted text, or a `{key, value, comment}` flow mapping when it is localized.
    private static func userText(_ text: Model.Text) -> String {
        guard let localization = text.localization else { return quoted(text.value) }
        return "{ key: \(quoted(localization.key)), value: \(quoted(text.value)), comment: \(quoted(localization.comment)) }"
    }

    /// `text` as a double-quoted YAML scalar: `"` and `\` escaped, printable ASCII as is, and every other
    /// scalar as `\uXXXX` or `\UXXXXXXXX`, so no line break, BOM or control character is written raw.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"", "\\": result += "\\" + String(scalar)
            case " "..."~": result.unicodeScalars.append(scalar)
            default:
                let (marker, width) = scalar.value > 0xFFFF ? ("U", 8) : ("u", 4)
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\" + marker + String(repeating: "0", count: width - hex.count) + hex
            }
        }
        return result + "\""
    }
}
