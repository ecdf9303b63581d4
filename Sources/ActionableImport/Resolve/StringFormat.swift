/// `String(format:)` and `stringWithFormat:` over text the import knows, one rule for both languages.
enum StringFormat {
    /// `format` with each `%@` replaced by the next string, and `%%` by `%`; `nil` for any other specifier or an
    /// argument that is not a string.
    static func apply(_ format: String, _ arguments: [String?]) -> String? {
        var result = ""
        var remaining = arguments[...]
        var characters = format[...]
        while let character = characters.popFirst() {
            guard character == "%" else {
                result.append(character)
                continue
            }
            switch characters.popFirst() {
            case "%": result.append("%")
            case "@":
                guard let next = remaining.popFirst(), let text = next else { return nil }
                result += text
            default: return nil
            }
        }
        return remaining.isEmpty ? result : nil
    }
}
