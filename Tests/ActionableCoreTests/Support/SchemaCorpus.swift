import ActionableCore
import Foundation
import PropertyBased

/// Every input the schema tests validate, what actionable makes of each, and what the schemas make of them
/// (one run of Python for all).
struct SchemaCorpus: Sendable {
    /// What is done with an input: by actionable, and so by its schema.
    enum Verdict: Sendable {
        /// Accepted without errors: every document must validate.
        case accepted
        /// Rejected for its shape (see ``SchemaCorpus/shapeRules``): some document must fail to validate.
        case rejected
    }

    /// One input: a set of definition files, a configuration file, or a manifest.
    struct Input: Sendable {
        /// A name for messages; its documents' names start with it.
        var name: String
        /// Its documents, as JSON.
        var documents: [SchemaValidator.Document]
        /// What actionable does with it; for a manifest, whether this version writes it.
        var verdict: Verdict
        /// What the input was written to be, for the hand-written ones and the examples; `nil` for inputs
        /// taken from other tests, whose verdict is whatever actionable says.
        var intended: Verdict?
    }

    /// The decoder's rules about shape: keys, kinds of values, options and icons. A schema can state each of
    /// them. It cannot state the others: errors of meaning (ids, formats, Swift names, checked across files) and
    /// of YAML itself (`duplicate-key`, since a JSON object holds a key once; tags and merge keys, which are
    /// gone once the YAML is read as JSON; a mapping key that is not text, which JSON cannot hold).
    static let shapeRules: Set<Rule> = [.unknownKey, .wrongType, .missingKey, .unknownOption, .invalidIcon]

    /// The inputs.
    var inputs: [Input]
    /// The schemas' verdicts.
    var report: SchemaValidator.Report

    /// Builds every input and validates them all.
    static func build() throws -> SchemaCorpus {
        let inputs = try definitionInputs() + configurationInputs() + manifestInputs()
        return SchemaCorpus(inputs: inputs, report: try SchemaValidator.validate(inputs.flatMap(\.documents)))
    }

    // MARK: Definitions

    /// The examples, the hand-written inputs, the hostile input, sampled property-test inputs, and every case of
    /// `RuleTests.cases` that actionable accepts or rejects for its shape.
    private static func definitionInputs() throws -> [Input] {
        let root = TestSupport.packageRoot
        let package = "Examples/Package/Sources/Meetings/meetings.notifications.yaml"
        var written: [(name: String, files: [SourceFile], intended: Verdict)] = [
            ("Examples/Definitions", try TestSupport.exampleFiles(), .accepted),
            (package, [SourceFile(path: package, contents: Array(try Data(contentsOf: root.appendingPathComponent(package))))], .accepted),
            ("SchemaInputs.everyKey", [TestSupport.file("every-key.yaml", SchemaInputs.everyKey)], .accepted),
            ("SchemaInputs.scalarForms", [TestSupport.file("scalar-forms.yaml", SchemaInputs.scalarForms)], .accepted),
            ("GeneratedCodeTests.hostileYAML", [TestSupport.file("hostile.yaml", GeneratedCodeTests.hostileYAML)], .accepted),
        ]
        written += SchemaInputs.shapeErrors.enumerated().map { index, error in
            ("SchemaInputs.shapeErrors[\(index)] \(error.rule.rawValue)", [TestSupport.file("defs.yaml", error.yaml)], .rejected)
        }
        var random = Xoshiro(seed: (0x5C4E_4D41, 1, 2, 3))
        for index in 0..<10 {
            let definitions = GeneratedCodePropertyTests.Generators.definitionSet.run(using: &random)
            written.append(("GeneratedCodePropertyTests sample \(index)", [TestSupport.file("defs.yaml", definitions.yaml)], .accepted))
        }
        var inputs = try written.map { input in
            try definitionInput(input.name, input.files, intended: input.intended)
        }
        for (index, ruleCase) in RuleTests.cases.enumerated() {
            let files = ruleCase.files.map { TestSupport.file($0.path, $0.yaml) }
            guard verdict(ofDefinitions: files) != nil else { continue }
            inputs.append(try definitionInput("RuleTests.cases[\(index)] \(ruleCase.rule.rawValue)", files, intended: nil))
        }
        return inputs
    }

