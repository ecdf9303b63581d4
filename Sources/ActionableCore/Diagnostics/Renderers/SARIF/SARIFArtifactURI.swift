/// Turns an input path into a SARIF `artifactLocation.uri`: relative to the working directory (the repository
/// root in CI), as code scanning needs, with `./` and empty segments dropped and every byte outside RFC 3986's
/// unreserved characters and `/` percent-encoded (so `:`, `#`, `?`, spaces and non-ASCII names stay one path).
/// A path outside the working directory becomes an absolute `file://` URI.
enum SARIFArtifactURI {
    /// The URI for `path`; `workingDirectory` is absolute, or `nil` to keep relative paths as they are.
    static func uri(for path: String, relativeTo workingDirectory: String?) -> String {
        guard path.hasPrefix("/") else {
            let segments = normalizedSegments(path)
            // A relative path that climbs out of the working directory is made absolute when that is known.
            if segments.first == "..", let workingDirectory {
                return uri(for: workingDirectory + "/" + path, relativeTo: workingDirectory)
            }
            return encoded(segments)
        }
        let segments = normalizedSegments(path)
        if let workingDirectory {
            let base = normalizedSegments(workingDirectory)
            if segments.count > base.count, Array(segments.prefix(base.count)) == base {
                return encoded(Array(segments.dropFirst(base.count)))
            }
        }
        return "file://" + "/" + encoded(segments)
    }

    /// The path's segments with `.` and empty ones dropped and `..` applied where it can be.
    private static func normalizedSegments(_ path: String) -> [String] {
        var segments: [String] = []
        for segment in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..":
                if let last = segments.last, last != ".." { segments.removeLast() } else if !path.hasPrefix("/") { segments.append("..") }
            default: segments.append(String(segment))
            }
        }
        return segments
    }

    private static func encoded(_ segments: [String]) -> String {
        segments.map(encoded).joined(separator: "/")
    }

    private static func encoded(_ segment: String) -> String {
        if segment == ".." { return segment }
        var text = ""
        for byte in segment.utf8 {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                text += "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return text
    }
}
