import ActionableCore
import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `actionable import`: an app's hand-written registration becomes definitions.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Turn an app's own registration code (Swift or Objective-C) into definitions.",
        discussion: """
            Reads the given Swift and Objective-C files (and the *.swift, *.m, *.mm and *.h files of the given \
            directories, at any depth), evaluates every call of setNotificationCategories (and every \
            setNotificationCategories: message) from where it is (inside closures, switch cases, catch clauses, with \
            a registering function's parameters from its callers) through constants, enums, the app's own methods, \
            #defines, arrays, sets, #available, @available, #if os(...) and #if TARGET_OS_..., and \
            writes one definitions file per source file that registers categories into --output, each category \
            and action under a comment naming its source line. What the app computes when it runs (a title from a \
            server, an identifier from a function the files do not hold) is a warning at its place and a marker in \
            the definitions that 'actionable compile' refuses until you write the value; a call that runs only when \
            a condition the app decides holds, clears every category or replaces another call's is a warning at the \
            call. Every file is scanned, and only those holding what the evaluation asks for are parsed; --target \
            names the folders of the app's targets (an app and its watch app run in processes of their own). Unchanged files are not \
            rewritten; nothing outside --output is written, and no link is followed. The parsing runs in \
            actionable-import, beside actionable (from source: swift build --product actionable-import; \
            Documentation/Adopting.md).
            """
    )

    @Argument(help: "Swift and Objective-C files (headers with their constants included), or directories whose *.swift, *.m, *.mm and *.h files (at any depth, hidden entries skipped) are read.")
    var inputs: [String] = []

    @Option(help: "The directory to write the definitions into (created if missing).")
    var output: String

    @Option(name: .customLong("strings"), help: ArgumentHelp(
        "The app's strings: a .strings or .xcstrings file, or a directory of them (repeatable).",
        discussion: "Localized text takes its development-language value and comment from them, and a project's localization wrapper or generated accessors (L10n, Strings, R.string) are resolved to their keys."))
    var strings: [String] = []

    @Option(name: .customLong("target"), help: ArgumentHelp(
        "A folder of one of the app's targets among the inputs (repeatable): an app, its widget, its watch app.",
        discussion: "Each target runs its own process, so its registration calls replace only its own; each definitions file names its target. Without --target, each directory given is a target when more than one is given."))
    var targets: [String] = []

    @Option(help: "How diagnostics are printed: text (to stderr), github, json or sarif (to stdout).")
    var diagnosticsFormat: DiagnosticFormat = .text

    @Flag(help: "Follow symbolic links among the inputs that lead outside the working directory.")
    var allowOutsideInputs = false

    func validate() throws {
        guard !inputs.isEmpty else { throw ValidationError("Name at least one Swift or Objective-C file, or a directory.") }
    }

    func run() throws {
        var reader = InputReader(limits: .default, scope: .workingDirectory(allowingOutside: allowOutsideInputs))
        reader.extensions = ["swift", "m", "mm", "h"]
        let reading = reader.read(inputs)
        var diagnostics = reading.diagnostics
        var sources: [ImportTransport.Request.Source] = []
        for file in reading.files {
            // Read one byte past the limit: a file over it is an error, never imported as cut.
            if let oversize = InputLimits.default.oversizeError(file, reason: "a registration or a constant past the cut would be missed") {
                diagnostics.append(oversize)
                continue
            }
            guard let text = String(validating: file.contents, as: UTF8.self) else {
                diagnostics.append(Diagnostic(.unreadableInput, "the file is not UTF-8 text", at: SourceLocation(path: file.path)))
                continue
            }
            sources.append(.init(path: file.path, text: text))
        }
        let targetFolders = targetFolders()
        let sourceTargets = ImportTargets(targetFolders)
        for target in targets where !sources.contains(where: { sourceTargets.target(of: $0.path) == ImportTargets.normalized(target) }) {
            diagnostics.append(Diagnostic(.unreadableInput, "--target names a folder that holds none of the given Swift or Objective-C files", at: SourceLocation(path: target)))
        }
        let tables = readStrings(into: &diagnostics)
        guard !diagnostics.containsErrors else { return try finish(diagnostics) }
        let response: ImportTransport.Response
        do {
            response = try Self.importer(ImportTransport.Request(sources: sources, strings: tables, targets: targetFolders))
        } catch {
            diagnostics.append(Diagnostic(.unreadableInput, error.description, at: SourceLocation(path: inputs[0])))
            return try finish(diagnostics)
        }
        diagnostics += response.diagnostics.compactMap(\.diagnostic)
        let directory = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        if let problem = OutputSafety.directoryProblem(directory, role: "output directory") { diagnostics.append(problem) }
        let files = Self.keepingTheTeamsFiles(
            response.files.filter(Self.isPlainName).map { OutputFile(path: directory + "/" + $0.name, contents: Array($0.text.utf8)) },
            in: directory, localizationTable: response.localizationTable, diagnostics: &diagnostics)
        let safety = OutputSafety(configurationDirectory: nil, inputs: reading.files.map(\.path))
        diagnostics += safety.problems(files.map { OutputTarget(role: "definitions file", path: $0.path, setting: nil) })
        guard !diagnostics.containsErrors else { return try finish(diagnostics) }
        var status = stat()
        if lstat(directory, &status) != 0, mkdir(directory, 0o755) != 0 {
            diagnostics.append(Diagnostic(.invalidOutput, "cannot create the output directory", at: SourceLocation(path: directory)))
            return try finish(diagnostics)
        }
        do {
            try OutputWriter().commit(files)
        } catch {
            diagnostics.append(error.diagnostic)
        }
        try finish(diagnostics)
    }

    /// The targets' folders: `--target`'s, or each directory among the inputs when more than one is given.
    private func targetFolders() -> [String] {
        guard targets.isEmpty else { return targets }
        let directories = inputs.filter { input in
            var status = stat()
            return stat(input, &status) == 0 && (status.st_mode & S_IFMT) == S_IFDIR
        }
        return directories.count > 1 ? directories : []
    }

    /// The strings tables `--strings` names, each problem reading them in `diagnostics`.
    private func readStrings(into diagnostics: inout [Diagnostic]) -> [StringsTable] {
        guard !strings.isEmpty else { return [] }
        var reader = InputReader(limits: .default, scope: .workingDirectory(allowingOutside: allowOutsideInputs))
        reader.extensions = ["strings", "xcstrings"]
        let reading = reader.read(strings)
        diagnostics += reading.diagnostics
        var tables: [StringsTable] = []
        for file in reading.files {
            if let oversize = InputLimits.default.oversizeError(file, reason: "a value past the cut (or one overriding an earlier key) would be missed") {
                diagnostics.append(oversize)
                continue
            }
            guard file.path.hasSuffix(".strings") || file.path.hasSuffix(".xcstrings") else {
                diagnostics.append(Diagnostic(.unreadableInput, "--strings reads .strings and .xcstrings files", at: SourceLocation(path: file.path)))
                continue
            }
            guard let text = StringsTable.text(of: file.contents) else {
                diagnostics.append(Diagnostic(.unreadableInput, "the file is neither UTF-8 nor UTF-16 with a byte order mark", at: SourceLocation(path: file.path)))
                continue
            }
            if let table = StringsTable.read(path: file.path, text: text, diagnostics: &diagnostics) { tables.append(table) }
        }
        return tables
    }

    /// Prints `diagnostics`; exits with status 1 when one is an error.
    private func finish(_ diagnostics: [Diagnostic]) throws {
        let output = diagnosticsFormat.renderer(workingDirectory: FileManager.default.currentDirectoryPath).render(diagnostics.sorted())
        if diagnosticsFormat == .text { StandardStreams.writeError(output) } else { StandardStreams.writeOutput(output) }
        if diagnostics.containsErrors { throw ExitCode.failure }
    }

    /// `files` without those that would replace a file the import did not write, each such file an error (nothing
    /// is written then): a definitions file there already, or a configuration (either name) when the import needs
    /// `localizationTable` and the configuration does not set it to that table (the error says what to add; when it
    /// does, the import's configuration is left out), or one that sets another `localizationTable` when the app's text
    /// is in `Localizable` (`localizationTable`, the table the importer says the text is in). A file the import wrote
    /// before (its first line says so) is replaced.
    static func keepingTheTeamsFiles(_ files: [OutputFile], in directory: String, localizationTable: String?,
                                     diagnostics: inout [Diagnostic]) -> [OutputFile] {
        func existing(_ name: String) -> [UInt8]? {
            let path = directory + "/" + name
            var status = stat()
            guard lstat(path, &status) == 0 else { return nil }
            guard status.st_mode & S_IFMT == S_IFREG, let data = FileManager.default.contents(atPath: path) else { return [] }
            return Array(data)
        }
        func writtenByImport(_ contents: [UInt8]) -> Bool {
            contents.starts(with: "# Imported by `actionable import`".utf8) || contents.starts(with: "# Written by `actionable import`".utf8)
        }
        var kept: [OutputFile] = []
        for file in files {
            let name = String(file.path.dropFirst(directory.count + 1))
            guard Configuration.fileNames.contains(name) else {
                if let contents = existing(name), !writtenByImport(contents) {
                    diagnostics.append(Diagnostic(.invalidOutput, "the output directory already holds \(DiagnosticText.quoted(name)), which actionable import did not write; it replaces only its own files: move it, or import into another directory; nothing was written", at: SourceLocation(path: file.path)))
                } else {
                    kept.append(file)
                }
                continue
            }
            var needed: [Diagnostic] = []
            let table = Configuration.decode(SourceFile(path: file.path, contents: file.contents), diagnostics: &needed).localizationTable?.value
            let teams = Configuration.fileNames.compactMap { other in existing(other).map { (name: other, contents: $0) } }
                .filter { !writtenByImport($0.contents) }
            guard let team = teams.first else {
                kept.append(file)
                continue
            }
            var ignored: [Diagnostic] = []
            let path = directory + "/" + team.name
            if Configuration.decode(SourceFile(path: path, contents: team.contents), diagnostics: &ignored).localizationTable?.value == table { continue }
            let line = String(decoding: file.contents, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("localizationTable:") } ?? ""
            diagnostics.append(Diagnostic(.invalidOutput, "the definitions need \(DiagnosticText.quoted(String(line))) (the app looks its notification text up in that strings table), and the team's \(DiagnosticText.quoted(team.name)) here does not set it: add that line to it (actionable import does not rewrite a configuration it did not write); nothing was written", at: SourceLocation(path: path)))
        }
        // No configuration to write: one already here must not send the text to another table.
        if localizationTable == "Localizable", !files.contains(where: { Configuration.fileNames.contains(String($0.path.dropFirst(directory.count + 1))) }) {
            for name in Configuration.fileNames {
                guard let contents = existing(name) else { continue }
                var ignored: [Diagnostic] = []
                let path = directory + "/" + name
                guard let other = Configuration.decode(SourceFile(path: path, contents: contents), diagnostics: &ignored).localizationTable?.value,
                      other != "Localizable" else { continue }
                diagnostics.append(Diagnostic(.invalidOutput, "the app looks its notification text up in the strings table 'Localizable', and \(DiagnosticText.quoted(name)) here sets localizationTable to \(DiagnosticText.quoted(other)), so the generated code would look the imported text up there: remove that line (actionable import does not rewrite a configuration), or import into another directory; nothing was written", at: SourceLocation(path: path)))
            }
        }
        return kept
    }

    /// Whether the importer's file name is one name without a directory or a hidden entry.
    private static func isPlainName(_ file: ImportTransport.Response.File) -> Bool {
        !file.name.isEmpty && !file.name.hasPrefix(".") && !file.name.contains("/") && file.name.hasSuffix(".yaml")
    }

    /// Why the importer could not answer.
    struct ImporterError: Error, CustomStringConvertible {
        var description: String
    }

    /// Runs `actionable-import`, the executable beside this one, on `request`.
    static func importer(_ request: ImportTransport.Request) throws(ImporterError) -> ImportTransport.Response {
        guard let directory = executableDirectory() else { throw ImporterError(description: "cannot tell where actionable is installed") }
        let helper = directory + "/actionable-import"
        guard access(helper, X_OK) == 0 else {
            throw ImporterError(description: "actionable import needs actionable-import beside actionable (\(DiagnosticText.quoted(helper)) is missing): install the release archive, or build it with swift build --product actionable-import")
        }
        let input: [UInt8]
        do { input = Array(try JSONEncoder().encode(request)) } catch { throw ImporterError(description: "cannot encode the sources") }
        let outcome: Subprocess.Outcome
        let timeLimit = Self.timeLimit(requestBytes: input.count)
        do { outcome = try Subprocess.run([helper], input: input, timeLimit: timeLimit) } catch { throw ImporterError(description: "cannot run actionable-import: \(error)") }
        guard !outcome.timedOut else {
            throw ImporterError(description: "actionable-import did not finish in \(timeLimit) s (the time limit for this much input: 60 s and 10 s more per MiB), and was stopped; nothing was written. The import is linear in its input, so this is a source it cannot bound or a bug: please report it with the sources")
        }
        guard outcome.status == 0 else {
            throw ImporterError(description: "actionable-import failed (exit status \(outcome.status)): \(DiagnosticText.quoted(String(decoding: outcome.error.prefix(500), as: UTF8.self)))")
        }
        do {
            return try JSONDecoder().decode(ImportTransport.Response.self, from: Data(outcome.output))
        } catch {
            throw ImporterError(description: "actionable-import answered with something that is not its response")
        }
    }

    /// How many seconds `actionable-import` may take for a request of `requestBytes` bytes: 60, and 10 more per MiB.
    static func timeLimit(requestBytes: Int) -> Int { 60 + 10 * (requestBytes >> 20) }

    /// The directory of the running executable, links resolved.
    private static func executableDirectory() -> String? {
        #if os(Linux)
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        let path = String(decoding: buffer.prefix(count).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        var size = UInt32(0)
        _ = _NSGetExecutablePath(nil, &size)
        var raw = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&raw, &size) == 0, let resolved = realpath(raw, nil) else { return nil }
        defer { free(resolved) }
        let path = String(cString: resolved)
        #endif
        guard let slash = path.lastIndex(of: "/") else { return nil }
        return String(path[..<slash])
    }
}
