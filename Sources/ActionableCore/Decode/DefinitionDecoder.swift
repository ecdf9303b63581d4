/// Turns one file's node tree into ``DefinitionFile``, reporting every shape problem (unknown, duplicate,
/// missing or wrongly typed keys, unknown options, malformed icons) and keeping the location of every value.
public struct DefinitionDecoder: Sendable {
    /// The keys a file may have at the top level.
    public static let fileKeys = ["actions", "categories", "contentExtensions", "localization", "payloads", "pushes", "reserved"]
    /// The keys the top-level `localization` mapping may have.
    public static let localizationKeys = ["keys", "prefix"]
    /// The values `localization.keys` accepts: `derived` localizes every plain string, `explicit` only mappings.
    public static let localizationKeyModes = ["derived", "explicit"]
    /// The keys a localized string's mapping may have.
    public static let localizedTextKeys = ["key", "value", "comment"]
    /// The keys of a sample's localized `title`, `subtitle` or `body`.
    public static let sampleTextKeys = ["arguments", "comment", "key", "value"]
    /// The keys the top-level `reserved` mapping may have.
    public static let reservedKeys = ["actions", "categories"]
    /// The keys a category may have.
    public static let categoryKeys = [
        "id", "actions", "options", "intentIdentifiers", "hiddenPreviewsBodyPlaceholder",
        "categorySummaryFormat", "swiftName", "description", "payload", "samples", "mutableContent",
    ]
    /// The keys a push kind may have (an entry of the top-level `pushes`).
    public static let pushKeys = ["id", "match", "silent", "payload", "swiftName", "description", "samples", "mutableContent"]
    /// The keys a content extension may have (an entry of the top-level `contentExtensions`).
    public static let contentExtensionKeys = [
        "id", "categories", "initialContentSizeRatio", "defaultContentHidden", "overridesDefaultTitle",
        "userInteractionEnabled", "description",
    ]
    /// The keys a sample may have (an entry of a category's or push kind's `samples`).
    public static let sampleKeys = ["name", "title", "subtitle", "body", "threadID", "badge", "sound", "interruptionLevel", "userInfo"]
    /// The keys a push kind's `match` may have.
    public static let pushMatchKeys = ["key", "value"]
    /// The keys a payload key's mapping may have (`KEY: { type: int, optional: true }`).
    public static let payloadKeyKeys = [
        "type", "values", "optional", "description", "swiftName", "properties", "of", "anyOf", "encoding", "separator",
        "textValues", "minimum", "maximum", "pattern", "relative", "together",
    ]
    /// The keys an enumeration value's mapping may have (`{ value: "", swiftName: none }`).
    public static let payloadValueKeys = ["value", "swiftName"]
    /// The keys an action may have.
    public static let actionKeys = ["id", "title", "options", "icon", "textInput", "swiftName", "description", "platforms", "available"]
    /// The keys of a mapping in a category's `actions` list that refers to an action defined elsewhere.
    public static let actionReferenceKeys = ["action", "platforms", "available"]
    /// The keys an action's `icon` may have (exactly one of them).
    public static let iconKeys = ["system", "template"]
    /// The keys an action's `textInput` may have.
    public static let textInputKeys = ["buttonTitle", "placeholder"]

    /// Creates a decoder.
    public init() {}

