import SwiftSyntax

/// Finds the code that registers categories: every `setNotificationCategories` call of a file, wherever it is (a
/// function, a closure inside a `return` or a chain, a `switch` case, a `catch` clause, top-level code). Each is
/// evaluated from where it is (``RegistrationInterpreter/evaluateRegistration(_:in:)``), so none is missed for
/// code before it that the import does not model.
enum RegistrationFinder {
    /// The registration calls of `file`, in source order.
    static func calls(in file: ParsedSwiftFile) -> [FunctionCallExprSyntax] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return finder.calls
    }

    /// The names of the types around `node`, outermost first.
    static func typePath(of node: some SyntaxProtocol) -> [String] {
        var path: [String] = []
        var current = node.parent
        while let parent = current {
            if let type = parent.as(StructDeclSyntax.self) { path.insert(type.name.text, at: 0) }
            if let type = parent.as(ClassDeclSyntax.self) { path.insert(type.name.text, at: 0) }
            if let type = parent.as(EnumDeclSyntax.self) { path.insert(type.name.text, at: 0) }
            if let type = parent.as(ActorDeclSyntax.self) { path.insert(type.name.text, at: 0) }
            if let type = parent.as(ExtensionDeclSyntax.self) {
                path.insert(contentsOf: type.extendedType.trimmedDescription.split(separator: ".").map(String.init), at: 0)
            }
            current = parent.parent
        }
        return path
    }
}

/// Collects the calls of `setNotificationCategories`.
private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setNotificationCategories" {
            calls.append(node)
        }
        return .visitChildren
    }
}
