/// Accumulates Swift source line by line with 4-space indentation; a value type, so generators compose
/// by passing it `inout`.
struct CodePrinter {
    /// The text printed so far; every line ends with a newline.
    private(set) var text = ""
    private var indentation = ""

    /// Prints one line at the current indentation (an empty line stays empty, with no trailing spaces).
    mutating func line(_ content: String = "") {
        text += content.isEmpty ? "\n" : indentation + content + "\n"
    }

    /// Prints each of `lines`.
    mutating func lines(_ lines: [String]) {
        for content in lines { line(content) }
    }

    /// Prints each line of `block`, a fixed piece of code written with its own relative indentation.
    mutating func lines(of block: String) {
        lines(block.split(separator: "\n", omittingEmptySubsequences: false).map(String.init))
    }

    /// Prints `body` one level deeper.
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        let outer = indentation
        indentation += "    "
        body(&self)
        indentation = outer
    }

    /// Prints `opening {`, `body` one level deeper, and `}`.
    mutating func block(_ opening: String, _ body: (inout CodePrinter) -> Void) {
        line(opening + " {")
        indented(body)
        line("}")
    }

    /// Prints a call with one argument per line: `prefix(` / `label: value,` ... / `)`.
    mutating func call(_ prefix: String, arguments: [String]) {
        guard !arguments.isEmpty else { return line(prefix + "()") }
        line(prefix + "(")
        indented { printer in
            for (index, argument) in arguments.enumerated() {
                printer.line(argument + (index == arguments.count - 1 ? "" : ","))
            }
        }
        line(")")
    }
}
