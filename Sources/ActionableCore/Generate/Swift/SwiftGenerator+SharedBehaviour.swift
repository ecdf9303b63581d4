/// What every category type shares, written once per file: the names of the runtime's protocols, and the helpers
/// category types call. A category type then holds only its data and names, which keeps the file about as cheap to
/// build as registration written by hand.
extension SwiftGenerator {
    /// Prints the app's shared names, inside the namespace: `CategoryResponse` (the runtime's protocol), and
    /// `NoAction` when some category has no action. (What responses share, such as the system's action identifiers,
    /// is `ActionableRuntime`'s `NotificationSystem`.)
    func sharedProtocols(_ catalog: Model, _ p: inout CodePrinter) {
        guard generatesApp else { return }
        p.line("/// What every category's `Response` has (`ActionableRuntime.CategoryResponse`). Each is also `Equatable` and")
        p.line("/// `Sendable`: the same case with equal values is the same response.")
        p.line("\(access)typealias CategoryResponse = ActionableRuntime.CategoryResponse")
        if catalog.categories.contains(where: \.actions.isEmpty) {
            p.line()
            p.lines(of: """
                /// The `Action` of a category without actions: it has no case.
                \(access)enum NoAction: CaseIterable, Sendable {
                    /// The action's identifier among all the app's actions.
                    \(access)var id: ActionID { switch self {} }
                }
                """)
        }
    }
}
