/// Typed custom payload keys: each category that declares a `payload` gets a `UserInfo` struct with one
/// property per key, read and written through `ActionableRuntime` (`UserInfoKeys`, `PayloadCodec`), which
/// generated code alone can call (an `@_spi` import, or `fileprivate` when embedded): only the initializers
/// that use them are API. Every key travels as JSON, so a value is checked exactly as the JSON the server sent.
extension SwiftGenerator {
    /// Prints the `UserInfo` of a category that declares `keys`.
    func userInfoType(_ category: Model.Category, keys: [Model.PayloadKey], _ p: inout CodePrinter) {
        typedKeysType(
            named: "UserInfo", conformingTo: "CategoryUserInfo", keys: keys, fixed: nil,
            documentation: "The custom keys this category's notifications carry beside `aps`",
            identity: "static var category: CategoryID { .\(SwiftIdentifier.escaped(category.swiftName)) }",
            source: ".category(Self.category)", &p)
    }

    /// Prints a struct of typed custom keys (a category's `UserInfo`, a push kind's type): a property per key,
    /// `identity` (its static `category` or `kind`), and reading from a `userInfo` (and, with the server part,
    /// from JSON) as `source`, the `UserInfoSource` errors name; writing back adds the key `fixed` holds.
    func typedKeysType(
        named name: String, conformingTo conformance: String, keys: [Model.PayloadKey], fixed: Model.PushMatch?,
        documentation: String, identity: String, source: String, _ p: inout CodePrinter
    ) {
        let names = keys.map { "`\($0.key)`" }
        let summary = names.isEmpty ? "none" : names.joined(separator: ", ")
        p.documentation("\(documentation), typed: \(summary).")
        p.block("\(access)struct \(SwiftIdentifier.escaped(name)): \(conformance), CustomReflectable") { p in
            keyMembers(keys, keepsProblems: true, initializerDocumentation: "Custom keys with these values; an optional key left `nil` is not sent.", &p)
            p.line()
            p.line(access + identity)
            p.line()
            p.documentation("The keys and `problems`, as `print` and `dump` show the value.")
            // A child whose label and value do not fit on a line together (long Swift names) takes two.
            let children = keys.map { key in
                let value = SwiftIdentifier.escaped(key.swiftName) + (key.isOptional ? " as Any" : "")
                let label = SwiftLiteral.string(key.swiftName) + ":"
                return label.utf8.count + value.utf8.count > 80 ? label + "\n    " + value : label + " " + value
            } + ["\"problems\": problems"]
            p.block("\(access)var customMirror: Mirror") { p in
                p.filled("Mirror(self, children: [", children, "], displayStyle: .struct)")
            }
            p.line()
            for (label, reading, type) in [
                ("userInfo", "userInfo", "[AnyHashable: Any]"), ("declaredKeys", "customKeys", "[String: PayloadValue]"),
            ] {
                p.block("\(access)init(\(label): \(type)) throws(UserInfoError)") { p in
                    p.headed("self = try", call: "UserInfoKeys.read(", ["\(reading): \(label)", "as: \(source)", "Self.init(keys:)"], ")")
                }
            }
            keyReading(keys, fixed: fixed, problemsSource: source, declaredKeysAccess: access, &p)
        }
    }

