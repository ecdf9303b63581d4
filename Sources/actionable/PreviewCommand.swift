import ActionableCore
import ArgumentParser

/// `actionable preview`: one HTML page that draws every category as the system presents it.
struct PreviewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "preview",
        abstract: "Write one self-contained HTML page that draws every category as iOS presents it.",
        discussion: """
            The page shows each notification expanded with its actions in order, the reply field of a text-input \
            action, the text shown with previews hidden and the summary of a group, with the options, platforms, \
            intents and payload keys beside it. With --strings-catalog, every language of the catalog can be \
            chosen on the page (#lang-CODE), and missing or stale translations are marked. The page loads and \
            runs nothing: no script, no network. Nothing is written when the definitions have errors.
            """
    )

    @OptionGroup var definitions: DefinitionOptions

    @Option(help: "The HTML file to write.")
    var output: String

    @Option(help: "A String Catalog (.xcstrings) whose languages the page shows.")
    var stringsCatalog: String?

    @Option(help: "The app name shown on the notifications.")
    var appName: String = "App"

    func run() throws {
        let inputs = definitions.read()
        let settings = GenerationSettings(configuration: inputs.configuration)
        var compiler = Compiler(settings: settings)
        compiler.ruleSeverities = definitions.ruleSeverities(inputs.configuration)
        let target = OutputTarget(role: "preview", path: output, setting: nil)
        let safety = OutputSafety(
            configurationDirectory: inputs.configurationDirectory, inputs: inputs.readPaths + (stringsCatalog.map { [$0] } ?? []))
        var diagnostics = inputs.diagnostics + safety.problems([target])
        let translations = definitions.translations(
            at: stringsCatalog, developmentLanguage: settings.developmentLanguage, diagnostics: &diagnostics)
        let catalog = try definitions.checkedCatalog(compiler, inputs, diagnostics: &diagnostics)
        let page = PreviewPage(model: catalog, translations: translations, appName: appName).render()
        do {
            try OutputWriter().commit([OutputFile(path: output, contents: page)])
        } catch {
            diagnostics.append(error.diagnostic)
        }
        if !definitions.report(diagnostics, configuration: inputs.configuration) { throw ExitCode.failure }
    }
}
