/// A value of a property list (an `Info.plist`) as its file holds it: what it is, and for an XML file where it is
/// written, so that a check can point at the line and a writer can replace exactly its bytes.
public struct PropertyListNode: Hashable, Sendable {
    /// A property list's value.
    public indirect enum Value: Hashable, Sendable {
        /// `<string>`, with its entities decoded.
        case string(String)
        /// `<integer>`, as written (a binary file's integer, in decimal).
        case integer(String)
        /// `<real>`, as written (a binary file's, as Swift prints the `Double`).
        case real(String)
        /// `<true/>` or `<false/>`.
        case bool(Bool)
        /// `<date>`, as written (a binary file's, as seconds since 2001-01-01).
        case date(String)
        /// `<data>`, as written (Base64; a binary file's, encoded so).
        case data(String)
        /// `<array>`.
        case array([PropertyListNode])
        /// `<dict>`: its entries in the file's order, a repeated key included (a reader keeps the last).
        case dictionary([Entry])
    }

    /// A dictionary's entry: its key, where the key is written, and its value.
    public struct Entry: Hashable, Sendable {
        /// The key, with its entities decoded.
        public var key: String
        /// Where the `<key>` element starts; `nil` in a binary file.
        public var keyPosition: SourceLocation.Position?
        /// The value.
        public var value: PropertyListNode

        /// Creates an entry.
        public init(key: String, keyPosition: SourceLocation.Position?, value: PropertyListNode) {
            self.key = key
            self.keyPosition = keyPosition
            self.value = value
        }
    }

    /// The value.
    public var value: Value
    /// Where its element starts (the `<` of its opening tag); `nil` in a binary file.
    public var position: SourceLocation.Position?
    /// The bytes of its element, from the `<` of its opening tag to the `>` of its closing one; `nil` in a binary
    /// file.
    public var bytes: Range<Int>?

    /// Creates a node.
    public init(_ value: Value, position: SourceLocation.Position? = nil, bytes: Range<Int>? = nil) {
        self.value = value
        self.position = position
        self.bytes = bytes
    }

    /// The value of the last entry with `key`, when this is a dictionary that has one.
    public subscript(key: String) -> PropertyListNode? {
        guard case .dictionary(let entries) = value else { return nil }
        return entries.last { $0.key == key }?.value
    }

    /// The string this is, if it is one.
    public var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    /// The number a `<real>` or `<integer>` holds, when its text is a decimal number (digits, a sign, a point, an
    /// exponent); `nil` otherwise. `Double` alone is not enough: it stops at a NUL, reading `0\u{0}R5` as 0.
    public var number: Double? {
        switch value {
        case .real(let text), .integer(let text):
            guard !text.isEmpty, text.unicodeScalars.allSatisfy({ "0123456789+-.eE".unicodeScalars.contains($0) }) else { return nil }
            return Double(text)
        default:
            return nil
        }
    }
}
