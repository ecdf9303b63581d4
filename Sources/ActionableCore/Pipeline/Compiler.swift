/// The whole pipeline, in memory: load (libyaml events → nodes) → decode (nodes → definitions) →
/// validate (definitions → catalog) → generate (catalog → Swift source, manifest, and strings catalog).
///
/// Every stage reports all the problems it finds; nothing is generated if any stage found an error.
/// The caller reads and writes files (see the `actionable` command).
///
/// Files are loaded and decoded on all cores, and the Swift file and the manifest are generated at the
/// same time, unless ``parallelism`` is ``Parallelism/sequential``; results are assembled in path order, so
/// diagnostics and outputs are byte-for-byte the same either way.
public struct Compiler: Sendable {
    /// Loads files into nodes.
    public var loader: YAMLLoader
    /// Decodes nodes into definitions.
    public var decoder = DefinitionDecoder()
    /// Checks definitions and resolves the model; built from ``settings``.
    public let validator: Validator
    /// Generates the Swift file; built from ``settings``.
    public let swiftGenerator: SwiftGenerator
    /// Generates the manifest; built from ``settings``.
    public let manifestGenerator: ManifestGenerator
    /// What shapes the generated files (namespace, access level, localization, Swift-name prefixes).
    public let settings: GenerationSettings
    /// Severities set per rule (`rules:`, `--rule`), applied to every diagnostic before deciding whether
    /// anything is generated.
    public var ruleSeverities = RuleSeverities()
    /// The extensions' `Info.plist` files a configuration names, compared with the definitions after they check.
    public var extensionPlists = ExtensionPlists()
    /// Whether independent work runs on all cores (the default) or on the calling thread only; `sequential`
    /// is for the test and the benchmark that check both give the same bytes.
    public var parallelism = Parallelism.allCores

    /// Creates a compiler that generates with `settings` and reads inputs within `limits`.
    public init(settings: GenerationSettings = GenerationSettings(), limits: InputLimits = .default) {
        self.settings = settings
        loader = YAMLLoader(limits: limits)
        validator = Validator(swiftNameStripPrefixes: settings.swiftNameStripPrefixes)
        swiftGenerator = SwiftGenerator(settings: settings)
        manifestGenerator = ManifestGenerator(settings: settings)
    }

    /// What checking produced: the catalog (when there is no error) and every diagnostic, sorted.
    public struct CheckResult: Sendable {
        /// The resolved catalog, or `nil` if any error was found.
        public var catalog: Model?
        /// Every problem found, sorted by file, line and column.
        public var diagnostics: [Diagnostic]
    }

    /// What compiling produced: the outputs (when there is no error) and every diagnostic, sorted.
    public struct CompileResult: Sendable {
        /// The generated files: the Swift source, the manifest and, when one was asked for, the strings
        /// catalog; none if any error was found.
        public var files: [GeneratedFile]
        /// Every problem found, sorted by file, line and column.
        public var diagnostics: [Diagnostic]

        /// The generated file with `role`, if any.
        public func file(_ role: GeneratedFile.Role) -> GeneratedFile? {
            files.first { $0.role == role }
        }

        /// The generated Swift source as text, or `nil` if any error was found.
        public var swiftSource: String? { file(.swift)?.text }
        /// The generated JSON manifest as text, or `nil` if any error was found.
        public var manifest: String? { file(.manifest)?.text }
    }

    /// Loads, decodes and validates `files`. Files are read in path order (UTF-8 byte order of the paths
    /// as given); a path given twice is read once.
    public func check(_ files: [SourceFile]) -> CheckResult {
        var seen: Set<String> = []
        let ordered = files.sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            .filter { seen.insert($0.path).inserted }
        let decoded = parallelism.map(ordered.count) { [loader, decoder] index in
            var diagnostics: [Diagnostic] = []
            let file = ordered[index]
            let definitions = decoder.decode(loader.load(file, diagnostics: &diagnostics), path: file.path, diagnostics: &diagnostics)
            return (definitions: definitions, diagnostics: diagnostics)
        }
        let definitions = decoded.map(\.definitions)
        var diagnostics = decoded.flatMap(\.diagnostics)
        var catalog = validator.validate(
            definitions, inputs: ordered.map(\.reproduciblePath), diagnostics: &diagnostics, parallelism: parallelism,
            ruleSeverities: ruleSeverities)
        if let checked = catalog {
            diagnostics += SampleChecks.diagnostics(checked)
            diagnostics += NamespaceShadowCheck.diagnostics(checked, namespace: settings.namespace)
            let found = ExtensionPlistDiscovery.assign(
                extensionPlists.found, model: checked,
                named: Set(extensionPlists.content.map(\.file.path) + (extensionPlists.service.map { [$0.path] } ?? [])))
            diagnostics += found.diagnostics
            diagnostics += ExtensionPlistCheck.differences(
                checked, contentPlists: extensionPlists.content + found.content, servicePlist: extensionPlists.service ?? found.service,
                unreadable: extensionPlists.unreadable)
        }
        diagnostics = ruleSeverities.apply(to: diagnostics)
        if diagnostics.containsErrors { catalog = nil }
        // The same problem found twice (the same text copied by aliases to one place) is printed once.
        var reported: Set<Diagnostic> = []
        let distinct = diagnostics.sorted().filter { reported.insert($0).inserted }
        return CheckResult(catalog: catalog, diagnostics: Self.capped(distinct, perRule: loader.limits.maxDiagnosticsPerRule))
    }

