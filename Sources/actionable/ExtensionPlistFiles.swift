import ActionableCore
import ArgumentParser

/// Reads the notification extensions' `Info.plist` files a configuration names (`extensionPlists`,
/// `serviceExtensionPlist`), for the compiler to compare with the definitions.
///
/// A configuration arrives in pull requests, so each path it names must resolve, after symbolic links, inside the
/// directory that holds it (as its outputs must): a plist it names elsewhere is not read, so that no other file's text
/// reaches a message. A plist named on the command line is read as a definition file is (inside the working directory
/// unless `--allow-outside-inputs`).
enum ExtensionPlistFiles {
    /// The files `inputs.configuration` names, and the ones `found` names (`--extension-plist`, which the build plugin
    /// passes for each `Info.plist` of a target), read within `scope` as definition files are; problems go to
    /// `diagnostics`. Each distinct file (by its path with links resolved) is read once, and its bytes count in the run's
    /// input budget beside the definitions'; two extensions naming one file is an error at the second setting.
    static func read(
        _ inputs: Inputs, found: [String] = [], scope: InputScope, diagnostics: inout [Diagnostic]
    ) -> Compiler.ExtensionPlists {
        let configuration = inputs.configuration
        var plists = Compiler.ExtensionPlists()
        var session = Session(inputs: inputs, scope: scope)
        for path in found {
            let key = OutputSafety.realPath(path) ?? path
            guard session.read[key] == nil else { continue }
            do {
                let contents = try session.reader.contents(of: path, upTo: InputLimits.default.maxFileBytes)
                guard session.charge(contents.count) else {
                    diagnostics.append(InputReader.overTotalBudget(at: SourceLocation(path: path), limits: .default))
                    continue
                }
                session.read[key] = contents
                plists.found.append(SourceFile(path: path, contents: contents))
            } catch {
                diagnostics.append(Diagnostic(
                    .unreadableInput, "cannot read the Info.plist: \(InputReader.reason(error))", at: SourceLocation(path: path)))
            }
        }
        var named = configuration.extensionPlists.map { (id: Optional($0.id), path: $0.path) }
        if let path = configuration.serviceExtensionPlist { named.append((nil, path)) }
        for (id, path) in named {
            guard let file = session.file(path, for: id, diagnostics: &diagnostics) else {
                if let id { plists.unreadable.append(id) }
                continue
            }
            if let id { plists.content.append((id, file)) } else { plists.service = file }
        }
        return plists
    }

    /// One run's reading of the plists a configuration names: each file read once, and the bytes read so far.
    private struct Session {
        let inputs: Inputs
        let reader: InputReader
        /// The setting that named each file, by the file's real path.
        var namedBy: [String: String] = [:]
        /// The bytes of each file read so far, by its real path: a plist given with `--extension-plist` and named by
        /// the configuration too is read once.
        var read: [String: [UInt8]] = [:]
        /// The bytes of the run's inputs so far: the definitions', then each plist's.
        var totalBytes: Int

        init(inputs: Inputs, scope: InputScope) {
            self.inputs = inputs
            reader = InputReader(limits: .default, scope: scope)
            totalBytes = inputs.files.reduce(0) { $0 + $1.contents.count }
        }

        /// Counts `bytes` in the run's budget: `false` when they take it past its limit (and are not counted).
        mutating func charge(_ bytes: Int) -> Bool {
            guard totalBytes + bytes <= InputLimits.default.maxTotalBytes else { return false }
            totalBytes += bytes
            return true
        }

        /// The file the setting `path` names for the content extension `id` (the service extension when `nil`), or `nil`
        /// with why not.
        mutating func file(_ path: Located<String>, for id: Located<String>?, diagnostics: inout [Diagnostic]) -> SourceFile? {
            let resolved = inputs.resolve(path.value)
            let setting = id.map { "extensionPlists." + $0.value } ?? "serviceExtensionPlist"
            func refuse(_ reason: String) -> SourceFile? {
                diagnostics.append(Diagnostic(
                    .unreadableInput, "cannot read the Info.plist \(DiagnosticText.quoted(resolved)): \(reason)", at: path.location))
                return nil
            }
            guard let directory = inputs.configurationDirectory.flatMap(OutputSafety.realPath) else {
                return refuse("the configuration file's directory cannot be resolved")
            }
            guard let real = OutputSafety.realPath(resolved) else { return refuse("it does not exist") }
            guard OutputSafety.relativePath(of: real, below: directory) != nil else {
                return refuse("it resolves to \(DiagnosticText.quoted(real)), outside the directory that holds the configuration file; "
                    + "a configuration file may only name files inside it")
            }
            if let earlier = namedBy[real] {
                diagnostics.append(Diagnostic(
                    .invalidSetting,
                    "\(DiagnosticText.quoted(setting)) names the Info.plist \(DiagnosticText.quoted(resolved)), which "
                        + "\(DiagnosticText.quoted(earlier)) names already: each extension has an Info.plist of its own",
                    at: path.location))
                return nil
            }
            namedBy[real] = setting
            if let contents = read[real] { return SourceFile(path: resolved, contents: contents) }
            do {
                let contents = try reader.contents(of: resolved)
                guard contents.count <= InputLimits.default.maxFileBytes else {
                    return refuse("it is larger than \(InputLimits.default.maxFileBytes) bytes")
                }
                guard charge(contents.count) else {
                    diagnostics.append(InputReader.overTotalBudget(at: path.location, limits: .default))
                    return nil
                }
                read[real] = contents
                return SourceFile(path: resolved, contents: contents)
            } catch {
                return refuse(InputReader.reason(error))
            }
        }
    }
}

/// `--extension-plist`, for the commands that compare the extensions' plists with the definitions.
struct ExtensionPlistOptions: ParsableArguments {
    @Option(name: .customLong("extension-plist"), help: ArgumentHelp(
        "An Info.plist to check that the configuration does not name: which extension it is for is told from its extension point, its directory's name and its categories. Repeatable; the build plugin passes each Info.plist of the target.",
        valueName: "PATH"))
    var paths: [String] = []
}