    /// What actionable does with `files`: `nil` when it rejects them only for errors no schema can express.
    static func verdict(ofDefinitions files: [SourceFile]) -> Verdict? {
        let errors = Compiler.tested.check(files).diagnostics.filter { $0.severity == .error }
        if errors.isEmpty { return .accepted }
        return errors.contains { shapeRules.contains($0.rule) } ? .rejected : nil
    }

    /// The input of `files` with its verdict and its documents. Throws when actionable rejects the files only for
    /// errors of meaning (a hand-written input that is not what it should be), or a file has no JSON form.
    private static func definitionInput(_ name: String, _ files: [SourceFile], intended: Verdict?) throws -> Input {
        guard let verdict = verdict(ofDefinitions: files) else {
            throw SchemaValidator.Failure(description: "\(name) has errors of meaning only, which no schema can check")
        }
        let documents = try files.map { file in
            SchemaValidator.Document(name: "\(name): \(file.path)", schema: .definitions, json: try YAMLAsJSON.document(file).document)
        }
        return Input(name: name, documents: documents, verdict: verdict, intended: intended)
    }

    // MARK: Configuration files

    /// The example package's configuration file and the hand-written ones.
    private static func configurationInputs() throws -> [Input] {
        let example = "Examples/Package/Sources/Meetings/actionable-config.yaml"
        let texts = [(example, try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(example), encoding: .utf8), Verdict.accepted)]
            + SchemaInputs.configurations.enumerated().map { ("SchemaInputs.configurations[\($0)]", $1, .accepted) }
            + SchemaInputs.badConfigurations.enumerated().map { ("SchemaInputs.badConfigurations[\($0)]", $1, .rejected) }
        return try texts.map { name, yaml, intended in
            let file = TestSupport.file("actionable-config.yaml", yaml)
            var diagnostics: [Diagnostic] = []
            _ = Configuration.decode(file, diagnostics: &diagnostics)
            let document = SchemaValidator.Document(name: name, schema: .configuration, json: try YAMLAsJSON.document(file).document)
            return Input(name: name, documents: [document], verdict: diagnostics.isEmpty ? .accepted : .rejected, intended: intended)
        }
    }

    // MARK: Manifests

    /// The manifest of ``SchemaInputs/everyKeyLocalized``, which uses every optional field of the format.
    static func everyKeyManifest() throws -> String {
        let result = Compiler(settings: GenerationSettings.tested(namespace: "Pushes", accessLevel: .public))
            .compile([TestSupport.file("every-key.yaml", SchemaInputs.everyKeyLocalized)])
        guard let manifest = result.manifest else {
            throw SchemaValidator.Failure(description: "SchemaInputs.everyKeyLocalized does not compile: \(result.diagnostics.map(\.message))")
        }
        return manifest
    }

    /// The example manifest and the every-key one, which this version writes, and edits of the latter that it
    /// never writes: an unknown field at the top, in an action and in a localization, another format version, and
    /// an unknown localization bundle.
    private static func manifestInputs() throws -> [Input] {
        let example = "Examples/Generated/notification-categories.json"
        let everyKey = try everyKeyManifest()
        let manifests = [
            (example, try String(contentsOf: TestSupport.packageRoot.appendingPathComponent(example), encoding: .utf8), Verdict.accepted),
            ("every-key manifest", everyKey, .accepted),
            ("every-key manifest with an unknown top-level field",
             everyKey.replacing(#""formatVersion": 3"#, with: #""formatVersion": 3, "producer": "actionable""#, maxReplacements: 1), .rejected),
            ("every-key manifest with an unknown action field",
             everyKey.replacing(#""identifier": "#, with: #""color": "red", "identifier": "#, maxReplacements: 1), .rejected),
            ("every-key manifest of format 4", everyKey.replacing(#""formatVersion": 3"#, with: #""formatVersion": 4"#), .rejected),
            ("every-key manifest with an unknown payload key field",
             everyKey.replacing(#""optional": "#, with: #""nullable": true, "optional": "#, maxReplacements: 1), .rejected),
            ("every-key manifest with an unknown localization field",
             everyKey.replacing(#""comment": "#, with: #""context": "push", "comment": "#, maxReplacements: 1), .rejected),
            ("every-key manifest with an unknown localization bundle",
             everyKey.replacing(#""bundle": "main""#, with: #""bundle": "app""#), .rejected),
        ]
        return manifests.map { name, json, verdict in
            Input(name: name, documents: [SchemaValidator.Document(name: name, schema: .manifest, json: json)],
                  verdict: verdict, intended: verdict)
        }
    }
}
