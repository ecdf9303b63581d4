import SwiftSyntax

/// Finds the code that registers categories: every `setNotificationCategories` call of a file, wherever it is (a
/// function, a closure inside a `return` or a chain, a `switch` case, a `catch` clause, top-level code). Each is
/// evaluated from where it is (``RegistrationInterpreter/evaluateRegistration(_:in:)``), so none is missed for
/// code before it that the import does not model.
enum RegistrationFinder {
    /// The registration calls of `file`, in source order, and the places it takes `setNotificationCategories` as a
    /// function value (`let register = center.setNotificationCategories`), which the import reports, since it does
    /// not follow where the value is called.
    static func calls(in file: ParsedSwiftFile) -> (calls: [FunctionCallExprSyntax], functionValues: [ExprSyntax]) {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        return (finder.calls, finder.functionValues)
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

/// Collects the calls of `setNotificationCategories`: as a member (`center.setNotificationCategories(...)`), and bare
/// inside the center's own extensions and subclasses; and every other use of the name, as a function value.
private final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    var functionValues: [ExprSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "setNotificationCategories" {
            calls.append(node)
        } else if node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "setNotificationCategories",
                  RegistrationFinder.isInsideCenter(node) {
            calls.append(node)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.declName.baseName.text == "setNotificationCategories", !isCalled(ExprSyntax(node)) { functionValues.append(ExprSyntax(node)) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.baseName.text == "setNotificationCategories", node.parent?.is(MemberAccessExprSyntax.self) != true,
           !isCalled(ExprSyntax(node)), RegistrationFinder.isInsideCenter(node) {
            functionValues.append(ExprSyntax(node))
        }
        return .visitChildren
    }

    /// Whether `node` is what a call calls.
    private func isCalled(_ node: ExprSyntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }
}

extension RegistrationFinder {
    /// Whether `node` is in an extension or subclass of `UNUserNotificationCenter`, where the center's methods are
    /// called by their bare names.
    static func isInsideCenter(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let parent = current {
            if let type = parent.as(ExtensionDeclSyntax.self), type.extendedType.trimmedDescription.hasSuffix("UNUserNotificationCenter") { return true }
            if let type = parent.as(ClassDeclSyntax.self),
               type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription.hasSuffix("UNUserNotificationCenter") }) == true {
                return true
            }
            current = parent.parent
        }
        return false
    }
}
