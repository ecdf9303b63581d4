import ActionableCore

/// The invariants of `Configuration.decode` over one configuration file.
struct ConfigurationChecks {
    /// Whether diagnostics go through every renderer (JSON and SARIF too); a stage's target leaves those out.
    let everyRenderer: Bool

    /// Definitions that compile cleanly with any valid namespace and access level but the names they give.
    private static let definitions = SourceFile(
        path: "defs.yaml",
        contents: Array("categories:\n  - id: FUZZ\n    actions:\n      - id: FUZZ_ACTION\n        title: Fuzz\n".utf8))

    /// The Swift names and types the definitions give (`fuzz`, the category's and the action's, and `Fuzz`): a
    /// namespace of one of these names is a `swift-name-collision` error at each that gives it instead.
    private static let givenNames: Set<String> = {
        guard let model = Compiler().check([definitions]).catalog else { return [] }
        return Set(model.categories.flatMap { [$0.swiftName, $0.typeName] } + model.actions.map(\.swiftName))
    }()

    /// The whole payload, as `actionable-config.yaml`.
    let file: SourceFile

    /// Takes the input's payload as the configuration file.
    init(input: FuzzInput, everyRenderer: Bool = true) {
        self.everyRenderer = everyRenderer
        file = SourceFile(path: Configuration.fileNames[0], contents: input.payload)
    }

    /// Decodes the file and checks that:
    /// - decoding twice gives the same settings and diagnostics;
    /// - diagnostics, and the place of every setting, are well formed;
    /// - a namespace the file sets is valid, and compiles with the access level it sets (unless it is a name the
    ///   definitions give, which is refused).
    func run(_ findings: inout Findings) {
        var diagnostics: [Diagnostic] = []
        let configuration = Configuration.decode(file, diagnostics: &diagnostics)
        var again: [Diagnostic] = []
        let second = Configuration.decode(file, diagnostics: &again)
        findings.require(diagnostics == again && configuration == second,
                         "configuration: decoding twice gives different results")
        findings.checkDiagnostics(diagnostics, of: [file], from: "configuration", everyRenderer: everyRenderer)
        let places = [
            configuration.namespace?.location, configuration.accessLevel?.location, configuration.swiftOut?.location,
            configuration.manifestOut?.location, configuration.warningsAsErrors?.location,
        ]
        for place in places.compactMap(\.self) {
            findings.checkLocation(place, of: [file], "configuration: a setting")
        }
        guard let namespace = configuration.namespace?.value else { return }
        findings.require(SwiftIdentifier.isValidNamespace(namespace),
                         "configuration: accepted namespace \(String(reflecting: namespace)) is not valid")
        var compiler = Compiler(settings: GenerationSettings(namespace: namespace, accessLevel: configuration.accessLevel?.value ?? .internal))
        compiler.parallelism = .sequential
        let compiled = compiler.compile([Self.definitions])
        if Self.givenNames.contains(namespace) {
            findings.require(compiled.swiftSource == nil && !compiled.diagnostics.isEmpty
                                && compiled.diagnostics.allSatisfy { $0.rule == .swiftNameCollision },
                             "configuration: namespace \(String(reflecting: namespace)), a name the definitions give, is not refused")
        } else {
            findings.require(compiled.swiftSource != nil && compiled.diagnostics.isEmpty,
                             "configuration: namespace \(String(reflecting: namespace)) does not compile: \(compiled.diagnostics)")
        }
    }
}