    /// Decodes `outcome` (the loader's result for the file at `path`), appending problems to `diagnostics`.
    public func decode(_ outcome: YAMLLoader.Outcome, path: String, diagnostics: inout [Diagnostic]) -> DefinitionFile {
        var file = DefinitionFile(path: path)
        // An empty file, or one with only comments or `---`, registers nothing: probably not what was meant.
        let emptyFile = Diagnostic(
            .emptyFile, "the file defines nothing (it is empty, or holds only comments); add categories or actions, or remove it",
            at: SourceLocation(path: path, line: 1, column: 1))
        guard case .document(let root) = outcome else {
            if outcome == .empty { diagnostics.append(emptyFile) }
            return file
        }
        var session = DecodingSession()
        if case .scalar("", .plain) = root.content, root.tag == nil {
            diagnostics.append(emptyFile)
        } else if let top = session.reader.mapping(root, for: "a definition file", keys: Self.fileKeys) {
            // Read first: it decides how the plain strings below are read.
            if let node = top["localization"] { file.localization = session.localization(node) }
            session.localization = file.localization
            if let node = top["actions"], let items = session.reader.list(node, for: "'actions'", example: "[- id: ...]") {
                file.actions = items.compactMap { session.action($0) }
            }
            if let node = top["categories"],
               let items = session.reader.list(node, for: "'categories'", example: "[- id: ...]") {
                file.categories = items.compactMap { session.category($0) }
            }
            if let node = top["pushes"], let items = session.reader.list(node, for: "'pushes'", example: "[- id: ...]") {
                file.pushes = items.compactMap { session.push($0) }
            }
            if let node = top["contentExtensions"],
               let items = session.reader.list(node, for: "'contentExtensions'", example: "[- id: ...]") {
                file.contentExtensions = items.compactMap { session.contentExtension($0) }
            }
            if let node = top["reserved"] { file.reserved = session.reserved(node) }
            if let node = top["payloads"], let sets = session.reader.entries(node, for: "'payloads'", example: "{ MEETING: { MEETING_ID: string } }") {
                file.payloadSets = sets.compactMap { name, value in
                    session.payloadKeys(value, for: "payload key set \(DiagnosticText.quoted(name.value))").map {
                        PayloadSetDefinition(name: name, keys: $0)
                    }
                }
            }
        }
        diagnostics += session.reader.diagnostics
        return file
    }
}

/// The decoding of one file; holds the diagnostics reported so far.
private struct DecodingSession {
    var reader = NodeReader()
    /// The file's `localization` defaults.
    var localization = FileLocalization()

    mutating func category(_ node: YAMLNode) -> CategoryDefinition? {
        guard let keys = reader.mapping(node, for: "a category", keys: DefinitionDecoder.categoryKeys) else { return nil }
        reader.requireKey("id", in: keys)
        var category = CategoryDefinition(location: node.location)
        category.id = keys["id"].flatMap { reader.text($0, for: "'id'") }
        if let list = keys["actions"],
           let items = reader.list(list, for: "'actions'", example: "[ACCEPT_ACTION] or [- id: ...]") {
            category.actions = Located(items.compactMap { actionItem($0) }, at: list.location)
        }
        category.options = options(keys["options"], example: "[customDismissAction]") { name in
            CategoryOption(rawValue: name)
        } misplaced: { name in
            ActionOption(rawValue: name).map { _ in "an action option" }
        }
        if let list = keys["intentIdentifiers"],
           let items = reader.list(list, for: "'intentIdentifiers'", example: "[INStartCallIntent]") {
            category.intentIdentifiers = items.compactMap { reader.text($0, for: "an intent identifier") }
        }
        category.hiddenPreviewsBodyPlaceholder = keys["hiddenPreviewsBodyPlaceholder"].flatMap {
            userText($0, for: "hiddenPreviewsBodyPlaceholder")
        }
        category.categorySummaryFormat = keys["categorySummaryFormat"].flatMap { userText($0, for: "categorySummaryFormat") }
        category.swiftName = keys["swiftName"].flatMap { reader.text($0, for: "'swiftName'") }
        category.description = keys["description"].flatMap { reader.text($0, for: "'description'") }
        category.payload = keys["payload"].flatMap { payload($0) }
        category.samples = keys["samples"].map { samples($0) } ?? []
        category.mutableContent = locatedFlag(keys["mutableContent"], named: "mutableContent")
        return category
    }

    /// Reads a content extension: its id, the categories it draws and its attributes.
    mutating func contentExtension(_ node: YAMLNode) -> ContentExtensionDefinition? {
        guard let keys = reader.mapping(node, for: "a content extension", keys: DefinitionDecoder.contentExtensionKeys) else {
            return nil
        }
        reader.requireKey("id", in: keys)
        reader.requireKey("categories", in: keys)
        reader.requireKey("initialContentSizeRatio", in: keys)
        var definition = ContentExtensionDefinition(location: node.location)
        definition.id = keys["id"].flatMap { reader.text($0, for: "'id'") }
        definition.categories = keys["categories"].flatMap { texts($0, for: "'categories'", example: "[MEETING_INVITATION]") }
        definition.initialContentSizeRatio = keys["initialContentSizeRatio"].flatMap {
            reader.text($0, for: "'initialContentSizeRatio'")
        }
        definition.defaultContentHidden = locatedFlag(keys["defaultContentHidden"], named: "defaultContentHidden")
        definition.overridesDefaultTitle = locatedFlag(keys["overridesDefaultTitle"], named: "overridesDefaultTitle")
        definition.userInteractionEnabled = locatedFlag(keys["userInteractionEnabled"], named: "userInteractionEnabled")
        definition.description = keys["description"].flatMap { reader.text($0, for: "'description'") }
        return definition
    }

