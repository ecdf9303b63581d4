/// Growing UTF-8 text, as the Swift printer writes it: appending copies the bytes of the appended string,
/// several times cheaper than appending to a `String`; the bytes are what gets written.
struct UTF8Buffer: Sendable {
    /// The text written so far.
    private(set) var bytes: [UInt8] = []

    /// Appends `text`.
    mutating func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes `text` (whole characters).
    mutating func write(_ text: Slice<UnsafeBufferPointer<UInt8>>) {
        bytes.append(contentsOf: text)
    }

    /// Appends the text of `other`.
    mutating func write(_ other: UTF8Buffer) {
        bytes.append(contentsOf: other.bytes)
    }
}
