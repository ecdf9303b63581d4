import ActionableCore
import ArgumentParser

/// `actionable update-plists`: writes what the definitions declare for each content extension into the `Info.plist`
/// the configuration names for it (`extensionPlists`), or that `--extension-plist` names (the command plugin passes
/// each `Info.plist` of the target), changing only the `NSExtensionAttributes` entries that differ; and the service
/// extension's extension point into its plist (`serviceExtensionPlist`).
struct UpdatePlistsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update-plists",
        abstract: "Write each notification extension's categories, attributes and extension point into its Info.plist (extensionPlists, serviceExtensionPlist).",
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
        let configuration = inputs.configuration
        let plists = ExtensionPlistFiles.read(inputs, found: found.paths, scope: definitions.scope, diagnostics: &inputs.diagnostics)
        if configuration.extensionPlists.isEmpty && configuration.serviceExtensionPlist == nil && found.paths.isEmpty {
            throw ValidationError(
                "No Info.plist to update: name the extensions' plists in the configuration (extensionPlists, { extension id: path }, "
                    + "and serviceExtensionPlist), or one with --extension-plist.")
        }
        // The definitions must check; the plists' present differences are what this command removes, so they are not
        // compared here.
        let checked = compiler.check(inputs.files)
        var diagnostics = inputs.diagnostics + checked.diagnostics
        // An id no content extension has is reported whether or not its plist could be read (with the id it stands for).
        let declared = checked.catalog?.contentExtensions.map(\.identifier) ?? []
        if checked.catalog != nil {
            for id in plists.unreadable where !declared.contains(id.value) {
                diagnostics.append(ExtensionPlistCheck.unknownExtension(id, declared: declared))
            }
        }
        guard let model = checked.catalog, !definitions.finalized(diagnostics, configuration: inputs.configuration).containsErrors else {
            if !definitions.report(diagnostics, configuration: inputs.configuration) { throw ExitCode.failure }
            return
        }
        let discovered = ExtensionPlistDiscovery.assign(
            plists.found, model: model, named: Set(plists.content.map(\.file.path) + (plists.service.map { [$0.path] } ?? [])))
        diagnostics += discovered.diagnostics
        var updates: [PlistUpdate] = []
        for (id, file) in plists.content + discovered.content {
            guard let contentExtension = model.contentExtensions.first(where: { $0.identifier == id.value }) else {
                diagnostics.append(ExtensionPlistCheck.unknownExtension(id, declared: declared))
                continue
            }
            let named = plists.content.contains { $0.file.path == file.path }
            updates.append(PlistUpdate(
                file: file, setting: named ? ("extensionPlists." + id.value, id.location) : nil,
                write: { bytes throws(PropertyListError) in try ExtensionPlistWriter.updated(bytes, contentExtension: contentExtension) },
                differences: { ExtensionPlistCheck.differences($0, at: file.path, contentExtension: contentExtension) }))
        }
        if let service = plists.service ?? discovered.service {
            let setting = plists.service == nil ? nil : configuration.serviceExtensionPlist.map { ("serviceExtensionPlist", $0.location) }
            updates.append(PlistUpdate(
                file: service, setting: setting, write: ExtensionPlistWriter.updatedServicePlist,
                differences: { ExtensionPlistCheck.serviceDifferences($0, at: service.path) }))
        }
        var outputs: [OutputFile] = []
        var targets: [OutputTarget] = []
        for update in updates {
            let file = update.file
            let plist = try? PropertyListReader.read(file.contents)
            // Named by the configuration but no extension's (the app's own, say): one error, and never written.
            if let setting = update.setting, let plist,
               let misnamed = ExtensionPlistCheck.misnamed(plist, at: file.path, setting: setting.name) {
                diagnostics.append(misnamed)
                continue
            }
            // A binary plist is never written: one that agrees needs nothing (so `--check` passes), one that differs is to
            // be converted to XML first.
            if file.contents.starts(with: Array("bplist00".utf8)) {
                if !(plist.map { update.differences($0).isEmpty } ?? false) {
                    diagnostics.append(Diagnostic(
                        .invalidOutput,
                        "a binary Info.plist is not written, and this one is not what the definitions declare; convert it to XML "
                            + "(plutil -convert xml1), commit that and run update-plists again",
                        at: SourceLocation(path: file.path)))
                }
                continue
            }
            do {
                outputs.append(OutputFile(path: file.path, contents: try update.write(file.contents)))
                // Named by the configuration: written only inside its directory, never through a link or into a hidden entry.
                // Found (`--extension-plist`): as a path given on the command line is.
                targets.append(OutputTarget(role: "Info.plist", path: file.path, setting: update.setting?.location))
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

/// One plist `update-plists` writes: the file, the configuration setting that names it (`nil` for one found with
/// `--extension-plist`), how it is written and how it differs from the definitions.
private struct PlistUpdate {
    var file: SourceFile
    var setting: (name: String, location: SourceLocation)?
    var write: ([UInt8]) throws(PropertyListError) -> [UInt8]
    var differences: (PropertyListNode) -> [Diagnostic]
}
