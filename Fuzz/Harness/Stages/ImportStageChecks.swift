import ActionableCore
import ActionableImport

/// The invariants of `actionable import` over an app's sources, as `actionable-import` runs it (on a thread with
/// ``Importer/stackSize`` of stack). The input's first byte chooses what the rest is (low two bits): 0 one Swift file,
/// 1 one Objective-C file, 2 a strings table beside a Swift file that reads it through wrappers, 3 files separated by
/// NUL bytes, in turn Swift, Objective-C and a strings table.
struct ImportStageChecks {
    /// The sources given to the import.
    let sources: [ImportTransport.Request.Source]
    /// The strings tables given to it, and their files.
    let tables: [StringsTable]

    /// A Swift file that reads keys through the wrappers and generated accessors the strings tables resolve.
    static let wrapperSource = """
        import UserNotifications
        func register(center: UNUserNotificationCenter) {
            let reply = UNNotificationAction(identifier: "reply", title: NSLocalizedString("reply.title", comment: ""), options: [])
            let open = UNNotificationAction(identifier: "open", title: L("open.title"), options: [])
            center.setNotificationCategories([UNNotificationCategory(identifier: "message", actions: [reply, open], intentIdentifiers: [], options: [])])
        }
        """

    init(_ bytes: [UInt8]) {
        let kind = bytes.first.map { $0 & 0b11 } ?? 0
        let payload = bytes.dropFirst()
        func text(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
        var sources: [ImportTransport.Request.Source] = []
        var tableTexts: [(path: String, text: String)] = []
        switch kind {
        case 0: sources = [.init(path: "App.swift", text: text(payload))]
        case 1: sources = [.init(path: "App.m", text: text(payload))]
        case 2:
            sources = [.init(path: "App.swift", text: Self.wrapperSource)]
            tableTexts = [("en.lproj/Localizable.strings", text(payload))]
        default:
            for (index, part) in payload.split(separator: 0, omittingEmptySubsequences: false).prefix(6).enumerated() {
                switch index % 3 {
                case 0: sources.append(.init(path: "File\(index).swift", text: text(part)))
                case 1: sources.append(.init(path: "File\(index).m", text: text(part)))
                default: tableTexts.append(("en.lproj/Table\(index).strings", text(part)))
                }
            }
        }
        self.sources = sources
        var diagnostics: [Diagnostic] = []
        tables = tableTexts.compactMap { StringsTable.read(path: $0.path, text: $0.text, diagnostics: &diagnostics) }
    }

    /// Imports the sources and checks that:
    /// - every diagnostic is placed inside a given source;
    /// - every place the definitions name (a `# path:line` comment, a marker's `at:`) is inside a given source: each
    ///   value written is traceable to where it came from;
    /// - each definitions file is well-formed YAML that `compile` reads (it may refuse markers and report what the
    ///   app registers twice, never a syntax error);
    /// - importing again gives the same answer.
    func run(_ findings: inout Findings) {
        let request = ImportTransport.Request(sources: sources, strings: tables)
        guard let response = Importer.runOnOwnThread(request) else {
            return findings.require(false, "import: no thread with \(Importer.stackSize) bytes of stack")
        }
        let lineCounts = Dictionary(sources.map { ($0.path, $0.text.split(separator: "\n", omittingEmptySubsequences: false).count) }) { first, _ in first }
        func placeIsInside(_ path: String, _ line: Int) -> Bool {
            guard let count = lineCounts[path] else { return false }
            return line >= 1 && line <= count
        }
        for problem in response.diagnostics where !(problem.path.isEmpty && sources.isEmpty) {
            findings.require(placeIsInside(problem.path, problem.line) && problem.column >= 1,
                             "import: the diagnostic \(String(reflecting: problem.message)) is at \(problem.path):\(problem.line):\(problem.column), outside the sources")
        }
        for file in response.files {
            for place in Self.namedPlaces(in: file.text) {
                findings.require(placeIsInside(place.path, place.line),
                                 "import: \(file.name) names \(place.path):\(place.line), which is not inside a given source")
            }
            let result = Compiler(settings: GenerationSettings()).compile([SourceFile(path: file.name, contents: Array(file.text.utf8))])
            findings.require(!result.diagnostics.contains { $0.rule == .yamlSyntax },
                             "import: \(file.name) is not well-formed YAML: \(result.diagnostics.filter { $0.rule == .yamlSyntax }.map(\.message))\n\(file.text)")
        }
        let again = Importer.runOnOwnThread(request)
        findings.require(again == response, "import: importing twice gives different answers")
    }

    /// The places a definitions file names: `# path:line` comments and markers' `at: "path:line:column"`.
    static func namedPlaces(in text: String) -> [(path: String, line: Int)] {
        var places: [(path: String, line: Int)] = []
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingPrefix(while: { $0 == " " })
            if trimmed.hasPrefix("# "), let place = Self.place(String(trimmed.dropFirst(2).prefix { $0 != " " }).trimmingSuffix(":")) {
                places.append(place)
            }
            if let range = line.range(of: "at: \""), let end = line[range.upperBound...].firstIndex(of: "\"") {
                let reference = line[range.upperBound..<end]
                if let place = Self.place(String(reference.split(separator: ":").dropLast().joined(separator: ":"))) { places.append(place) }
            }
        }
        return places
    }

    /// `path:line` read, when `text` is one.
    static func place(_ text: String) -> (path: String, line: Int)? {
        guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...]) else { return nil }
        return (String(text[..<colon]), line)
    }
}

extension String {
    /// The string without `suffix` at its end, when it ends so.
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
