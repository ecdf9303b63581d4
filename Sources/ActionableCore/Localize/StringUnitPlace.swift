/// Where a `stringUnit` sits in a catalog: the entry's key, the language, and the variation cases leading to
/// it (`plural` → `one`), for messages.
struct StringUnitPlace {
    /// The entry's key.
    var key: String
    /// The localization's language.
    var language: String
    /// The variation selectors and cases, outermost first.
    var variations: [(selector: String, variation: String)] = []

    /// The place one variation case deeper.
    func appending(selector: String, variation: String) -> StringUnitPlace {
        var place = self
        place.variations.append((selector, variation))
        return place
    }

    /// `the 'fr' <noun> of 'key'`, followed by ` (plural 'one')` inside variations.
    func describe(as noun: String) -> String {
        var text = "the \(DiagnosticText.quoted(language)) \(noun) of \(DiagnosticText.quoted(key))"
        if !variations.isEmpty {
            text += " (" + variations.map { "\(DiagnosticText.escaped($0.selector)) \(DiagnosticText.quoted($0.variation))" }
                .joined(separator: ", ") + ")"
        }
        return text
    }
}
