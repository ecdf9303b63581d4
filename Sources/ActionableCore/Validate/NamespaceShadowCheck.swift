/// Checks that no category, action, push kind or content extension gives the namespace's own name to something the
/// generated Swift declares inside the namespace. The generated code names the namespace's members through it
/// (`Namespace.Response`), and inside the namespace a member of that name (a category's case or type, an action's case,
/// a push kind's case or type, a content extension's type) is found first, so the file would not build. Each such name
/// is a `swift-name-collision` error at what gives it. (Payload keys' names and types live inside their category's or
/// kind's types, where the generated code never names the namespace: `SwiftNamingTests` builds both kinds of file.)
enum NamespaceShadowCheck {
    /// The names of `model` that are `namespace`, each reported at the definition that gives it.
    static func diagnostics(_ model: Model, namespace: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        func check(_ names: [String], of what: @autoclosure () -> String, renamedBy remedy: String, at location: SourceLocation?) {
            guard names.contains(namespace), let location else { return }
            diagnostics.append(Diagnostic(
                .swiftNameCollision,
                "\(what()) gets the Swift name \(DiagnosticText.quoted(namespace)), the generated namespace's, which it would "
                    + "hide inside the namespace; give it another \(remedy), or the configuration another 'namespace'",
                at: location))
        }
        for category in model.categories {
            check([category.swiftName, category.typeName], of: "category \(DiagnosticText.quoted(category.identifier))",
                  renamedBy: "'swiftName'", at: category.location)
        }
        for action in model.actions {
            check([action.swiftName], of: "action \(DiagnosticText.quoted(action.identifier))", renamedBy: "'swiftName'", at: action.location)
        }
        for kind in model.pushes {
            check([kind.swiftName, kind.typeName], of: "push kind \(DiagnosticText.quoted(kind.identifier))",
                  renamedBy: "'swiftName'", at: kind.location)
        }
        for contentExtension in model.contentExtensions {
            check([contentExtension.typeName], of: "content extension \(DiagnosticText.quoted(contentExtension.identifier))",
                  renamedBy: "'id'", at: contentExtension.location)
        }
        return diagnostics
    }
}
