import ActionableCore
import SwiftSyntax

/// Evaluates calls: the UserNotifications initializers, localized strings, `Set`/`Array`, `map` over a list,
/// and the app's own functions.
enum CallEvaluator {
    typealias Context = RegistrationInterpreter.Context

    /// The value of `call`.
    static func evaluate(_ call: FunctionCallExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let value = resolve(call, in: &context, interpreter: &interpreter)
        guard case .unresolved = value, !interpreter.strings.isEmpty else { return value }
        return localizedByStrings(call, in: &context, interpreter: &interpreter).map(ImportedValue.text) ?? value
    }

    /// A call the strings files resolve: a generated accessor (`R.string.localizable.inviteAccept()`) or a
    /// project's wrapper given a key (`L("invite.accept")`, `"invite.accept".localized()`).
    private static func localizedByStrings(_ call: FunctionCallExprSyntax, in context: inout Context,
                                           interpreter: inout RegistrationInterpreter) -> ImportedText? {
        if let path = typePath(call.calledExpression), call.arguments.allSatisfy({ $0.label?.text == "preferredLanguages" }),
           case .success(let text)? = interpreter.strings.accessor(path) {
            return text
        }
        let name: String? = if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { member.declName.baseName.text }
            else { calleeName(call.calledExpression) }
        // A wrapper by its name, or a method of the app's `extension String` whose body reads at run time.
        guard let name, StringsLookup.isWrapperName(name) || !interpreter.index.entries(named: name, in: ["String"]).isEmpty
        else { return nil }
        let keyExpression = call.arguments.first?.expression ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.base
        guard let keyExpression, case .string(let key) = interpreter.evaluate(keyExpression, in: &context) else { return nil }
        return interpreter.strings.wrapped(key: key)
    }

