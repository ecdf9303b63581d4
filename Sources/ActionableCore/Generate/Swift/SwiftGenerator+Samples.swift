/// The sample pushes in the app part, for an app's tests and SwiftUI previews: each category's and push kind's
/// samples (``SamplePushes``) as the `userInfo` the system hands the app and as typed keys. Printed under
/// `#if DEBUG` only, so a release build of the app carries none of it.
extension SwiftGenerator {
    /// Prints, under `#if DEBUG`, an extension of each category type and each push kind's type with its samples.
    func samples(_ catalog: Model, _ p: inout CodePrinter) {
        p.line("#if DEBUG")
        // A blank line between extensions, none before `#endif`.
        p.forEach(Array(catalog.categories.enumerated())) { item, p in
            if item.offset > 0 { p.line() }
            let type = "\(namespaceName).\(SwiftIdentifier.escaped(item.element.typeName))"
            sampleExtension(of: type, SamplePushes.pushes(of: item.element), &p)
        }
        let afterCategories = !catalog.categories.isEmpty
        p.forEach(Array(catalog.pushes.enumerated())) { item, p in
            if item.offset > 0 || afterCategories { p.line() }
            let type = "\(namespaceName).Push.\(SwiftIdentifier.escaped(item.element.typeName))"
            sampleExtension(of: type, SamplePushes.pushes(of: item.element), &p)
        }
        p.line("#endif")
    }

    /// Prints the conformance of `type` to the runtime's `SamplePushProviding`, which gives typed `samples`, with its
    /// `sampleUserInfos`: each sample's name and push, as the `userInfo` a notification carries.
    private func sampleExtension(of type: String, _ payloads: [(name: String, payload: JSONValue)], _ p: inout CodePrinter) {
        p.block("nonisolated extension \(type):", "\(runtimeAtFileScope)SamplePushProviding") { p in
            p.block("\(access)static var sampleUserInfos: [(name: Swift.String, userInfo: [Swift.AnyHashable: Any])]") { p in
                // The samples are `PayloadValue` literals, which need no casts; the runtime makes them property-list values.
                let column = p.column + 4
                let items = payloads.map { name, payload in
                    Self.valueLiteral(payload, prefix: SwiftLiteral.string(name) + ": ", column: column)
                }
                p.list("\(namespaceName).PayloadValue.sampleUserInfos([", items, "])")
            }
        }
    }

    /// `prefix` and `value` as a `PayloadValue` literal (strings, numbers, Booleans, arrays and objects, the members
    /// of an object in UTF-8 order), wrapped one member per line where a line starting at `column` would exceed the
    /// width.
    static func valueLiteral(_ value: JSONValue, prefix: String = "", column: Int) -> String {
        switch value {
        case .string(let text): return prefix + SwiftLiteral.wrappedString(text, column: column + prefix.count, width: CodePrinter.width)
        case .integer(let number): return prefix + String(number)
        case .number(let text): return prefix + text
        case .bool(let flag): return prefix + (flag ? "true" : "false")
        case .array(let items):
            return CodePrinter.wrapped(prefix + "[", items.map { valueLiteral($0, column: column + 4) }, "]", column: column)
        case .object(let members):
            guard !members.isEmpty else { return prefix + "[:]" }
            let sorted = members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
            return CodePrinter.wrapped(
                prefix + "[", sorted.map { valueLiteral($0.value, prefix: SwiftLiteral.string($0.key) + ": ", column: column + 4) },
                "]", column: column)
        }
    }
}
