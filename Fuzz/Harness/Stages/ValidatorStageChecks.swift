import ActionableCore

/// The invariants of the validator over one definition file.
struct ValidatorStageChecks {
    /// The input, as `defs.yaml`.
    let file: SourceFile
    /// The compiler, with the default settings, on this thread only (one core, as the target is measured).
    let compiler: Compiler = {
        var compiler = Compiler()
        compiler.parallelism = .sequential
        return compiler
    }()

    init(_ bytes: [UInt8]) {
        file = SourceFile(path: "defs.yaml", contents: bytes)
    }

    /// Validates the file (once: the pipeline target checks that compiling again, the work split over cores, gives
    /// the same) and checks that:
    /// - there is a model exactly when no diagnostic is an error; diagnostics are sorted and well formed;
    /// - the model, written back as explicit definitions, validates into itself (``Findings/checkRewrite(of:with:)``).
    func run(_ findings: inout Findings) {
        let (snapshot, diagnostics) = compiler.snapshot([file])
        findings.require((snapshot == nil) == diagnostics.containsErrors,
                         "validator: a model exists iff there is no error, errors: \(diagnostics.containsErrors)")
        findings.require(zip(diagnostics, diagnostics.dropFirst()).allSatisfy { !($1 < $0) }, "validator: diagnostics are not sorted")
        findings.checkDiagnostics(diagnostics, of: [file], from: "validator", everyRenderer: false)
        if let snapshot { findings.checkRewrite(of: snapshot, with: compiler) }
    }
}