    /// Prints what a type holding `keys` declares: a property per key, the types its keys' values need, and a
    /// memberwise initializer.
    private func keyMembers(_ keys: [Model.PayloadKey], keepsProblems: Bool, initializerDocumentation: String, _ p: inout CodePrinter) {
        for key in keys {
            p.documentation(documentation(of: key))
            p.line("\(access)var \(SwiftIdentifier.escaped(key.swiftName)): \(swiftType(of: key))")
        }
        if keepsProblems {
            p.lines(of: """
                /// Why optional values, at any depth, are `nil` though the push holds them: each did not decode (a value
                /// of another type, out of bounds, ...). Empty for a push every reader accepts. Not part of `==`.
                \(access)var problems: [UserInfoError] { keptProblems.errors }
                private var keptProblems: KeptProblems
                """)
        }
        for key in keys where ValidationSession.needsNamedType(key.type) {
            p.line()
            let what = switch Self.innermost(key.type).shape {
            case .object: "The object `\(key.key)` holds\(Self.innermost(key.type) == key.type ? "" : " (each of its values)")."
            case .anyOf: "What `\(key.key)` holds: the first of its alternatives the JSON holds."
            default: "The values of `\(key.key)`."
            }
            namedType(for: key.type, named: key.enumTypeName, documentation: what, &p)
        }
        p.line()
        p.documentation(initializerDocumentation)
        let parameters = keys.map { key in
            "\(SwiftIdentifier.escaped(key.swiftName)): \(swiftType(of: key))\(key.isOptional ? " = nil" : "")"
        }
        p.list("\(access)init(", parameters, ") {")
        p.indented { p in
            for key in keys {
                let name = SwiftIdentifier.escaped(key.swiftName)
                p.line("self.\(name) = \(name)")
            }
            if keepsProblems { p.line("keptProblems = KeptProblems([])") }
        }
        p.line("}")
    }

    /// Prints `init(keys:)`, which reads every key (and checks the keys that come together, and the `fixed` key's
    /// value), and `declaredKeys`, which writes them.
    /// `problemsSource`, when given, is whose keys these are: the problems of optional values are kept, in the keys of
    /// that `UserInfoSource`.
    private func keyReading(
        _ keys: [Model.PayloadKey], fixed: Model.PushMatch? = nil, problemsSource: String?, declaredKeysAccess: String,
        _ p: inout CodePrinter
    ) {
        p.line()
        p.documentation("Reads every key from `keys`; throws for the first required key that is missing or holds another type.")
        p.block("fileprivate init(keys: UserInfoKeys) throws(PayloadKeyError)") { p in
            if let fixed, let value = fixed.value {
                p.line("try keys.fixed(\(SwiftLiteral.string(fixed.key)), \(Self.literal(value)))")
            }
            for key in keys {
                let reader = key.isOptional ? "keys.optional" : "try keys.required"
                p.line("\(SwiftIdentifier.escaped(key.swiftName)) = \(reader)(\(SwiftLiteral.string(key.key)), Codecs.\(SwiftIdentifier.escaped(key.swiftName)))")
            }
            for key in keys where !key.together.isEmpty {
                p.line("try keys.together(\(SwiftLiteral.string(key.key)), [\(key.together.map(SwiftLiteral.string).joined(separator: ", "))])")
            }
            if let problemsSource { p.line("keptProblems = KeptProblems(keys.problems(as: \(problemsSource)))") }
        }
        p.line()
        guard !keys.isEmpty || fixed?.value != nil else {
            p.line("\(declaredKeysAccess)var declaredKeys: [String: PayloadValue] { [:] }")
            return
        }
        guard !keys.isEmpty else {
            p.block("\(declaredKeysAccess)var declaredKeys: [String: PayloadValue]") { p in
                if let fixed, let value = fixed.value { p.line("[\(SwiftLiteral.string(fixed.key)): \(Self.literal(value))]") }
            }
            return
        }
        p.block("\(declaredKeysAccess)var declaredKeys: [String: PayloadValue]") { p in
            p.line("var keys: [String: PayloadValue] = [:]")
            if let fixed, let value = fixed.value {
                p.line("keys[\(SwiftLiteral.string(fixed.key))] = \(Self.literal(value))")
            }
            for key in keys {
                let name = SwiftIdentifier.escaped(key.swiftName)
                p.line("UserInfoKeys.write(\(name), Codecs.\(name), to: \(SwiftLiteral.string(key.key)), in: &keys)")
            }
            p.line("return keys")
        }
        codecTable(keys, &p)
    }

    /// Prints `Codecs`, how each key's value is read and written, made once rather than on every read.
    private func codecTable(_ keys: [Model.PayloadKey], _ p: inout CodePrinter) {
        p.line()
        p.line("/// How each key's value is read and written, made once.")
        p.block("private enum Codecs") { p in
            for key in keys {
                let type = swiftType(key.type, named: key.enumTypeName)
                p.headed(
                    "static let \(SwiftIdentifier.escaped(key.swiftName)): PayloadCodec<\(type)> =", codec(of: key.type, named: key.enumTypeName))
            }
        }
    }

