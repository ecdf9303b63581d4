import ActionableCore
import ActionableTestSupport

extension GenerationSettings {
    /// The settings `GenerationSettings(...)` makes, in the runtime mode this run tests (``TestTier/runtime``).
    static func tested(
        namespace: String = GenerationSettings.defaultNamespace, accessLevel: AccessLevel = .internal,
        localization: LocalizationSettings = LocalizationSettings(), developmentLanguage: String = "en",
        swiftNameStripPrefixes: [String] = [], parts: Set<GeneratedPart> = Set(GeneratedPart.allCases)
    ) -> GenerationSettings {
        GenerationSettings(
            namespace: namespace, accessLevel: accessLevel, localization: localization, developmentLanguage: developmentLanguage,
            swiftNameStripPrefixes: swiftNameStripPrefixes, parts: parts, runtime: .tested)
    }
}

extension RuntimeMode {
    /// The mode this run tests: `ACTIONABLE_TEST_RUNTIME` (`module` by default; an unknown value stops the run).
    static let tested: RuntimeMode = {
        guard let mode = RuntimeMode(rawValue: TestTier.runtime) else {
            fatalError("ACTIONABLE_TEST_RUNTIME must be module or embedded, not \(TestTier.runtime)")
        }
        return mode
    }()
}

extension Compiler {
    /// A compiler with the default settings, in the runtime mode this run tests.
    static var tested: Compiler { Compiler(settings: .tested()) }
}
