/// One rule for every name the generator changes: a name derived from the definitions (a category's, action's or push
/// kind's case, a type named after one, a payload value's case) that the generated code declares or uses itself gets a
/// suffix (`_`, `Category`, `Push`, `Value`, `Extension`), and a `renamed-swift-name` warning at the definition says
/// what it became and how to choose another. A name written as `swiftName` that the generated code uses is an error
/// instead: the definitions asked for it. The names reserved are the last release's and do not change between releases
/// (Documentation/APIStability.md, "Names"), so no upgrade renames anything.
extension ValidationSession {
    /// Reports that `what` (`category 'CONTEXT'`) gets the `kind` of name (`type name`) `given` rather than `wanted`;
    /// `remedy` says how to choose another.
    mutating func reportRename(_ what: String, kind: String, given: String, wanted: String, at location: SourceLocation, remedy: String) {
        diagnostics.append(Diagnostic(
            .renamedSwiftName,
            "\(what) gets the \(kind) \(DiagnosticText.quoted(given)), not \(DiagnosticText.quoted(wanted)), which the generated code declares or uses itself; \(remedy)",
            at: location))
    }

    /// Reports the type name a category or push kind gets from `swiftName` when it is not the name capitalised:
    /// `typeName` added a suffix to a name the generated code uses.
    mutating func reportTypeRename(_ what: String, swiftName: String, typeName: String, at location: SourceLocation) {
        let wanted = SwiftIdentifier.capitalized(swiftName)
        guard typeName != wanted, SwiftIdentifier.reservedTypeNames.contains(wanted) else { return }
        reportRename(what, kind: "type name", given: typeName, wanted: wanted, at: location, remedy: "add a 'swiftName' to choose another")
    }

    /// Reports the name of the type a payload key's value (or a union's alternative) needs when it is not its Swift name
    /// capitalised (``SwiftIdentifier/valueTypeName(for:)`` added `Value`).
    mutating func reportValueTypeRename(_ what: String, swiftName: String, type: Model.PayloadType, at location: SourceLocation) {
        guard Self.needsNamedType(type) else { return }
        let given = SwiftIdentifier.valueTypeName(for: swiftName)
        let wanted = SwiftIdentifier.capitalized(swiftName)
        guard given != wanted else { return }
        reportRename(what, kind: "type name", given: given, wanted: wanted, at: location, remedy: "add a 'swiftName' to choose another")
    }
}