    /// A match value as a `PayloadValue` literal: `"message"`, `1`, `true`.
    static func literal(_ value: Model.PushMatch.Value) -> String {
        switch value {
        case .string(let text): SwiftLiteral.string(text)
        case .int(let number): String(number)
        case .bool(let flag): String(flag)
        }
    }

    /// Prints the Swift type a value of `type` needs, named `name`: an enumeration of strings, a struct of an
    /// object's keys, or an enum of a union's alternatives. Lists and maps need their items' type.
    private func namedType(for type: Model.PayloadType, named name: String, documentation: String, _ p: inout CodePrinter) {
        switch type.shape {
        case .scalar(let kind):
            guard case .oneOf(let values) = kind else { return }
            p.documentation(documentation + " A value these definitions do not declare (one a newer server sends) is kept as `unrecognized`.")
            p.block("\(access)enum \(SwiftIdentifier.escaped(name)): RawRepresentable, CaseIterable, Hashable, Sendable\(generatesServer ? ", Codable" : "")") { p in
                for value in values {
                    p.documentation("`\(value.value)`")
                    p.line("case \(SwiftIdentifier.escaped(value.swiftName))")
                }
                p.line("/// A value the definitions do not declare, as the push holds it.")
                p.line("case unrecognized(String)")
                p.line()
                p.line("/// The declared values, in the order declared.")
                let cases = values.map { "." + SwiftIdentifier.escaped($0.swiftName) }
                p.line("\(access)static var allCases: [Self] { [\(cases.joined(separator: ", "))] }")
                p.line()
                p.line("/// The value `rawValue` names; `unrecognized` for one the definitions do not declare.")
                p.block("\(access)init(rawValue: String)") { p in
                    p.line("switch rawValue {")
                    for value in values {
                        p.headed("case \(SwiftLiteral.string(value.value)):", "self = .\(SwiftIdentifier.escaped(value.swiftName))")
                    }
                    p.line("default: self = .unrecognized(rawValue)")
                    p.line("}")
                }
                p.line()
                p.line("/// The string the push holds.")
                p.block("\(access)var rawValue: String") { p in
                    p.line("switch self {")
                    for value in values {
                        p.headed("case .\(SwiftIdentifier.escaped(value.swiftName)):", SwiftLiteral.string(value.value))
                    }
                    p.line("case .unrecognized(let value): value")
                    p.line("}")
                }
            }
        case .list(let element), .map(let element):
            namedType(for: element, named: name, documentation: documentation, &p)
        case .object(let object):
            p.documentation(documentation)
            p.block("\(access)struct \(SwiftIdentifier.escaped(name)): Hashable, Sendable") { p in
                keyMembers(object.properties, keepsProblems: false, initializerDocumentation: "An object with these keys; an optional key left `nil` is not sent.", &p)
                keyReading(object.properties, problemsSource: nil, declaredKeysAccess: "fileprivate ", &p)
                p.line()
                p.line("/// Reads and writes the object's keys.")
                p.list("fileprivate static let codec = PayloadCodec<Self>.object(", [
                    "read: { keys throws(PayloadKeyError) in try Self(keys: keys) }", "write: { $0.declaredKeys }",
                ], ")")
            }
        case .anyOf(let alternatives):
            p.documentation(documentation)
            p.block("\(access)enum \(SwiftIdentifier.escaped(name)): Hashable, Sendable") { p in
                for alternative in alternatives {
                    let typeName = alternativeTypeName(alternative)
                    p.documentation("The value as \(PayloadValueCheck.expected(alternative.type)).")
                    p.line("case \(SwiftIdentifier.escaped(alternative.swiftName))(\(swiftType(alternative.type, named: typeName)))")
                }
                p.documentation("A value none of the alternatives holds (one a newer server sends), as the push holds it; reading it keeps its problem in `problems`.")
                p.line("case unrecognized(PayloadValue)")
                for alternative in alternatives where ValidationSession.needsNamedType(alternative.type) {
                    p.line()
                    namedType(for: alternative.type, named: alternativeTypeName(alternative),
                              documentation: "The value of the `\(alternative.swiftName)` case.", &p)
                }
                p.line()
                p.documentation("Reads the first alternative the JSON holds, in the order declared, else keeps the value; writes the case's value.")
                p.line("fileprivate static let codec = PayloadCodec<Self>.union([")
                p.indented { p in
                    for alternative in alternatives {
                        let caseName = SwiftIdentifier.escaped(alternative.swiftName)
                        let typeName = alternativeTypeName(alternative)
                        let member = codec(of: alternative.type, named: typeName)
                        // A member (`.int`) needs its type spelled out; a type's own codec (`Zulip.codec`) does not.
                        let codec = member.hasPrefix(".") ? "PayloadCodec<\(swiftType(alternative.type, named: typeName))>\(member)" : member
                        p.list(".init(", [
                            codec, "{ .\(caseName)($0) }", "{ if case .\(caseName)(let value) = $0 { value } else { nil } }",
                        ], "),")
                    }
                }
                p.line("], unrecognized: { .unrecognized($0) }, recognized: {")
                p.line("    if case .unrecognized(let json) = $0 { json } else { nil }")
                p.line("})")
            }
        }
    }

