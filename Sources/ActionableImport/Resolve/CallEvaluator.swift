import ActionableCore
import SwiftSyntax

/// Evaluates calls: the UserNotifications initializers, localized strings, `Set`/`Array`, `map` over a list,
/// and the app's own functions.
enum CallEvaluator {
    typealias Context = RegistrationInterpreter.Context

    /// The value of `call`.
    static func evaluate(_ call: FunctionCallExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
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
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "map", "compactMap": return map(call, over: base, in: &context, interpreter: &interpreter)
            case "union": // `a.union(b)`
                if case .list(let left) = interpreter.evaluate(base, in: &context), let argument = arguments.first?.expression,
                   case .list(let right) = interpreter.evaluate(argument, in: &context) {
                    return .list(left + right)
                }
            default: break
            }
        }
        // The app's own function or initializer-like factory, by name.
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let entries = interpreter.index.lookUp(reference.baseName.text, from: context.typePath)
            if entries.count == 1 { return interpreter.call(entries[0], arguments: arguments, from: &context, at: call) }
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let type = typePath(base), interpreter.index.isType(type[type.count - 1]) {
            let entries = interpreter.index.lookUp(member: member.declName.baseName.text, ofType: type, from: context.typePath)
            if entries.count == 1 { return interpreter.call(entries[0], arguments: arguments, from: &context, at: call) }
        }
        return unknown(call, in: context, interpreter)
    }

    /// A call the import does not model.
    private static func unknown(_ call: FunctionCallExprSyntax, in context: Context, _ interpreter: RegistrationInterpreter) -> ImportedValue {
        .unresolved(interpreter.unresolved(call, in: context, "calls something the given files do not define"))
    }

    /// `UNNotificationAction(identifier:title:options:icon:)` and `UNTextInputNotificationAction(...)`.
    private static func action(_ call: FunctionCallExprSyntax, textInput: Bool, in context: inout Context,
                               interpreter: inout RegistrationInterpreter) -> ImportedValue {
        var values: [String: ImportedValue] = [:]
        var nodes: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            values[label] = interpreter.evaluate(argument.expression, in: &context)
            nodes[label] = argument.expression
        }
        let place = context.file.place(of: call)
        func text(_ label: String) -> ImportedText? {
            guard let value = values[label] else { return nil }
            return value.text ?? .unresolved(interpreter.unresolved(nodes[label]!, in: context, "is not text the import can read"))
        }
        guard let id = text("identifier"), let title = text("title") else {
            return .unresolved(interpreter.unresolved(call, in: context, "makes an action without an identifier and title it can read"))
        }
        var action = ImportedAction(id: id, title: title, options: [], textInput: nil, icon: nil, place: place)
        if let options = values["options"] {
            switch OptionNames.actionOptions(options) {
            case .success(let names): action.options = names
            case .failure: action.unresolvedOptions = interpreter.unresolved(nodes["options"]!, in: context, "gives options the import cannot read")
            }
        }
        if let icon = values["icon"] {
            if case .icon(let found) = icon { action.icon = found } else if case .other = icon {} else {
                action.unresolvedOptions = interpreter.unresolved(nodes["icon"]!, in: context, "gives an icon the import cannot read")
            }
        }
        if textInput {
            action.textInput = .init(buttonTitle: text("textInputButtonTitle"), placeholder: text("textInputPlaceholder"))
        }
        return .action(action)
    }

    /// `UNNotificationCategory(identifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:)`.
    private static func category(_ call: FunctionCallExprSyntax, in context: inout Context, interpreter: inout RegistrationInterpreter) -> ImportedValue {
        var values: [String: ImportedValue] = [:]
        var nodes: [String: ExprSyntax] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.text else { continue }
            values[label] = interpreter.evaluate(argument.expression, in: &context)
            nodes[label] = argument.expression
        }
        func text(_ label: String) -> ImportedText? {
            guard let value = values[label] else { return nil }
            return value.text ?? .unresolved(interpreter.unresolved(nodes[label]!, in: context, "is not text the import can read"))
        }
        guard let id = text("identifier") else {
            return .unresolved(interpreter.unresolved(call, in: context, "makes a category without an identifier it can read"))
        }
        var category = ImportedCategory(
            id: id, actions: [], intentIdentifiers: [], hiddenPreviewsBodyPlaceholder: text("hiddenPreviewsBodyPlaceholder"),
            categorySummaryFormat: text("categorySummaryFormat"), options: [], gate: context.gate, place: context.file.place(of: call))
        switch values["actions"] {
        case .list(let elements)?:
            for element in elements {
                let actionTypes = ["UNNotificationAction", "UNTextInputNotificationAction"]
                switch ExpressionEvaluator.contextual(element.value, types: actionTypes, at: nodes["actions"]!, in: &context, interpreter: &interpreter) {
                case .action(let action): category.actions.append((action, element.gate))
                case .unresolved(let unresolved): category.unresolvedActions = category.unresolvedActions ?? unresolved
                default:
                    category.unresolvedActions = category.unresolvedActions
                        ?? interpreter.unresolved(nodes["actions"]!, in: context, "lists something that is not an action it can read")
                }
            }
        case .unresolved(let unresolved)?: category.unresolvedActions = unresolved
        case nil: break
        default: category.unresolvedActions = interpreter.unresolved(nodes["actions"]!, in: context, "gives actions the import cannot list")
        }
        switch values["intentIdentifiers"] {
        case .list(let elements)?:
            category.intentIdentifiers = elements.map { element in
                element.value.text ?? .unresolved(interpreter.unresolved(nodes["intentIdentifiers"]!, in: context, "is not an intent identifier it can read"))
            }
        case nil: break
        case let other?:
            category.intentIdentifiers = [other.text ?? .unresolved(interpreter.unresolved(nodes["intentIdentifiers"]!, in: context, "gives intent identifiers it cannot list"))]
        }
        if let options = values["options"] {
            switch OptionNames.categoryOptions(options) {
            case .success(let names): category.options = names
            case .failure: category.unresolvedOptions = interpreter.unresolved(nodes["options"]!, in: context, "gives options the import cannot read")
            }
        }
        return .category(category)
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
            let evaluated = interpreter.evaluate(argument.expression, in: &context)
            switch label {
            case keyLabel:
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
        // `String(localized: "Accept")` is its own development-language value; NSLocalizedString's key is too unless
        // `value:` says otherwise.
        return .text(.localized(key: key, value: value ?? key, comment: comment.flatMap { $0.isEmpty ? nil : $0 }, table: table))
    }

    /// `list.map { ... }`: the closure's body once per element of a list the import can read.
    private static func map(_ call: FunctionCallExprSyntax, over base: ExprSyntax, in context: inout Context,
                            interpreter: inout RegistrationInterpreter) -> ImportedValue {
        guard case .list(let elements) = interpreter.evaluate(base, in: &context),
              let closure = call.trailingClosure ?? call.arguments.first?.expression.as(ClosureExprSyntax.self) else {
            return .unresolved(interpreter.unresolved(call, in: context, "maps over a list it cannot read"))
        }
        let parameter: String
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: parameter = names.first?.name.text ?? "$0"
        case .parameterClause(let clause)?: parameter = clause.parameters.first.map { ($0.secondName ?? $0.firstName).text } ?? "$0"
        case nil: parameter = "$0"
        }
        var results: [(value: ImportedValue, gate: ImportedGate)] = []
        for element in elements {
            var inner = context
            inner.locals[parameter] = element.value
            inner.gate = context.gate.combined(with: element.gate)
            let value: ImportedValue
            if let only = RegistrationInterpreter.singleExpression(closure.statements) {
                value = interpreter.evaluate(only, in: &inner)
            } else {
                value = interpreter.run(closure.statements, in: &inner) ?? .other
            }
            results.append((value, element.gate))
        }
        return .list(results)
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
