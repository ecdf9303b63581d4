import ActionableCore

/// The invariants of `ModelDiffer.changes` between the two halves of one input.
struct DiffChecks {
    /// Whether diagnostics go through every renderer (JSON and SARIF too); a stage's target leaves those out.
    let everyRenderer: Bool

    /// One side of the comparison.
    struct Side {
        /// The side's file.
        let file: SourceFile
        /// Its snapshot, or `nil` when it has an error.
        let snapshot: Snapshot?
        /// Every problem found reading it.
        let diagnostics: [Diagnostic]

        /// Reads `contents` as a manifest or as definitions compiled with `accessLevel`.
        init(named name: String, contents: [UInt8], isManifest: Bool, accessLevel: AccessLevel) {
            var diagnostics: [Diagnostic] = []
            if isManifest {
                file = SourceFile(path: name + ".json", contents: contents)
                snapshot = ManifestReader().read(file, diagnostics: &diagnostics)
            } else {
                file = SourceFile(path: name + ".yaml", contents: contents)
                var compiler = Compiler(settings: GenerationSettings(accessLevel: accessLevel))
                compiler.parallelism = .sequential  // One side's one file; the compile entry checks the parallel path.
                (snapshot, diagnostics) = compiler.snapshot([file])
            }
            self.diagnostics = diagnostics
        }
    }

    /// The payload before its first NUL.
    let base: Side
    /// The payload after its first NUL (empty when there is none).
    let head: Side

    /// Splits the input's payload into the two sides.
    init(input: FuzzInput, everyRenderer: Bool = true) {
        self.everyRenderer = everyRenderer
        let parts = input.parts(atMost: 2)
        base = Side(named: "base", contents: parts[0], isManifest: input.baseIsManifest, accessLevel: input.accessLevel)
        head = Side(
            named: "head", contents: parts.count > 1 ? parts[1] : [], isManifest: input.headIsManifest,
            accessLevel: input.headAccessLevel)
    }

    /// Compares the sides and checks that:
    /// - each side's diagnostics are well formed, and a side that fails renders as an unusable report;
    /// - the changes are the same when computed again, and sorted;
    /// - each side compares equal to itself;
    /// - every change points into the head side, if anywhere, and its message is one plain line;
    /// - the text report has two lines per change (the change and what to do), plus its first and summary lines;
    ///   every change's advice is one plain line; every format renders.
    func run(_ findings: inout Findings) {
        for side in [base, head] {
            findings.checkDiagnostics(side.diagnostics, of: [side.file], from: "diff \(side.file.path)", everyRenderer: everyRenderer)
        }
        guard let old = base.snapshot, let new = head.snapshot else {
            _ = MarkdownChangeRenderer().renderUnusable(summary: "unusable", errors: base.diagnostics + head.diagnostics)
            return
        }
        let differ = ModelDiffer()
        let changes = differ.changes(from: old, to: new)
        findings.require(differ.changes(from: old, to: new) == changes, "diff: the changes differ when computed again")
        findings.require(changes == changes.sorted(), "diff: the changes are not sorted")
        for side in [old, new] {
            let own = differ.changes(from: side, to: side)
            findings.require(own.isEmpty, "diff: a side differs from itself: \(own.map(\.message.plainText))")
        }
        for change in changes {
            let what = { "diff: change [\(change.rule.rawValue)] \(String(reflecting: change.message.plainText))" }
            findings.require(TextChecks.isPlainLine(change.message.plainText), "\(what()) is not one plain line")
            findings.require(TextChecks.isPlainLine(change.advice.plainText), "\(what()): its advice is not one plain line")
            if let location = change.location { findings.checkLocation(location, of: [head.file], what()) }
        }
        let report = ChangeReport(base: base.file.path, head: head.file.path, changes: changes, threshold: .source)
        let text = ChangeFormat.text.renderer().render(report)
        findings.require(TextChecks.lineBreaks(in: text) == changes.count * 2 + 2,
                         "diff: the text report has \(TextChecks.lineBreaks(in: text)) lines for \(changes.count) changes")
        // SARIF carries the rule catalog: the pipeline target renders it, a stage's leaves it out.
        for format in ChangeFormat.allCases where format != .text && (everyRenderer || format != .sarif) {
            _ = format.renderer().render(report)
        }
    }
}