    /// Reads a push kind: its id, how it is recognised, whether it is silent, and its keys.
    mutating func push(_ node: YAMLNode) -> PushDefinition? {
        guard let keys = reader.mapping(node, for: "a push kind", keys: DefinitionDecoder.pushKeys) else { return nil }
        reader.requireKey("id", in: keys)
        var push = PushDefinition(location: node.location)
        push.id = keys["id"].flatMap { reader.text($0, for: "'id'") }
        push.match = keys["match"].flatMap { pushMatch($0) }
        push.isSilent = locatedFlag(keys["silent"], named: "silent")
        push.mutableContent = locatedFlag(keys["mutableContent"], named: "mutableContent")
        push.payload = keys["payload"].flatMap { payload($0) }
        push.swiftName = keys["swiftName"].flatMap { reader.text($0, for: "'swiftName'") }
        push.description = keys["description"].flatMap { reader.text($0, for: "'description'") }
        push.samples = keys["samples"].map { samples($0) } ?? []
        return push
    }

    /// Reads a push kind's `match`: `{ key: type, value: message }`, or `{ key: room_id }` for the key's presence.
    private mutating func pushMatch(_ node: YAMLNode) -> PushMatchDefinition? {
        guard let keys = reader.mapping(node, for: "'match'", keys: DefinitionDecoder.pushMatchKeys) else { return nil }
        reader.requireKey("key", in: keys)
        guard let key = keys["key"].flatMap({ reader.text($0, for: "'key'") }) else { return nil }
        var match = PushMatchDefinition(location: node.location, key: key)
        if let valueNode = keys["value"] {
            guard let text = reader.text(valueNode, for: "'value'"), case .scalar(_, let style) = valueNode.content else { return nil }
            guard let value = Model.PushMatch.Value(yaml: text.value, quoted: style != .plain) else {
                reader.report(
                    .wrongType,
                    "a match 'value' is text, an integer, true or false, found \(DiagnosticText.quoted(text.value)); quote it to match that text",
                    at: valueNode)
                return nil
            }
            match.value = Located(value, at: valueNode.location)
        }
        return match
    }

    /// Reads `samples`: a list of samples, each a mapping with a `name`, what the push shows and `userInfo`.
    mutating func samples(_ node: YAMLNode) -> [SampleDefinition] {
        let example = "[{ name: Accepted, title: Design review, userInfo: { MEETING_ID: \"42\" } }]"
        guard let items = reader.list(node, for: "'samples'", example: example) else { return [] }
        return items.compactMap { item in
            guard let keys = reader.mapping(item, for: "a sample", keys: DefinitionDecoder.sampleKeys) else { return nil }
            reader.requireKey("name", in: keys)
            var sample = SampleDefinition(location: item.location)
            sample.name = keys["name"].flatMap { reader.text($0, for: "a sample's 'name'") }
            sample.title = keys["title"].flatMap { sampleText($0, for: "title") }
            sample.subtitle = keys["subtitle"].flatMap { sampleText($0, for: "subtitle") }
            sample.body = keys["body"].flatMap { sampleText($0, for: "body") }
            sample.threadID = keys["threadID"].flatMap { reader.text($0, for: "a sample's 'threadID'") }
            sample.sound = keys["sound"].flatMap { reader.text($0, for: "a sample's 'sound'") }
            sample.interruptionLevel = keys["interruptionLevel"].flatMap { reader.text($0, for: "a sample's 'interruptionLevel'") }
            if let badge = keys["badge"], let text = reader.text(badge, for: "a sample's 'badge'") {
                if let number = Int(text.value), number >= 0 {
                    sample.badge = Located(number, at: text.location)
                } else {
                    reader.report(.wrongType, "a sample's 'badge' must be a whole number from 0, found \(DiagnosticText.quoted(text.value))", at: badge)
                }
            }
            if let userInfo = keys["userInfo"],
               let entries = reader.entries(userInfo, for: "a sample's 'userInfo'", example: "{ MEETING_ID: \"42\" }") {
                for (key, value) in entries {
                    if let json = json(value) { sample.userInfo[key.value] = json }
                }
            }
            return sample
        }
    }

