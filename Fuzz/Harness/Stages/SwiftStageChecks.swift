import ActionableCore

/// The invariants of the Swift generator over the model of one definition file.
struct SwiftStageChecks {
    /// The input, as `defs.yaml`.
    let file: SourceFile
    /// The settings: the input's length chooses the access level, so each is generated.
    let settings: GenerationSettings

    init(_ bytes: [UInt8]) {
        file = SourceFile(path: "defs.yaml", contents: bytes)
        settings = GenerationSettings(accessLevel: AccessLevel.allCases[bytes.count % AccessLevel.allCases.count])
    }

    /// Validates the file and, when it is valid, generates Swift and checks that:
    /// - generating twice gives the same bytes, whether the work is split over cores or not;
    /// - the source holds no invisible, private-use or unassigned character outside U+FDD0...U+FDEF;
    /// - the source is lexically balanced (``SwiftTextChecks``): no text of the input escaped a literal or comment.
    func run(_ findings: inout Findings) {
        var compiler = Compiler(settings: settings)
        compiler.parallelism = .sequential
        guard let catalog = compiler.check([file]).catalog else { return }
        let generator = SwiftGenerator(settings: settings)
        let swift = generator.generate(catalog, parallelism: .sequential)
        findings.require(generator.generate(catalog, parallelism: .allCores) == swift, "swift: generating twice gives different bytes")
        let text = swift.text
        let bad = text.unicodeScalars.filter { !TextChecks.isAllowedInSwift($0) }
        findings.require(bad.isEmpty, "swift: the source holds \(bad.map { "U+" + String($0.value, radix: 16) })")
        if let problem = SwiftTextChecks.problem(in: text) {
            findings.require(false, "swift: the source is not balanced at \(problem)")
        }
    }
}