    /// The type inside lists and maps.
    static func innermost(_ type: Model.PayloadType) -> Model.PayloadType {
        switch type.shape {
        case .list(let element), .map(let element): innermost(element)
        default: type
        }
    }

    /// The name of the type an alternative's value needs, from its case name.
    private func alternativeTypeName(_ alternative: Model.PayloadAlternative) -> String {
        SwiftIdentifier.valueTypeName(for: alternative.swiftName)
    }

    /// The doc comment of a key's property: its description, and the key.
    private func documentation(of key: Model.PayloadKey) -> String {
        let wire = "`\(key.key)`" + (key.isOptional ? ", optional" : "")
        guard let description = key.description else { return "The custom key \(wire)." }
        return "\(description) (\(wire))"
    }

    /// The Swift type of a key's property.
    private func swiftType(of key: Model.PayloadKey) -> String {
        let type = swiftType(key.type, named: key.enumTypeName)
        return key.isOptional ? type + "?" : type
    }

    /// The Swift type of a value of `type`, whose own type (if it needs one) is `name`.
    private func swiftType(_ type: Model.PayloadType, named name: String) -> String {
        switch type.shape {
        case .scalar(let kind):
            switch kind {
            case .string: "String"
            case .int: "Int"
            case .double: "Double"
            case .bool: "Bool"
            case .url: "URL"
            case .date: "Date"
            case .uuid: "UUID"
            case .oneOf: SwiftIdentifier.escaped(name)
            }
        case .list(let element): "[\(swiftType(element, named: name))]"
        case .map(let value): "[String: \(swiftType(value, named: name))]"
        case .object, .anyOf: SwiftIdentifier.escaped(name)
        }
    }

    /// The `PayloadCodec` a value of `type` is read and written with: `.string`, `.list(.date)`, `.oneOf`,
    /// `Zulip.codec`, `.intText.bounded(minimum: 0, maximum: nil)`, `.json(.map(.int))`.
    private func codec(of type: Model.PayloadType, named name: String) -> String {
        let plain = type.plain
        switch type.encoding {
        case .plain: break
        case .json: return ".json(\(codec(of: plain, named: name)))"
        case .base64JSON: return ".base64JSON(\(codec(of: plain, named: name)))"
        case .text(let separator, let trueText, let falseText):
            if case .list(let element) = type.shape {
                var item = element
                item.encoding = .text
                return ".textList(\(codec(of: item, named: name)), separator: \(SwiftLiteral.string(separator)))"
            }
            let base = switch type.scalarKind {
            case .bool?: ".boolText(true: \(SwiftLiteral.string(trueText)), false: \(SwiftLiteral.string(falseText)))"
            case .double?: ".doubleText"
            default: ".intText"
            }
            return base + constraintsCodec(type)
        }
        switch type.shape {
        case .scalar(let kind):
            let base = switch kind {
            case .oneOf: ".oneOf"
            case .url where type.constraints.allowsRelative: ".urlReference"
            default: "." + kind.name
            }
            return base + constraintsCodec(type)
        case .list(let element): return ".list(\(codec(of: element, named: name)))"
        case .map(let value): return ".map(\(codec(of: value, named: name)))"
        case .object, .anyOf: return "\(SwiftIdentifier.escaped(name)).codec"
        }
    }

