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
    /// `diagnostics`.
    static func read(
        _ inputs: Inputs, found: [String] = [], scope: InputScope, diagnostics: inout [Diagnostic]
    ) -> Compiler.ExtensionPlists {
        let configuration = inputs.configuration
        var plists = Compiler.ExtensionPlists()
        let reader = InputReader(limits: .default, scope: scope)
        for path in found {
            do {
                plists.found.append(SourceFile(path: path, contents: try reader.contents(of: path, upTo: InputLimits.default.maxFileBytes)))
            } catch {
                diagnostics.append(Diagnostic(
                    .unreadableInput, "cannot read the Info.plist: \(InputReader.reason(error))", at: SourceLocation(path: path)))
            }
        }
        for (id, path) in configuration.extensionPlists {
            if let file = file(path, inputs, scope: scope, diagnostics: &diagnostics) { plists.content.append((id, file)) }
        }
        if let path = configuration.serviceExtensionPlist {
            plists.service = file(path, inputs, scope: scope, diagnostics: &diagnostics)
        }
        return plists
    }

    /// The file the setting `path` names, or `nil` with why not.
    private static func file(
        _ path: Located<String>, _ inputs: Inputs, scope: InputScope, diagnostics: inout [Diagnostic]
    ) -> SourceFile? {
        let resolved = inputs.resolve(path.value)
        func refuse(_ reason: String) -> SourceFile? {
            diagnostics.append(Diagnostic(.unreadableInput, "cannot read the Info.plist \(DiagnosticText.quoted(resolved)): \(reason)",
                                          at: path.location))
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
        do {
            let contents = try InputReader(limits: .default, scope: scope).contents(of: resolved)
            guard contents.count <= InputLimits.default.maxFileBytes else {
                return refuse("it is larger than \(InputLimits.default.maxFileBytes) bytes")
            }
            return SourceFile(path: resolved, contents: contents)
        } catch {
            return refuse(InputReader.reason(error))
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
