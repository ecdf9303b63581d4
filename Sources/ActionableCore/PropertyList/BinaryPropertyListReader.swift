/// Reads a binary property list (`bplist00`, as a built product's `Info.plist` may be) into nodes without positions.
///
/// The file is a table of objects that refer to each other by number, so a hostile one can refer in a cycle, far
/// past its end or to one object many times over: every offset and count is checked against the file, an object that
/// contains itself is refused, the nesting is bounded by ``InputLimits/maxDepth`` and the nodes made (each reference
/// to an object counting again) by ``InputLimits/maxNodes``. A string or data object is decoded once, however many
/// times it is referred to: every reference shares it, so memory stays what the file holds.
struct BinaryPropertyListReader {
    private let bytes: [UInt8]
    private let limits: InputLimits
    private let offsets: [Int]
    private let referenceSize: Int
    private var nodes = 0
    private var open: Set<Int> = []
    /// The strings and data read so far, by object: an object referred to many times is decoded once, and each
    /// reference shares its storage.
    private var leaves: [Int: PropertyListNode] = [:]

    /// The magic number a binary property list starts with.
    static let magic = Array("bplist00".utf8)

    /// Reads `bytes`, a whole file that starts with ``magic``.
    static func read(_ bytes: [UInt8], limits: InputLimits = .default) throws(PropertyListError) -> PropertyListNode {
        // The trailer: 6 unused bytes, the size of an offset, the size of a reference, the number of objects, the top
        // object and where the offset table starts (big-endian, 8 bytes each).
        guard bytes.count >= magic.count + 32 else { throw PropertyListError("the binary property list is cut short") }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6])
        let referenceSize = Int(bytes[trailer + 7])
        let count = unsigned(bytes, at: trailer + 8, size: 8)
        let top = unsigned(bytes, at: trailer + 16, size: 8)
        let table = unsigned(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize),
              let count, let top, let table, count > 0, top < count,
              table >= magic.count, table <= trailer, (trailer - table) / offsetSize >= count
        else { throw PropertyListError("the binary property list's trailer is not valid") }
        var offsets: [Int] = []
        offsets.reserveCapacity(count)
        for object in 0..<count {
            guard let offset = unsigned(bytes, at: table + object * offsetSize, size: offsetSize),
                  offset >= magic.count, offset < table
            else { throw PropertyListError("object \(object) of the binary property list is outside it") }
            offsets.append(offset)
        }
        var reader = BinaryPropertyListReader(bytes: bytes, limits: limits, offsets: offsets, referenceSize: referenceSize)
        return try reader.object(top, depth: 1)
    }

    private init(bytes: [UInt8], limits: InputLimits, offsets: [Int], referenceSize: Int) {
        self.bytes = bytes
        self.limits = limits
        self.offsets = offsets
        self.referenceSize = referenceSize
    }

    /// The object numbered `number`, and what it contains.
    private mutating func object(_ number: Int, depth: Int) throws(PropertyListError) -> PropertyListNode {
        guard number < offsets.count else { throw PropertyListError("a reference to object \(number), which does not exist") }
        guard depth <= limits.maxDepth else {
            throw PropertyListError("the property list nests deeper than \(limits.maxDepth) levels")
        }
        nodes += 1
        guard nodes <= limits.maxNodes else {
            throw PropertyListError("the property list makes more than \(limits.maxNodes) values")
        }
        if let leaf = leaves[number] { return leaf }
        guard open.insert(number).inserted else { throw PropertyListError("object \(number) contains itself") }
        defer { open.remove(number) }
        let start = offsets[number]
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return PropertyListNode(.bool(false))
            case 0x09: return PropertyListNode(.bool(true))
            default: throw PropertyListError("object \(number) is a kind of value property lists do not hold (\(marker))")
            }
        case 0x1:
            let size = 1 << low
            guard size <= 8, let raw = Self.unsigned(bytes, at: start + 1, size: size, wrapping: true) else {
                throw PropertyListError("object \(number) is an integer the tool does not read")
            }
            // 8-byte integers are signed (`raw` holds their bits); shorter ones are not.
            return PropertyListNode(.integer(String(raw)))
        case 0x2, 0x3:
            guard low == 2 || low == 3, let raw = Self.unsigned(bytes, at: start + 1, size: 1 << low, wrapping: true) else {
                throw PropertyListError("object \(number) is a number the tool does not read")
            }
            let bits = UInt64(bitPattern: Int64(raw))
            let value = low == 2 ? Double(Float(bitPattern: UInt32(truncatingIfNeeded: bits))) : Double(bitPattern: bits)
            return PropertyListNode(marker >> 4 == 0x2 ? .real(String(value)) : .date(String(value)))
        case 0x4:
            let (length, first) = try count(low, at: start)
            guard let data = slice(first, length) else { throw PropertyListError("object \(number) runs past the file") }
            return remember(number, PropertyListNode(.data(Base64.encode(Array(data)))))
        case 0x5:
            let (length, first) = try count(low, at: start)
            guard let text = slice(first, length), text.allSatisfy({ $0 < 0x80 }) else {
                throw PropertyListError("object \(number) is not the ASCII text it says it is")
            }
            return remember(number, PropertyListNode(.string(String(decoding: text, as: UTF8.self))))
        case 0x6:
            let (length, first) = try count(low, at: start)
            guard length <= Int.max / 2, let text = slice(first, length * 2) else {
                throw PropertyListError("object \(number) runs past the file")
            }
            let units = stride(from: text.startIndex, to: text.endIndex, by: 2).map { UInt16(text[$0]) << 8 | UInt16(text[$0 + 1]) }
            return remember(number, PropertyListNode(.string(String(decoding: units, as: UTF16.self))))
        case 0xA:
            let (length, first) = try count(low, at: start)
            var items: [PropertyListNode] = []
            for item in 0..<length {
                items.append(try self.object(try reference(at: first, item, of: length), depth: depth + 1))
            }
            return PropertyListNode(.array(items))
        case 0xD:
            let (length, first) = try count(low, at: start)
            guard length <= Int.max / 2 else { throw PropertyListError("object \(number) runs past the file") }
            var entries: [PropertyListNode.Entry] = []
            for entry in 0..<length {
                let key = try self.object(try reference(at: first, entry, of: 2 * length), depth: depth + 1)
                guard let name = key.string else { throw PropertyListError("a key of object \(number) is not text") }
                let value = try self.object(try reference(at: first, length + entry, of: 2 * length), depth: depth + 1)
                entries.append(PropertyListNode.Entry(key: name, keyPosition: nil, value: value))
            }
            return PropertyListNode(.dictionary(entries))
        default:
            throw PropertyListError("object \(number) is a kind of value property lists do not hold (\(marker))")
        }
    }

    /// `leaf`, kept as what object `number` reads as from now on.
    private mutating func remember(_ number: Int, _ leaf: PropertyListNode) -> PropertyListNode {
        leaves[number] = leaf
        return leaf
    }

    /// The count a marker's low nibble gives (or the integer object after it, for 15) and where the contents start.
    private func count(_ low: Int, at start: Int) throws(PropertyListError) -> (Int, Int) {
        guard low == 0x0F else { return (low, start + 1) }
        guard start + 1 < bytes.count, bytes[start + 1] >> 4 == 0x1 else {
            throw PropertyListError("a count in the binary property list is not an integer")
        }
        let size = 1 << Int(bytes[start + 1] & 0x0F)
        guard size <= 8, let count = Self.unsigned(bytes, at: start + 2, size: size), count <= bytes.count else {
            throw PropertyListError("a count in the binary property list is larger than the file")
        }
        return (count, start + 2 + size)
    }

    /// The `index`-th of `count` references that start at `first`.
    private func reference(at first: Int, _ index: Int, of count: Int) throws(PropertyListError) -> Int {
        guard count <= (bytes.count - first) / referenceSize,
              let reference = Self.unsigned(bytes, at: first + index * referenceSize, size: referenceSize)
        else { throw PropertyListError("a reference in the binary property list runs past the file") }
        return reference
    }

    /// `length` bytes from `first`, when the file holds them.
    private func slice(_ first: Int, _ length: Int) -> ArraySlice<UInt8>? {
        guard first <= bytes.count, length <= bytes.count - first else { return nil }
        return bytes[first..<(first + length)]
    }

    /// The big-endian unsigned integer of `size` bytes at `offset`, when the file holds it and (unless `wrapping`) it
    /// fits in `Int`.
    private static func unsigned(_ bytes: [UInt8], at offset: Int, size: Int, wrapping: Bool = false) -> Int? {
        guard offset >= 0, size <= 8, offset <= bytes.count, size <= bytes.count - offset else { return nil }
        var value: UInt64 = 0
        for byte in bytes[offset..<(offset + size)] { value = value << 8 | UInt64(byte) }
        guard wrapping || value <= UInt64(Int.max) else { return nil }
        return Int(truncatingIfNeeded: value)
    }
}
