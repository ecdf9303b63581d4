/// The size APNs counts: the bytes of a payload written without whitespace, as servers send it, so that a
/// payload file kept indented for review is measured as it will be sent.
enum PayloadSize {
    /// The UTF-8 byte count of `node` written compactly, strings escaped as JSON requires (`"`, `\`, control
    /// characters) and nothing else.
    static func compactSize(of node: JSONNode) -> Int {
        switch node.content {
        case .null: 4
        case .bool(let value): value ? 4 : 5
        case .number(let text): text.utf8.count
        case .string(let text): stringSize(text)
        case .array(let items): 2 + max(items.count - 1, 0) + items.reduce(0) { $0 + compactSize(of: $1) }
        case .object(let members):
            2 + max(members.count - 1, 0) + members.reduce(0) { $0 + stringSize($1.key) + 1 + compactSize(of: $1.value) }
        }
    }

    private static func stringSize(_ text: String) -> Int {
        var size = 2
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x09, 0x0A, 0x0C, 0x0D: size += 2
            case 0..<0x20: size += 6
            default: size += 1
            }
        }
        return size
    }
}