    /// Reads a sample's `field` (`title`, `subtitle` or `body`): literal text (even in a file that derives keys: a
    /// sample is what a server sends, and a server that sends text sends it as written), or a mapping with the `key`
    /// a server sends (`title-loc-key`, ...), its development-language `value`, an optional translator `comment` and
    /// the `arguments` of its `%@` specifiers.
    private mutating func sampleText(_ node: YAMLNode, for field: String) -> SampleTextDefinition? {
        let what = "a sample's '\(field)'"
        switch node.content {
        case .sequence:
            reader.report(.wrongType, "\(what) must be text, or a mapping {key, value, comment, arguments} that localizes it, found a list",
                          at: node)
            return nil
        case .mapping:
            guard let keys = reader.mapping(node, for: what, keys: DefinitionDecoder.sampleTextKeys) else { return nil }
            reader.requireKey("key", in: keys)
            reader.requireKey("value", in: keys)
            guard let key = keys["key"].flatMap({ reader.text($0, for: "\(what)'s 'key'") }),
                  let value = keys["value"].flatMap({ reader.text($0, for: "\(what)'s 'value'") }) else { return nil }
            let localization = TextLocalization(key: key, comment: keys["comment"].flatMap { reader.text($0, for: "\(what)'s 'comment'") })
            var arguments: Located<[String]>?
            if let node = keys["arguments"],
               let items = reader.list(node, for: "\(what)'s 'arguments'", example: "[Anna, \"10:00\"]") {
                arguments = Located(items.compactMap { reader.text($0, for: "an argument of \(what)")?.value }, at: node.location)
            }
            return SampleTextDefinition(text: TextDefinition(value: value, localization: localization), arguments: arguments)
        default:
            return reader.text(node, for: what).map { SampleTextDefinition(text: TextDefinition(value: $0)) }
        }
    }

    /// A YAML value read as JSON: a mapping an object, a list an array, a quoted scalar a string, a plain one a
    /// number, `true` or `false` where it reads as one (else a string). `null` is refused: leave the key out.
    private mutating func json(_ node: YAMLNode) -> JSONValue? {
        guard node.tag == nil else {
            reader.report(.unsupportedYAML, "YAML tags are not supported in a sample's 'userInfo'; remove the tag", at: node)
            return nil
        }
        switch node.content {
        case .mapping(let pairs):
            var members: [String: JSONValue] = [:]
            for pair in pairs {
                guard let key = reader.text(pair.key, for: "a key in a sample's 'userInfo'"), let value = json(pair.value) else { continue }
                members[key.value] = value
            }
            return .object(members)
        case .sequence(let items):
            return .array(items.compactMap { json($0) })
        case .scalar(let text, let style):
            guard style == .plain else { return .string(text) }
            switch text {
            case "true": return .bool(true)
            case "false": return .bool(false)
            case "", "null", "~":
                reader.report(.wrongType, "a sample's value cannot be null; leave the key out", at: node)
                return nil
            default:
                if let number = Int(text) { return .integer(number) }
                if RuntimeRules.JSONNumberSyntax.isNumber(text) { return .number(text) }
                return .string(text)
            }
        }
    }

    /// Reads a category's `payload`: a mapping of keys, the name of a shared key set, or a list of both.
    mutating func payload(_ node: YAMLNode) -> PayloadDefinition? {
        var payload = PayloadDefinition(location: node.location)
        let items: [YAMLNode]
        if case .sequence(let list) = node.content, node.tag == nil { items = list } else { items = [node] }
        for item in items {
            if case .mapping = item.content {
                guard let keys = payloadKeys(item, for: "'payload'") else { continue }
                payload.parts.append(.keys(keys))
            } else if case .sequence = item.content {
                reader.report(.wrongType, "an entry of 'payload' must be a key set's name or a mapping of keys, found a list", at: item)
            } else if let name = reader.text(item, for: "'payload'") {
                payload.parts.append(.sharedSet(name))
            }
        }
        return payload
    }

    /// Reads a mapping of payload keys to their types (`KEY: string`) or descriptions (`KEY: { type: ... }`).
    mutating func payloadKeys(_ node: YAMLNode, for what: String) -> [PayloadKeyDefinition]? {
        guard let entries = reader.entries(node, for: what, example: "{ MEETING_ID: string }") else { return nil }
        return entries.compactMap { key, value in payloadKey(key, value) }
    }

