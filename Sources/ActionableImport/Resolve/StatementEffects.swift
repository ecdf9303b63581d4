import SwiftSyntax

/// What a piece of Swift code may do, read from its syntax alone, for the code the interpreter does not model: which
/// names it may change, and whether it may leave the code around it (`return`, `throw`), jump (`break`, `continue`,
/// `fallthrough`) or throw from a `try`. Closures and nested functions inside it are not its own code for leaving
/// and jumping, but what they change is (a closure may run at once). Every answer errs on the side of "it may", so
/// that what the interpreter does not model becomes a marker rather than nothing.
struct StatementEffects {
    /// The names the code may change: targets of `=` and compound assignments (`x`, `x.y`, `x[i]`), `&x` arguments,
    /// and the bases of method calls (`x.append(...)`, `x.y.removeAll()`), which may be mutating.
    private(set) var changedNames: Set<String> = []
    /// Whether it holds a `return` or `throw` of its own.
    private(set) var leaves = false
    /// Whether a `return` of its own gives a value.
    private(set) var returnsValue = false
    /// Whether it holds a `break`, `continue` or `fallthrough` that leaves it: one not inside a loop or `switch` of
    /// its own that takes it (a labelled one always counts).
    private(set) var jumps = false
    /// Whether it holds a `try` of its own that may throw (not `try?` or `try!`).
    private(set) var mayThrow = false

    /// The effects of `node`.
    init(of node: some SyntaxProtocol) {
        let scanner = Scanner(viewMode: .sourceAccurate)
        scanner.walk(node)
        self = scanner.effects
    }

    private init() {}

    /// What code is taken to do when it was not scanned (the step budget ran out first): anything but naming what
    /// it changes; the registration is then reported as not read whole.
    static let unknown: StatementEffects = {
        var effects = StatementEffects()
        effects.leaves = true
        effects.returnsValue = true
        effects.jumps = true
        effects.mayThrow = true
        return effects
    }()

    /// The names of a target expression's chain, from its last member to its root, each with its node: `d`, `b`, `a`
    /// of `a.b[c].d` (through subscripts, `?`, `!`, `&` and parentheses); empty when the root is not a name.
    static func targetChain(of expression: ExprSyntax) -> [(name: String, node: Syntax)] {
        var chain: [(name: String, node: Syntax)] = []
        var node = expression
        for _ in 0..<RegistrationInterpreter.maximumDepth {
            if let reference = node.as(DeclReferenceExprSyntax.self) {
                return chain + [(reference.baseName.text, Syntax(reference))]
            } else if let member = node.as(MemberAccessExprSyntax.self), let base = member.base {
                chain.append((member.declName.baseName.text, Syntax(member)))
                node = base
            } else if let subscriptCall = node.as(SubscriptCallExprSyntax.self) {
                node = subscriptCall.calledExpression
            } else if let optional = node.as(OptionalChainingExprSyntax.self) {
                node = optional.expression
            } else if let forced = node.as(ForceUnwrapExprSyntax.self) {
                node = forced.expression
            } else if let inout_ = node.as(InOutExprSyntax.self) {
                node = inout_.expression
            } else if let tuple = node.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
                node = only.expression
            } else {
                return []
            }
        }
        return []
    }

    /// The name a target expression changes: `x` of `x`, `x.y`, `x[i]`, `x?.y`, `x!.y`, and `x` of `self.x`.
    static func changedName(of expression: ExprSyntax) -> String? {
        let chain = targetChain(of: expression)
        guard let root = chain.last?.name else { return nil }
        return root == "self" && chain.count > 1 ? chain[chain.count - 2].name : root
    }

    /// Whether `element` of an operator sequence is an assignment: `=`, or a compound one (`+=`, `-=`, ...).
    static func isAssignment(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// A walk that finds what code may change, the one way both the scanner and ``AssignmentIndex`` read it: the
    /// target of each assignment (`=` and compound ones, in a sequence or folded), each `&` argument, and the value
    /// each method is called on (a method may be mutating); each is given to ``mutated(_:)``.
    class MutationWalker: SyntaxVisitor {
        /// Called with each expression the code may change.
        func mutated(_ target: ExprSyntax) {}

        override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
            mutated(node.expression)
            return .visitChildren
        }
        override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
            let elements = Array(node.elements)
            for (position, element) in elements.enumerated() where position > 0 && StatementEffects.isAssignment(element) {
                mutated(elements[position - 1])
            }
            return .visitChildren
        }
        override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
            if StatementEffects.isAssignment(node.operator) { mutated(node.leftOperand) }
            return .visitChildren
        }
        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base { mutated(base) }
            return .visitChildren
        }
    }

    private final class Scanner: MutationWalker {
        var effects = StatementEffects()
        /// How many closures and nested functions the walk is inside.
        var nested = 0
        /// How many loops, and how many `switch`es, of the code the walk is inside.
        var loops = 0
        var switches = 0
        /// The labels of the labelled statements of the code the walk is inside.
        var labels: [String] = []

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { nested += 1; return .visitChildren }
        override func visitPost(_ node: ClosureExprSyntax) { nested -= 1 }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { nested += 1; return .visitChildren }
        override func visitPost(_ node: FunctionDeclSyntax) { nested -= 1 }
        override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { nested += 1; return .visitChildren }
        override func visitPost(_ node: AccessorBlockSyntax) { nested -= 1 }

        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if nested == 0 {
                effects.leaves = true
                effects.returnsValue = effects.returnsValue || node.expression != nil
            }
            return .visitChildren
        }
        override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind {
            if nested == 0 { effects.leaves = true }
            return .visitChildren
        }
        override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
        override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
        override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
        override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
        override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
        override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
        override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { switches += 1; return .visitChildren }
        override func visitPost(_ node: SwitchExprSyntax) { switches -= 1 }

        override func visit(_ node: LabeledStmtSyntax) -> SyntaxVisitorContinueKind { labels.append(node.label.text); return .visitChildren }
        override func visitPost(_ node: LabeledStmtSyntax) { labels.removeLast() }

        override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind { jump(label: node.label?.text, taken: loops + switches > 0) }
        override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind { jump(label: node.label?.text, taken: loops > 0) }
        override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind { jump(label: nil, taken: switches > 0) }
        /// A jump leaves the code unless a loop or `switch` of it takes it (a labelled one: the statement of its label).
        private func jump(label: String?, taken: Bool) -> SyntaxVisitorContinueKind {
            let isTaken = if let label { labels.contains(label) } else { taken }
            if nested == 0, !isTaken { effects.jumps = true }
            return .visitChildren
        }
        override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
            if nested == 0, node.questionOrExclamationMark == nil { effects.mayThrow = true }
            return .visitChildren
        }

        override func mutated(_ target: ExprSyntax) {
            if let name = StatementEffects.changedName(of: target) { effects.changedNames.insert(name) }
        }
    }
}
