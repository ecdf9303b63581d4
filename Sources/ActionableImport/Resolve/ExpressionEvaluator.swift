import ActionableCore
import SwiftParser
@_spi(ExperimentalLanguageFeatures) import SwiftSyntax

/// Evaluates one expression of registration code: literals, constants, the UserNotifications initializers,
/// localized strings, arrays and sets, `map` over a literal list, and calls of the app's own functions.
enum ExpressionEvaluator {
    typealias Context = RegistrationInterpreter.Context

    /// The value of `expression` in `context`: every expression kind swift-syntax has, each evaluated or an
    /// unresolved value at it (no kind passes as nothing).
    static func evaluate(_ expression: ExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        switch expression.as(ExprSyntaxEnum.self) {
        case .stringLiteralExpr(let literal):
            return string(literal, in: &context, interpreter: &interpreter)
        case .arrayExpr(let array):
            return implicitCases(array.elements.map { (interpreter.evaluate($0.expression, in: &context), ImportedGate.none) },
                                 at: array, in: &context, interpreter: &interpreter)
        case .declReferenceExpr(let reference):
            return name(reference.baseName.text, at: reference, in: &context, interpreter: &interpreter)
        case .memberAccessExpr(let member):
            let value = memberAccess(member, in: &context, interpreter: &interpreter)
            guard case .unresolved = value, !interpreter.strings.isEmpty else { return value }
            return localizedByStrings(member, in: &context, interpreter: &interpreter).map(ImportedValue.text) ?? value
        case .functionCallExpr(let call):
            return CallEvaluator.evaluate(call, in: &context, interpreter: &interpreter)
        case .sequenceExpr(let sequence):
            return concatenation(Array(sequence.elements), at: sequence, in: &context, interpreter: &interpreter)
        case .tupleExpr(let tuple) where tuple.elements.count == 1 && tuple.elements.first?.label == nil:
            return interpreter.evaluate(tuple.elements.first!.expression, in: &context)
        case .forceUnwrapExpr(let forced):
            return interpreter.evaluate(forced.expression, in: &context)
        case .tryExpr(let tried):
            // What throws is followed where it is (a `throw` the import follows is a marker), so `try?` gives the value.
            return interpreter.evaluate(tried.expression, in: &context)
        case .awaitExpr(let awaited):
            return interpreter.evaluate(awaited.expression, in: &context)
        case .macroExpansionExpr(let macro):
            // `#localize("key")`: a macro the import does not expand; a key the strings files have is their text.
            if let first = macro.arguments.first?.expression, case .string(let key) = interpreter.evaluate(first, in: &context),
               let text = interpreter.strings.wrapped(key: key) {
                return .text(text)
            }
            return .unresolved(interpreter.unresolved(expression, in: context,
                "expands the macro '#\(macro.macroName.text)', which the import does not expand (with --strings, a key the strings files have is read as localized text)"))
        case .switchExpr(let switchExpression):
            return interpreter.runSwitch(switchExpression, in: &context)
                ?? .unresolved(interpreter.unresolved(expression, in: context, "switches in a way the import cannot follow"))
        case .nilLiteralExpr, .integerLiteralExpr, .booleanLiteralExpr, .floatLiteralExpr:
            // Written values the registration reads as nothing: `nil` for no placeholder, a number no field takes.
            return .other
        case .missingExpr, .editorPlaceholderExpr:
            return .unresolved(interpreter.unresolved(expression, in: context, "is missing from the code (the file does not compile as it is)"))
        case .closureExpr:
            return .unresolved(interpreter.unresolved(expression, in: context, "is a closure: what it gives is known only where it is called"))
        case .ifExpr, .ternaryExpr, .unresolvedTernaryExpr:
            return .unresolved(interpreter.unresolved(expression, in: context, "chooses its value by a condition the import does not evaluate"))
        case .optionalChainingExpr:
            return .unresolved(interpreter.unresolved(expression, in: context, "may be `nil` when the app runs"))
        case .tupleExpr, .arrowExpr, .asExpr, .assignmentExpr, .binaryOperatorExpr, .borrowExpr, ._canImportExpr,
             ._canImportVersionInfo, .consumeExpr, .copyExpr, .dictionaryExpr, .discardAssignmentExpr, .doExpr,
             .genericSpecializationExpr, .inOutExpr, .infixOperatorExpr, .isExpr, .keyPathExpr, .packElementExpr,
             .packExpansionExpr, .patternExpr, .postfixIfConfigExpr, .postfixOperatorExpr, .prefixOperatorExpr,
             .regexLiteralExpr, .simpleStringLiteralExpr, .subscriptCallExpr, .superExpr, .typeExpr, .unresolvedAsExpr,
             .unresolvedIsExpr, .unsafeExpr:
            return .unresolved(interpreter.unresolved(expression, in: context, "is computed in a way the import cannot follow"))
        }
    }

