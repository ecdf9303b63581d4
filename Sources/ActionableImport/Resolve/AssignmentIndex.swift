import ActionableCore
import SwiftSyntax

/// Where the given Swift files change a variable: every name on the way to an assignment's target (`x = `,
/// `Config.title = `, `self.items += `), an `&` argument or the value a method is called on (`Store.items.append(...)`),
/// with the first place it happens. A stored `var` whose name is here is not read as the value written beside it:
/// the app's code changes it (``RegistrationInterpreter/variableReason(_:)``).
struct AssignmentIndex {
    /// The first place each name is changed.
    private(set) var places: [String: SourcePlace] = [:]

    /// The index of `files`.
    init(files: [ParsedSwiftFile]) {
        for file in files {
            let collector = Collector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            for (name, node) in collector.targets where places[name] == nil { places[name] = file.place(of: node) }
        }
    }

    private final class Collector: SyntaxVisitor {
        var targets: [(String, Syntax)] = []

        /// Every name of the chain `expression` is (`a.b[c].d` gives `d`, `b`, `a`).
        func add(_ expression: ExprSyntax) {
            targets += StatementEffects.targetChain(of: expression)
        }

        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (position, element) in elements.enumerated() where position > 0 && StatementEffects.isAssignment(element) {
                add(elements[position - 1])
            }
            return .visitChildren
        }

        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if StatementEffects.isAssignment(node.operator) { add(node.leftOperand) }
            return .visitChildren
        }

        override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
            add(node.expression)
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base { add(base) }
            return .visitChildren
        }
    }
}
