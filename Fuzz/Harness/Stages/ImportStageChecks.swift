import ActionableCore
import ActionableImport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The invariants of `actionable import` over an app's sources, as `actionable-import` runs it (on an ``ImportThread``
/// with ``Importer/stackSize`` of stack, one kept for every input). The input's first byte chooses what the rest is (low
/// two bits): 0 one Swift file, 1 one Objective-C file, 2 a strings table beside an Objective-C file that reads it
/// through wrappers, 3 files separated by NUL bytes, in turn Swift, Objective-C and a strings table, beside a Swift
/// file that reads the tables.
struct ImportStageChecks {
    /// The sources given to the import.
    let sources: [ImportTransport.Request.Source]
    /// The strings tables given to it, and their files.
    let tables: [StringsTable]
    /// The thread every input is imported on.
    static let thread = ImportThread()
    /// Whether the input is imported a second time, to compare: one input in 32, by a sum of its bytes.
    let importsTwice: Bool

    /// An Objective-C file that reads keys through `NSLocalizedString`, its table variant and a `#define` wrapper, which
    /// the strings tables resolve (Objective-C: the cheap reader, so a strings table is the input's cost).
    static let objectiveCWrapperSource = """
        #import <UserNotifications/UserNotifications.h>
        #define L(key) NSLocalizedString(key, nil)
        void Register(UNUserNotificationCenter *center) {
            UNNotificationAction *reply = [UNNotificationAction actionWithIdentifier:@"reply" title:NSLocalizedString(@"reply.title", @"") options:0];
            UNNotificationAction *open = [UNNotificationAction actionWithIdentifier:@"open" title:L(@"open.title") options:0];
            UNNotificationAction *later = [UNNotificationAction actionWithIdentifier:@"later" title:NSLocalizedStringFromTable(@"later.title", @"Table2", nil) options:0];
            [center setNotificationCategories:[NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"message" actions:@[reply, open, later] intentIdentifiers:@[] options:0]]];
        }
        """

    /// A Swift file that reads keys through `NSLocalizedString` and a wrapper the tables resolve.
    static let swiftWrapperSource = """
        import UserNotifications
        func register(center: UNUserNotificationCenter) {
            let reply = UNNotificationAction(identifier: "reply", title: NSLocalizedString("reply.title", comment: ""), options: [])
            let open = UNNotificationAction(identifier: "open", title: L("open.title"), options: [])
            center.setNotificationCategories([UNNotificationCategory(identifier: "message", actions: [reply, open], intentIdentifiers: [], options: [])])
        }
        """

    /// What an input can be, by the header byte's low two bits.
    enum Kind: UInt8, CaseIterable {
        case swift, objectiveC, strings, mixed

        /// The name `FUZZ_IMPORT_KINDS` spells it with.
        var name: String {
            switch self {
            case .swift: "swift"
            case .objectiveC: "objective-c"
            case .strings: "strings"
            case .mixed: "mixed"
            }
        }
    }

    /// The kinds inputs are read as: every kind, or those `FUZZ_IMPORT_KINDS` names (comma-separated, for example
    /// `objective-c,strings` to measure the rate of the Objective-C reader and the strings tables alone; `Fuzz/run`
    /// documents it). A header naming a kind left out picks one of these by its other bits.
    static let kinds: [Kind] = {
        guard let names = getenv("FUZZ_IMPORT_KINDS").map({ String(cString: $0) }) else { return Kind.allCases }
        let chosen = Kind.allCases.filter { names.split(separator: ",").contains(Substring($0.name)) }
        precondition(!chosen.isEmpty, "FUZZ_IMPORT_KINDS names none of: \(Kind.allCases.map(\.name).joined(separator: ", "))")
        return chosen
    }()

    init(_ bytes: [UInt8]) {
        let header = bytes.first ?? 0
        let named = Kind(rawValue: header & 0b11)!
        let kind = Self.kinds.contains(named) ? named : Self.kinds[Int(header >> 2) % Self.kinds.count]
        let payload = bytes.dropFirst()
        func text(_ part: ArraySlice<UInt8>) -> String { String(decoding: part, as: UTF8.self) }
        var sources: [ImportTransport.Request.Source] = []
        var tableTexts: [(path: String, text: String)] = []
        switch kind {
        case .swift: sources = [.init(path: "App.swift", text: text(payload))]
        case .objectiveC: sources = [.init(path: "App.m", text: text(payload))]
        case .strings:
            sources = [.init(path: "App.m", text: Self.objectiveCWrapperSource)]
            tableTexts = [("en.lproj/Localizable.strings", text(payload))]
        case .mixed:
            sources = [.init(path: "Wrappers.swift", text: Self.swiftWrapperSource)]
            for (index, part) in payload.split(separator: 0, omittingEmptySubsequences: false).prefix(6).enumerated() {
                switch index % 3 {
                case 0: sources.append(.init(path: "File\(index).swift", text: text(part)))
                case 1: sources.append(.init(path: "File\(index).m", text: text(part)))
                default: tableTexts.append(("en.lproj/Table\(index).strings", text(part)))
                }
            }
        }
        self.sources = sources
        importsTwice = bytes.reduce(0) { $0 &+ $1 } & 0b1_1111 == 0
        var diagnostics: [Diagnostic] = []
        tables = tableTexts.compactMap { StringsTable.read(path: $0.path, text: $0.text, diagnostics: &diagnostics) }
    }

