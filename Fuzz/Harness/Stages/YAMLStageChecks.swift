import ActionableCore

/// The invariants of the YAML loader and the definition decoder over one file.
struct YAMLStageChecks {
    /// The input, as `defs.yaml`.
    let file: SourceFile

    init(_ bytes: [UInt8]) {
        file = SourceFile(path: "defs.yaml", contents: bytes)
    }

    /// Loads and decodes the file and checks that:
    /// - loading and decoding twice give the same results;
    /// - diagnostics are well formed (see ``Findings/checkDiagnostics(_:of:from:)``);
    /// - every category, action and push kind the decoder read is placed inside the file.
    func run(_ findings: inout Findings) {
        let loader = YAMLLoader()
        var diagnostics: [Diagnostic] = []
        let outcome = loader.load(file, diagnostics: &diagnostics)
        let definitions = DefinitionDecoder().decode(outcome, path: file.path, diagnostics: &diagnostics)
        var again: [Diagnostic] = []
        let secondOutcome = loader.load(file, diagnostics: &again)
        let second = DefinitionDecoder().decode(secondOutcome, path: file.path, diagnostics: &again)
        findings.require(outcome == secondOutcome && definitions == second && diagnostics == again,
                         "yaml: loading and decoding twice give different results")
        findings.checkDiagnostics(diagnostics, of: [file], from: "yaml", everyRenderer: false)
        let places = definitions.categories.map(\.location) + definitions.actions.map(\.location) + definitions.pushes.map(\.location)
        let bounds = [file.path: Findings.lineBreakBound(file.contents)]
        for place in places {
            findings.checkLocation(place, of: [file], "yaml: a definition", lineBounds: bounds)
        }
    }
}
