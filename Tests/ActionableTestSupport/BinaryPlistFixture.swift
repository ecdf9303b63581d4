/// Binary property lists assembled byte by byte, for tests that need a file no writer makes (one object referred to
/// many times, a hostile offset table).
public enum BinaryPlistFixture {
    /// `bplist00`, `objects` (each its bytes, in order), the offset table (each offset `offsetSize` bytes, big-endian)
    /// and the trailer, which names object `top` the root and gives references `referenceSize` bytes.
    public static func bytes(objects: [[UInt8]], top: Int = 0, offsetSize: Int, referenceSize: Int) -> [UInt8] {
        func bigEndian(_ value: Int, size: Int) -> [UInt8] {
            (0..<size).reversed().map { UInt8(truncatingIfNeeded: value >> ($0 * 8)) }
        }
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let table = bytes.count
        for offset in offsets { bytes += bigEndian(offset, size: offsetSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offsetSize), UInt8(referenceSize)]
        bytes += bigEndian(objects.count, size: 8) + bigEndian(top, size: 8) + bigEndian(table, size: 8)
        return bytes
    }
}