    /// Imports the sources and checks that:
    /// - the import thread has touched at most half its stack (``ImportThread/stackTouched``);
    /// - every diagnostic is placed inside a given source;
    /// - every place the definitions name (a `# path:line` comment, a marker's `at:`) is inside a given source: each
    ///   value written is traceable to where it came from;
    /// - each definitions file is YAML that `compile` loads without a syntax error (it may refuse markers);
    /// - for one input in 32 (``importsTwice``), importing again gives the same answer: no state is carried from one
    ///   import to the next (every input is imported on one thread, so the others check that too, against the inputs
    ///   before them; a second import of every input would halve the rate).
    func run(_ findings: inout Findings) {
        let request = ImportTransport.Request(sources: sources, strings: tables)
        guard let response = Self.thread?.run(request) else {
            return findings.require(false, "import: no thread with \(Importer.stackSize) bytes of stack")
        }
        // The import's own thread never comes near the end of its stack: the limits bound every recursion.
        if let touched = Self.thread?.stackTouched {
            findings.require(touched <= Importer.stackSize / 2, "import: touched \(touched >> 10) KiB of the import thread's \(Importer.stackSize >> 10) KiB stack")
        }
        // Lines end at \n, \r\n or \r, as swift-syntax and the Objective-C lexer count them: at most this many.
        let lineCounts = Dictionary(sources.map { source in
            (source.path, source.text.utf8.reduce(1) { $0 + ($1 == UInt8(ascii: "\n") || $1 == UInt8(ascii: "\r") ? 1 : 0) })
        }) { first, _ in first }
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
            var diagnostics: [Diagnostic] = []
            _ = YAMLLoader().load(SourceFile(path: file.name, contents: Array(file.text.utf8)), diagnostics: &diagnostics)
            findings.require(!diagnostics.contains { $0.rule == .yamlSyntax },
                             "import: \(file.name) is not well-formed YAML: \(diagnostics.filter { $0.rule == .yamlSyntax }.map(\.message))\n\(file.text)")
        }
        if importsTwice {
            findings.require(Self.thread?.run(request) == response, "import: importing twice gives different answers")
        }
    }

    /// The places a definitions file names: `# path:line` comments and markers' `at: "path:line:column"`. One pass
    /// over the bytes.
    static func namedPlaces(in text: String) -> [(path: String, line: Int)] {
        let bytes = Array(text.utf8)
        let (space, quote, colon) = (UInt8(ascii: " "), UInt8(ascii: "\""), UInt8(ascii: ":"))
        var places: [(path: String, line: Int)] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var position = lineStart
            while position < lineEnd, bytes[position] == space { position += 1 }
            if position + 1 < lineEnd, bytes[position] == UInt8(ascii: "#"), bytes[position + 1] == space {
                var end = position + 2
                while end < lineEnd, bytes[end] != space { end += 1 }
                if let place = place(bytes[position + 2..<(end > position + 2 && bytes[end - 1] == colon ? end - 1 : end)]) {
                    places.append(place)
                }
            }
            // A quoted scalar escapes its quotes, so `at: "` is a marker's key wherever it is.
            while position + 5 <= lineEnd {
                if bytes[position] == UInt8(ascii: "a"), bytes[position + 1] == UInt8(ascii: "t"), bytes[position + 2] == colon,
                   bytes[position + 3] == space, bytes[position + 4] == quote {
                    var end = position + 5
                    while end < lineEnd, bytes[end] != quote { end += 1 }
                    let value = bytes[position + 5..<end]
                    if let column = value.lastIndex(of: colon), let place = place(value[..<column]) { places.append(place) }
                    break
                }
                position += 1
            }
            lineStart = lineEnd + 1
        }
        return places
    }

    /// `path:line` read, when `text` is one.
    static func place(_ text: ArraySlice<UInt8>) -> (path: String, line: Int)? {
        guard let colon = text.lastIndex(of: UInt8(ascii: ":")),
              let line = Int(String(decoding: text[(colon + 1)...], as: UTF8.self)) else { return nil }
        return (String(decoding: text[..<colon], as: UTF8.self), line)
    }
}
