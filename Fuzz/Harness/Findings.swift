/// The invariants one input broke, each as a message saying what was expected.
struct Findings {
    /// The messages, in the order the checks ran.
    private(set) var messages: [String] = []

    /// Records `message` unless `condition` holds.
    mutating func require(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { messages.append(message()) }
    }
}
