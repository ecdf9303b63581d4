/// Writes JSON straight into text in exactly ``JSONValue``'s layout (2-space indentation, `"key": value`,
/// `[]` and `{}` when empty), for documents too large to build as values first. The caller gives object
/// members in UTF-8 key order, as ``JSONValue`` sorts them; a test re-renders written documents through
/// ``JSONValue`` to check both agree.
struct JSONTextWriter {
    /// The text written so far.
    private(set) var text = UTF8Buffer()
    /// The indentation of the open container's members.
    private var indentation = ""
    /// Whether the innermost open container has no member yet.
    private var isEmpty = true

    /// Writes an object whose members `body` writes with ``member(_:)``.
    mutating func object(_ body: (inout JSONTextWriter) -> Void) {
        container("{", "}", body)
    }

    /// Writes an array whose items `body` writes with ``item()``.
    mutating func array(_ body: (inout JSONTextWriter) -> Void) {
        container("[", "]", body)
    }

    /// Writes an array of strings.
    mutating func array(of strings: [String]) {
        array { writer in
            for string in strings {
                writer.item()
                writer.string(string)
            }
        }
    }

    /// Starts the next member of the open object: its key; its value must follow.
    mutating func member(_ key: String) {
        item()
        JSONValue.writeString(key, to: &text)
        text.write(": ")
    }

    /// Starts the next item of the open array; its value must follow.
    mutating func item() {
        text.write(isEmpty ? "\n" : ",\n")
        text.write(indentation)
        isEmpty = false
    }

    /// Writes a string value.
    mutating func string(_ value: String) {
        JSONValue.writeString(value, to: &text)
    }

    /// Writes an integer value.
    mutating func integer(_ value: Int) {
        text.write(String(value))
    }

    /// Writes `open`, the members `body` writes one level deeper, and `close` (right after `open` when
    /// there is none).
    private mutating func container(_ open: String, _ close: String, _ body: (inout JSONTextWriter) -> Void) {
        let outer = (indentation, isEmpty)
        text.write(open)
        indentation += "  "
        isEmpty = true
        body(&self)
        let hadMembers = !isEmpty
        (indentation, isEmpty) = outer
        if hadMembers {
            text.write("\n")
            text.write(indentation)
        }
        text.write(close)
    }
}
