/// Base64 (RFC 4648) decoding of the standard alphabet, with or without `=` padding, and of the URL-safe one
/// (`-` and `_`), for JSON carried Base64-encoded in a push payload (whitespace is not allowed); and encoding,
/// standard alphabet with padding, for the hashes of a page's Content-Security-Policy.
enum Base64 {
    /// `bytes` in the standard alphabet, padded with `=`.
    static func encode(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".unicodeScalars)
        var text = ""
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let a = bytes[index], b = count > 1 ? bytes[index + 1] : 0, c = count > 2 ? bytes[index + 2] : 0
            text.unicodeScalars.append(alphabet[Int(a >> 2)])
            text.unicodeScalars.append(alphabet[Int((a & 0x03) << 4 | b >> 4)])
            text.unicodeScalars.append(count > 1 ? alphabet[Int((b & 0x0F) << 2 | c >> 6)] : "=")
            text.unicodeScalars.append(count > 2 ? alphabet[Int(c & 0x3F)] : "=")
            index += 3
        }
        return text
    }

    /// The bytes `text` encodes, or `nil` when it is not Base64.
    static func decode(_ text: String) -> [UInt8]? {
        var values: [UInt8] = []
        values.reserveCapacity(text.utf8.count)
        var padding = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "=") {
                padding += 1
                continue
            }
            guard padding == 0, let value = value(of: byte) else { return nil }
            values.append(value)
        }
        guard padding <= 2, values.count % 4 != 1, padding == 0 || (values.count + padding) % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(values.count * 3 / 4)
        var index = 0
        while index < values.count {
            let chunk = values[index..<min(index + 4, values.count)]
            let a = chunk[chunk.startIndex], b = chunk[chunk.startIndex + 1]
            bytes.append(a << 2 | b >> 4)
            if chunk.count > 2 {
                let c = chunk[chunk.startIndex + 2]
                bytes.append((b & 0x0F) << 4 | c >> 2)
                if chunk.count > 3 { bytes.append((c & 0x03) << 6 | chunk[chunk.startIndex + 3]) }
            }
            index += 4
        }
        return bytes
    }

    private static func value(of byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): byte - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): byte - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"), UInt8(ascii: "-"): 62
        case UInt8(ascii: "/"), UInt8(ascii: "_"): 63
        default: nil
        }
    }
}
