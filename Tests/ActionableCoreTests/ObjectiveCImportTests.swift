@testable import ActionableCore
@testable import ActionableImport
import ActionableTestSupport
import Foundation
import Testing

/// The Objective-C reader of `actionable import` on the forms its fixtures do not all hold: C's lexical rules,
/// `#if` conditions, what differs between branches, what the app computes, and hostile input.
@Suite("Importing Objective-C registration")
struct ObjectiveCImportTests {
    /// The import of one `.m` file whose method `register` runs `body` and registers `categories`.
    static func run(_ body: String, header: String = "", registering categories: String = "categories") -> ImportTransport.Response {
        let source = """
            #import "Header.h"
            @implementation Registrar
            - (void)register {
            \(body)
                [[UNUserNotificationCenter currentNotificationCenter] setNotificationCategories:\(categories)];
            }
            @end
            """
        return Importer.run(ImportTransport.Request(sources: [.init(path: "Header.h", text: header), .init(path: "Registrar.m", text: source)]))
    }

    /// The definitions' text.
    static func text(_ response: ImportTransport.Response) -> String { response.files.map(\.text).joined(separator: "\n") }

    /// The warnings, as `line:column message`.
    static func warnings(_ response: ImportTransport.Response) -> [String] { response.diagnostics.map { "\($0.line):\($0.column) \($0.message)" } }

    /// A category `id` with one action, as Objective-C.
    static func category(_ id: String, title: String = "@\"Title\"") -> String {
        "[UNNotificationCategory categoryWithIdentifier:@\"\(id)\" actions:@[[UNNotificationAction actionWithIdentifier:@\"A\" title:\(title) options:0]] intentIdentifiers:@[] options:0]"
    }

    @Test("String literals decode C's escapes, adjacent literals and #defines of literals join, and comments hide what they hold")
    func literals() {
        let response = Self.run(
            """
                // [UNNotificationCategory categoryWithIdentifier:@"COMMENTED" actions:@[] intentIdentifiers:@[] options:0]
                /* @"not a string */ NSString *title = @"Say \\"hi\\"\\u2026\\n\\101" @" now" SUFFIX;
                NSSet *categories = [NSSet setWithObject:\(Self.category("C", title: "title"))];
            """,
            header: "#define SUFFIX \\\n    @\"!\"\n")
        #expect(response.diagnostics.isEmpty, "\(Self.warnings(response))")
        let text = Self.text(response)
        #expect(text.contains(#"title: "Say \"hi\"…\nA now!""#), "\(text)")
        #expect(!text.contains("COMMENTED"))
    }

    @Test("Columns count UTF-8 bytes, as swift-syntax does, and lines count splices and comments")
    func places() {
        let line = "     */ NSSet *categories = [NSSet setWithObject:\(Self.category("C", title: "/* é */ remoteTitle"))];"
        let response = Self.run("    /* é\n" + line)
        let column = line.utf8.distance(from: line.utf8.startIndex, to: line.range(of: "remoteTitle")!.lowerBound.samePosition(in: line.utf8)!) + 1
        #expect(Self.warnings(response).map { $0.prefix(while: { $0 != " " }) } == ["5:\(column)"], "\(Self.warnings(response))")
    }

    @Test("#if conditions on TARGET_OS_ macros gate by platform; any other macro is reported, not guessed",
          arguments: [
            ("TARGET_OS_IOS", "platforms: [iOS, macCatalyst]"), ("!TARGET_OS_OSX", "platforms: [iOS, macCatalyst, watchOS, visionOS]"),
            ("TARGET_OS_IOS || TARGET_OS_WATCH", "platforms: [iOS, macCatalyst, watchOS]"),
            ("defined(TARGET_OS_IOS) && TARGET_OS_IOS == 1 && !TARGET_OS_MACCATALYST", "platforms: [iOS]"),
            ("TARGET_OS_VISION", "platforms: [visionOS]"), ("TARGET_OS_IPHONE && !TARGET_OS_IOS", "platforms: [watchOS, visionOS]"),
          ])
    func conditions(condition: String, expected: String) {
        let response = Self.run(
            """
                NSMutableArray *actions = [NSMutableArray array];
            #if \(condition)
                [actions addObject:[UNNotificationAction actionWithIdentifier:@"G" title:@"Gated" options:0]];
            #endif
                NSSet *categories = [NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"C" actions:actions intentIdentifiers:@[] options:0]];
            """)
        #expect(response.diagnostics.isEmpty, "\(Self.warnings(response))")
        #expect(Self.text(response).contains("{ action: G, \(expected) }"), "\(Self.text(response))")
    }