    /// `.bounded(minimum: 0, maximum: 10)` and `.matching(pattern)` for a value's constraints. An integer's bounds
    /// are integers (a fractional minimum rounded up, maximum down) and left out beyond Int64, so that the
    /// comparison is exact as in `validate-payload`.
    private func constraintsCodec(_ type: Model.PayloadType) -> String {
        var text = ""
        let constraints = type.constraints
        let bounds: (String?, String?) = type.scalarKind == .int
            ? (constraints.minimum.flatMap { Self.integerBound($0, roundingUp: true) }, constraints.maximum.flatMap { Self.integerBound($0, roundingUp: false) })
            : (constraints.minimum.map { "\($0)" }, constraints.maximum.map { "\($0)" })
        if bounds.0 != nil || bounds.1 != nil {
            text += ".bounded(minimum: \(bounds.0 ?? "nil"), maximum: \(bounds.1 ?? "nil"))"
        }
        if let pattern = constraints.pattern { text += ".matching(\(patternMember(pattern)))" }
        return text
    }

    /// An integer bound as a Swift literal: `bound` rounded inwards; `nil` outside Int64, where it bounds nothing.
    static func integerBound(_ bound: Double, roundingUp: Bool) -> String? {
        guard bound > -0x1p63, bound < 0x1p63 else { return nil }
        var whole = Int64(bound)
        if roundingUp, Double(whole) < bound { whole += 1 }
        if !roundingUp, Double(whole) > bound { whole -= 1 }
        return String(whole)
    }

    /// With the server's part, what lets typed keys be sent as JSON: `, Codable`. (They are always a `PayloadContent`.)
    private var schemaContent: String {
        generatesServer ? ", Codable" : ""
    }

    /// Prints the protocols of typed payloads, inside the namespace, and for an app `ReceivedResponse`.
    func userInfoProtocols(_ p: inout CodePrinter) {
        if hasPushes {
            p.documentation("The custom keys of a push kind, typed (`ActionableRuntime.PushUserInfo`): what every kind's type nested in `Push` has.")
            p.headed("\(access)protocol PushUserInfo: ActionableRuntime.PushUserInfo\(schemaContent)", "where Schema == \(namespaceName) {}")
        }
        guard hasCategoryPayloads else { return }
        if hasPushes { p.line() }
        p.documentation("What every category's `UserInfo` has (`ActionableRuntime.CategoryUserInfo`): the custom keys of a notification of the category, typed.")
        p.headed("\(access)protocol CategoryUserInfo: ActionableRuntime.CategoryUserInfo\(schemaContent)", "where Schema == \(namespaceName) {}")
        let base = generatesApp ? "ReceivingCategory" : "PayloadCategory"
        p.line()
        p.line("/// A category whose notifications carry the custom keys it declares (`payload`), typed as its `UserInfo`")
        p.line("/// (`ActionableRuntime.\(base)`).")
        p.line("\(access)protocol PayloadCategory: ActionableRuntime.\(base) where UserInfo: CategoryUserInfo {}")
        guard generatesApp else { return }
        p.line()
        p.line("/// What the user did with a notification of a category that declares custom keys, with the notification's context")
        p.line("/// and its keys (`ActionableRuntime.ReceivedResponse`).")
        p.line("\(access)typealias ReceivedResponse<CategoryType: PayloadCategory> = ActionableRuntime.ReceivedResponse<CategoryType>")
    }
}