    /// Reads one payload key: a type (`string`, `[int]`), or a mapping that describes it.
    mutating func payloadKey(_ key: Located<String>, _ node: YAMLNode) -> PayloadKeyDefinition? {
        var definition = PayloadKeyDefinition(key: key)
        let what = "payload key \(DiagnosticText.quoted(key.value))"
        guard case .mapping = node.content else {
            definition.type = payloadType(node, for: "the type of \(what)")
            return definition.type == nil ? nil : definition
        }
        guard let keys = reader.mapping(node, for: what, keys: DefinitionDecoder.payloadKeyKeys) else { return nil }
        definition.type = keys["type"].flatMap { payloadType($0, for: "'type'") }
        if let list = keys["values"], let items = reader.list(list, for: "'values'", example: "[organizer, attendee]") {
            definition.values = Located(items.compactMap { payloadValue($0) }, at: list.location)
        }
        if let node = keys["properties"], let entries = reader.entries(node, for: "'properties'", example: "{ id: string }") {
            definition.properties = Located(entries.compactMap { key, value in payloadKey(key, value) }, at: node.location)
        }
        if let node = keys["of"] {
            definition.of = payloadKey(Located("items", at: node.location), node).map(Indirect.init)
        }
        if let node = keys["anyOf"], let items = reader.list(node, for: "'anyOf'", example: "[int, string]") {
            let alternatives = items.enumerated().compactMap { index, item in
                payloadKey(Located("alternative \(index + 1)", at: item.location), item)
            }
            definition.anyOf = Located(alternatives, at: node.location)
        }
        let describesType = ["type", "values", "properties", "anyOf"].contains { keys.firstLocation(of: $0) != nil }
        if !describesType {
            reader.diagnostics.append(Diagnostic(
                .missingKey,
                "\(what) needs a 'type' (string, int, double, bool, url, date, uuid, object, map, or [type] for a list), 'values' or 'anyOf'",
                at: node.location))
        }
        definition.isOptional = flag(keys["optional"], named: "optional") ?? false
        definition.allowsRelative = keys["relative"].flatMap { node in flag(node, named: "relative").map { Located($0, at: node.location) } }
        definition.description = keys["description"].flatMap { reader.text($0, for: "'description'") }
        definition.swiftName = keys["swiftName"].flatMap { reader.text($0, for: "'swiftName'") }
        definition.encoding = keys["encoding"].flatMap { reader.text($0, for: "'encoding'") }
        definition.separator = keys["separator"].flatMap { reader.text($0, for: "'separator'") }
        definition.minimum = keys["minimum"].flatMap { reader.text($0, for: "'minimum'") }
        definition.maximum = keys["maximum"].flatMap { reader.text($0, for: "'maximum'") }
        definition.pattern = keys["pattern"].flatMap { reader.text($0, for: "'pattern'") }
        definition.textValues = keys["textValues"].flatMap { texts($0, for: "'textValues'", example: "[\"1\", \"0\"]") }
        definition.together = keys["together"].flatMap { texts($0, for: "'together'", example: "[signature]") }
        return definition
    }

    /// One value of an enumeration: a string, or `{ value, swiftName }`.
    private mutating func payloadValue(_ node: YAMLNode) -> PayloadValueDefinition? {
        guard case .mapping = node.content else { return reader.text(node, for: "a value").map { PayloadValueDefinition(value: $0) } }
        guard let keys = reader.mapping(node, for: "a value", keys: DefinitionDecoder.payloadValueKeys) else { return nil }
        reader.requireKey("value", in: keys)
        guard let value = keys["value"].flatMap({ reader.text($0, for: "'value'") }) else { return nil }
        return PayloadValueDefinition(value: value, swiftName: keys["swiftName"].flatMap { reader.text($0, for: "'swiftName'") })
    }

    /// `true` or `false`, as written under `name`, with where it is written.
    private mutating func locatedFlag(_ node: YAMLNode?, named name: String) -> Located<Bool>? {
        guard let node else { return nil }
        return flag(node, named: name).map { Located($0, at: node.location) }
    }

    /// `true` or `false`, as written under `name`.
    private mutating func flag(_ node: YAMLNode?, named name: String) -> Bool? {
        guard let node, let text = reader.text(node, for: "'\(name)'") else { return nil }
        switch text.value {
        case "true": return true
        case "false": return false
        default:
            reader.report(.wrongType, "'\(name)' must be true or false, found \(DiagnosticText.quoted(text.value))", at: node)
            return nil
        }
    }

