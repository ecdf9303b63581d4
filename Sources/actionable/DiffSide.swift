import ActionableCore

/// The definition and configuration files of one side of a comparison, read from disk or from git.
struct DefinitionSet {
    /// The definition files (or the one manifest).
    var files: [SourceFile] = []
    /// Configuration files found among the inputs.
    var configurations: [SourceFile] = []
    /// Problems reading them.
    var diagnostics: [Diagnostic] = []
}

/// One side of `actionable diff`, read and compiled (or, for a manifest, parsed) into a snapshot.
struct DiffSide {
    /// How the side is named in the report.
    var label: String
    /// What the side declares, or `nil` when it has errors.
    var snapshot: Snapshot?
    /// Every problem found on this side.
    var diagnostics: [Diagnostic]
    /// The side's configuration file, else its first definition file (or its manifest): where a change that
    /// has no place of its own is annotated.
    var mainFile: String?

    /// The side made of `paths` in the working tree, their links followed within `scope`.
    static func read(_ paths: [String], limits: InputLimits, scope: InputScope) -> DiffSide {
        let reader = InputReader(limits: limits, scope: scope)
        if paths.count == 1, isManifest(paths[0]) {
            do {
                let contents = try reader.contents(of: paths[0], upTo: limits.maxGeneratedFileBytes)
                return compile(DefinitionSet(files: [SourceFile(path: paths[0], contents: contents)]),
                               label: paths[0], limits: limits)
            } catch {
                let problem = Diagnostic(.unreadableInput, "cannot read the file: \(InputReader.reason(error))", at: SourceLocation(path: paths[0]))
                return DiffSide(label: paths[0], snapshot: nil, diagnostics: [problem])
            }
        }
        let reading = reader.read(paths)
        var set = DefinitionSet(files: reading.files, diagnostics: reading.diagnostics)
        for path in reading.configurations {
            do {
                set.configurations.append(SourceFile(path: path, contents: try reader.contents(of: path)))
            } catch {
                set.diagnostics.append(Diagnostic(
                    .unreadableInput, "cannot read the configuration file: \(InputReader.reason(error))", at: SourceLocation(path: path)))
            }
        }
        return compile(set, label: paths.joined(separator: " "), limits: limits)
    }

    /// The side made of `paths` as they are in a git revision of the repository whose top level is `top`.
    static func read(_ paths: [String], at revision: String, top: [String], allowingOutside: Bool, limits: InputLimits) -> DiffSide {
        let label = "\(revision):" + paths.map(GitRevisionReader.normalized).joined(separator: " ")
        do {
            let reader = GitRevisionReader(revision: revision, limits: limits, top: top, allowsOutside: allowingOutside)
            return compile(try reader.read(paths), label: label, limits: limits)
        } catch {
            return DiffSide(label: label, snapshot: nil, diagnostics: [Diagnostic(.unreadableInput, error.message, at: SourceLocation(path: revision))])
        }
    }

    /// Whether `path` names a manifest rather than definitions.
    static func isManifest(_ path: String) -> Bool {
        PathText.lowercasedExtension(of: path) == "json"
    }

    /// Compiles a set of definitions with its configuration's namespace and access level, or reads the one
    /// manifest it holds.
    private static func compile(_ set: DefinitionSet, label: String, limits: InputLimits) -> DiffSide {
        var diagnostics = set.diagnostics
        let manifests = set.files.filter { isManifest($0.path) }
        if let manifest = manifests.first {
            guard set.files.count == 1, set.configurations.isEmpty else {
                diagnostics.append(Diagnostic(
                    .unreadableInput, "a manifest must be the only input of its side", at: SourceLocation(path: manifest.path)))
                return DiffSide(label: label, snapshot: nil, diagnostics: diagnostics)
            }
            let snapshot = ManifestReader(limits: limits).read(manifest, diagnostics: &diagnostics)
            return DiffSide(label: label, snapshot: snapshot, diagnostics: diagnostics, mainFile: manifest.path)
        }
        var configuration = Configuration()
        if set.configurations.count > 1 {
            diagnostics.append(InputReader.tooManyConfigurations(set.configurations.map(\.path), advice: "keep one"))
        } else if let file = set.configurations.first {
            configuration = Configuration.decode(file, limits: limits, diagnostics: &diagnostics)
        }
        var compiler = Compiler(settings: GenerationSettings(configuration: configuration), limits: limits)
        compiler.ruleSeverities = configuration.rules
        let checked = compiler.snapshot(set.files)
        diagnostics += checked.diagnostics
        return DiffSide(
            label: label, snapshot: diagnostics.containsErrors ? nil : checked.snapshot, diagnostics: diagnostics,
            mainFile: set.configurations.first?.path ?? set.files.map(\.path).min { $0.utf8.lexicographicallyPrecedes($1.utf8) })
    }
}
