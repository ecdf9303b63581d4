/// A String Catalog document being written: parts of the existing catalog as they were read, and new parts.
indirect enum CatalogJSON {
    /// A value of the existing catalog, written as it was read (its objects' members in the order read).
    case read(JSONNode)
    /// A string.
    case string(String)
    /// An object whose members are written in this order.
    case object([(key: String, value: CatalogJSON)])

    /// The document's bytes in the layout Xcode writes (``JSONTextWriter/Style/xcode``), without a final newline.
    var bytes: [UInt8] {
        var writer = JSONTextWriter(style: .xcode)
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the value, members in their order.
    func write(to writer: inout JSONTextWriter) {
        switch self {
        case .read(let node): Self.write(node, to: &writer)
        case .string(let text): writer.string(text)
        case .object(let members):
            writer.object { writer in
                for member in members {
                    writer.member(member.key)
                    member.value.write(to: &writer)
                }
            }
        }
    }

    /// Writes a value read from an existing document as it was read: numbers as written, members in order.
    private static func write(_ node: JSONNode, to writer: inout JSONTextWriter) {
        switch node.content {
        case .null: writer.raw("null")
        case .bool(let flag): writer.bool(flag)
        case .number(let text): writer.raw(text)
        case .string(let text): writer.string(text)
        case .array(let items):
            writer.array { writer in
                for item in items {
                    writer.item()
                    write(item, to: &writer)
                }
            }
        case .object(let members):
            writer.object { writer in
                for member in members {
                    writer.member(member.key)
                    write(member.value, to: &writer)
                }
            }
        }
    }
}

/// The members of an object being rewritten: members it already had keep their place, and each member added
/// is inserted right after the last existing member that ``XcodeKeyOrder`` puts before it.
///
/// Keeping the existing order means a catalog is rewritten byte for byte even where ``XcodeKeyOrder`` does not
/// match Xcode's collation; in a catalog sorted as ``XcodeKeyOrder`` sorts, the result is sorted. Inserting
/// *after the last* smaller key, rather than before the first larger one, is the better guess where the two
/// orders disagree: ``XcodeKeyOrder`` puts non-ASCII keys after all ASCII ones, so such a key Xcode sorted
/// early is not taken as the place for every new key that follows it in ASCII.
struct CatalogObject {
    /// The members the object had, with their values as they are now.
    private var kept: [(key: String, value: CatalogJSON)]
    /// Each kept member's index.
    private var index: [String: Int]
    /// The members added.
    private var added: [String: CatalogJSON] = [:]

    /// An object with `members`, or a new, empty one.
    init(_ members: [JSONNode.Member] = []) {
        kept = members.map { (key: $0.key, value: .read($0.value)) }
        index = Dictionary(members.enumerated().map { ($0.element.key, $0.offset) }, uniquingKeysWith: { first, _ in first })
    }

    /// Sets the member `key` to `value`, in its place if the object has it, otherwise as a new member.
    mutating func set(_ key: String, _ value: CatalogJSON) {
        if let position = index[key] {
            kept[position].value = value
        } else {
            added[key] = value
        }
    }

    /// The object: the kept members in their order, the added ones inserted (a merge from the end, so each is
    /// compared only with its neighbours).
    var json: CatalogJSON {
        var remaining = added.map { (key: $0.key, value: $0.value) }.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }
        var reversed: [(key: String, value: CatalogJSON)] = []
        reversed.reserveCapacity(kept.count + remaining.count)
        for member in kept.reversed() {
            while let last = remaining.last, XcodeKeyOrder.precedes(member.key, last.key) {
                reversed.append(last)
                remaining.removeLast()
            }
            reversed.append(member)
        }
        reversed += remaining.reversed()
        return .object(reversed.reversed())
    }
}
