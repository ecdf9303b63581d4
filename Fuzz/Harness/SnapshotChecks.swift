import ActionableCore

extension Findings {
    /// Checks that `manifest`, generated from `expected`, reads back through `ManifestReader` without a
    /// problem into the same snapshot, apart from what a manifest does not record (source locations and input
    /// paths), and that `ModelDiffer` finds no change between the two in either direction.
    mutating func checkRoundTrip(of manifest: String, expected: Snapshot, from stage: String) {
        var problems: [Diagnostic] = []
        let file = SourceFile(path: "round-trip.json", contents: Array(manifest.utf8))
        guard let read = ManifestReader().read(file, diagnostics: &problems), problems.isEmpty else {
            return require(false, "\(stage): the generated manifest does not read back: \(TextDiagnosticRenderer().render(problems))")
        }
        require(Self.withoutPlaces(read) == Self.withoutPlaces(expected),
                "\(stage): the manifest reads back as \(Self.withoutPlaces(read)), not \(Self.withoutPlaces(expected))")
        let differ = ModelDiffer()
        for (base, head) in [(expected, read), (read, expected)] {
            let changes = differ.changes(from: base, to: head)
            require(changes.isEmpty, "\(stage): the manifest differs from what it was generated from: \(changes.map(\.message.plainText))")
        }
    }

    /// Checks that the definitions ``DefinitionWriter`` writes from `snapshot` (a clean compile's) compile with
    /// `compiler`, without an error, into the same snapshot apart from places: what the compiler understood,
    /// said explicitly, means the same to it.
    mutating func checkRewrite(of snapshot: Snapshot, with compiler: Compiler) {
        let yaml = DefinitionWriter.definitions(of: snapshot.catalog)
        let (rewritten, problems) = compiler.snapshot([SourceFile(path: "rewritten.yaml", contents: Array(yaml.utf8))])
        guard let rewritten else {
            return require(false, "compile: the definitions written back do not compile: \(TextDiagnosticRenderer().render(problems))\(yaml)")
        }
        require(Self.withoutPlaces(rewritten) == Self.withoutPlaces(snapshot),
                "compile: the definitions written back compile into \(Self.withoutPlaces(rewritten)), not \(Self.withoutPlaces(snapshot))")
    }

    /// `snapshot` without source locations and input paths.
    static func withoutPlaces(_ snapshot: Snapshot) -> Snapshot {
        var result = snapshot
        result.catalog.inputs = []
        result.catalog.categories = result.catalog.categories.map { category in
            var copy = category
            copy.location = nil
            copy.payload = category.payload?.map(\.withoutLocations)
            copy.samples = category.samples.map(\.withoutLocation)
            return copy
        }
        result.catalog.actions = result.catalog.actions.map { action in
            var copy = action
            copy.location = nil
            return copy
        }
        result.catalog.pushes = result.catalog.pushes.map(\.withoutLocations)
        result.catalog.contentExtensions = result.catalog.contentExtensions.map { contentExtension in
            var copy = contentExtension
            copy.location = nil
            return copy
        }
        result.catalog.reservedCategories = result.catalog.reservedCategories.map(withoutPlace)
        result.catalog.reservedActions = result.catalog.reservedActions.map(withoutPlace)
        return result
    }

    private static func withoutPlace(_ reservation: Model.Reservation) -> Model.Reservation {
        var copy = reservation
        copy.location = nil
        return copy
    }
}
