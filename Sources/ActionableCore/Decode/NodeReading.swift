/// Reads values of the expected kind out of nodes, reporting `wrong-type` and `unsupported-yaml` once per node.
///
/// Scalars are read by the schema: where text is expected, the scalar is that text exactly as written
/// (`yes` is "yes", `1.10` is "1.10", an empty value is ""), never a YAML 1.1 boolean or number.
struct NodeReader {
    var diagnostics: [Diagnostic] = []

    /// The text of a scalar node, or `nil` (reported) for a list, a mapping, or a tagged node. `what` is
    /// only spelled out for a message.
    mutating func text(_ node: YAMLNode, for what: @autoclosure () -> String) -> Located<String>? {
        guard isUntagged(node), !isImportMarker(node) else { return nil }
        guard case .scalar(let value, _) = node.content else {
            report(.wrongType, "\(what()) must be text, found \(node.kindDescription)", at: node)
            return nil
        }
        var text = Located(value, at: node.location)
        text.textStart = node.textStart.map { SourceLocation(path: node.location.path, line: $0.line, column: $0.column) }
        return text
    }

    /// The items of a list node, or `nil` (reported) for anything else.
    mutating func list(_ node: YAMLNode, for what: String, example: String) -> [YAMLNode]? {
        guard isUntagged(node), !isImportMarker(node) else { return nil }
        guard case .sequence(let items) = node.content else {
            let found = node.content == .scalar("", .plain) ? "an empty value" : node.kindDescription
            report(.wrongType, "\(what) must be a list such as \(example), found \(found)", at: node)
            return nil
        }
        return items
    }

    /// A reader over a mapping node's keys, or `nil` (reported) for anything else.
    mutating func mapping(_ node: YAMLNode, for what: String, keys: [String]) -> MappingReader? {
        guard isUntagged(node), !isImportMarker(node) else { return nil }
        guard case .mapping(let entries) = node.content else {
            report(.wrongType, "\(what) must be a mapping, found \(node.kindDescription)", at: node)
            return nil
        }
        var reader = MappingReader(location: node.location, what: what, keys: keys)
        for entry in entries {
            guard let key = text(entry.key, for: "a key in \(what)") else { continue }
            let index = keys.firstIndex(of: key.value)
            let first = if let index { reader.keyLocations[index] } else { reader.otherKeyLocations[key.value] }
            if let first {
                diagnostics.append(Diagnostic(
                    .duplicateKey, "key \(DiagnosticText.quoted(key.value)) appears twice in \(what)",
                    at: key.location, notes: [Diagnostic.Note("first written here", at: first)]))
                continue
            }
            if let index {
                reader.values[index] = entry.value
                reader.keyLocations[index] = key.location
                continue
            }
            reader.otherKeyLocations[key.value] = key.location
            if key.value == "<<" {
                report(.unsupportedYAML, "merge keys ('<<') are not supported; write the keys out or use an alias for the whole value",
                       at: entry.key)
            } else {
                let hint = Suggestion.hint(for: key.value, among: keys)
                report(.unknownKey, "unknown key \(DiagnosticText.quoted(key.value)) in \(what)\(hint)", at: entry.key)
            }
        }
        return reader
    }

    /// The entries of a mapping whose keys are the user's own names (payload keys, key set names): each key's
    /// text and its value, in the order written; a key written twice is reported and its second value dropped.
    /// `nil` (reported) for anything but a mapping.
    mutating func entries(_ node: YAMLNode, for what: String, example: String) -> [(key: Located<String>, value: YAMLNode)]? {
        guard isUntagged(node) else { return nil }
        guard case .mapping(let pairs) = node.content else {
            let found = node.content == .scalar("", .plain) ? "an empty value" : node.kindDescription
            report(.wrongType, "\(what) must be a mapping such as \(example), found \(found)", at: node)
            return nil
        }
        var firstLocations: [ExactText: SourceLocation] = [:]
        var entries: [(key: Located<String>, value: YAMLNode)] = []
        for pair in pairs {
            guard let key = text(pair.key, for: "a key in \(what)") else { continue }
            if key.value == "<<" {
                report(.unsupportedYAML, "merge keys ('<<') are not supported; write the keys out", at: pair.key)
                continue
            }
            if let first = firstLocations[ExactText(key.value)] {
                diagnostics.append(Diagnostic(
                    .duplicateKey, "key \(DiagnosticText.quoted(key.value)) appears twice in \(what)",
                    at: key.location, notes: [Diagnostic.Note("first written here", at: first)]))
                continue
            }
            firstLocations[ExactText(key.value)] = key.location
            entries.append((key, pair.value))
        }
        return entries
    }

