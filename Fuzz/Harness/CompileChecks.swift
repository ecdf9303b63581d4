import ActionableCore

/// The invariants of `Compiler.compile` over the definition files of one input.
struct CompileChecks {
    /// The files, named `a.yaml`, `b.yaml`, … in payload order.
    let files: [SourceFile]
    /// The compiler, with the input's access level.
    let compiler: Compiler

    /// Splits the input's payload into definition files.
    init(input: FuzzInput) {
        files = input.parts(atMost: FuzzInput.maxDefinitionFiles).enumerated().map { index, contents in
            SourceFile(path: String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index))) + ".yaml", contents: contents)
        }
        compiler = Compiler(settings: GenerationSettings(accessLevel: input.accessLevel))
    }

    /// Compiles the files and checks that:
    /// - the result does not depend on the order the files are given in (nor on the run);
    /// - both outputs exist exactly when no diagnostic is an error;
    /// - diagnostics are sorted and well formed (see ``Findings/checkDiagnostics(_:of:from:)``);
    /// - `snapshot` agrees with `compile`;
    /// - the Swift source holds no invisible, private-use or unassigned character outside U+FDD0...U+FDEF;
    /// - the manifest reads back into the compiled snapshot;
    /// - the snapshot, written back as explicit definitions, compiles into itself.
    func run(_ findings: inout Findings) {
        let result = compiler.compile(files)
        let reordered = compiler.compile(files.reversed())
        findings.require(
            result.diagnostics == reordered.diagnostics && result.swiftSource == reordered.swiftSource
                && result.manifest == reordered.manifest,
            "compile: the result depends on the order of the files")
        let failed = result.diagnostics.containsErrors
        findings.require((result.swiftSource == nil) == failed, "compile: Swift source exists iff there is no error, failed: \(failed)")
        findings.require((result.manifest == nil) == failed, "compile: a manifest exists iff there is no error, failed: \(failed)")
        findings.require(zip(result.diagnostics, result.diagnostics.dropFirst()).allSatisfy { !($1 < $0) },
                         "compile: diagnostics are not sorted")
        findings.checkDiagnostics(result.diagnostics, of: files, from: "compile")

        let (snapshot, snapshotDiagnostics) = compiler.snapshot(files)
        findings.require(snapshotDiagnostics == result.diagnostics, "snapshot: diagnostics differ from compile's")
        findings.require((snapshot == nil) == failed, "snapshot: a snapshot exists iff there is no error, failed: \(failed)")

        if let swift = result.swiftSource {
            let bad = swift.unicodeScalars.filter { !TextChecks.isAllowedInSwift($0) }
            findings.require(bad.isEmpty, "compile: the Swift source holds \(bad.map { "U+" + String($0.value, radix: 16) })")
        }
        if let manifest = result.manifest, let snapshot {
            findings.checkRoundTrip(of: manifest, expected: snapshot, from: "compile")
            findings.checkRewrite(of: snapshot, with: compiler)
        }
    }
}
