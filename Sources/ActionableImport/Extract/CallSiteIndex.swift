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

    /// The calls of a function named `name` whose argument labels fit `labels` (a function's parameters' labels,
    /// `nil` for `_`, and whether each has a default value), in file order.
    func calls(of name: String, labels: [(label: String?, hasDefault: Bool)]) -> [Site] {
        (sites[name] ?? []).filter { Self.fits(Array($0.call.arguments.map { $0.label?.text }), labels) }
    }

    /// Whether arguments labelled `arguments` (in order) can be the parameters `parameters`: each parameter is
    /// passed in order, or left out when it has a default value. A trailing closure is not counted.
    private static func fits(_ arguments: [String?], _ parameters: [(label: String?, hasDefault: Bool)]) -> Bool {
        var remaining = arguments[...]
        for parameter in parameters {
            if let next = remaining.first, next == parameter.label {
                remaining = remaining.dropFirst()
            } else if !parameter.hasDefault {
                return false
            }
        }
        return remaining.isEmpty
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
