/// Whether a JSON value read with positions holds a value of a payload type, exactly as the generated code
/// reads it (each type's rule is ``PayloadValueRules``; an object has its required keys, a value written as text or
/// embedded JSON is read from its string), and how values and types
/// are named in messages. Every problem names the key path (`zulip.recipient_type`, `tags[2]`).
enum PayloadValueCheck {
    /// A value that is not what its place needs: the rule, the message and where.
    struct Problem {
        var rule: Rule = .payloadWrongValue
        var message: String
        var position: SourceLocation.Position
    }

    /// The problems with `node` as the value at `path` (a key path such as `zulip.recipient_type`) of `type`.
    static func check(_ node: JSONNode, type: Model.PayloadType, path: String, into problems: inout [Problem]) {
        switch type.encoding {
        case .plain:
            checkPlain(node, type: type, path: path, into: &problems)
        case .text(let separator, let trueText, let falseText):
            guard let text = node.string else { return wrong(node, type, path, &problems) }
            var decoded = node
            if case .list = type.shape {
                let items = text.isEmpty ? [] : text.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
                for (index, item) in items.enumerated() where !isIntegerText(item) {
                    problems.append(Problem(
                        message: "\(DiagnosticText.quoted(itemPath(path, index))) must be an integer written as a string (\(expected(type))), found the string \(DiagnosticText.quoted(item))",
                        position: node.position))
                    return
                }
                return
            }
            switch type.scalarKind {
            case .int?:
                guard isIntegerText(text) else { return wrong(node, type, path, &problems) }
                decoded.content = .number(text)
            case .double?:
                guard RuntimeRules.JSONNumberSyntax.isNumber(text) else { return wrong(node, type, path, &problems) }
                decoded.content = .number(text)
            case .bool?:
                guard text == trueText || text == falseText else { return wrong(node, type, path, &problems) }
                return
            default:
                return wrong(node, type, path, &problems)
            }
            checkPlain(decoded, type: type.plain, path: path, into: &problems)
        case .json, .base64JSON:
            guard let text = node.string else { return wrong(node, type, path, &problems) }
            var bytes = Array(text.utf8)
            if type.encoding == .base64JSON {
                guard let decoded = Base64.decode(text) else {
                    problems.append(Problem(
                        message: "\(DiagnosticText.quoted(path)) must be \(expected(type)), but its text is not Base64", position: node.position))
                    return
                }
                bytes = decoded
            }
            let document = JSONParser.parseDocument(bytes)
            guard var root = document.root, document.failure == nil else {
                let reason = document.failure.map { ": \($0.message)" } ?? ""
                problems.append(Problem(
                    message: "\(DiagnosticText.quoted(path)) must be \(expected(type)), but its text is not JSON\(reason)", position: node.position))
                return
            }
            // Places inside the embedded text are reported at the string that holds it.
            root.relocate(to: node.position)
            checkPlain(root, type: type.plain, path: path, into: &problems)
        }
    }

    /// The problems with a value written as itself.
    private static func checkPlain(_ node: JSONNode, type: Model.PayloadType, path: String, into problems: inout [Problem]) {
        switch type.shape {
        case .scalar(.oneOf(let values)):
            guard let text = node.string else { return wrong(node, type, path, &problems) }
            if !values.contains(where: { $0.value == text }) {
                problems.append(Problem(
                    rule: .payloadUnknownValue,
                    message: "\(DiagnosticText.quoted(path)) is \(DiagnosticText.quoted(text)), which is not one of its declared values; "
                        + "the app reads it as unrecognized" + Suggestion.hint(for: text, among: values.map(\.value)),
                    position: node.position))
            }
        case .scalar(let kind):
            guard holds(node, kind, constraints: type.constraints) else { return wrong(node, type, path, &problems) }
            if let problem = constraintProblem(node, type.constraints, path: path) { problems.append(problem) }
        case .list(let element):
            guard case .array(let items) = node.content else { return wrong(node, type, path, &problems) }
            for (index, item) in items.enumerated() {
                check(item, type: element, path: itemPath(path, index), into: &problems)
            }
        case .map(let value):
            guard let members = node.members else { return wrong(node, type, path, &problems) }
            for member in members {
                check(member.value, type: value, path: keyPath(path, member.key), into: &problems)
            }
        case .object(let object):
            guard let members = node.members else { return wrong(node, type, path, &problems) }
            checkObject(members, at: node.position, keys: object.properties, path: path, owner: "the object \(DiagnosticText.quoted(path))", into: &problems)
        case .anyOf(let alternatives):
            // The first alternative the value holds wins; keys it does not declare are warnings, as everywhere.
            for alternative in alternatives {
                var found: [Problem] = []
                check(node, type: alternative.type, path: path, into: &found)
                if found.allSatisfy({ $0.rule == .payloadUnknownKey || $0.rule == .payloadUnknownValue }) {
                    problems += found
                    return
                }
            }
            wrong(node, type, path, &problems)
        }
    }

