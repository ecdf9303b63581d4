/// What `actionable import` sends its importer process (`actionable-import`) and what it answers, as JSON on
/// standard input and output. The importer never touches the disk: the CLI reads the sources and writes what comes
/// back, with the same checks as every other output, so only the CLI touches files.
public enum ImportTransport {
    /// The sources to import.
    public struct Request: Codable, Sendable, Equatable {
        /// Each source file: its path as given and its text.
        public var sources: [Source]

        /// A source file.
        public struct Source: Codable, Sendable, Equatable {
            /// The path as the user gave it, for messages and the definitions' comments.
            public var path: String
            /// The file's text.
            public var text: String

            /// Creates a source.
            public init(path: String, text: String) {
                self.path = path
                self.text = text
            }
        }

        /// The app's strings tables (`--strings`), in the order given.
        public var strings: [StringsTable]
        /// The folders of the app's targets (an app, its widget, its watch app), as the sources' paths start: each
        /// runs its own process, so their registration calls do not replace each other's. Empty: one target.
        public var targets: [String]

        /// Creates a request.
        public init(sources: [Source], strings: [StringsTable] = [], targets: [String] = []) {
            self.sources = sources
            self.strings = strings
            self.targets = targets
        }

        /// Reads a request; one without `strings` or `targets` has none.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            sources = try container.decode([Source].self, forKey: .sources)
            strings = try container.decodeIfPresent([StringsTable].self, forKey: .strings) ?? []
            targets = try container.decodeIfPresent([String].self, forKey: .targets) ?? []
        }
    }

    /// The importer's answer.
    public struct Response: Codable, Sendable, Equatable {
        /// The definition files, by file name, in the order written.
        public var files: [File]
        /// What the import reports.
        public var diagnostics: [Problem]
        /// The strings table the app looks its notification text up in (`Localizable` included); `nil` when the
        /// definitions hold no localized text. `actionable import` checks a team's configuration against it.
        public var localizationTable: String?

        /// A definitions file to write.
        public struct File: Codable, Sendable, Equatable {
            /// Its file name (no directory).
            public var name: String
            /// Its text.
            public var text: String

            /// Creates a file.
            public init(name: String, text: String) {
                self.name = name
                self.text = text
            }
        }

        /// A diagnostic as JSON holds it.
        public struct Problem: Codable, Sendable, Equatable {
            /// The rule's id.
            public var rule: String
            /// `error`, `warning` or `note`.
            public var severity: String
            /// The message.
            public var message: String
            /// Where: the source's path, line and column.
            public var path: String
            /// The line, from 1.
            public var line: Int
            /// The column, from 1.
            public var column: Int

            /// `diagnostic` for the wire.
            public init(_ diagnostic: Diagnostic) {
                rule = diagnostic.rule.rawValue
                severity = diagnostic.severity.rawValue
                message = diagnostic.message
                path = diagnostic.location.path
                line = diagnostic.location.position?.line ?? 1
                column = diagnostic.location.position?.column ?? 1
            }

            /// The diagnostic again, or `nil` when the rule or severity is not one this build knows.
            public var diagnostic: Diagnostic? {
                guard let rule = Rule(rawValue: rule), let severity = Severity(rawValue: severity) else { return nil }
                var diagnostic = Diagnostic(rule, message, at: SourceLocation(path: path, line: line, column: column))
                diagnostic.severity = severity
                return diagnostic
            }
        }

        /// Creates a response.
        public init(files: [File], diagnostics: [Problem], localizationTable: String? = nil) {
            self.files = files
            self.diagnostics = diagnostics
            self.localizationTable = localizationTable
        }
    }
}
