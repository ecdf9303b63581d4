/// Everything that shapes the generated files besides the definitions: built once per run, from the command
/// line's flags over the configuration file over the defaults (``init(configuration:overriddenBy:)``), and
/// handed to the compiler, which hands it to each generator.
public struct GenerationSettings: Equatable, Sendable {
    /// The name of the generated namespace enum when none is set.
    public static let defaultNamespace = "NotificationCategories"

    /// The name of the generated namespace enum; a valid Swift name (``SwiftIdentifier/isValidNamespace(_:)``).
    public var namespace: String
    /// The access level of every generated declaration.
    public var accessLevel: AccessLevel
    /// Where generated code looks localized text up.
    public var localization: LocalizationSettings
    /// The development language of a strings catalog that is created.
    public var developmentLanguage: String
    /// Prefixes left out of the Swift names derived from ids (`com.example.app.`), the longest that matches.
    public var swiftNameStripPrefixes: [String]
    /// The parts of the Swift file to generate; never empty.
    public var parts: Set<GeneratedPart>
    /// Whether the file imports `ActionableRuntime` or carries its own copy.
    public var runtime: RuntimeMode

    /// Settings with the given values; each one not given takes its default.
    public init(
        namespace: String = GenerationSettings.defaultNamespace, accessLevel: AccessLevel = .internal,
        localization: LocalizationSettings = LocalizationSettings(), developmentLanguage: String = "en",
        swiftNameStripPrefixes: [String] = [], parts: Set<GeneratedPart> = Set(GeneratedPart.allCases),
        runtime: RuntimeMode = .module
    ) {
        self.namespace = namespace
        self.accessLevel = accessLevel
        self.localization = localization
        self.developmentLanguage = developmentLanguage
        self.swiftNameStripPrefixes = swiftNameStripPrefixes
        self.parts = parts.isEmpty ? Set(GeneratedPart.allCases) : parts
        self.runtime = runtime
    }

    /// The settings values given on the command line; `nil` where a flag was not given.
    public struct Overrides: Sendable {
        /// `--namespace`.
        public var namespace: String?
        /// `--access-level`.
        public var accessLevel: AccessLevel?
        /// `--localization-bundle`.
        public var localizationBundle: LocalizationBundle?
        /// `--localization-table`.
        public var localizationTable: String?
        /// `--development-language`.
        public var developmentLanguage: String?
        /// `--generate`.
        public var parts: Set<GeneratedPart>?
        /// `--runtime`.
        public var runtime: RuntimeMode?

        /// Overrides of the given settings.
        public init(
            namespace: String? = nil, accessLevel: AccessLevel? = nil, localizationBundle: LocalizationBundle? = nil,
            localizationTable: String? = nil, developmentLanguage: String? = nil, parts: Set<GeneratedPart>? = nil,
            runtime: RuntimeMode? = nil
        ) {
            self.namespace = namespace
            self.accessLevel = accessLevel
            self.localizationBundle = localizationBundle
            self.localizationTable = localizationTable
            self.developmentLanguage = developmentLanguage
            self.parts = parts
            self.runtime = runtime
        }
    }

    /// The settings of a run: each one from `flags` where given, else from `configuration`, else the default.
    /// This is the only place that precedence is written.
    public init(configuration: Configuration, overriddenBy flags: Overrides = Overrides()) {
        let defaults = GenerationSettings()
        self.init(
            namespace: flags.namespace ?? configuration.namespace?.value ?? defaults.namespace,
            accessLevel: flags.accessLevel ?? configuration.accessLevel?.value ?? defaults.accessLevel,
            localization: LocalizationSettings(
                bundle: flags.localizationBundle ?? configuration.localizationBundle?.value ?? defaults.localization.bundle,
                table: flags.localizationTable ?? configuration.localizationTable?.value ?? defaults.localization.table),
            developmentLanguage: flags.developmentLanguage ?? configuration.developmentLanguage?.value ?? defaults.developmentLanguage,
            swiftNameStripPrefixes: configuration.swiftNameStripPrefix.map(\.value),
            parts: flags.parts ?? configuration.generate?.value ?? defaults.parts,
            runtime: flags.runtime ?? configuration.runtime?.value ?? defaults.runtime)
    }
}