    /// A list of texts, where it is written.
    private mutating func texts(_ node: YAMLNode, for what: String, example: String) -> Located<[Located<String>]>? {
        guard let items = reader.list(node, for: what, example: example) else { return nil }
        return Located(items.compactMap { reader.text($0, for: "an entry of \(what)") }, at: node.location)
    }

    /// A payload type as text: a scalar as written, or a flow list of one type (`[string]`, unquoted) as `[string]`.
    mutating func payloadType(_ node: YAMLNode, for what: String) -> Located<String>? {
        guard case .sequence(let items) = node.content, node.tag == nil else { return reader.text(node, for: what) }
        guard items.count == 1, let element = reader.text(items[0], for: "the element type of a list") else {
            reader.report(.wrongType, "\(what) as a list names exactly one element type, such as [string]", at: node)
            return nil
        }
        return Located("[\(element.value)]", at: node.location)
    }

    mutating func reserved(_ node: YAMLNode) -> ReservedIdentifiers {
        var reserved = ReservedIdentifiers()
        guard let keys = reader.mapping(node, for: "'reserved'", keys: DefinitionDecoder.reservedKeys) else { return reserved }
        reserved.categories = identifiers(keys["categories"], for: "'reserved.categories'", example: "[OLD_CATEGORY]")
        reserved.actions = identifiers(keys["actions"], for: "'reserved.actions'", example: "[OLD_ACTION]")
        return reserved
    }

    mutating func identifiers(_ node: YAMLNode?, for key: String, example: String) -> [Located<String>] {
        guard let node, let items = reader.list(node, for: key, example: example) else { return [] }
        return items.compactMap { reader.text($0, for: "a reserved id") }
    }

    mutating func localization(_ node: YAMLNode) -> FileLocalization {
        var localization = FileLocalization()
        guard let keys = reader.mapping(node, for: "'localization'", keys: DefinitionDecoder.localizationKeys) else {
            return localization
        }
        reader.requireKey("keys", in: keys)
        if let modeNode = keys["keys"], let mode = reader.text(modeNode, for: "'localization.keys'") {
            if DefinitionDecoder.localizationKeyModes.contains(mode.value) {
                localization.derivesKeys = mode.value == "derived"
            } else {
                let modes = DefinitionDecoder.localizationKeyModes
                reader.report(
                    .wrongType,
                    "'localization.keys' must be 'derived' (every plain string is localized, with a key derived from its id) "
                        + "or 'explicit' (only strings written as {key, value, comment}), found \(DiagnosticText.quoted(mode.value))"
                        + Suggestion.hint(for: mode.value, among: modes),
                    at: modeNode)
            }
        }
        localization.prefix = keys["prefix"].flatMap { reader.text($0, for: "'localization.prefix'") }
        return localization
    }

    /// Reads a user-visible string under `key`: plain text (localized when the file derives keys), or a
    /// `{key, value, comment}` mapping that localizes it.
    mutating func userText(_ node: YAMLNode, for key: String) -> TextDefinition? {
        if case .sequence = node.content {
            reader.report(.wrongType, "'\(key)' must be text, or a mapping {key, value, comment} that localizes it, found a list",
                          at: node)
            return nil
        }
        guard case .mapping = node.content else {
            return reader.text(node, for: "'\(key)'").map {
                TextDefinition(
                    value: $0, localization: localization.derivesKeys ? TextLocalization(keyPrefix: localization.prefix?.value) : nil)
            }
        }
        guard let keys = reader.mapping(node, for: "'\(key)'", keys: DefinitionDecoder.localizedTextKeys) else { return nil }
        reader.requireKey("value", in: keys)
        let textLocalization = TextLocalization(
            key: keys["key"].flatMap { reader.text($0, for: "'\(key).key'") },
            comment: keys["comment"].flatMap { reader.text($0, for: "'\(key).comment'") },
            keyPrefix: localization.prefix?.value)
        return keys["value"].flatMap { reader.text($0, for: "'\(key).value'") }.map {
            TextDefinition(value: $0, localization: textLocalization)
        }
    }

