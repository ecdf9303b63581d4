/// The one audited function through which user text becomes Swift comments.
enum SwiftComment {
    /// `text` as `///` (or `//`) comment lines. Text is split at every line terminator Swift or an editor
    /// recognises (CR, LF, CRLF, VT, FF, NEL, LS, PS), because a CR alone ends a `//` comment and the rest of
    /// the line would compile as code; other invisible characters are written as `\u{X}`. Block comments are
    /// never used: user text could close or nest them.
    static func lines(_ text: String, marker: String = "///") -> [String] {
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if UnicodeText.isLineBreak(scalar) {
                if scalar == "\n", previous == "\r" { continue }
                lines.append(current)
                current = ""
            } else if UnicodeText.needsEscaping(scalar) {
                current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                current.unicodeScalars.append(scalar)
            }
        }
        lines.append(current)
        return lines.map { $0.isEmpty ? marker : "\(marker) \($0)" }
    }
}