    /// The value of `call`, without the strings files' help.
    private static func resolve(_ call: FunctionCallExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let callee = calleeName(call.calledExpression)
        let arguments = Array(call.arguments)
        switch callee {
        case "UNNotificationAction", "UNTextInputNotificationAction":
            return action(call, textInput: callee == "UNTextInputNotificationAction", in: &context, interpreter: &interpreter)
        case "UNNotificationCategory":
            return category(call, in: &context, interpreter: &interpreter)
        case "UNNotificationActionIcon":
            guard let first = arguments.first, let label = first.label?.text,
                  let name = interpreter.evaluate(first.expression, in: &context).text else { break }
            switch label {
            case "systemImageName": return .icon(.init(kind: "system", name: name))
            case "templateImageName": return .icon(.init(kind: "template", name: name))
            default: break
            }
        case "NSLocalizedString":
            return localized(arguments, keyLabel: nil, in: &context, interpreter: &interpreter, at: call)
        case "String" where arguments.first?.label?.text == "format":
            return formatted(call, in: &context, interpreter: &interpreter)
        case "String" where arguments.first?.label?.text == "localized":
            return localized(arguments, keyLabel: "localized", in: &context, interpreter: &interpreter, at: call)
        case "Set", "Array", "NSSet", "NSArray":
            if let first = arguments.first, first.label?.text == "arrayLiteral" {
                return .list(arguments.map { (interpreter.evaluate($0.expression, in: &context), ImportedGate.none) })
            }
            guard arguments.count == 1, let only = arguments.first, only.label == nil else {
                return arguments.isEmpty && call.trailingClosure == nil ? .list([]) : unknown(call, in: context, interpreter)
            }
            return interpreter.evaluate(only.expression, in: &context)
        case "UNNotificationActionOptions", "UNNotificationCategoryOptions":
            if arguments.isEmpty { return .list([]) }
            if arguments.count == 1, let only = arguments.first, only.label?.text == "rawValue",
               only.expression.as(IntegerLiteralExprSyntax.self)?.literal.text == "0" {
                return .list([])
            }
            if arguments.count == 1, let only = arguments.first, only.label == nil { return interpreter.evaluate(only.expression, in: &context) }
        default:
            break
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localizedString",
           arguments.first?.label?.text == "forKey" {
            // `Bundle.main.localizedString(forKey:value:table:)`.
            return localized(arguments, keyLabel: "forKey", in: &context, interpreter: &interpreter, at: call)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "localizedUserNotificationString",
           arguments.first?.label?.text == "forKey" {
            // `NSString.localizedUserNotificationString(forKey:arguments: nil)`: `Localizable`, looked up when shown.
            guard arguments.count == 2, arguments[1].expression.is(NilLiteralExprSyntax.self) else {
                return .unresolved(interpreter.unresolved(call, in: context, "formats localized text with arguments the app has when it runs"))
            }
            return localized([arguments[0]], keyLabel: "forKey", in: &context, interpreter: &interpreter, at: call)
        }
        // `[UNNotificationCategory]()`: an empty array.
        if call.calledExpression.is(ArrayExprSyntax.self), arguments.isEmpty, call.trailingClosure == nil { return .list([]) }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "map", "compactMap", "flatMap": return map(call, over: base, in: &context, interpreter: &interpreter)
            case "reduce" where arguments.first?.label?.text == "into":
                return reduce(call, over: base, in: &context, interpreter: &interpreter)
            case "uppercased", "lowercased":
                if arguments.isEmpty, case .string(let text) = interpreter.evaluate(base, in: &context) {
                    return .string(member.declName.baseName.text == "uppercased" ? text.uppercased() : text.lowercased())
                }
            case "union": // `a.union(b)`; a side the app computes when it runs is a marker beside the other's elements.
                guard let argument = arguments.first?.expression else { break }
                var left = interpreter.evaluate(base, in: &context)
                let right = interpreter.evaluate(argument, in: &context)
                switch (left, right) {
                case (.list, .list), (.list, .unresolved), (.unresolved, .list):
                    left.insert(right, gate: .none, at: nil)
                    return left
                default: break
                }
            default: break
            }
        }
        // `{ ... }()`: a closure run where it stands, once (`static let title: String = { ... }()`).
        if let closure = call.calledExpression.as(ClosureExprSyntax.self), closure.signature?.capture == nil {
            return interpreter.callClosure(closure, call, in: &context)
        }
        // A local closure (or a nested function, a marker), before any declaration of the same name elsewhere.
        if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, context.locals[name] != nil {
            return interpreter.callLocal(name, call, in: &context)
        }
        // The app's own function or initializer-like factory, by name.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let entries = interpreter.index.lookUp(reference.baseName.text, from: context.typePath)
            if entries.count == 1 { return interpreter.call(entries[0], arguments: arguments, from: &context, at: call) }
        }
        // `Provider()`: an instance of the app's type without an initializer of its own; its members are the type's.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self), arguments.isEmpty, call.trailingClosure == nil,
           interpreter.index.isType(reference.baseName.text),
           let path = interpreter.index.resolveType([reference.baseName.text], from: context.typePath),
           !interpreter.index.declaresInitializer(of: path) {
            return .instance(typePath: path)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let type = ExpressionEvaluator.selfType(base, in: context) ?? typePath(base), context.locals[type[0]] == nil,
               interpreter.index.isType(type[type.count - 1]) {
                let entries = interpreter.index.lookUp(member: member.declName.baseName.text, ofType: type, from: context.typePath)
                if entries.count == 1 { return interpreter.call(entries[0], arguments: arguments, from: &context, at: call) }
            } else {
                // A method of an enum case or an instance (`kind.category()`, `$0.category()`), with the value as `self`.
                let value = interpreter.evaluate(base, in: &context)
                switch value {
                case .enumCase, .instance:
                    return ExpressionEvaluator.member(member.declName.baseName.text, of: value, at: call, in: &context,
                                                      interpreter: &interpreter, arguments: arguments)
                case .string:
                    // A method of the app's `extension String` (`"key".loco()`), with the string as `self`.
                    let entries = interpreter.index.entries(named: member.declName.baseName.text, in: ["String"])
                    if entries.count == 1 { return interpreter.call(entries[0], arguments: arguments, from: &context, at: call, selfValue: value) }
                case .unresolved: return interpreter.propagated(value, through: call, in: context)
                default: break
                }
            }
        }
        return unknown(call, in: context, interpreter)
    }

    /// `String(format: f, arguments: list)` (with or without `locale:`), `String(format: f, a, b)`: plain text
    /// formatted with known strings is their text; a localized format is its key, given no arguments or with each
    /// argument reported where it is made (SwiftGen's accessors end so: the definitions hold the key's text, and its
    /// placeholders are the app's to fill).
    private static func formatted(_ call: FunctionCallExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let arguments = Array(call.arguments)
        let format = interpreter.evaluate(arguments[0].expression, in: &context)
        var rest = arguments.dropFirst()
        if rest.first?.label?.text == "locale" { rest = rest.dropFirst() }
        var values: [(value: ImportedValue, place: SourcePlace)] = []
        if rest.count == 1, let list = rest.first, list.label?.text == "arguments" {
            guard case .list(let elements) = interpreter.evaluate(list.expression, in: &context),
                  elements.allSatisfy({ $0.gate == .none }) else { return unknown(call, in: context, interpreter) }
            values = elements.map { ($0.value, context.file.place(of: list)) }
        } else if rest.allSatisfy({ $0.label == nil }), call.trailingClosure == nil {
            values = rest.map { (interpreter.evaluate($0.expression, in: &context), context.file.place(of: $0)) }
        } else {
            return unknown(call, in: context, interpreter)
        }
        switch format {
        case .string(let text):
            let strings = values.map(\.value.string)
            guard let result = StringFormat.apply(text, strings) else { return unknown(call, in: context, interpreter) }
            return .string(result)
        case .text(.localized(let key, _, _, _)):
            for (value, place) in values {
                let (expression, at) = if case .unresolved(let unresolved) = value { (unresolved.expression, unresolved.place) } else { ("an argument", place) }
                interpreter.report("\(DiagnosticText.quoted(expression)) is an argument of the localized format \(DiagnosticText.quoted(key)): the definitions hold the key's text with its placeholder, which the app fills in when it runs; write text without one, or keep the app's own formatting", at: at)
            }
            return format
        default:
            return unknown(call, in: context, interpreter)
        }
    }

    /// A call the import does not model, with why: what the given files do not define, or define in a way it
    /// cannot follow.
    private static func unknown(_ call: FunctionCallExprSyntax, in context: Context, _ interpreter: RegistrationInterpreter) -> ImportedValue {
        let name: String? = if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { member.declName.baseName.text }
            else { calleeName(call.calledExpression) }
        if let name, Self.unevaluatedMethods.contains(name) {
            return .unresolved(interpreter.unresolved(call, in: context, "calls '\(name)', which the import does not evaluate"))
        }
        // How many files declare the name, from their scan: counting needs no file parsed.
        if let name, case let count = interpreter.index.declaringFileCount(name), count > 0 {
            let declared = count == 1 ? "one of the given files declares" : "\(count) of the given files declare"
            return .unresolved(interpreter.unresolved(call, in: context,
                "calls '\(name)', which \(declared), in a way the import cannot follow (on a value it cannot read, or with other arguments)"))
        }
        return .unresolved(interpreter.unresolved(call, in: context, "calls something the given files do not define"))
    }

    /// Standard library methods the import does not evaluate: their result is reported, named.
    static let unevaluatedMethods: Set<String> = ["filter", "reduce", "sorted", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast", "first", "last", "min", "max"]

    /// The values of a call's labeled arguments, and a report of an unreadable one at its expression.
    private static func labeledValues(_ call: FunctionCallExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter)
        -> (values: [String: ImportedValue], report: RegistrationBuilder.Report) {
        var values: [String: ImportedValue] = [:]
        var nodes: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            values[label] = interpreter.evaluate(argument.expression, in: &context)
            nodes[label] = argument.expression
        }
        let (frozen, reader) = (context, interpreter)
        return (values, { name, reason in
            if let name, let node = nodes[name] { return reader.unresolved(node, in: frozen, reason) }
            return reader.unresolved(call, in: frozen, reason)
        })
    }

    /// `UNNotificationAction(identifier:title:options:icon:)` and `UNTextInputNotificationAction(...)`.
    private static func action(_ call: FunctionCallExprSyntax, textInput: Bool, in context: inout Context,
                               interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let (values, report) = labeledValues(call, in: &context, interpreter: &interpreter)
        return RegistrationBuilder.action(values, textInput: textInput, place: context.file.place(of: call), report: report)
    }

    /// `UNNotificationCategory(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:)`.
    private static func category(_ call: FunctionCallExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let (values, report) = labeledValues(call, in: &context, interpreter: &interpreter)
        let actionsNode = call.arguments.first { $0.label?.text == "actions" }?.expression ?? ExprSyntax(call)
        let actionTypes = ["UNNotificationAction", "UNTextInputNotificationAction"]
        return RegistrationBuilder.category(values, gate: context.gate, place: context.file.place(of: call), report: report) { element in
            ExpressionEvaluator.contextual(element, types: actionTypes, at: actionsNode, in: &context, interpreter: &interpreter)
        }
    }

    /// `NSLocalizedString(key, tableName:, bundle:, value:, comment:)` and `String(localized:defaultValue:table:comment:)`.
    private static func localized(_ arguments: [LabeledExprSyntax], keyLabel: String?, in context: inout Context,
                                  interpreter: inout RegistrationInterpreter, at call: FunctionCallExprSyntax) -> ImportedValue {
        var key: String?
        var value: String?
        var comment: String?
        var table: String?
        for argument in arguments {
            let label = argument.label?.text
            // `String(localized: "Call \(name)")` looks up a key of format specifiers, and formats its value.
            if keyLabel == "localized", label == "localized" || label == "defaultValue",
               let literal = argument.expression.as(StringLiteralExprSyntax.self),
               literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) {
                return .unresolved(interpreter.unresolved(call, in: context, formattedLocalization(literal, in: &context, interpreter: &interpreter)))
            }
            let evaluated = interpreter.evaluate(argument.expression, in: &context)
            switch label {
            case keyLabel:
                // `String(localized: .inviteAccept)`: a symbol Xcode generates from a String Catalog.
                if case .member(let symbol) = evaluated, let found = interpreter.strings.accessor([symbol]) {
                    switch found {
                    case .success(let text): return .text(text)
                    case .failure(let ambiguity): return .unresolved(interpreter.unresolved(call, in: context, ambiguity.reason))
                    }
                }
                guard case .string(let string) = evaluated else {
                    return .unresolved(interpreter.unresolved(call, in: context, "looks up a key computed at run time"))
                }
                key = string
            case "value"?, "defaultValue"?: value = evaluated.string
            case "comment"?: comment = evaluated.string
            case "tableName"?, "table"?: table = evaluated.string
            default: continue
            }
        }
        guard let key else { return .unresolved(interpreter.unresolved(call, in: context, "looks up no key it can read")) }
        // Without `value:`, the value is the strings file's, else the key (``Importer``).
        return .text(.localized(key: key, value: value.flatMap { $0.isEmpty ? nil : $0 }, comment: comment.flatMap { $0.isEmpty ? nil : $0 },
                                table: table))
    }

    /// Why localized text with interpolations is not text the definitions hold: iOS looks up the key made of its
    /// literal parts and a format specifier for each interpolation (`%@` for text), and formats the table's value with
    /// the interpolations' values; the definitions' text has no arguments. Says which key, and which values.
    private static func formattedLocalization(_ literal: StringLiteralExprSyntax, in context: inout Context,
                                              interpreter: inout RegistrationInterpreter) -> String {
        var key = ""
        var arguments: [String] = []
        var specified = true
        for segment in literal.segments {
            switch segment {
            case .stringSegment(let text):
                key += String(text.content.text.flatMap { $0 == "%" ? ["%", "%"] : [$0] })
            case .expressionSegment(let interpolation):
                let value = interpolation.expressions.count == 1
                    ? interpreter.evaluate(interpolation.expressions.first!.expression, in: &context) : .other
                switch value {
                case .string(let text):
                    key += "%@"
                    arguments.append("'\(Unresolved.oneLine(text))'")
                case .text:
                    key += "%@"
                    arguments.append("localized text")
                default:
                    key += "%…"
                    specified = false
                    arguments.append("'\(context.file.quoted(interpolation.expressions))'")
                }
            }
        }
        let specifiers = specified ? "" : " (where '%…' is the format specifier of its argument's type)"
        return "is localized text with arguments: iOS looks up the key '\(Unresolved.oneLine(key))'\(specifiers) and formats its value with \(arguments.joined(separator: ", ")), and the definitions' text has no arguments: give the action a title without them, or keep this registration in code"
    }

    /// `list.map { ... }`, `compactMap` (which drops `nil`s) and `flatMap` (which joins lists): the closure's body
    /// once per element of a list the import can read; a key path (`map(\.category)`) reads the member of each.
    private static func map(_ call: FunctionCallExprSyntax, over base: ExprSyntax, in context: inout Context,
                            interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let method = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? "map"
        let list = interpreter.evaluate(base, in: &context)
        if case .unresolved = list { return interpreter.propagated(list, through: call, in: context) }
        guard case .list(let elements) = list else {
            return .unresolved(interpreter.unresolved(call, in: context, "maps over a value that is not a list it can read"))
        }
        if let keyPath = call.arguments.first?.expression.as(KeyPathExprSyntax.self), call.arguments.count == 1 {
            var results: [(value: ImportedValue, gate: ImportedGate)] = []
            for element in elements {
                var value = element.value
                for component in keyPath.components {
                    guard case .property(let property) = component.component else {
                        return .unresolved(interpreter.unresolved(keyPath, in: context, "is a key path the import cannot follow"))
                    }
                    value = ExpressionEvaluator.member(property.declName.baseName.text, of: value, at: keyPath, in: &context, interpreter: &interpreter)
                }
                results.append((value, element.gate))
            }
            return collected(results, by: method)
        }
        guard let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            return .unresolved(interpreter.unresolved(call, in: context, "maps with a function the import cannot follow"))
        }
        let parameter = RegistrationInterpreter.parameters(of: closure).first?.text ?? "$0"
        var results: [(value: ImportedValue, gate: ImportedGate)] = []
        for element in elements {
            var inner = context
            inner.locals[parameter] = element.value
            inner.gate = context.gate.combined(with: element.gate)
            let value: ImportedValue
            if let only = RegistrationInterpreter.singleExpression(closure.statements) {
                value = interpreter.evaluate(only, in: &inner)
            } else {
                value = interpreter.run(closure.statements, in: &inner)
                    ?? .unresolved(interpreter.unresolved(closure, in: inner, "gives no value the import can read (its code reaches no `return`)"))
            }
            results.append((value, element.gate))
        }
        return collected(results, by: method)
    }

    /// `list.reduce(into: initial) { result, element in ... }` over a list the import can read: the closure's body
    /// once per element, its first parameter (or `$0`) the result so far, its second (or `$1`) the element.
    private static func reduce(_ call: FunctionCallExprSyntax, over base: ExprSyntax, in context: inout Context,
                               interpreter: inout RegistrationInterpreter) -> ImportedValue {
        let list = interpreter.evaluate(base, in: &context)
        if case .unresolved = list { return interpreter.propagated(list, through: call, in: context) }
        guard case .list(let elements) = list, let initial = call.arguments.first?.expression,
              let closure = call.trailingClosure ?? call.arguments.dropFirst().first?.expression.as(ClosureExprSyntax.self) else {
            return .unresolved(interpreter.unresolved(call, in: context, "reduces in a way the import cannot follow"))
        }
        let parameters = RegistrationInterpreter.parameters(of: closure).map(\.text)
        let (result, item) = parameters.count == 2 ? (parameters[0], parameters[1]) : ("$0", "$1")
        var inner = context
        inner.locals[result] = interpreter.evaluate(initial, in: &context)
        for element in elements {
            inner.locals[item] = element.value
            inner.gate = context.gate.combined(with: element.gate)
            _ = interpreter.run(closure.statements, in: &inner)
        }
        return inner.locals[result] ?? .other
    }

    /// What `map`, `compactMap` or `flatMap` makes of the closure's results.
    private static func collected(_ results: [(value: ImportedValue, gate: ImportedGate)], by method: String) -> ImportedValue {
        switch method {
        case "compactMap":
            return .list(results.filter { if case .other = $0.value { false } else { true } })
        case "flatMap":
            return .list(results.flatMap { result -> [(value: ImportedValue, gate: ImportedGate)] in
                if case .list(let inner) = result.value { return inner.map { ($0.value, $0.gate.combined(with: result.gate)) } }
                return [result]
            })
        default:
            return .list(results)
        }
    }

    /// The name a call's callee ends with: `UNNotificationAction` for `UNNotificationAction(...)` and
    /// `UNNotificationAction.init(...)`.
    private static func calleeName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            return calleeName(base)
        }
        if let generic = expression.as(GenericSpecializationExprSyntax.self) { return calleeName(generic.expression) }
        return nil
    }

    /// `A.B` as a type's path.
    private static func typePath(_ expression: ExprSyntax) -> [String]? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return [reference.baseName.text] }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, let path = typePath(base) {
            return path + [member.declName.baseName.text]
        }
        return nil
    }
}
