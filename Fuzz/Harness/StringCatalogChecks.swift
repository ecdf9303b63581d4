import ActionableCore

/// The invariants of `StringCatalogMerger.merge` over one existing catalog (the manifest entry's payload: both
/// readers take JSON, so every input exercises both).
struct StringCatalogChecks {
    /// Whether diagnostics go through every renderer (JSON and SARIF too); a stage's target leaves those out.
    let everyRenderer: Bool

    /// The whole payload, as `Localizable.xcstrings`.
    let file: SourceFile

    /// Strings to merge: a plain one, one with format arguments whose translations are checked, and one whose key
    /// sorts between others.
    static let strings = [
        LocalizedString(key: "notifications.REPLY.title", value: "Reply", comment: "A button."),
        LocalizedString(key: "inbox.summary", value: "%u more from %@", comment: "A summary."),
        LocalizedString(key: "Key_2", value: "Two\n\"quoted\"", comment: "Text with a line break."),
    ]

    /// Takes the input's payload as the catalog.
    init(input: FuzzInput, everyRenderer: Bool = true) {
        self.everyRenderer = everyRenderer
        file = SourceFile(path: "Localizable.xcstrings", contents: input.payload)
    }

    /// Merges the strings into the catalog and checks that:
    /// - merging twice gives the same bytes and diagnostics;
    /// - there are bytes exactly when there is no error, and diagnostics are well formed;
    /// - the bytes are valid UTF-8 and merge again, cleanly, into the very same bytes (the merge is idempotent).
    func run(_ findings: inout Findings) {
        let merger = StringCatalogMerger(sourceLanguage: "en")
        var diagnostics: [Diagnostic] = []
        let merged = merger.merge(Self.strings, into: file, diagnostics: &diagnostics)
        var again: [Diagnostic] = []
        findings.require(merger.merge(Self.strings, into: file, diagnostics: &again) == merged && again == diagnostics,
                         "catalog: merging twice gives different results")
        findings.require((merged == nil) == diagnostics.containsErrors,
                         "catalog: bytes exist iff there is no error, errors: \(diagnostics.containsErrors)")
        findings.checkDiagnostics(diagnostics, of: [file], from: "catalog", everyRenderer: everyRenderer)
        guard let merged else { return }
        findings.require(Array(String(decoding: merged, as: UTF8.self).utf8) == merged, "catalog: the merged bytes are not UTF-8")
        var remergeDiagnostics: [Diagnostic] = []
        let remerged = merger.merge(Self.strings, into: SourceFile(path: file.path, contents: merged), diagnostics: &remergeDiagnostics)
        findings.require(!remergeDiagnostics.containsErrors, "catalog: the merged catalog does not merge again: \(remergeDiagnostics.map(\.message))")
        findings.require(remerged == merged, "catalog: merging the merged catalog changes it")
    }
}
