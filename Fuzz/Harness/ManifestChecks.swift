import ActionableCore

/// The invariants of `ManifestReader.read` over one manifest.
struct ManifestChecks {
    /// Whether diagnostics go through every renderer (JSON and SARIF too); a stage's target leaves those out.
    let everyRenderer: Bool

    /// The whole payload, as `manifest.json`.
    let file: SourceFile

    /// Takes the input's payload as the manifest.
    init(input: FuzzInput, everyRenderer: Bool = true) {
        self.everyRenderer = everyRenderer
        file = SourceFile(path: "manifest.json", contents: input.payload)
    }

    /// Reads the manifest and checks that:
    /// - reading twice gives the same snapshot and diagnostics;
    /// - there is a snapshot exactly when there is no error, and diagnostics are well formed;
    /// - a snapshot compares equal to itself (no change);
    /// - the manifest generated from a snapshot reads back into the same snapshot (its namespace and access
    ///   level filled in with the defaults when the manifest lacked them).
    func run(_ findings: inout Findings) {
        let reader = ManifestReader()
        var diagnostics: [Diagnostic] = []
        let snapshot = reader.read(file, diagnostics: &diagnostics)
        var again: [Diagnostic] = []
        findings.require(reader.read(file, diagnostics: &again) == snapshot && again == diagnostics,
                         "manifest: reading twice gives different results")
        findings.require((snapshot == nil) == diagnostics.containsErrors,
                         "manifest: a snapshot exists iff there is no error, errors: \(diagnostics.containsErrors)")
        findings.checkDiagnostics(diagnostics, of: [file], from: "manifest", everyRenderer: everyRenderer)
        guard let snapshot else { return }
        let changes = ModelDiffer().changes(from: snapshot, to: snapshot)
        findings.require(changes.isEmpty, "manifest: a snapshot differs from itself: \(changes.map(\.message.plainText))")
        let namespace = snapshot.namespace ?? GenerationSettings.defaultNamespace
        let accessLevel = snapshot.accessLevel ?? .internal
        let regenerated = ManifestGenerator(settings: GenerationSettings(namespace: namespace, accessLevel: accessLevel)).generate(snapshot.catalog).text
        findings.checkRoundTrip(
            of: regenerated, expected: Snapshot(catalog: snapshot.catalog, namespace: namespace, accessLevel: accessLevel),
            from: "manifest")
    }
}
