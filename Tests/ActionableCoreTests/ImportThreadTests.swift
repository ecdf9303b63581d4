@testable import ActionableCore
import ActionableImport
import Foundation
import Testing

/// ``ImportThread``: the thread `actionable-import` (once) and the fuzz target (for every input) import on.
@Suite("The import's own thread")
struct ImportThreadTests {
    /// A registration after an expression nested 240 brackets deep (the parser's limit is 256), which takes more
    /// stack to parse in a debug build than a thread pool's threads have.
    static let request: ImportTransport.Request = {
        let nested = String(repeating: "f({ ", count: 120) + "0" + String(repeating: " })", count: 120)
        let text = """
            import UserNotifications
            let deep = \(nested)
            func register(center: UNUserNotificationCenter) {
                center.setNotificationCategories([UNNotificationCategory(identifier: "AFTER", actions: [], intentIdentifiers: [], options: [])])
            }
            """
        return ImportTransport.Request(sources: [.init(path: "App.swift", text: text)])
    }()

    @Test("one thread answers import after import, as a thread of their own does")
    func importsInTurn() throws {
        let alone = try #require(Importer.runOnOwnThread(Self.request))
        #expect(ImportReachTests.ids(alone) == ["AFTER"])
        let thread = try #require(ImportThread())
        for _ in 0..<3 { #expect(thread.run(Self.request) == alone) }
        thread.stop()
        #expect(thread.run(Self.request) == nil)
        thread.stop()
    }

    @Test("callers on several threads at once take turns and each gets its own answer")
    func callersTakeTurns() throws {
        let thread = try #require(ImportThread())
        defer { thread.stop() }
        let requests = (0..<6).map { index in
            ImportTransport.Request(sources: [.init(path: "App\(index).swift", text: """
                import UserNotifications
                func register(center: UNUserNotificationCenter) {
                    center.setNotificationCategories([UNNotificationCategory(identifier: "C\(index)", actions: [], intentIdentifiers: [], options: [])])
                }
                """)])
        }
        let answers = Answers(count: requests.count)
        DispatchQueue.concurrentPerform(iterations: requests.count) { index in
            answers.set(index, thread.run(requests[index]))
        }
        for index in requests.indices {
            #expect(answers.values[index].map(ImportReachTests.ids) == ["C\(index)"])
        }
    }

    /// Answers written from several threads, one slot each.
    final class Answers: @unchecked Sendable {
        private let lock = NSLock()
        private(set) var values: [ImportTransport.Response?]
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: ImportTransport.Response?) { lock.withLock { values[index] = value } }
    }
}