    mutating func actionItem(_ node: YAMLNode) -> ActionItem? {
        if case .scalar = node.content {
            return reader.text(node, for: "an action reference").map { ActionItem.reference($0) }
        }
        if case .sequence = node.content {
            reader.report(.wrongType, "an entry of 'actions' must be an action id or an action mapping, found a list",
                          at: node)
            return nil
        }
        // `{ action: ID, platforms: [...], available: {...} }` lists an action defined elsewhere on some platforms
        // or OS versions only.
        if case .mapping(let pairs) = node.content, pairs.contains(where: { $0.key.content == .scalar("action", .plain) }),
           !pairs.contains(where: { if case .scalar("id", _) = $0.key.content { true } else { false } }) {
            guard let keys = reader.mapping(node, for: "an action reference", keys: DefinitionDecoder.actionReferenceKeys),
                  let id = keys["action"].flatMap({ reader.text($0, for: "'action'") }) else { return nil }
            return .reference(
                id, platforms: keys["platforms"].flatMap { platforms($0) }, available: keys["available"].flatMap { availability($0) })
        }
        return action(node).map(ActionItem.inline)
    }

    /// Reads a `platforms` list; an unknown name is reported with the nearest valid one, an empty list as
    /// an action that would exist nowhere.
    mutating func platforms(_ node: YAMLNode) -> Located<[Located<Platform>]>? {
        guard let items = reader.list(node, for: "'platforms'", example: "[iOS, macOS]") else { return nil }
        let valid = Platform.allCases.map(\.rawValue)
        let platforms = items.compactMap { item -> Located<Platform>? in
            guard let name = reader.text(item, for: "a platform") else { return nil }
            if let platform = Platform(rawValue: name.value) { return Located(platform, at: name.location) }
            reader.diagnostics.append(Diagnostic(
                .invalidPlatforms,
                "unknown platform \(DiagnosticText.quoted(name.value))" + Suggestion.hint(for: name.value, among: valid)
                    + "; the platforms are " + valid.map(DiagnosticText.quoted).joined(separator: ", "),
                at: name.location))
            return nil
        }
        if items.isEmpty {
            reader.report(.invalidPlatforms, "'platforms' lists no platform, so the action would exist nowhere; "
                          + "leave 'platforms' out for every platform", at: node)
        }
        return platforms.count == items.count && !items.isEmpty ? Located(platforms, at: node.location) : nil
    }

    /// Reads an `available` mapping of platforms to versions; an unknown platform is reported with the nearest
    /// valid one, a version that is not one to three whole numbers with an example, an empty mapping as saying
    /// nothing. `nil` when anything is wrong.
    mutating func availability(_ node: YAMLNode) -> Located<Availability>? {
        guard case .mapping(let pairs) = node.content else {
            reader.report(.invalidAvailability, "'available' must be a mapping of platforms to versions, such as { iOS: \"15.0\", macOS: \"12.0\" }",
                          at: node)
            return nil
        }
        let valid = Platform.allCases.map(\.rawValue)
        var minimums: [Platform: OSVersion] = [:]
        var isValid = !pairs.isEmpty
        for pair in pairs {
            guard let name = reader.text(pair.key, for: "a platform"), let text = reader.text(pair.value, for: "a version") else {
                isValid = false
                continue
            }
            guard let platform = Platform(rawValue: name.value) else {
                reader.diagnostics.append(Diagnostic(
                    .invalidAvailability,
                    "unknown platform \(DiagnosticText.quoted(name.value)) in 'available'" + Suggestion.hint(for: name.value, among: valid),
                    at: name.location))
                isValid = false
                continue
            }
            guard let version = OSVersion(text.value) else {
                reader.diagnostics.append(Diagnostic(
                    .invalidAvailability,
                    "\(DiagnosticText.quoted(text.value)) is not a version of \(platform.rawValue); write one to three whole numbers joined by dots, such as \"15.0\"",
                    at: text.location))
                isValid = false
                continue
            }
            guard minimums[platform] == nil else {
                reader.diagnostics.append(Diagnostic(
                    .invalidAvailability, "'available' names \(platform.rawValue) twice; keep one version", at: name.location))
                isValid = false
                continue
            }
            minimums[platform] = version
        }
        if pairs.isEmpty {
            reader.report(.invalidAvailability, "'available' names no platform; leave it out for every version, or write { iOS: \"15.0\" }",
                          at: node)
        }
        return isValid ? Located(Availability(minimums), at: node.location) : nil
    }