    /// The problems with the members of an object that declares `keys`: a required key missing, a key that must
    /// come with another alone, a value of the wrong type, and (as warnings) keys it does not declare. `path` is
    /// the object's key path, empty for the payload itself.
    static func checkObject(
        _ members: [JSONNode.Member], at position: SourceLocation.Position, keys: [Model.PayloadKey], path: String, owner: String,
        skipping skipped: Set<String> = [], into problems: inout [Problem]
    ) {
        func childPath(_ key: String) -> String { keyPath(path, key) }
        var present: [ExactText: JSONNode] = [:]
        for member in members { present[ExactText(member.key)] = member.value }
        for key in keys where !key.isOptional && present[ExactText(key.key)] == nil {
            problems.append(Problem(
                rule: .payloadMissingKey,
                message: "\(path.isEmpty ? "the payload" : DiagnosticText.quoted(path)) has no \(DiagnosticText.quoted(key.key)), which \(owner) declares as required (\(expected(key.type)))",
                position: position))
        }
        for key in keys {
            guard let value = present[ExactText(key.key)], !(key.isOptional && value.isNull) else { continue }
            for other in key.together where present[ExactText(other)]?.isNull ?? true {
                problems.append(Problem(
                    rule: .payloadMissingKey,
                    message: "\(DiagnosticText.quoted(childPath(key.key))) comes with \(DiagnosticText.quoted(other)), which \(path.isEmpty ? "the payload" : DiagnosticText.quoted(path)) lacks",
                    position: value.position))
            }
        }
        var declared: [ExactText: Model.PayloadKey] = [:]
        for key in keys { declared[ExactText(key.key)] = key }
        for member in members where !skipped.contains(member.key) {
            guard let key = declared[ExactText(member.key)] else {
                problems.append(Problem(
                    rule: .payloadUnknownKey,
                    message: "\(DiagnosticText.quoted(childPath(member.key))) is not a key \(owner) declares; the app's typed UserInfo ignores it"
                        + Suggestion.hint(for: member.key, among: keys.map(\.key)),
                    position: member.value.position))
                continue
            }
            if key.isOptional, member.value.isNull { continue }
            check(member.value, type: key.type, path: childPath(member.key), into: &problems)
        }
    }

