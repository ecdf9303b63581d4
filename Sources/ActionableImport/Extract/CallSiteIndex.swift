import SwiftSyntax

/// Every call in the given files by the name it calls (`register(...)`, `self.register(...)`,
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

    /// Indexes the calls of `files` (one walk of each).
    init(files: [ParsedSwiftFile]) {
        for file in files {
            let collector = CallCollector(viewMode: .sourceAccurate)
            collector.walk(file.tree)
            for (name, calls) in collector.calls {
                sites[name, default: []].append(contentsOf: calls.map { Site(call: $0, file: file) })
            }
        }
    }

    /// The calls of a function named `name` whose arguments fit `parameters`
    /// (``SwiftSourceIndex/Parameter/match(_:_:)``), in file order.
    func calls(of name: String, parameters: [SwiftSourceIndex.Parameter]) -> [Site] {
        (sites[name] ?? []).filter { SwiftSourceIndex.Parameter.match(parameters, $0.call.arguments).fits }
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
