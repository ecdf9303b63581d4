import ActionableCore

/// The invariants of `validate-payload`'s JSON reader and value checks over one push.
struct PayloadStageChecks {
    /// Definitions that declare every payload type, encoding and constraint, a keyless category and push kinds
    /// recognised by a value, by a key and by being silent.
    static let definitions = """
        categories:
          - id: EVERY
            actions: [{ id: OK, title: OK }]
            payload:
              S: string
              I: { type: int, minimum: 1, maximum: 100, optional: true }
              D: { type: double, minimum: -1.5, optional: true }
              B: { type: bool, optional: true }
              U: { type: url, optional: true }
              R: { type: url, relative: true, optional: true }
              T: { type: date, optional: true }
              ID: { type: uuid, optional: true }
              E: { values: [a, b], optional: true }
              L: { type: "[int]", optional: true }
              M: { type: map, of: string, optional: true }
              O: { type: object, properties: { x: string, y: { type: int, optional: true } }, optional: true, together: [E] }
              P: { type: string, pattern: "^[a-z]+[0-9]*$", optional: true }
              X: { type: "[int]", encoding: text, separator: ",", optional: true }
              Y: { type: bool, encoding: text, textValues: ["1", "0"], optional: true }
              J: { type: object, properties: { a: int }, encoding: json, optional: true }
              Z: { type: "[string]", encoding: base64json, optional: true }
              A: { anyOf: [int, { type: "[string]", swiftName: strings }], optional: true }
          - id: PLAIN
            actions: [{ id: NO, title: "No" }]
        pushes:
          - { id: ping, match: { key: type, value: ping }, payload: { seq: int } }
          - { id: sync, silent: true }
          - { id: avatar, match: { key: avatar }, payload: { avatar: url } }
        """

    /// The validator for ``definitions``; `nil` if they do not compile (a finding of every input). Built on this
    /// thread (`Fuzz/lsan.supp` names this function: LeakSanitizer cannot follow the static's indirect enums).
    static let validator: PushPayloadValidator? = makeValidator()

    private static func makeValidator() -> PushPayloadValidator? {
        let file = SourceFile(path: "defs.yaml", contents: Array(definitions.utf8))
        var diagnostics: [Diagnostic] = []
        let decoded = DefinitionDecoder().decode(YAMLLoader().load(file, diagnostics: &diagnostics), path: file.path, diagnostics: &diagnostics)
        return Validator().validate([decoded], inputs: [file.path], diagnostics: &diagnostics, parallelism: .sequential)
            .map { PushPayloadValidator(model: $0) }
    }

    /// The push, as `push.json`.
    let file: SourceFile
    /// The push kind the header byte names the push as (`--push`), or `nil` to check it as the app reads it.
    let kindIndex: Int?

    /// The first byte chooses how the rest is checked: 0 as the app reads it, 1, 2, 3 as the push kinds in order.
    init(_ bytes: [UInt8]) {
        let header = Int(bytes.first ?? 0) % 4
        kindIndex = header == 0 ? nil : header - 1
        file = SourceFile(path: "push.json", contents: Array(bytes.dropFirst()))
    }

    /// Validates the push and checks that:
    /// - validating twice gives the same diagnostics;
    /// - diagnostics are well formed (see ``Findings/checkDiagnostics(_:of:from:)``), every one a payload rule's;
    /// - the same push with a space before it has the same problems, moved one column on its first line (places are
    ///   where the JSON is, not where the reader happened to be).
    func run(_ findings: inout Findings) {
        guard let validator = Self.validator else { return findings.require(false, "payload: the definitions do not compile") }
        let kind = kindIndex.map { validator.model.pushes[$0] }
        let diagnostics = validator.validate(file, as: kind)
        findings.require(validator.validate(file, as: kind) == diagnostics, "payload: validating twice gives different results")
        findings.checkDiagnostics(diagnostics, of: [file], from: "payload", everyRenderer: false)
        guard file.contents.count < validator.limits.maxFileBytes - 1 else { return }
        let padded = validator.validate(SourceFile(path: file.path, contents: [0x20] + file.contents), as: kind)
        let moved = diagnostics.map { diagnostic in
            var copy = diagnostic
            copy.location = Self.shifted(diagnostic.location)
            copy.notes = diagnostic.notes.map { note in
                var copy = note
                copy.location = Self.shifted(note.location)
                return copy
            }
            return copy
        }
        findings.require(padded.map(\.message) == moved.map(\.message) && padded.map(\.location) == moved.map(\.location),
                         "payload: a space before the push changes its problems: \(padded.map(\.message)) at \(padded.map(\.location)), "
                             + "not \(moved.map(\.message)) at \(moved.map(\.location))")
    }

    /// `location` one column to the right when it is on the first line.
    private static func shifted(_ location: SourceLocation) -> SourceLocation {
        guard let position = location.position, position.line == 1 else { return location }
        var copy = location
        copy.position = SourceLocation.Position(line: 1, column: position.column + 1)
        return copy
    }
}