    /// The path of `key` inside the object at `path`: `chat.sender`; a key that holds `.`, `[`, `]` or `"`, or
    /// is empty, is quoted as a JSON string (`links."a.b"`). The generated code writes paths the same way.
    static func keyPath(_ path: String, _ key: String) -> String {
        let plain = !key.isEmpty && !key.utf8.contains { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "[") || $0 == UInt8(ascii: "]") || $0 == UInt8(ascii: "\"") }
        let written = plain ? key : quotedKey(key)
        return path.isEmpty ? written : path + "." + written
    }

    /// `key` in double quotes: `\` and `"` escaped with `\`, control characters as `\u00XX`.
    static func quotedKey(_ key: String) -> String {
        var quoted = "\""
        for scalar in key.unicodeScalars {
            switch scalar {
            case "\\", "\"": quoted += "\\" + String(scalar)
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }

    /// The path of the item `index` (counted from 0) of the list at `path`: `tags[0]`.
    static func itemPath(_ path: String, _ index: Int) -> String {
        "\(path)[\(index)]"
    }

    private static func wrong(_ node: JSONNode, _ type: Model.PayloadType, _ path: String, _ problems: inout [Problem]) {
        problems.append(Problem(message: "\(DiagnosticText.quoted(path)) must be \(expected(type)), found \(describe(node))", position: node.position))
    }

    /// The problem with a number or string against `constraints`, or `nil`.
    private static func constraintProblem(_ node: JSONNode, _ constraints: Model.PayloadConstraints, path: String) -> Problem? {
        if case .number(let text) = node.content {
            if let minimum = constraints.minimum, !PayloadValueRules.number(text, isAtLeast: minimum) {
                return Problem(message: "\(DiagnosticText.quoted(path)) must be at least \(numberText(minimum)), found \(text)", position: node.position)
            }
            if let maximum = constraints.maximum, !PayloadValueRules.number(text, isAtMost: maximum) {
                return Problem(message: "\(DiagnosticText.quoted(path)) must be at most \(numberText(maximum)), found \(text)", position: node.position)
            }
        }
        if let pattern = constraints.pattern, let text = node.string, !PayloadPattern.matches(text, pattern) {
            return Problem(
                message: "\(DiagnosticText.quoted(path)) must match the pattern \(DiagnosticText.quoted(pattern)), found \(describe(node))",
                position: node.position)
        }
        return nil
    }

    /// A bound as written in messages: `3`, not `3.0`.
    static func numberText(_ number: Double) -> String {
        switch JSONValue.number(number) {
        case .integer(let whole): String(whole)
        default: String(number)
        }
    }

    /// What a value of `type` is, in words: `an integer`, `a list, each item a string`.
    static func expected(_ type: Model.PayloadType) -> String {
        let plain = type.plain
        switch type.encoding {
        case .plain: break
        case .text(let separator, let trueText, let falseText):
            if case .list = type.shape { return "a string of integers joined by \(DiagnosticText.quoted(separator))" }
            if type.scalarKind == .bool { return "the string \(DiagnosticText.quoted(trueText)) or \(DiagnosticText.quoted(falseText))" }
            return "\(expected(plain)) written as a string"
        case .json: return "a string holding JSON: \(expected(plain))"
        case .base64JSON: return "a string holding Base64-encoded JSON: \(expected(plain))"
        }
        var text: String
        switch type.shape {
        case .scalar(let kind):
            text = switch kind {
            case .string: "a string"
            case .int: "an integer"
            case .double: "a number"
            case .bool: "true or false"
            case .url: type.constraints.allowsRelative ? "a URL or a path" : "an absolute URL"
            case .date: "an RFC 3339 date and time such as \"2026-11-23T09:30:00Z\""
            case .uuid: "a UUID"
            case .oneOf(let values): "a string such as " + values.map { DiagnosticText.quoted($0.value) }.joined(separator: ", ")
            }
            if let minimum = type.constraints.minimum { text += " from \(numberText(minimum))" }
            if let maximum = type.constraints.maximum { text += " up to \(numberText(maximum))" }
            if let pattern = type.constraints.pattern { text += " matching \(DiagnosticText.quoted(pattern))" }
        case .list(let element): text = "a list, each item \(expected(element))"
        case .map(let value): text = "an object whose values are each \(expected(value))"
        case .object: text = "an object"
        case .anyOf(let alternatives): text = alternatives.map { expected($0.type) }.joined(separator: ", or ")
        }
        return text
    }

    /// What a JSON value holds, in words: `the string "soon"`, `the number 3`, `a list`.
    static func describe(_ node: JSONNode) -> String {
        switch node.content {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): "the number \(text)"
        case .string(let text): "the string \(DiagnosticText.quoted(text))"
        case .array: "a list"
        case .object: "an object"
        }
    }

    /// Whether `node` holds a single value of `kind`.
    static func holds(_ node: JSONNode, _ kind: Model.PayloadKind, constraints: Model.PayloadConstraints = Model.PayloadConstraints()) -> Bool {
        switch (kind, node.content) {
        case (.bool, .bool): true
        case (.int, .number(let text)): PayloadValueRules.isInteger(text)
        case (.double, .number(let text)): PayloadValueRules.isFiniteNumber(text)
        case (.string, .string): true
        case (.url, .string(let text)): PayloadValueRules.isURL(text, relative: constraints.allowsRelative)
        case (.date, .string(let text)): PayloadValueRules.isDateTime(text)
        case (.uuid, .string(let text)): PayloadValueRules.isUUID(text)
        case (.oneOf(let values), .string(let text)): values.contains { $0.value == text }
        default: false
        }
    }

    /// Whether `text` is an integer written as text, as the generated code reads it
    /// (``RuntimeRules/JSONNumberSyntax/integer(text:)``).
    static func isIntegerText(_ text: String) -> Bool {
        RuntimeRules.JSONNumberSyntax.integer(text: text) != nil
    }

}
