/// Text compared scalar by scalar, as Apple compares identifiers. Swift's `String` `==` treats canonically
/// equivalent text as equal (`é` and `e` followed by U+0301), so a set or dictionary of identifiers keyed by
/// `String` would merge two ids the system keeps apart; keyed by `ExactText`, it never does.
public struct ExactText: Hashable, Sendable {
    /// The text.
    public let text: String

    /// Wraps `text`.
    public init(_ text: String) {
        self.text = text
    }

    /// Whether the two texts have the same Unicode scalars. UTF-8 encodes every scalar sequence as exactly one
    /// byte sequence, so comparing the bytes compares the scalars.
    public static func == (lhs: ExactText, rhs: ExactText) -> Bool {
        var left = lhs.text
        var right = rhs.text
        return left.withUTF8 { leftBytes in
            right.withUTF8 { rightBytes in
                leftBytes.count == rightBytes.count && leftBytes.elementsEqual(rightBytes)
            }
        }
    }

    /// Hashes the UTF-8 bytes (the scalars, one to one) and their count.
    public func hash(into hasher: inout Hasher) {
        var text = text
        text.withUTF8 { bytes in
            hasher.combine(bytes.count)
            hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
        }
    }
}

/// A dictionary keyed by identifiers compared exactly (``ExactText``), read and written with `String`s, so
/// that two ids differing only in Unicode normalization stay two entries.
struct IDMap<Value>: Sequence {
    private var storage: [ExactText: Value] = [:]

    /// An empty map.
    init() {}

    /// A map of `pairs`; of two pairs with one id, the first is kept.
    init(_ pairs: some Sequence<(String, Value)>) {
        for (id, value) in pairs where storage[ExactText(id)] == nil { storage[ExactText(id)] = value }
    }

    /// The value of `id`.
    subscript(_ id: String) -> Value? {
        get { storage[ExactText(id)] }
        set { storage[ExactText(id)] = newValue }
    }

    /// The value of `id`, or `defaultValue` when there is none.
    subscript(_ id: String, default defaultValue: @autoclosure () -> Value) -> Value {
        get { storage[ExactText(id)] ?? defaultValue() }
        set { storage[ExactText(id)] = newValue }
    }

    /// Every id.
    var keys: [String] { storage.keys.map(\.text) }

    /// The same ids with `transform` applied to each value.
    func mapValues<T>(_ transform: (Value) -> T) -> IDMap<T> {
        IDMap<T>(storage.map { ($0.key.text, transform($0.value)) })
    }

    /// The entries, in no particular order.
    func makeIterator() -> AnyIterator<(key: String, value: Value)> {
        var inner = storage.makeIterator()
        return AnyIterator { inner.next().map { (key: $0.key.text, value: $0.value) } }
    }
}
