/// The texts of samples (`samples:` of a category or push kind): checked as user-visible text, and a localized
/// one's format against the arguments the sample gives it.
extension ValidationSession {
    /// Checks the title, subtitle and body of each of `samples`.
    mutating func checkSampleTexts(_ samples: [SampleDefinition]) {
        for sample in samples {
            for (field, text) in sample.texts {
                let what = "a sample's '\(field)'"
                checkVisibleText(text.text, what: what, isTitle: false)
                checkArguments(of: text, what: what)
            }
        }
    }

    /// A localized text's specifiers are `%@` (or `%1$@`), as many as its `arguments`. (A literal one is shown as
    /// written, `%` and all.)
    private mutating func checkArguments(of text: SampleTextDefinition, what: String) {
        guard text.text.localization != nil else { return }
        let value = text.text.value
        let format = FormatString(value.value)
        for problem in format.problems {
            switch problem {
            case .trailingPercent(let offset):
                diagnostics.append(Diagnostic(
                    .invalidFormat, "\(what) ends with a lone '%'; write '%%' for a percent sign", at: value.place(at: offset)))
            case .unsupported(let written, let offset):
                diagnostics.append(Diagnostic(
                    .invalidFormat,
                    "\(DiagnosticText.quoted(written)) is not supported in \(what): a push's arguments are strings, written %@ or %1$@",
                    at: value.place(at: offset)))
            }
        }
        let others = format.specifiers.filter { $0.conversion != "@" }
        for specifier in others {
            diagnostics.append(Diagnostic(
                .invalidFormat,
                "\(DiagnosticText.quoted(specifier.text)) cannot show a push's argument, which is a string: write %@",
                at: value.place(at: specifier.offset)))
        }
        let given = text.arguments?.value.count ?? 0
        guard format.problems.isEmpty, others.isEmpty, format.argumentCount != given else { return }
        let needed = format.argumentCount == 1 ? "1 argument" : "\(format.argumentCount) arguments"
        diagnostics.append(Diagnostic(
            .invalidSample,
            "\(what) \(DiagnosticText.quoted(value.value)) takes \(needed), and the sample gives \(given): "
                + "write 'arguments' with one string for each %@",
            at: text.arguments?.location ?? value.location))
    }
}
