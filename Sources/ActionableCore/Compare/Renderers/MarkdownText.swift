/// The one place where text is made safe for GitHub-flavoured Markdown in a pull-request comment.
///
/// User text (ids, titles, paths) goes into code spans, where Markdown, HTML, `@mentions`, `#123` references
/// and `:emoji:` are not interpreted; control and bidirectional characters are first escaped as `\u{XX}`
/// by ``DiagnosticText``, so no text can break a line or a list. Prose gets a backslash before every ASCII
/// punctuation character Markdown could read as syntax.
enum MarkdownText {
    /// `text` as a code span, with a backtick fence longer than any run of backticks inside it; a long text is
    /// cut as ``DiagnosticText/shortened(_:)`` does.
    static func code(_ text: String) -> String {
        let content = DiagnosticText.escaped(DiagnosticText.shortened(text))
        guard !content.isEmpty else { return "*(empty)*" }
        let fence = String(repeating: "`", count: longestBacktickRun(in: content) + 1)
        // CommonMark strips one space from each end when both ends are spaces, and a fence needs a space
        // next to content that starts or ends with a backtick.
        let needsPadding = content.first == "`" || content.last == "`" || (content.first == " " && content.last == " ")
        let padding = needsPadding ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// Lines of output (already escaped by ``DiagnosticText``) as a fenced code block whose fence is longer
    /// than any run of backticks inside.
    static func codeBlock(_ text: String) -> String {
        let fence = String(repeating: "`", count: max(3, longestBacktickRun(in: text) + 1))
        return fence + "text\n" + text + (text.hasSuffix("\n") ? "" : "\n") + fence + "\n"
    }

    /// Prose written by actionable, with Markdown syntax characters escaped.
    static func prose(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if syntax.contains(scalar) { result += "\\" }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// A change message: prose escaped, user text as code spans.
    static func message(_ message: ChangeMessage) -> String {
        message.parts.map { part in
            switch part {
            case .prose(let text): return prose(text)
            case .userText(let text): return code(text)
            }
        }.joined()
    }

    private static func longestBacktickRun(in text: String) -> Int {
        var longest = 0
        var run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        return longest
    }

    private static let syntax: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "#", "~", "&", "@", "!"]
}
