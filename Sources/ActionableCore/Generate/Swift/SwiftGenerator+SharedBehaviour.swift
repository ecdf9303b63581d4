/// What every category type shares, written once per file: the helpers category types call. A category type then
/// holds only its data and names, which keeps the file about as cheap to build as registration written by hand. (What
/// responses share, such as the system's action identifiers, is `ActionableRuntime`'s `NotificationSystem`.)
extension SwiftGenerator {
    /// Prints, inside the namespace, `NoAction`: the `Action` of a category without actions.
    func noAction(_ p: inout CodePrinter) {
        p.lines(of: """
            /// The `Action` of a category without actions: it has no case.
            \(access)enum NoAction: CaseIterable, Sendable {
                /// The action's identifier among all the app's actions.
                \(access)var id: ActionID { switch self {} }
            }
            """)
    }
}
