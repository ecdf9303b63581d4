@testable import ActionableCore
@testable import ActionableImport
import Testing

/// The stack the import needs, measured: every shape that recurses, as deep as the import's limits let it go, on an
/// ``ImportThread`` of ``Importer/stackSize``, touches at most half of it (the build the tests run in, and the release
/// build the fuzz target runs); one step past each limit is refused at its place, never parsed.
@Suite("Import stack and nesting limits")
struct ImportStackTests {
    /// A registration that reads `expression` (so the interpreter walks it too), `expression` written `depth` deep.
    struct Shape: CustomTestStringConvertible, Sendable {
        var name: String
        var limit: Int
        var source: @Sendable (Int) -> String
        var testDescription: String { name }
    }

    static func registering(_ expression: String) -> String {
        """
        import UserNotifications
        func register() {
            let deep = \(expression)
            let category = UNNotificationCategory(identifier: "C", actions: [], intentIdentifiers: [], options: [])
            UNUserNotificationCenter.current().setNotificationCategories([category, deep])
        }

        """
    }

    static let depth = SwiftNestingScan.maximumDepth - 6
    static let shapes: [Shape] = [
        Shape(name: "parentheses", limit: depth) { registering(String(repeating: "(", count: $0) + "x" + String(repeating: ")", count: $0)) },
        Shape(name: "closures", limit: depth) { registering(String(repeating: "{ ", count: $0) + "x" + String(repeating: " }", count: $0)) },
        Shape(name: "arrays and calls", limit: depth / 2) { registering(String(repeating: "f([", count: $0) + "x" + String(repeating: "])", count: $0)) },
        Shape(name: "try", limit: depth) { registering(String(repeating: "try ", count: $0) + "x") },
        Shape(name: "await", limit: depth) { registering(String(repeating: "await ", count: $0) + "x") },
        Shape(name: "try? and try!", limit: depth) { registering(String(repeating: "try? try! ", count: $0 / 2) + "x") },
        Shape(name: "generic arguments", limit: depth) { registering(String(repeating: "A<", count: $0) + "B" + String(repeating: ">", count: $0) + "()") },
        Shape(name: "else if", limit: depth) { count in
            "func register() {\n    var c = 0\n    if a { c = 1 }" + String(repeating: " else if a { c = 1 }", count: count)
                + "\n    UNUserNotificationCenter.current().setNotificationCategories([c])\n}\n"
        },
        Shape(name: "#if", limit: depth) { count in
            "func register() {\n" + String(repeating: "#if A\n", count: count) + "let c = 1\n" + String(repeating: "#endif\n", count: count)
                + "    UNUserNotificationCenter.current().setNotificationCategories([c])\n}\n"
        },
        Shape(name: "interpolation", limit: SwiftNestingScan.maximumInterpolationDepth) {
            registering(String(repeating: "\"\\(", count: $0) + "1" + String(repeating: ")\"", count: $0))
        },
        Shape(name: "opening [", limit: SwiftNestingScan.maximumOpeningSquareRun) {
            registering(String(repeating: "[", count: $0) + "x" + String(repeating: "]", count: $0))
        },
        Shape(name: "member chain", limit: 2_000) { registering("x" + String(repeating: ".a", count: $0)) },
        Shape(name: "call chain", limit: 1_300) { registering("x" + String(repeating: "()", count: $0)) },
        Shape(name: "force unwraps", limit: 4_000) { registering("x" + String(repeating: "!", count: $0)) },
        Shape(name: "closures around a member chain", limit: depth / 2) {
            registering(String(repeating: "{ ", count: $0) + "x" + String(repeating: ".a", count: 1_000) + String(repeating: " }", count: $0))
        },
    ]

    static func importing(_ text: String, on thread: ImportThread) -> ImportTransport.Response? {
        thread.run(ImportTransport.Request(sources: [.init(path: "App/Deep.swift", text: text)], strings: []))
    }

    @Test("At its limit each shape is read, and touches at most half of the import thread's stack", arguments: shapes)
    func withinTheStack(_ shape: Shape) throws {
        let thread = try #require(ImportThread())
        defer { thread.stop() }
        let response = try #require(Self.importing(shape.source(shape.limit), on: thread))
        #expect(!response.diagnostics.contains { $0.rule == Rule.inputLimit.rawValue }, "\(response.diagnostics.map(\.message))")
        let touched = try #require(thread.stackTouched, "the system tells how much stack was touched")
        #expect(touched <= Importer.stackSize / 2, "\(shape.name): \(touched >> 10) KiB of \(Importer.stackSize >> 10) KiB")
    }

    @Test("Far past its limit each shape is an input-limit error at the place it went past, and the import writes nothing", arguments: shapes)
    func pastTheLimit(_ shape: Shape) throws {
        let thread = try #require(ImportThread())
        defer { thread.stop() }
        let response = try #require(Self.importing(shape.source(shape.limit * 40), on: thread))
        let refusal = try #require(response.diagnostics.first { $0.rule == Rule.inputLimit.rawValue }, "\(response.diagnostics.map(\.message))")
        #expect(refusal.severity == "error" && refusal.path == "App/Deep.swift" && refusal.line > 1)
    }

    @Test("What only looks deep is not refused: comparisons without spaces, separate if statements, brackets in comments and strings, a raw string's \\(")
    func lookalikes() {
        let text = String(repeating: "if a<b { x = 1 } else { x = 2 }\n", count: 1_000)
            + String(repeating: "let s = #\"\\(\"#; let t = \"[[[[[[[[[[[[[[[[\" // ((((((((((((((((((([[[[[[[[[[[[[[[[[\n", count: 300)
            + "/* " + String(repeating: "try ", count: 1_000) + " */\n"
            + String(repeating: "let u = try f(); let v = await g()\n", count: 1_000)
        #expect(SwiftNestingScan.scan(text).finding == nil)
    }

    @Test("A refusal's line and column are counted as swift-syntax counts them: lines end at \\n, \\r\\n or \\r", arguments: ["\n", "\r\n", "\r"])
    func refusalPlaceOnEveryLineEnding(_ lineEnd: String) throws {
        let thread = try #require(ImportThread())
        defer { thread.stop() }
        let text = ["import UserNotifications", "func register() {", "    let deep = " + String(repeating: "try ", count: 300) + "x",
                    "    UNUserNotificationCenter.current().setNotificationCategories([deep])", "}", ""].joined(separator: lineEnd)
        let response = try #require(Self.importing(text, on: thread))
        let refusal = try #require(response.diagnostics.first { $0.rule == Rule.inputLimit.rawValue })
        // The 257th `try` goes past the limit (the function's brace is the first level).
        #expect(refusal.line == 3 && refusal.column == 16 + 4 * 255, "\(refusal.line):\(refusal.column)")
    }
}