    mutating func action(_ node: YAMLNode) -> ActionDefinition? {
        guard let keys = reader.mapping(node, for: "an action", keys: DefinitionDecoder.actionKeys) else { return nil }
        reader.requireKey("id", in: keys)
        reader.requireKey("title", in: keys)
        var action = ActionDefinition(location: node.location)
        action.id = keys["id"].flatMap { reader.text($0, for: "'id'") }
        action.title = keys["title"].flatMap { userText($0, for: "title") }
        action.options = options(keys["options"], example: "[foreground]") { name in
            ActionOption(rawValue: name)
        } misplaced: { name in
            CategoryOption(rawValue: name).map { _ in "a category option" }
        }
        action.icon = keys["icon"].flatMap { icon($0) }
        action.textInput = keys["textInput"].flatMap { textInput($0) }
        action.swiftName = keys["swiftName"].flatMap { reader.text($0, for: "'swiftName'") }
        action.description = keys["description"].flatMap { reader.text($0, for: "'description'") }
        action.platforms = keys["platforms"].flatMap { platforms($0) }
        action.available = keys["available"].flatMap { availability($0) }
        return action
    }

    mutating func icon(_ node: YAMLNode) -> Located<ActionIcon>? {
        guard let keys = reader.mapping(node, for: "'icon'", keys: DefinitionDecoder.iconKeys) else { return nil }
        let system = keys["system"].flatMap { reader.text($0, for: "'system'") }
        let template = keys["template"].flatMap { reader.text($0, for: "'template'") }
        let given = [system, template].compactMap { $0 }
        guard given.count == 1, let name = given.first else {
            if given.count > 1 || (keys["system"] == nil && keys["template"] == nil) {
                reader.report(.invalidIcon, "'icon' needs exactly one of 'system' (an SF Symbol name) or 'template' (an asset name)",
                              at: node)
            }
            return nil
        }
        guard !name.value.isEmpty else {
            reader.diagnostics.append(Diagnostic(.invalidIcon, "an icon's image name must not be empty", at: name.location))
            return nil
        }
        return Located(system != nil ? .system(name.value) : .template(name.value), at: node.location)
    }

    mutating func textInput(_ node: YAMLNode) -> TextInputDefinition? {
        guard let keys = reader.mapping(node, for: "'textInput'", keys: DefinitionDecoder.textInputKeys) else { return nil }
        var input = TextInputDefinition(location: node.location)
        input.buttonTitle = keys["buttonTitle"].flatMap { userText($0, for: "buttonTitle") }
        input.placeholder = keys["placeholder"].flatMap { userText($0, for: "placeholder") }
        // `textInput: {}` is the initializer inherited from UNNotificationAction, which takes neither a
        // button title nor a placeholder: a placeholder alone would be dropped without a word.
        if keys.firstLocation(of: "buttonTitle") == nil, let placeholder = keys.firstLocation(of: "placeholder") {
            reader.diagnostics.append(Diagnostic(
                .missingKey,
                "'textInput' has a 'placeholder' but no 'buttonTitle': without a button title the system shows its own send button "
                    + "and no placeholder; add 'buttonTitle', or remove 'placeholder'",
                at: placeholder))
        }
        return input
    }

    /// Reads an `options` list into option values; an unknown name is reported with the nearest valid one,
    /// and a name that belongs to the other kind of object says so.
    mutating func options<Option: RawRepresentable & CaseIterable>(
        _ node: YAMLNode?, example: String, _ make: (String) -> Option?, misplaced: (String) -> String?
    ) -> [Located<Option>] where Option.RawValue == String {
        guard let node, let items = reader.list(node, for: "'options'", example: example) else { return [] }
        return items.compactMap { item in
            guard let name = reader.text(item, for: "an option") else { return nil }
            if let option = make(name.value) { return Located(option, at: name.location) }
            let valid = Option.allCases.map(\.rawValue)
            let message = if let kind = misplaced(name.value) {
                "\(DiagnosticText.quoted(name.value)) is \(kind) and cannot be used here; expected one of "
                    + valid.map(DiagnosticText.quoted).joined(separator: ", ")
            } else {
                "unknown option \(DiagnosticText.quoted(name.value))" + Suggestion.hint(for: name.value, among: valid)
            }
            reader.diagnostics.append(Diagnostic(.unknownOption, message, at: name.location))
            return nil
        }
    }
}
