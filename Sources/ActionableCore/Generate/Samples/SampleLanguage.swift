/// A language to write the samples' localized texts in (`actionable samples --strings-catalog FILE --language CODE`):
/// where a push would carry a text's key for the device to look up, it carries the text a device in that
/// language shows, from the String Catalog's translations; a server that localizes its pushes itself sends that.
public struct SampleLanguage: Sendable {
    /// The language's code, as the catalog names it (`fr`, `pt-BR`).
    public let code: String
    /// The catalog's translations.
    let translations: PreviewTranslations

    /// The language `code` of `translations`; `nil` when the catalog has no strings in it (and it is not the
    /// catalog's source language).
    public init?(_ code: String, in translations: PreviewTranslations) {
        guard translations.languages.contains(code) else { return nil }
        self.code = code
        self.translations = translations
    }

    /// What a device in this language shows for `text`, and what the catalog says of its translation: a missing
    /// one shows the development language's text, as the device does.
    func shown(_ text: Model.SampleText) -> (text: String, lookup: PreviewTranslations.Lookup) {
        let lookup = translations.lookup(text.text, in: code)
        switch lookup {
        case .translated(let value), .stale(let value): return (text.shown(as: value), lookup)
        case .missing: return (text.shown, lookup)
        }
    }

    /// A `missing-translation` warning for each localized text of `model`'s samples that has no current translation
    /// in this language, at its sample.
    public func problems(_ model: Model) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        func check(_ samples: [Model.Sample], of owner: String) {
            for sample in samples {
                for (field, text) in sample.texts {
                    guard let key = text.text.localization?.key else { continue }
                    let state: String
                    switch shown(text).lookup {
                    case .translated: continue
                    case .missing: state = "has no \(DiagnosticText.quoted(code)) translation in the strings catalog; the development language's text is written"
                    case .stale: state = "has a \(DiagnosticText.quoted(code)) translation the catalog marks for review or made for other text; it is written"
                    }
                    problems.append(Diagnostic(
                        .missingTranslation,
                        "the \(field.rawValue) of sample \(DiagnosticText.quoted(sample.name)) of \(owner) (key \(DiagnosticText.quoted(key))) \(state)",
                        at: sample.location ?? SourceLocation(path: "")))
                }
            }
        }
        for category in model.categories { check(category.samples, of: "category \(DiagnosticText.quoted(category.identifier))") }
        for kind in model.pushes { check(kind.samples, of: "push kind \(DiagnosticText.quoted(kind.identifier))") }
        return problems
    }
}
