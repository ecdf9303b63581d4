/// A YAML node as the loader builds it from libyaml events: scalars stay text (no YAML 1.1 type guessing),
/// aliases are already replaced by a copy of the anchored node, and every node keeps where it started.
public struct YAMLNode: Hashable, Sendable {
    /// What the node holds.
    public enum Content: Hashable, Sendable {
        /// Text exactly as written, after YAML unescaping and folding.
        case scalar(String, ScalarStyle)
        /// Items in order.
        case sequence([YAMLNode])
        /// Key/value pairs in order (duplicates are kept; the decoder reports them).
        case mapping([MappingEntry])
    }

    /// How a scalar was written.
    public enum ScalarStyle: Hashable, Sendable {
        /// Unquoted.
        case plain
        /// 'single-quoted'.
        case singleQuoted
        /// "double-quoted".
        case doubleQuoted
        /// A `|` block.
        case literal
        /// A `>` block.
        case folded
    }

    /// One key/value pair of a mapping.
    public struct MappingEntry: Hashable, Sendable {
        /// The key node.
        public var key: YAMLNode
        /// The value node.
        public var value: YAMLNode

        /// Creates a pair.
        public init(key: YAMLNode, value: YAMLNode) {
            self.key = key
            self.value = value
        }
    }

    /// The node's content.
    public var content: Content
    /// Where the node starts.
    public var location: SourceLocation
    /// The explicit tag, if one was written (`!!str`, `!custom`); the decoder rejects them.
    public var tag: String?
    /// For a scalar written on one line exactly as its text (plain, or quoted without escapes), where its
    /// first character is; `nil` otherwise. A place inside the text is then this column plus its offset.
    public var textStart: SourceLocation.Position?

    /// Creates a node.
    public init(_ content: Content, at location: SourceLocation, tag: String? = nil) {
        self.content = content
        self.location = location
        self.tag = tag
    }

    /// A short name of the node's kind for messages: "text", "a list" or "a mapping".
    public var kindDescription: String {
        switch content {
        case .scalar: return "text"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
