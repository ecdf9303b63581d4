@testable import ActionableCore
import Foundation
import Testing

/// Samples made from types, and the samples the generated Swift gives an app's debug builds.
@Suite("Samples")
struct SampleTests {
    @Test("A pattern's example matches it, and making one takes time linear in the pattern", arguments: [
        "^[A-Z]{3}-\\d{2,4}$", "^(?:ab|cd)+x?$", "[^a]b", "^\\w+@\\w+\\.(com|org)$", "^$", "^.{5}$", "^[0-9a-f]{8}(-[0-9a-f]{4}){3}$",
    ])
    func patternExamples(_ pattern: String) throws {
        let example = try #require(PayloadPattern.example(of: pattern))
        #expect(PayloadPattern.matches(example, pattern))
    }

    @Test("An example is as long as the repetitions ask for; one longer than a push can hold is not made, and making it stops early")
    func nestedRepetitions() throws {
        let pattern = "^" + String(repeating: "(?:a{3}", count: 10) + String(repeating: ")", count: 10) + "$"
        #expect(PayloadPattern.example(of: pattern) == String(repeating: "a", count: 30))
        // 100^5 characters: the walk stops at the limit instead of making them.
        #expect(PayloadPattern.example(of: "^(?:(?:(?:(?:a{100}){100}){100}){100}){100}$") == nil)
        #expect(PayloadPattern.example(of: "^a$b") == nil, "a pattern nothing matches has no example")
    }

    @Test("A synthesized sample holds every required key and those they come together with, in the types' encodings")
    func synthesized() throws {
        let model = try #require(Compiler.tested.check([TestSupport.file("s.yaml", """
            categories:
              - id: C
                payload:
                  n: { type: int, minimum: 3 }
                  d: { type: double, maximum: -2 }
                  t: { type: int, encoding: text, optional: true, together: [u] }
                  u: { type: string, optional: true }
                  k: { type: string, optional: true, together: [n] }
                  l: "[int]"
                  v: { values: [b, a] }
                  e: { type: object, encoding: json, properties: { x: bool } }
            """)]).catalog)
        let members = PayloadSampleValues.members(of: model.categories[0].payload ?? [], everyKey: false)
        #expect(members["n"] == .integer(3) && members["d"] == .integer(-2) && members["l"] == .array([.integer(0)]))
        #expect(members["v"] == .string("b") && members["t"] == nil && members["u"] == nil && members["k"] == nil)
        #expect(members["e"] == .string("{\"x\":true}"), "embedded JSON on one line, as the generated encoder writes it")
        let every = PayloadSampleValues.members(of: model.categories[0].payload ?? [], everyKey: true)
        #expect(every["t"] == .string("0") && every["u"] == .string("Sample") && every["k"] == .string("Sample"))
    }

    @Test("Debug builds of the app have every sample as userInfo and typed keys, which decode cleanly, in the three settings")
    func debugSamples() throws {
        let swift = try #require(Compiler(settings: GenerationSettings.tested(parts: [.app])).compile(try TestSupport.exampleFiles()).swiftSource)
        #expect(swift.contains("#if DEBUG\n"))
        let main = """
            typealias NC = NotificationCategories
            for (name, keys) in NC.MeetingInvitation.samples { print("MEETING_INVITATION", name, (try? keys.get()) != nil) }
            for (name, keys) in NC.ChatMessage.samples { print("CHAT_MESSAGE", name, (try? keys.get()) != nil) }
            for (name, keys) in NC.Push.ChatEvent.samples { print("chat-event", name, (try? keys.get()) != nil) }
            for (name, keys) in NC.Push.Sync.samples { print("sync", name, (try? keys.get()) != nil) }
            for (name, userInfo) in NC.DailySummary.sampleUserInfos {
                print("DAILY_SUMMARY", name, (userInfo["aps"] as? [String: Any])?["category"] as? String ?? "none")
            }
            """
        let output = try GeneratedProgram.run(
            sources: ["Generated.swift": swift, "main.swift": main], flags: ["-DDEBUG"], withStandInSDK: false)
        #expect(output.standardOutput == """
            MEETING_INVITATION Design review true
            CHAT_MESSAGE Sample true
            chat-event Sample true
            sync Sample true
            DAILY_SUMMARY Sample DAILY_SUMMARY

            """)
        // Without DEBUG (a release build) the samples are not there at all.
        let release = #expect(throws: GeneratedProgram.CompilationFailed.self) {
            try GeneratedProgram.run(sources: ["Generated.swift": swift, "main.swift": main], withStandInSDK: false)
        }
        #expect(release?.output.contains("has no member 'samples'") == true)
    }
}
