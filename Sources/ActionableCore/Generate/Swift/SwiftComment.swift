/// The one audited function through which user text becomes Swift comments.
enum SwiftComment {
    /// `text` as `///` (or `//`) comment lines. Text is split at every line terminator Swift or an editor
    /// recognises (CR, LF, CRLF, VT, FF, NEL, LS, PS), because a CR alone ends a `//` comment and the rest of
    /// the line would compile as code; other invisible characters are written as `\u{X}`. Block comments are
    /// never used: user text could close or nest them.
    static func lines(_ text: String, marker: String = "///") -> [String] {
        // Printable ASCII has no line break and nothing to escape: the common case, written as it is.
        if UnicodeText.isPrintableASCII(text) { return [text.isEmpty ? marker : marker + " " + text] }
        var lines: [String] = []
        var current = ""
        var previous: Unicode.Scalar?
        // Scalars kept as written are copied a run at a time, from `runStart` up to the next one that is not.
        let scalars = text.unicodeScalars
        var runStart = scalars.startIndex
        for index in scalars.indices {
            let scalar = scalars[index]
            defer { previous = scalar }
            guard UnicodeText.isLineBreak(scalar) || UnicodeText.needsEscaping(scalar) else { continue }
            current += String(scalars[runStart..<index])
            runStart = scalars.index(after: index)
            if UnicodeText.isLineBreak(scalar) {
                if scalar == "\n", previous == "\r" { continue }
                lines.append(current)
                current = ""
            } else {
                current += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        current += String(scalars[runStart...])
        lines.append(current)
        return lines.map { $0.isEmpty ? marker : "\(marker) \($0)" }
    }
}