    /// A list whose elements are cases of one of the app's enums and implicit members (`[Kind.comment, .like]`):
    /// each implicit member is that enum's case of the name; any other list as it is.
    static func implicitCases(_ elements: [(value: ImportedValue, gate: ImportedGate)], at node: some SyntaxProtocol,
                              in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        var enumPath: [String]?
        for element in elements {
            guard case .enumCase(let path, _, _) = element.value else { continue }
            if enumPath != nil && enumPath != path { return .list(elements) }
            enumPath = path
        }
        guard let enumPath else { return .list(elements) }
        return .list(elements.map { element in
            guard case .member(let name) = element.value else { return element }
            let found = interpreter.index.entries(named: name, in: enumPath)
            return (declaration(found, named: (enumPath + [name]).joined(separator: "."), at: node, in: &context, interpreter: &interpreter), element.gate)
        })
    }

    /// A string literal, its interpolations resolved.
    private static func string(_ literal: StringLiteralExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        if let value = literal.representedLiteralValue { return .string(value) }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                guard let value = segmentValue(text, of: literal) else {
                    return .unresolved(interpreter.unresolved(literal, in: context, "mixes escapes and interpolation in a multi-line string"))
                }
                result += value
            case .expressionSegment(let interpolation):
                guard interpolation.expressions.count == 1, let inner = interpolation.expressions.first,
                      case .string(let value) = interpreter.evaluate(inner.expression, in: &context) else {
                    return .unresolved(interpreter.unresolved(literal, in: context, "interpolates a value computed at run time"))
                }
                result += value
            }
        }
        guard interpreter.charge(result.utf8.count, at: literal, in: context) else {
            return .unresolved(interpreter.unresolved(literal, in: context, "is beyond the import's step budget (a step per byte it builds)"))
        }
        return .string(result)
    }

    /// The text of one segment of a literal that interpolates: as written, or, with escapes, as the segment alone
    /// in a literal of the same delimiters reads (swift-syntax resolves escapes only for a whole literal without
    /// interpolation); `nil` in a multi-line literal, whose indentation belongs to the whole.
    private static func segmentValue(_ segment: StringSegmentSyntax, of literal: StringLiteralExprSyntax) -> String? {
        let raw = segment.content.text
        guard raw.contains("\\") else { return raw }
        guard literal.openingQuote.tokenKind == .stringQuote else { return nil }
        let pounds = literal.openingPounds?.text ?? ""
        let file = Parser.parse(source: pounds + "\"" + raw + "\"" + pounds)
        guard file.statements.count == 1, case .expr(let expression)? = file.statements.first?.item else { return nil }
        return expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// `a + b` of strings or arrays: `elements` are the operands and operators of `sequence` (or of its part after
    /// an assignment's `=`).
    static func concatenation(_ elements: [ExprSyntax], at sequence: SequenceExprSyntax, in context: inout Context,
                              interpreter: inout RegistrationInterpreter) -> ImportedValue {
        guard elements.count % 2 == 1 else { return .unresolved(interpreter.unresolved(sequence, in: context, "is an expression the import cannot read")) }
        var result = interpreter.evaluate(elements[0], in: &context)
        var index = 1
        while index < elements.count {
            guard elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else {
                return .unresolved(interpreter.unresolved(sequence, in: context, "is computed when the app runs"))
            }
            let next = interpreter.evaluate(elements[index + 1], in: &context)
            let size = switch (result, next) {
            case (.string(let left), .string(let right)): left.utf8.count + right.utf8.count
            case (.list(let left), .list(let right)): left.count + right.count
            default: 1
            }
            guard interpreter.charge(size, at: sequence, in: context) else {
                return .unresolved(interpreter.unresolved(sequence, in: context, "is beyond the import's step budget (a step per byte or element it builds)"))
            }
            switch (result, next) {
            case (.string(let left), .string(let right)): result = .string(left + right)
            case (.list(let left), .list(let right)): result = .list(left + right)
            // What the app computes beside a list it writes (`stored + [dynamic]`): a marker among the known elements.
            case (.unresolved, .list(let right)): result = .list([(result, .none)] + right)
            case (.list(let left), .unresolved): result = .list(left + [(next, .none)])
            case (.unresolved, _): return result
            case (_, .unresolved): return next
            default: return .unresolved(interpreter.unresolved(sequence, in: context, "adds values that are not strings or arrays"))
            }
            index += 2
        }
        return result
    }

    /// A bare name: a local, a parameter, or a declaration the enclosing types or the files see.
    static func name(_ name: String, at node: some SyntaxProtocol, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        if let local = context.locals[name] { return local }
        if name.hasPrefix("$") {
            return .unresolved(interpreter.unresolved(node, in: context, "is an argument of the closure around it: the app passes its value when it runs"))
        }
        if name == "self", !context.typePath.isEmpty, let path = interpreter.index.resolveType([context.typePath.last!], from: context.typePath) {
            return .instance(typePath: path)
        }
        if let value = context.locals["self"] {
            // Inside a member of an enum case or an instance: `rawValue` and the type's other members are `self`'s.
            switch value {
            case .enumCase(let path, _, _) where name == "rawValue" || !interpreter.index.entries(named: name, in: path).isEmpty:
                return member(name, of: value, at: node, in: &context, interpreter: &interpreter)
            case .instance(let path) where !interpreter.index.entries(named: name, in: path).isEmpty:
                return member(name, of: value, at: node, in: &context, interpreter: &interpreter)
            default: break
            }
        }
        let entries = interpreter.index.lookUp(name, from: context.typePath)
        if entries.isEmpty, let intent = IntentConstants.value(of: name) { return .string(intent) }
        return declaration(entries, named: name, at: node, in: &context, interpreter: &interpreter)
    }

    /// `value.name` for a case of one of the app's enums: its raw value, or a member of the enum called with the
    /// case as `self`.
    static func member(_ name: String, of value: ImportedValue, at node: some SyntaxProtocol, in context: inout Context,
                       interpreter: inout RegistrationInterpreter, arguments: [LabeledExprSyntax] = []) -> ImportedValue {
        let typePath: [String]
        var rawValue: String?
        switch value {
        case .enumCase(let path, _, let raw): (typePath, rawValue) = (path, raw)
        case .instance(let path): typePath = path
        default: return .unresolved(interpreter.unresolved(node, in: context, "reads a member the import cannot follow"))
        }
        if name == "rawValue", case .enumCase = value {
            return rawValue.map(ImportedValue.string) ?? .unresolved(interpreter.unresolved(node, in: context, "reads the raw value of an enum that has none it can read"))
        }
        let entries = interpreter.index.entries(named: name, in: typePath)
        guard entries.count == 1 else {
            let kind = if case .enumCase = value { "the enum" } else { "the type '\(typePath.joined(separator: "."))'" }
            let declared = entries.isEmpty ? "does not declare" : "declares \(entries.count) times"
            return .unresolved(interpreter.unresolved(node, in: context, "reads '\(name)', which \(kind) \(declared) in the given files"))
        }
        switch entries[0].declaration {
        case .body: return interpreter.call(entries[0], arguments: arguments, from: &context, at: node, selfValue: value)
        default: break
        }
        return declaration(entries, named: name, at: node, in: &context, interpreter: &interpreter)
    }

    /// The value of the one declaration in `entries`.
    static func declaration(_ entries: [SwiftSourceIndex.Entry], named name: String, at node: some SyntaxProtocol,
                            in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        guard entries.count == 1, let entry = entries.first else {
            let reason = entries.isEmpty ? "names '\(name)', which the given files do not declare"
                : "names '\(name)', which the given files declare \(entries.count) times"
            return .unresolved(interpreter.unresolved(node, in: context, reason))
        }
        if let condition = entry.buildCondition {
            return .unresolved(interpreter.unresolved(node, in: context,
                "names '\(name)', which is declared only in builds where '\(Unresolved.oneLine(condition))' says so"))
        }
        var declared = Context(file: entry.file, typePath: entry.typePath, gate: context.gate)
        switch entry.declaration {
        case .value(let value):
            if let reason = interpreter.variableReason(value) { return .unresolved(interpreter.unresolved(node, in: context, reason)) }
            return interpreter.constant(value, declaredAt: entry)
        case .body: return interpreter.call(entry, arguments: [], from: &context, at: node)
        case .enumCase(let rawValue, let caseName, let isStringEnum):
            let raw: String? = if let rawValue { interpreter.evaluate(rawValue, in: &declared).string } else { isStringEnum ? caseName : nil }
            return .enumCase(typePath: entry.typePath, name: caseName, rawValue: raw)
        }
    }

    /// `Type.member`, `value.rawValue`, `action.identifier`, or an implicit member (`.foreground`).
    private static func memberAccess(_ member: MemberAccessExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let name = member.declName.baseName.text
        guard let base = member.base else { return .member(name) }
        // `UNNotificationActionOptions.foreground`: the option, as `.foreground`.
        if let typeName = typeName(base), typeName.count == 1, Self.optionTypes.contains(typeName[0]) { return .member(name) }
        if let typeName = selfType(base, in: context) ?? typeName(base), context.locals[typeName[0]] == nil,
           interpreter.index.isType(typeName[typeName.count - 1]) {
            let entries = interpreter.index.lookUp(member: name, ofType: typeName, from: context.typePath)
            if entries.isEmpty, name == "allCases", let path = interpreter.index.resolveType(typeName, from: context.typePath),
               let cases = interpreter.index.enumCases(of: path) {
                if let condition = interpreter.index.buildCondition(ofEnum: path) {
                    return .unresolved(interpreter.unresolved(member, in: context,
                        "lists the cases of an enum some of which are declared only in builds where '\(Unresolved.oneLine(condition))' says so"))
                }
                // `CaseIterable`'s cases, in declaration order.
                return .list(cases.map { caseName in
                    let found = interpreter.index.entries(named: caseName, in: path)
                    return (declaration(found, named: caseName, at: member, in: &context, interpreter: &interpreter), ImportedGate.none)
                })
            }
            return declaration(entries, named: (typeName + [name]).joined(separator: "."), at: member, in: &context, interpreter: &interpreter)
        }
        let value = interpreter.evaluate(base, in: &context)
        switch (value, name) {
        case (.string, "rawValue"), (.string, "description"): return value
        case (.string, _) where interpreter.index.entries(named: name, in: ["String"]).count == 1:
            // A property of the app's `extension String` (`"key".localized`), with the string as `self`.
            let entry = interpreter.index.entries(named: name, in: ["String"]).first!
            return interpreter.call(entry, arguments: [], from: &context, at: member, selfValue: value)
        case (.action(let action), "identifier"): return action.id.value
        case (.category(let category), "identifier"): return category.id.value
        case (.enumCase, _), (.instance, _): return Self.member(name, of: value, at: member, in: &context, interpreter: &interpreter)
        case (.unresolved, _): return interpreter.propagated(value, through: member, in: context)
        default: return .unresolved(interpreter.unresolved(member, in: context, "reads a member the import cannot follow"))
        }
    }

    /// A member the strings files resolve: a generated accessor (`L10n.Invite.accept`) or a project's wrapper
    /// property on a key (`"invite.accept".localized`).
    private static func localizedByStrings(_ member: MemberAccessExprSyntax, in context: inout Context,
                                           interpreter: inout RegistrationInterpreter) -> ImportedText? {
        if let path = typeName(ExprSyntax(member)), context.locals[path[0]] == nil, case .success(let text)? = interpreter.strings.accessor(path) {
            return text
        }
        let name = member.declName.baseName.text
        guard StringsLookup.isWrapperName(name) || !interpreter.index.entries(named: name, in: ["String"]).isEmpty,
              let base = member.base,
              case .string(let key) = interpreter.evaluate(base, in: &context) else { return nil }
        return interpreter.strings.wrapped(key: key)
    }

    /// The option set types whose static members are written as implicit members.
    static let optionTypes: Set<String> = ["UNNotificationActionOptions", "UNNotificationCategoryOptions", "UNAuthorizationOptions"]

    /// The path of the type around the code, when `expression` names it: `Self`, or `type(of: self)` (and
    /// `Self.self`).
    static func selfType(_ expression: ExprSyntax, in context: Context) -> [String]? {
        guard !context.typePath.isEmpty else { return nil }
        if expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.Self) { return context.typePath }
        if let call = expression.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "type",
           call.arguments.count == 1, call.arguments.first?.label?.text == "of",
           call.arguments.first?.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return context.typePath
        }
        return nil
    }

    /// `A.B` as a type's path, when the expression is only names.
    ///
    /// Read without recursion, and only ``maximumTypePathLength`` names deep: a chain longer than any type's or
    /// accessor's path (`.next.next…`, 2,000 long) costs no more than a short one, however often it is read.
    private static func typeName(_ expression: ExprSyntax) -> [String]? {
        var names: [String] = []
        var node = expression
        while names.count < maximumTypePathLength {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                names.append(reference.baseName.text)
                return names.reversed()
            }
            guard let member = node.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            names.append(member.declName.baseName.text)
            node = base
        }
        return nil
    }

    /// The most names a type's or a generated accessor's path has (`L10n.Invite.accept` has three).
    static let maximumTypePathLength = 16
}

extension ExpressionEvaluator {
    /// `.name` where a value of `types` is expected (`actions: [.reply]`, `[.message]`): the static member of
    /// the first of `types` whose extensions declare it; any other value as it is.
    static func contextual(_ value: ImportedValue, types: [String], at node: some SyntaxProtocol, in context: inout Context,
                           interpreter: inout RegistrationInterpreter) -> ImportedValue {
        guard case .member(let name) = value else { return value }
        for type in types {
            let entries = interpreter.index.entries(named: name, in: [type])
            if !entries.isEmpty { return declaration(entries, named: "\(type).\(name)", at: node, in: &context, interpreter: &interpreter) }
        }
        return .unresolved(interpreter.unresolved(node, in: context, "names '.\(name)', which no extension of \(types.joined(separator: " or ")) in the given files declares"))
    }
}

extension ImportedText {
    /// The text as a value.
    var value: ImportedValue {
        switch self {
        case .plain(let string): .string(string)
        case .unresolved(let unresolved): .unresolved(unresolved)
        case .localized: .text(self)
        }
    }
}
