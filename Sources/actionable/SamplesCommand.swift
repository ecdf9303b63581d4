import ActionableCore
import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `actionable samples`: one `.apns` file per sample push, and their index, in a directory.
struct SamplesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "samples",
        abstract: "Write a sample push of every category and push kind, ready for the Simulator.",
        discussion: """
            Writes one .apns file per sample (the definitions' 'samples', or one made from the keys' types where \
            a category or kind has none): the JSON APNs would deliver, for 'xcrun simctl push booted ID FILE' or \
            dropping onto a Simulator window, and index.json, which lists each file with its category or push \
            kind and name. Files an earlier run listed in index.json and this one does not write are removed; \
            unchanged files are not rewritten; nothing outside the directory is touched, and no link is \
            followed. Nothing is written when the definitions have errors. A localized title, subtitle or body is \
            written as its key (title-loc-key, subtitle-loc-key, loc-key) and arguments, for the device to look up; \
            with --strings-catalog and --language, as the text the catalog gives that language (the development \
            language's where a translation is missing, with a missing-translation warning).
            """
    )

    @OptionGroup var definitions: DefinitionOptions

    @Option(help: "The directory to write the samples into (created if missing).")
    var output: String

    @Option(help: "The app's bundle identifier, written as \"Simulator Target Bundle\" in each file.")
    var bundleID: String?

    @Option(help: "A String Catalog (.xcstrings) to take --language's text of localized sample texts from.")
    var stringsCatalog: String?

    @Option(help: "Write localized sample texts in this language of --strings-catalog (such as fr), not as their keys.")
    var language: String?

    func validate() throws {
        if (stringsCatalog == nil) != (language == nil) {
            throw ValidationError("--strings-catalog and --language go together: the catalog gives the text, the language says which.")
        }
        if let bundleID, bundleID.isEmpty || !bundleID.utf8.allSatisfy({ byte in
            (48...57).contains(byte) || (65...90).contains(byte) || (97...122).contains(byte) || byte == UInt8(ascii: ".")
                || byte == UInt8(ascii: "-")
        }) {
            throw ValidationError("--bundle-id must be a bundle identifier: ASCII letters, digits, '.' and '-', such as com.example.app.")
        }
    }

    func run() throws {
        let inputs = definitions.read()
        let settings = GenerationSettings(configuration: inputs.configuration)
        var compiler = Compiler(settings: settings)
        compiler.ruleSeverities = definitions.ruleSeverities(inputs.configuration)
        var diagnostics = inputs.diagnostics
        let directory = output.hasSuffix("/") && output.count > 1 ? String(output.dropLast()) : output
        if let problem = OutputSafety.directoryProblem(directory, role: "samples directory") { diagnostics.append(problem) }
        var sampleLanguage: SampleLanguage?
        if let language {
            let translations = definitions.translations(
                at: stringsCatalog, developmentLanguage: settings.developmentLanguage, diagnostics: &diagnostics)
            sampleLanguage = SampleLanguage(language, in: translations)
            if sampleLanguage == nil, let stringsCatalog, !diagnostics.containsErrors {
                let languages = translations.languages.map(DiagnosticText.quoted).joined(separator: ", ")
                diagnostics.append(Diagnostic(
                    .invalidSetting,
                    "the strings catalog has no strings in \(DiagnosticText.quoted(language)); its languages are \(languages)",
                    at: SourceLocation(path: stringsCatalog)))
            }
        }
        let catalog = try definitions.checkedCatalog(compiler, inputs, diagnostics: &diagnostics)
        if let sampleLanguage { diagnostics += definitions.ruleSeverities(inputs.configuration).apply(to: sampleLanguage.problems(catalog)) }
        let entries = SamplePushes.entries(catalog, bundleID: bundleID, language: sampleLanguage)
        let indexPath = directory + "/index.json"
        var files = entries.map { OutputFile(path: directory + "/" + $0.file, contents: Array($0.payload.document.utf8)) }
        files.append(OutputFile(path: indexPath, contents: Array(SamplePushes.index(entries).document.utf8)))
        let safety = OutputSafety(
            configurationDirectory: inputs.configurationDirectory, inputs: inputs.readPaths + (stringsCatalog.map { [$0] } ?? []))
        diagnostics += safety.problems(files.map { OutputTarget(role: "sample", path: $0.path, setting: nil) })
        guard !diagnostics.containsErrors else {
            _ = definitions.report(diagnostics, configuration: inputs.configuration)
            throw ExitCode.failure
        }
        // The files the previous run listed, read before the new index replaces it.
        let earlier = Self.regularFileContents(indexPath).map(SamplePushes.files(listedIn:)) ?? []
        do {
            try OutputWriter().commit(files)
            let written = Set(entries.map(\.file))
            for name in earlier where !written.contains(name) {
                let path = directory + "/" + name
                var status = stat()
                if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG { unlink(path) }
            }
        } catch {
            diagnostics.append(error.diagnostic)
        }
        if !definitions.report(diagnostics, configuration: inputs.configuration) { throw ExitCode.failure }
    }

    /// The bytes of the regular file at `path` (never through a link), or `nil`.
    static func regularFileContents(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size <= 1 << 24 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(status.st_size))
        var total = 0
        while total < bytes.count {
            let count = bytes.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + total, $0.count - total) }
            guard count > 0 else { break }
            total += count
        }
        return Array(bytes.prefix(total))
    }
}
