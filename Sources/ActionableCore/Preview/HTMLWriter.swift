/// Builds an HTML document as text. Tag and attribute names are the caller's constants; every attribute value
/// and every piece of text goes through ``HTMLText/escaped(_:)``. Only ``trusted(_:)`` adds markup as it is,
/// and only the page's own constant markup is given to it.
struct HTMLWriter {
    /// The document so far.
    private(set) var html = ""

    /// Opens `tag` with `attributes` (a `nil` value leaves the attribute out; an empty one writes it bare).
    mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:]) {
        html += "<" + tag
        for (name, value) in attributes {
            guard let value else { continue }
            html += value.isEmpty ? " " + name : " " + name + "=\"" + HTMLText.escaped(value) + "\""
        }
        html += ">"
    }

    /// Closes `tag`.
    mutating func close(_ tag: String) {
        html += "</" + tag + ">"
    }

    /// `<tag attributes>text</tag>`.
    mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// `<tag attributes>`, the content `body` writes, `</tag>`.
    mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, String?> = [:], _ body: (inout HTMLWriter) -> Void) {
        open(tag, attributes)
        body(&self)
        close(tag)
    }

    /// `text`, escaped.
    mutating func text(_ text: String) {
        html += HTMLText.escaped(text)
    }

    /// A line break in the source, for people reading it; it changes nothing on the page.
    mutating func newline() {
        html += "\n"
    }

    /// Markup written as it is: only the page's own constants (the document's head, its style sheet).
    mutating func trusted(_ markup: String) {
        html += markup
    }
}
