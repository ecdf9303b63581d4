import ActionableCore
import SwiftSyntax

/// Where a Swift file changes a variable: every name on the way to an assignment's target (`x = `,
/// `Config.title = `, `self.items += `), an `&` argument or the value a method is called on (`Store.items.append(...)`),
/// with the first place it happens. A stored `var` whose name is here is not read as the value written beside it:
/// the app's code changes it (``RegistrationInterpreter/variableReason(_:)``).
struct AssignmentIndex {
    /// The first place each name is changed.
    private(set) var places: [String: SourcePlace] = [:]

    /// The index of `file`.
    init(file: ParsedSwiftFile) {
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(file.tree)
        for (name, node) in collector.targets where places[name] == nil { places[name] = file.place(of: node) }
    }

    /// Every name of the chain each changed expression is (`a.b[c].d` gives `d`, `b`, `a`).
    private final class Collector: StatementEffects.MutationWalker {
        var targets: [(String, Syntax)] = []

        override func mutated(_ target: ExprSyntax) {
            targets += StatementEffects.targetChain(of: target)
        }
    }
}
