import SwiftSyntax

/// Finds the code that registers categories: every body (a function's, an initializer's, an accessor's, a
/// closure's, or a file's top-level code) that calls `setNotificationCategories`, outermost first, each once.
enum RegistrationFinder {
    /// A body that registers, with the types it is nested in.
    struct RegisteringBody {
        /// Its statements.
        var statements: CodeBlockItemListSyntax
        /// The types around it, outermost first.
        var typePath: [String]
    }

    /// The registering bodies of `file`, in source order.
    static func bodies(in file: ParsedSwiftFile) -> [RegisteringBody] {
        let finder = CallFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        var seen: Set<SyntaxIdentifier> = []
        var result: [RegisteringBody] = []
        for call in finder.calls {
            guard let statements = outermostBody(of: call), seen.insert(statements.id).inserted else { continue }
            result.append(RegisteringBody(statements: statements, typePath: typePath(of: statements)))
        }
        return result
    }

    /// The statements of the function, initializer or accessor around `node`, else the file's.
    private static func outermostBody(of node: some SyntaxProtocol) -> CodeBlockItemListSyntax? {
        var current = node.parent
        var found: CodeBlockItemListSyntax?
        while let parent = current {
            if let function = parent.as(FunctionDeclSyntax.self) { return function.body?.statements }
            if let initializer = parent.as(InitializerDeclSyntax.self) { return initializer.body?.statements }
            if let accessor = parent.as(AccessorDeclSyntax.self) { return accessor.body?.statements }
            if let block = parent.as(AccessorBlockSyntax.self), case .getter(let statements) = block.accessors { return statements }
            if let file = parent.as(SourceFileSyntax.self) { return found ?? file.statements }
            if let statements = parent.as(CodeBlockItemListSyntax.self), found == nil,
               parent.parent?.is(ClosureExprSyntax.self) == true {
                found = statements
            }
            current = parent.parent
        }
        return found
    }

    /// The names of the types around `node`, outermost first.
    private static func typePath(of node: some SyntaxProtocol) -> [String] {
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
