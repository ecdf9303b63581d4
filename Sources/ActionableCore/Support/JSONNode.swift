/// A JSON value as ``JSONParser`` read it: every value with the place it starts at, object members in the
/// order they were written, and numbers kept as their text, so a document can be checked with exact
/// positions and written again without changing what it did not mean to change.
struct JSONNode: Sendable {
    /// What a value is.
    enum Content: Sendable {
        /// `null`.
        case null
        /// `true` or `false`.
        case bool(Bool)
        /// A number exactly as written (`-0`, `1.50`, `2E10` stay as they are).
        case number(String)
        /// A string, its escapes resolved.
        case string(String)
        /// An array.
        case array([JSONNode])
        /// An object's members, in the order written.
        case object([Member])
    }

    /// One member of an object.
    struct Member: Sendable {
        /// The key, its escapes resolved.
        var key: String
        /// The value.
        var value: JSONNode
    }

    /// What the value is.
    var content: Content
    /// Where the value's first character is.
    var position: SourceLocation.Position

    /// The string, when the value is one.
    var string: String? {
        if case .string(let text) = content { return text }
        return nil
    }

    /// The members, when the value is an object.
    var members: [Member]? {
        if case .object(let members) = content { return members }
        return nil
    }

    /// Whether the value is `null`.
    var isNull: Bool {
        if case .null = content { return true }
        return false
    }

    /// Moves the value and everything in it to `position` (for JSON embedded in a string, whose own places
    /// are not places in the file).
    mutating func relocate(to position: SourceLocation.Position) {
        self.position = position
        switch content {
        case .array(var items):
            for index in items.indices { items[index].relocate(to: position) }
            content = .array(items)
        case .object(var members):
            for index in members.indices { members[index].value.relocate(to: position) }
            content = .object(members)
        default:
            break
        }
    }
}

extension [JSONNode.Member] {
    /// The value of the first member named `key`.
    subscript(key: String) -> JSONNode? {
        first { $0.key == key }?.value
    }
}