    /// `diagnostics` (sorted) with at most `limit` of each rule, the rest of a rule summed up in one more at the
    /// first one left out, so that no input makes the output grow without bound.
    static func capped(_ diagnostics: [Diagnostic], perRule limit: Int) -> [Diagnostic] {
        var counts: [Rule: Int] = [:]
        for diagnostic in diagnostics { counts[diagnostic.rule, default: 0] += 1 }
        guard counts.values.contains(where: { $0 > limit }) else { return diagnostics }
        var shown: [Rule: Int] = [:]
        var result: [Diagnostic] = []
        for diagnostic in diagnostics {
            let seen = shown[diagnostic.rule, default: 0]
            shown[diagnostic.rule] = seen + 1
            if seen < limit {
                result.append(diagnostic)
            } else if seen == limit {
                let more = counts[diagnostic.rule, default: 0] - limit
                var summary = Diagnostic(diagnostic.rule, "and \(more) more like the problems above, not shown", at: diagnostic.location)
                summary.severity = diagnostic.severity
                summary.notes = []
                result.append(summary)
            }
        }
        return result
    }

    /// Checks `files` for `actionable diff`: the snapshot (the catalog with this compiler's namespace and access
    /// level) when there is no error, and every diagnostic.
    public func snapshot(_ files: [SourceFile]) -> (snapshot: Snapshot?, diagnostics: [Diagnostic]) {
        let checked = check(files)
        let snapshot = checked.catalog.map {
            Snapshot(
                catalog: $0, namespace: settings.namespace, accessLevel: settings.accessLevel,
                localizationSettings: settings.localization)
        }
        return (snapshot, checked.diagnostics)
    }

    /// The `Info.plist` files of the app's notification extensions, as the configuration names them.
    public struct ExtensionPlists: Sendable {
        /// Each content extension's, by the extension's id as the configuration writes it.
        public var content: [(id: Located<String>, file: SourceFile)] = []
        /// The notification service extension's.
        public var service: SourceFile?
        /// Plists a build found (`--extension-plist`), for ``ExtensionPlistDiscovery`` to tell which extension each is.
        public var found: [SourceFile]
        /// The ids of the content extensions whose named plist could not be read (the reason is reported already): each
        /// is still checked against the definitions.
        public var unreadable: [Located<String>] = []

        /// Creates the set; by default, none.
        public init(content: [(id: Located<String>, file: SourceFile)] = [], service: SourceFile? = nil, found: [SourceFile] = []) {
            self.content = content
            self.service = service
            self.found = found
        }
    }

    /// The strings catalog a compile writes.
    public enum StringsCatalog: Sendable {
        /// There is none yet: create one.
        case create
        /// Merge the definitions' strings into this one.
        case update(SourceFile)
    }

    /// Checks `files` and, if there is no error, generates the Swift source and the manifest, and creates or
    /// updates `stringsCatalog` if one is given. An existing catalog that cannot be merged is an error, and then
    /// nothing is generated.
    public func compile(_ files: [SourceFile], stringsCatalog: StringsCatalog? = nil) -> CompileResult {
        let checked = check(files)
        guard let catalog = checked.catalog else {
            return CompileResult(files: [], diagnostics: checked.diagnostics)
        }
        var diagnostics = checked.diagnostics
        var stringsCatalogFile: GeneratedFile?
        if let stringsCatalog {
            let existing: SourceFile? = if case .update(let file) = stringsCatalog { file } else { nil }
            var mergeDiagnostics: [Diagnostic] = []
            let bytes = StringCatalogMerger(sourceLanguage: settings.developmentLanguage)
                .merge(catalog.localizedStrings, into: existing, diagnostics: &mergeDiagnostics)
            diagnostics += ruleSeverities.apply(to: mergeDiagnostics)
            diagnostics.sort()
            guard let bytes else { return CompileResult(files: [], diagnostics: diagnostics) }
            stringsCatalogFile = GeneratedFile(.stringsCatalog, bytes: bytes)
        }
        let (swift, manifest) = parallelism.both(
            { [swiftGenerator, parallelism] in swiftGenerator.generate(catalog, parallelism: parallelism) },
            { [manifestGenerator] in manifestGenerator.generate(catalog) })
        return CompileResult(files: [swift, manifest] + (stringsCatalogFile.map { [$0] } ?? []), diagnostics: diagnostics)
    }
}
