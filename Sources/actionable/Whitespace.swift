extension StringProtocol {
    /// The text without the spaces, tabs and line breaks at its start and end.
    var trimmingWhitespace: String {
        let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
