/// The sample values a preview fills into format strings: how the system would show a hidden-previews
/// placeholder or a summary for a group of notifications.
enum SampleValues {
    /// The count `%u` stands for.
    static let count = 3
    /// What `%@` of a summary stands for (the summary argument of the group's notifications).
    static let summaryArgument = "Alex"

    /// `format` with `%u` (and `%1$u`) as ``count``, `%@` (and `%1$@`) as `argument` and `%%` as `%`; anything else
    /// (which validation already refused) stays as written.
    static func filled(_ format: String, argument: String = summaryArgument) -> String {
        var result = ""
        let scalars = Array(format.unicodeScalars)
        var index = 0
        while index < scalars.count {
            defer { index += 1 }
            guard scalars[index] == "%", index + 1 < scalars.count else {
                result.unicodeScalars.append(scalars[index])
                continue
            }
            var end = index + 1
            if scalars[end] == "%" {
                result += "%"
                index = end
                continue
            }
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            if end > index + 1, end < scalars.count, scalars[end] == "$" { end += 1 } else { end = index + 1 }
            guard end < scalars.count, scalars[end] == "u" || scalars[end] == "@" else {
                result.unicodeScalars.append(scalars[index])
                continue
            }
            result += scalars[end] == "u" ? String(count) : argument
            index = end
        }
        return result
    }
}