    /// Reports a required key that `reader` lacks, at the start of its mapping.
    mutating func requireKey(_ key: String, in reader: MappingReader) {
        guard reader.firstLocation(of: key) == nil else { return }
        diagnostics.append(Diagnostic(
            .missingKey, "\(reader.what) is missing the required key \(DiagnosticText.quoted(key))",
            at: reader.location))
    }

    /// Whether `node` is the marker `actionable import` writes for a value it could not resolve
    /// (`{ unresolved: EXPRESSION, reason: WHY, at: FILE:LINE:COLUMN }`): reported as `unresolved-import`, so that
    /// no import compiles until a person writes the value.
    private mutating func isImportMarker(_ node: YAMLNode) -> Bool {
        guard case .mapping(let entries) = node.content,
              let marker = entries.first(where: { Self.isScalar($0.key, "unresolved") }) else { return false }
        func value(_ key: String) -> String? {
            guard let entry = entries.first(where: { Self.isScalar($0.key, key) }),
                  case .scalar(let text, _) = entry.value.content else { return nil }
            return text
        }
        let expression = if case .scalar(let text, _) = marker.value.content { text } else { "" }
        let reason = value("reason").map { " (\(DiagnosticText.quoted($0)))" } ?? ""
        let place = value("at").map { " at \(DiagnosticText.quoted($0))" } ?? ""
        report(.unresolvedImport,
               "actionable import could not resolve \(DiagnosticText.quoted(expression))\(place)\(reason): replace this mapping with the value the app uses",
               at: node)
        return true
    }

    /// Whether `node` is the scalar `text`, in any style.
    private static func isScalar(_ node: YAMLNode, _ text: String) -> Bool {
        if case .scalar(let value, _) = node.content { return value == text }
        return false
    }

    mutating func report(_ rule: Rule, _ message: String, at node: YAMLNode) {
        diagnostics.append(Diagnostic(rule, message, at: node.location))
    }

    private mutating func isUntagged(_ node: YAMLNode) -> Bool {
        guard let tag = node.tag else { return true }
        report(.unsupportedYAML, "YAML tags such as \(DiagnosticText.quoted(tag)) are not supported; remove the tag", at: node)
        return false
    }
}

/// The keys of one mapping, checked for duplicates and unknown names, ready to be read by name.
///
/// The accepted keys are few, so their values and locations are kept by position in `keys` and found by
/// a linear search, cheaper than hashing; only other keys (unknown ones, `<<`), rare and unbounded in
/// number, go into a dictionary.
struct MappingReader {
    /// Where the mapping starts.
    let location: SourceLocation
    /// What the mapping is, for messages ("an action").
    let what: String
    /// The keys a mapping of this kind may have.
    let keys: [String]
    /// The value of each accepted key (the first one written, when a key is duplicated), by position in `keys`.
    fileprivate(set) var values: [YAMLNode?]
    /// Where each accepted key was first written, by position in `keys`.
    fileprivate(set) var keyLocations: [SourceLocation?]
    /// Where each other key was first written.
    fileprivate(set) var otherKeyLocations: [String: SourceLocation] = [:]

    /// An empty reader for a mapping of `keys`.
    fileprivate init(location: SourceLocation, what: String, keys: [String]) {
        self.location = location
        self.what = what
        self.keys = keys
        values = Array(repeating: nil, count: keys.count)
        keyLocations = Array(repeating: nil, count: keys.count)
    }

    /// Where `key` was first written, if it was.
    func firstLocation(of key: String) -> SourceLocation? {
        if let index = keys.firstIndex(of: key) { return keyLocations[index] }
        return otherKeyLocations[key]
    }

    /// The value of `key`, if written.
    subscript(key: String) -> YAMLNode? { keys.firstIndex(of: key).flatMap { values[$0] } }
}