    @Test("What a branch on another macro, a run-time condition or a while loop adds is a located warning and a marker")
    func unknownConditions() {
        for (opening, closing) in [("#if DEBUG", "#endif"), ("#ifdef BETA", "#endif"), ("if (self.enabled) {", "}"), ("while (more) {", "}")] {
            let response = Self.run(
                """
                    NSMutableSet *categories = [NSMutableSet set];
                \(opening)
                    [categories addObject:\(Self.category("C"))];
                \(closing)
                """)
            #expect(Self.warnings(response).count == 1 && response.diagnostics.first?.line == 5, "\(opening): \(Self.warnings(response))")
            #expect(Self.text(response).contains("unresolved:"), "\(opening)")
        }
    }

    @Test("One identifier made differently under different platforms, or listed in contradicting orders, is reported")
    func branchesThatDisagree() {
        let titles = Self.run(
            """
                NSString *title;
            #if TARGET_OS_OSX
                title = @"Move to Trash";
            #else
                title = @"Trash";
            #endif
                NSSet *categories = [NSSet setWithObject:\(Self.category("C", title: "title"))];
            """)
        #expect(Self.warnings(titles).count == 1 && Self.warnings(titles)[0].hasPrefix("5:1 'title' is given different values"), "\(Self.warnings(titles))")
        let actions = Self.run(
            """
            #if TARGET_OS_OSX
                NSArray *actions = @[[UNNotificationAction actionWithIdentifier:@"T" title:@"Move to Trash" options:0]];
            #else
                NSArray *actions = @[[UNNotificationAction actionWithIdentifier:@"T" title:@"Trash" options:0]];
            #endif
                NSSet *categories = [NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"C" actions:actions intentIdentifiers:@[] options:0]];
            """)
        // The preprocessor makes no scope: the array each clause declares is the one after `#endif`.
        #expect(Self.warnings(actions).contains { $0.contains("'T' is made differently under different platforms") }, "\(Self.warnings(actions))")
        let orders = Self.run(
            """
                UNNotificationAction *a = [UNNotificationAction actionWithIdentifier:@"A" title:@"A" options:0];
                UNNotificationAction *b = [UNNotificationAction actionWithIdentifier:@"B" title:@"B" options:0];
                NSArray *actions = @[];
            #if TARGET_OS_OSX
                actions = @[a, b];
            #else
                actions = @[b, a];
            #endif
                NSSet *categories = [NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"C" actions:actions intentIdentifiers:@[] options:0]];
            """)
        #expect(Self.warnings(orders).contains { $0.contains("is listed in one order under some platforms") }, "\(Self.warnings(orders))")
    }

    @Test("Names the files do not define, macros with parameters, macros defined twice differently or in terms of themselves, and formats other than %@ are reported where they are")
    func unresolvedNames() {
        let cases: [(header: String, title: String, reason: String)] = [
            ("", "Unknown", "names something the given files do not define"),
            ("#define TITLE(x) @\"T\" x\n", "TITLE(@\"x\")", "calls something the given files do not define"),
            ("#if A\n#define TITLE @\"A\"\n#else\n#define TITLE @\"B\"\n#endif\n", "TITLE", "is defined more than once, differently"),
            ("#define TITLE TITLE\n", "TITLE", "is defined in terms of itself"),
            ("", "[NSString stringWithFormat:@\"%d new\", count]", "formats with specifiers the import does not evaluate"),
            ("", "[self.delegate titleForAction]", "sends a message the given files do not define"),
        ]
        for (header, title, reason) in cases {
            let response = Self.run("    NSSet *categories = [NSSet setWithObject:\(Self.category("C", title: title))];", header: header)
            #expect(Self.warnings(response).contains { $0.contains(reason) }, "\(title): \(Self.warnings(response))")
            let compiled = Compiler(settings: GenerationSettings(runtime: .module)).compile(ImportFixtureTests.definitions(response))
            #expect(compiled.swiftSource == nil, "\(title): the marker compiled")
        }
    }

