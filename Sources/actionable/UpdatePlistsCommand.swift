import ActionableCore
import ArgumentParser

/// `actionable update-plists`: writes what the definitions declare for each content extension into the `Info.plist`
/// the configuration names for it (`extensionPlists`), or that `--extension-plist` names (the command plugin passes
/// each `Info.plist` of the target), changing only the `NSExtensionAttributes` entries that differ.
struct UpdatePlistsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update-plists",
        abstract: "Write each content extension's categories and attributes into its Info.plist (the configuration's extensionPlists).",
        discussion: """
            Only the NSExtensionAttributes entries that differ change; every other byte of the plist stays as it was, and a \
            plist that already agrees is not touched. The plists must be XML and inside the configuration file's directory.
            """
    )

    @OptionGroup var definitions: DefinitionOptions
    @OptionGroup var found: ExtensionPlistOptions

    @Flag(help: "Write nothing; fail with a stale-output error for each plist that would change (for CI).")
    var check = false

    func run() throws {
        var inputs = definitions.read()
        var compiler = Compiler(settings: GenerationSettings(configuration: inputs.configuration))
        compiler.ruleSeverities = definitions.ruleSeverities(inputs.configuration)
        let plists = ExtensionPlistFiles.read(inputs, found: found.paths, scope: definitions.scope, diagnostics: &inputs.diagnostics)
        if inputs.configuration.extensionPlists.isEmpty && found.paths.isEmpty {
            throw ValidationError(
                "No Info.plist to update: add extensionPlists, { extension id: path }, to the configuration, or name one with --extension-plist.")
        }
        // The definitions must check; the plists' present differences are what this command removes, so they are not
        // compared here.
        let checked = compiler.check(inputs.files)
        var diagnostics = inputs.diagnostics + checked.diagnostics
        guard let model = checked.catalog, !definitions.finalized(diagnostics, configuration: inputs.configuration).containsErrors else {
            if !definitions.report(diagnostics, configuration: inputs.configuration) { throw ExitCode.failure }
            return
        }
        var outputs: [OutputFile] = []
        var targets: [OutputTarget] = []
        let discovered = ExtensionPlistDiscovery.assign(
            plists.found, model: model, named: Set(plists.content.map(\.file.path)))
        diagnostics += discovered.diagnostics
        for (id, file) in plists.content + discovered.content {
            guard let declared = model.contentExtensions.first(where: { $0.identifier == id.value }) else {
                diagnostics.append(Diagnostic(
                    .invalidSetting, "'extensionPlists' names \(DiagnosticText.quoted(id.value)), which no content extension of the definitions is",
                    at: id.location))
                continue
            }
            // A binary plist is never written: one that agrees needs nothing (so `--check` passes), one that differs is to
            // be converted to XML first.
            if file.contents.starts(with: Array("bplist00".utf8)) {
                let agrees = (try? PropertyListReader.read(file.contents)).map {
                    ExtensionPlistCheck.differences($0, at: file.path, contentExtension: declared).isEmpty
                } ?? false
                if !agrees {
                    diagnostics.append(Diagnostic(
                        .invalidOutput,
                        "a binary Info.plist is not written, and this one is not what the definitions declare; convert it to XML "
                            + "(plutil -convert xml1), commit that and run update-plists again",
                        at: SourceLocation(path: file.path)))
                }
                continue
            }
            do {
                outputs.append(OutputFile(path: file.path, contents: try ExtensionPlistWriter.updated(file.contents, contentExtension: declared)))
                // Named by the configuration: written only inside its directory, never through a link or into a hidden entry.
                // Found (`--extension-plist`): as a path given on the command line is.
                let named = plists.content.contains { $0.file.path == file.path }
                targets.append(OutputTarget(role: "Info.plist", path: file.path, setting: named ? id.location : nil))
            } catch {
                var location = SourceLocation(path: file.path)
                location.position = error.position
                diagnostics.append(Diagnostic(.infoPlistMismatch, "cannot update it: \(error.message)", at: location))
            }
        }
        if !diagnostics.containsErrors {
            let writer = OutputWriter()
            if check {
                diagnostics += outputs.filter { writer.freshness(of: $0) != .current }.map { output in
                    Diagnostic(.staleOutput, "not what the definitions declare; run `actionable update-plists` without --check",
                               at: SourceLocation(path: output.path))
                }
            } else {
                // Only the plists whose bytes change are written (the writer compares them).
                let unsafe = OutputSafety(configurationDirectory: inputs.configurationDirectory, inputs: inputs.readPaths).problems(targets)
                diagnostics += unsafe
                if unsafe.isEmpty {
                    do { try writer.commit(outputs) } catch { diagnostics.append(error.diagnostic) }
                }
            }
        }
        if !definitions.report(diagnostics, configuration: inputs.configuration) { throw ExitCode.failure }
    }
}
