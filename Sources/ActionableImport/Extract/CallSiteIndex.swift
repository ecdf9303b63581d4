import SwiftSyntax

/// Every call in the files added by the name it calls (`register(...)`, `self.register(...)`,
/// `Notifications.register(...)` are all `register`): where a registering function's parameter gets its value.
struct CallSiteIndex {
    /// A call and the file it is in.
    struct Site {
        /// The call.
        var call: FunctionCallExprSyntax
        /// Its file.
        var file: ParsedSwiftFile
    }

    /// The calls by the base name they call.
    private var sites: [String: [Site]] = [:]

    /// An index of no file's calls.
    init() {}

    /// Adds the calls of `file` (one walk), after those of the files added before it.
    mutating func add(_ file: ParsedSwiftFile) {
        let collector = CallCollector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        for (name, calls) in collector.calls {
            sites[name, default: []].append(contentsOf: calls.map { Site(call: $0, file: file) })
        }
    }

    /// The calls of a function named `name` whose arguments fit `parameters`
    /// (``SwiftSourceIndex/Parameter/match(_:_:)``), in file order.
    func calls(of name: String, parameters: [SwiftSourceIndex.Parameter]) -> [Site] {
        (sites[name] ?? []).filter { SwiftSourceIndex.Parameter.match(parameters, $0.call.arguments).fits }
            .enumerated().sorted { ($0.element.file.number, $0.offset) < ($1.element.file.number, $1.offset) }.map(\.element)
    }
}

/// Collects a file's calls by the name they call.
private final class CallCollector: SyntaxVisitor {
    var calls: [String: [FunctionCallExprSyntax]] = [:]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name: String? = if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            reference.baseName.text
        } else {
            node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
        if let name { calls[name, default: []].append(node) }
        return .visitChildren
    }
}