    @Test("Intents constants become their values; options join with | and |=; nil and 0 are empty")
    func constantsAndOptions() {
        let response = Self.run(
            """
                UNNotificationActionOptions options = UNNotificationActionOptionForeground;
                options |= UNNotificationActionOptionDestructive;
                UNNotificationAction *a = [UNNotificationAction actionWithIdentifier:@"A" title:@"A" options:options];
                NSSet *categories = [NSSet setWithObject:[UNNotificationCategory categoryWithIdentifier:@"C" actions:@[a]
                    intentIdentifiers:@[INStartCallIntentIdentifier, INSearchForMessagesIntentIdentifier]
                    options:UNNotificationCategoryOptionAllowInCarPlay | UNNotificationCategoryOptionCustomDismissAction]];
            """)
        #expect(response.diagnostics.isEmpty, "\(Self.warnings(response))")
        let text = Self.text(response)
        #expect(text.contains("options: [destructive, foreground]"), "\(text)")
        #expect(text.contains("intentIdentifiers: [INStartCallIntent, INSearchForMessagesIntent]"), "\(text)")
        #expect(text.contains("options: [customDismissAction, allowInCarPlay]"), "\(text)")
    }

    @Test("Hostile input ends in bounded time with warnings, never a crash: deep nesting, endless literals, token soup")
    func hostileInput() {
        let depth = 50_000
        let bodies = [
            String(repeating: "{", count: depth) + String(repeating: "}", count: depth),
            "NSSet *categories = " + String(repeating: "[", count: depth) + "x" + String(repeating: " y]", count: depth) + ";",
            "NSSet *categories = " + String(repeating: "@[", count: depth) + String(repeating: "]", count: depth) + ";",
            "NSSet *categories = " + String(repeating: "(NSSet *)", count: depth) + "nil;",
            String(repeating: "if (@available(iOS 15.0, *)) ", count: depth) + "categories = nil;",
            "NSString *s = @\"unterminated\n/* unterminated comment",
            "#if " + String(repeating: "(", count: depth) + "TARGET_OS_IOS\n#endif",
        ]
        for body in bodies {
            let response = Self.run(body)
            #expect(!response.diagnostics.isEmpty, "\(body.prefix(40))")
        }
        // Token soup from a seeded generator: every token the reader knows, in any order.
        let vocabulary = ["[", "]", "(", ")", "{", "}", "@[", "@(", "@{", ";", ",", ":", "|", "|=", "=", "^", "*", ".", "#if", "#else", "#endif",
                          "\n", "@\"a\"", "0", "nil", "self", "if", "for", "in", "while", "return", "@available", "UNNotificationAction",
                          "actionWithIdentifier", "title", "options", "UNNotificationCategory", "categoryWithIdentifier", "actions",
                          "setNotificationCategories", "NSSet", "setWithObjects", "addObject", "x", "TARGET_OS_IOS", "#define", "- (void)f"]
        var generator = SeededGenerator(seed: TestTier.seed)
        for _ in 0..<TestTier.value(full: 200, fast: 60) {
            let tokens = (0..<Int.random(in: 1...300, using: &generator)).map { _ in vocabulary.randomElement(using: &generator)! }
            let source = "@implementation R\n- (void)g { " + tokens.joined(separator: " ") + " }\n@end\n"
            _ = Importer.run(ImportTransport.Request(sources: [.init(path: "Soup.m", text: source)]))
        }
    }
}
