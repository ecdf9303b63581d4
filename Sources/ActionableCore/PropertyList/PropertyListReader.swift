/// Reads a property list file, XML (with positions) or binary (`bplist00`), as its first bytes say.
public enum PropertyListReader {
    /// The root value of the property list `bytes` hold.
    public static func read(_ bytes: [UInt8], limits: InputLimits = .default) throws(PropertyListError) -> PropertyListNode {
        guard bytes.count <= limits.maxFileBytes else {
            throw PropertyListError("the file is larger than \(limits.maxFileBytes) bytes")
        }
        if bytes.starts(with: BinaryPropertyListReader.magic) { return try BinaryPropertyListReader.read(bytes, limits: limits) }
        if bytes.starts(with: Array("bplist".utf8)) {
            throw PropertyListError("a binary property list of a version other than 00")
        }
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        if let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }), first != UInt8(ascii: "<") {
            throw PropertyListError("not an XML or binary property list (an old-style text property list is not read)")
        }
        return try XMLPropertyListReader.read(bytes, limits: limits)
    }
}
