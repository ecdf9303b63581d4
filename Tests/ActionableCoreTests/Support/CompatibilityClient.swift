@testable import ActionableCore

/// An app's code written against the generated API of some definitions, as an adopter writes it: an exhaustive
/// `switch` over every generated enum (ids, each category's actions and responses, the namespace's `Response`,
/// `PushKind`, `Push` and its categories, every enum of values, each content extension's notification and category
/// list, `ServiceExtensionPush` and its categories), every typed key read and written back through
/// the memberwise initializer, and registration. Compiled against other definitions' generated code, it shows
/// whether they break the app's source.
struct CompatibilityClient {
    /// The definitions the app was written against.
    var model: Model
    /// The namespace the app names (its prefix in the oracle's program, then the generated name).
    var namespace: String
    /// The enum that holds the client's functions, unique in the program.
    var name: String

    /// The client's Swift source.
    var source: String {
        var lines: [String] = ["import Foundation", "", "nonisolated enum \(name) {"]
        let ns = namespace
        if !model.categories.isEmpty {
            lines.append("    static func name(_ category: \(ns).CategoryID) -> String {")
            lines += switchLines("category", model.categories.map { "." + escaped($0.swiftName) }, indent: 8)
            lines.append("        return \"\"")
            lines.append("    }")
        }
        if !model.actions.isEmpty {
            lines.append("    static func name(_ action: \(ns).ActionID) -> String {")
            lines += switchLines("action", model.actions.map { "." + escaped($0.swiftName) }, indent: 8)
            lines.append("        return \"\"")
            lines.append("    }")
        }
        let actionsByID = Dictionary(model.actions.map { ($0.identifier, $0) }) { first, _ in first }
        for category in model.categories {
            let type = "\(ns).\(escaped(category.typeName))"
            let actions = category.actions.compactMap { actionsByID[$0] }
            var cases = [".opened"]
            if category.options.contains(.customDismissAction) { cases.append(".dismissed") }
            cases += actions.map { "." + escaped($0.swiftName) + ($0.textInput == nil ? "" : "(_)") }
            cases.append(".unknown(_)")
            lines.append("    static func respond(to response: \(type).Response) {")
            lines += switchLines("response", cases, indent: 8, body: "_ = response")
            lines.append("    }")
            if !actions.isEmpty {
                lines.append("    static func name(_ action: \(type).Action) -> String {")
                lines += switchLines("action", actions.map { "." + escaped($0.swiftName) }, indent: 8)
                lines.append("        return \"\"")
                lines.append("    }")
            }
            if let keys = category.payload {
                lines.append("    static func keys(_ info: \(type).UserInfo) -> \(type).UserInfo {")
                lines += keyLines(keys, value: "info", type: "\(type).UserInfo", indent: 8)
                lines.append("        return \(type).UserInfo(\(keys.map { "\(escaped($0.swiftName)): \(escaped($0.swiftName))" }.joined(separator: ", ")))")
                lines.append("    }")
            }
        }
        var responseCases = model.categories.map { category in
            "." + escaped(category.swiftName) + (category.payload == nil ? "(_, _)" : "(_, _, _)")
        }
        if !model.pushes.isEmpty { responseCases.append(".push(_, _)") }
        responseCases.append(".unknown(_, _, _, _)")
        lines.append("    static func handle(_ response: \(ns).Response) {")
        lines += switchLines("response", responseCases, indent: 8, body: "_ = response")
        lines.append("    }")
        if !model.pushes.isEmpty {
            lines.append("    static func kind(_ kind: \(ns).PushKind) -> String {")
            lines += switchLines("kind", model.pushes.map { "." + escaped($0.swiftName) }, indent: 8)
            lines.append("        return \"\"")
            lines.append("    }")
            var pushCases = model.pushes.map { "." + escaped($0.swiftName) + "(_)" }
            pushCases += [".category(_)", ".unknown(_, _)"]
            lines.append("    static func handle(_ push: \(ns).Push) {")
            lines += switchLines("push", pushCases, indent: 8, body: "_ = push")
            lines.append("    }")
            lines.append("    static func notification(_ notification: \(ns).Push.CategoryNotification) {")
            lines += switchLines("notification", model.categories.map {
                "." + escaped($0.swiftName) + ($0.payload == nil ? "" : "(_)")
            }, indent: 8, body: "_ = notification")
            lines.append("    }")
            for kind in model.pushes where !kind.keys.isEmpty {
                let type = "\(ns).Push.\(escaped(kind.typeName))"
                lines.append("    static func keys(_ info: \(type)) -> \(type) {")
                lines += keyLines(kind.keys, value: "info", type: type, indent: 8)
                lines.append("        return \(type)(\(kind.keys.map { "\(escaped($0.swiftName)): \(escaped($0.swiftName))" }.joined(separator: ", ")))")
                lines.append("    }")
            }
        }
        let categoriesByID = Dictionary(model.categories.map { ($0.identifier, $0) }) { first, _ in first }
        for (index, contentExtension) in model.contentExtensions.enumerated() {
            let type = "\(ns).ContentExtension.\(escaped(contentExtension.typeName))"
            let drawn = contentExtension.categories.compactMap { categoriesByID[$0] }
            lines.append("    static func draw\(index)(_ notification: \(type)) {")
            lines += switchLines("notification", drawn.map {
                "." + escaped($0.swiftName) + ($0.payload == nil ? "(_)" : "(_, _)")
            } + [".unknown(_)"], indent: 8, body: "_ = notification")
            lines.append("    }")
            lines.append("    static func listed\(index)(_ category: \(type).Category) -> \(ns).CategoryID {")
            lines += switchLines("category", drawn.map { "." + escaped($0.swiftName) }, indent: 8, body: "_ = category")
            lines.append("        return category.id")
            lines.append("    }")
        }
        if model.marksMutableContent {
            let marked = model.categories.filter(\.mutableContent)
            var cases = model.pushes.filter(\.mutableContent).map { "." + escaped($0.swiftName) + "(_)" }
            if !marked.isEmpty { cases.append(".category(_)") }
            cases.append(model.pushes.isEmpty ? ".unknown(_)" : ".unknown(_, _)")
            lines.append("    static func serve(_ push: \(ns).ServiceExtensionPush) {")
            lines += switchLines("push", cases, indent: 8, body: "_ = push")
            lines.append("    }")
            if !marked.isEmpty {
                lines.append("    static func serve(_ category: \(ns).ServiceExtensionPush.MutableContentCategory) {")
                lines += switchLines("category", marked.map { "." + escaped($0.swiftName) + ($0.payload == nil ? "" : "(_)") },
                                     indent: 8, body: "_ = category")
                lines.append("    }")
            }
        }
        lines.append("    #if canImport(UserNotifications) && !os(tvOS)")
        lines.append("    static func launch() { \(ns).register() }")
        lines.append("    #endif")
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A `switch` over `subject` with one `case` per pattern, each running `body`.
    private func switchLines(_ subject: String, _ patterns: [String], indent: Int, body: String = "break") -> [String] {
        let pad = String(repeating: " ", count: indent)
        guard !patterns.isEmpty else { return [] }
        return ["\(pad)switch \(subject) {"] + patterns.map { "\(pad)case \($0): \(body)" } + ["\(pad)}"]
    }

    /// Reads every key of `keys` from `value` (of `type`) into a constant of the type the definitions give it,
    /// and switches over each key whose values are an enumeration.
    private func keyLines(_ keys: [Model.PayloadKey], value: String, type: String, indent: Int) -> [String] {
        let pad = String(repeating: " ", count: indent)
        var lines: [String] = []
        for key in keys {
            let property = "\(value).\(escaped(key.swiftName))"
            let spelled = swiftType(key.type, enumType: "\(type).\(escaped(key.enumTypeName))").map { ": " + $0 + (key.isOptional ? "?" : "") }
            lines.append("\(pad)let \(escaped(key.swiftName))\(spelled ?? "") = \(property)")
            guard case .scalar(.oneOf(let values)) = key.type.shape else { continue }
            let optional = key.isOptional ? "?" : ""
            var cases = values.map { "." + escaped($0.swiftName) + optional }
            cases.append(".unrecognized(_)" + optional)
            if key.isOptional { cases.append("nil") }
            lines += switchLines(property, cases, indent: indent)
        }
        return lines
    }

    private func escaped(_ name: String) -> String { SwiftIdentifier.escaped(name) }

    /// How the app spells the Swift type of a value of `type` (`enumType` for values), where it is a single value
    /// or a list of them; `nil` for a type the app leaves to inference.
    private func swiftType(_ type: Model.PayloadType, enumType: String) -> String? {
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
            case .oneOf: enumType
            }
        case .list(let element): swiftType(element, enumType: enumType).map { "[\($0)]" }
        default: nil
        }
    }
}
