@testable import ActionableCore
import ActionableTestSupport
import Foundation
import Testing

/// No push can crash the app: every reader of a push (the typed keys from a `userInfo`, `Push`, a response, a content
/// and a service extension's entry point, `Decodable`, `PayloadValue`'s reader, `==` and `hash`) runs on a thread with
/// the 512 KiB stack Apple gives GCD and Swift-concurrency threads, built `-Onone` and `-O`, on pushes nested at
/// `PayloadValue.maximumDepth`, one past it and 10,000 deep, in every encoding (a key's value, JSON and Base64 JSON in a
/// string), and on wide ones (a million items, 10 MB strings). At the limit a value is read; past it the key is
/// refused with an error at its path (a problem, for an optional key), and the process survives.
@Suite("Hostile pushes", .serialized)
struct HostilePushTests {
    static let definitions = """
        categories:
          - id: CHAT
            mutableContent: true
            actions: [{ id: REPLY, title: Reply }]
            payload:
              meta: { type: object, properties: { id: string } }
              extra: { type: object, optional: true, properties: { id: string } }
              ejson: { type: object, encoding: json, properties: { rid: string } }
              b64: { type: object, encoding: base64json, optional: true, properties: { rid: string } }
        pushes:
          - id: event
            match: { key: type, value: event }
        contentExtensions:
          - id: ChatContent
            categories: [CHAT]
            initialContentSizeRatio: 1

        """

    /// How a push is made hostile: which key holds what. `depth` counts the arrays nested in the key's value (or in
    /// the JSON its string carries), beside the declared `id`/`rid`.
    enum Shape: CustomStringConvertible {
        case deep(key: String, arrays: Int)
        case wideList(key: String, items: Int)
        case longString(key: String, megabytes: Int)

        var description: String {
            switch self {
            case let .deep(key, arrays): "\(key) \(arrays) deep"
            case let .wideList(key, items): "\(key) \(items) items"
            case let .longString(key, megabytes): "\(key) \(megabytes) MB"
            }
        }

        /// The Swift expression of the push's `userInfo`, built by the program's helpers.
        var userInfo: String {
            switch self {
            case let .deep(key, arrays): "push(\"\(key)\", nested(\(arrays)))"
            case let .wideList(key, items): "push(\"\(key)\", wide(\(items)))"
            case let .longString(key, megabytes): "push(\"\(key)\", long(\(megabytes)))"
            }
        }
    }

    /// A custom key's value is one level inside the payload's object; JSON in a string counts from its own top.
    static let limit = 64

    /// The shapes each reader is given, with what it must conclude: `ok`, or the key refused (an error for a required
    /// key, a problem for an optional one) because it is too deep.
    static var cases: [(shape: Shape, refused: Bool)] {
        var cases: [(Shape, Bool)] = []
        // A key's value: the payload is level 1, the key's object level 2, so 62 arrays inside reach the limit.
        for key in ["meta", "extra"] {
            cases += [(.deep(key: key, arrays: limit - 2), false), (.deep(key: key, arrays: limit - 1), true),
                      (.deep(key: key, arrays: 10_000), true)]
        }
        // JSON in a string: its object is level 1, so 63 arrays inside reach the limit.
        for key in ["ejson", "b64"] {
            cases += [(.deep(key: key, arrays: limit - 1), false), (.deep(key: key, arrays: limit), true),
                      (.deep(key: key, arrays: 10_000), true)]
        }
        for key in ["meta", "ejson", "b64"] {
            cases += [(.wideList(key: key, items: 1_000_000), false), (.longString(key: key, megabytes: 10), false)]
        }
        return cases
    }

    static let readers = ["userInfo", "push", "response", "content", "service", "decodable"]

    /// The program: each case's `userInfo` (and its JSON text) is built on the main thread, where it also stays (a
    /// value nested 10,000 deep would take the stack to release); each reader runs on a 512 KiB thread.
    static var program: String {
        var main = """
            import Foundation
            @_spi(StandIn) import UserNotifications

            typealias Categories = NotificationCategories

            /// `arrays` arrays nested in one another around a 1.
            func nested(_ arrays: Int) -> Value {
                var value: Any = 1
                var text = "1"
                for _ in 0..<arrays { value = [value] }
                text = String(repeating: "[", count: arrays) + text + String(repeating: "]", count: arrays)
                return Value(propertyList: value, json: text)
            }
            func wide(_ items: Int) -> Value {
                Value(propertyList: [Int](repeating: 7, count: items),
                      json: "[" + Array(repeating: "7", count: items).joined(separator: ",") + "]")
            }
            func long(_ megabytes: Int) -> Value {
                let text = String(repeating: "a", count: megabytes << 20)
                return Value(propertyList: text, json: "\\"" + text + "\\"")
            }

            /// A value as a property list and as JSON text.
            struct Value: @unchecked Sendable {
                var propertyList: Any
                var json: String
            }

            /// A push whose `key` holds `value` beside its declared keys, as the system delivers it and as JSON text.
            struct Push: @unchecked Sendable {
                var userInfo: [AnyHashable: Any]
                var json: Data
            }

            func push(_ key: String, _ value: Value) -> Push {
                var meta: [String: Any] = ["id": "m"]
                var metaJSON = #"{"id":"m"}"#
                var embedded = #"{"rid":"r"}"#
                var userInfo: [AnyHashable: Any] = [
                    "aps": ["category": "CHAT", "alert": "hi", "mutable-content": 1] as [String: Any],
                ]
                var json = #"{"aps":{"category":"CHAT","alert":"hi","mutable-content":1}"#
                switch key {
                case "meta", "extra":
                    var object: [String: Any] = ["id": "m", "x": value.propertyList]
                    let text = #"{"id":"m","x":"# + value.json + "}"
                    if key == "meta" { meta = object; metaJSON = text } else {
                        object["id"] = "e"
                        userInfo["extra"] = object
                        json += #","extra":"# + text
                    }
                case "ejson", "b64":
                    embedded = #"{"rid":"r","x":"# + value.json + "}"
                default: fatalError(key)
                }
                userInfo["meta"] = meta
                json += #","meta":"# + metaJSON
                if key == "b64" {
                    let base64 = Data(embedded.utf8).base64EncodedString()
                    userInfo["b64"] = base64
                    userInfo["ejson"] = #"{"rid":"r"}"#
                    json += #","b64":""# + base64 + #"","ejson":"{\\"rid\\":\\"r\\"}""#
                } else {
                    userInfo["ejson"] = embedded
                    json += #","ejson":"# + quoted(embedded)
                }
                return Push(userInfo: userInfo, json: Data((json + "}").utf8))
            }

            func quoted(_ text: String) -> String {
                "\\"" + text.replacingOccurrences(of: "\\\\", with: "\\\\\\\\").replacingOccurrences(of: "\\"", with: "\\\\\\"") + "\\""
            }

            /// What a reader concluded: `ok`, or where and why it refused.
            func outcome(_ result: Result<Categories.Chat.UserInfo, Categories.UserInfoError>) -> String {
                switch result {
                case .success(let keys):
                    guard let problem = keys.problems.first else { return "ok" }
                    return "problem at \\(problem.key) (\\(words(problem.finding)))"
                case .failure(let error):
                    return "error at \\(error.key) (\\(words(error.finding)))"
                }
            }
            func words(_ finding: Categories.UserInfoError.Finding) -> String {
                switch finding {
                case .missing: "missing"
                case .nestedTooDeep: "too deep"
                default: finding.description
                }
            }

            func onSmallStack(_ body: @escaping @Sendable () -> String) -> String {
                final class Box: @unchecked Sendable { var text = "" }
                let box = Box()
                let done = DispatchSemaphore(value: 0)
                let thread = Thread {
                    box.text = body()
                    done.signal()
                }
                thread.stackSize = 512 << 10
                thread.start()
                done.wait()
                return box.text
            }

            func read(_ reader: String, _ push: Push) -> String {
                onSmallStack {
                    let content = UNMutableNotificationContent()
                    content.categoryIdentifier = "CHAT"
                    content.userInfo = push.userInfo
                    let request = UNNotificationRequest(identifier: "r", content: content, trigger: nil)
                    let notification = UNNotification.makeForTesting(request: request)
                    let response = UNNotificationResponse.makeForTesting(notification: notification, actionIdentifier: "REPLY")
                    switch reader {
                    case "userInfo": return outcome(Categories.Chat.UserInfo.decoding(push.userInfo))
                    case "push":
                        guard case .category(.chat(let result)) = Categories.Push(userInfo: push.userInfo) else { return "not chat" }
                        return outcome(result)
                    case "response":
                        guard case .chat(.reply, _, let result) = Categories.Response(response) else { return "not chat" }
                        return outcome(result)
                    case "content":
                        guard case .chat(_, let result) = Categories.ContentExtension.ChatContent(notification) else { return "not chat" }
                        return outcome(result)
                    case "service":
                        guard case .category(.chat(let result)) = Categories.ServiceExtensionPush(request) else { return "not chat" }
                        return outcome(result)
                    case "decodable":
                        do {
                            return outcome(.success(try JSONDecoder().decode(Categories.Chat.UserInfo.self, from: push.json)))
                        } catch let error as Categories.UserInfoError {
                            return outcome(.failure(error))
                        } catch let DecodingError.dataCorrupted(context) {
                            // Foundation's parser refuses a document nested deeper than it reads before any value is made.
                            guard let key = context.codingPath.first?.stringValue else { return "the parser refused the document" }
                            return "error at \\(key)" + (context.debugDescription.contains("more than 64 deep") ? " (too deep)" : "")
                        } catch {
                            return "\\(error)"
                        }
                    default: fatalError(reader)
                    }
                }
            }

            let start = ContinuousClock.now
            var slowest: Duration = .zero

            """
        main += "let cases: [(name: String, push: () -> Push)] = [\n"
        for item in cases { main += "    (\"\(item.shape)\", { \(item.shape.userInfo) }),\n" }
        main += "]\nlet readers = [" + readers.map { "\"\($0)\"" }.joined(separator: ", ") + "]\n"
        main += """
            // Each push is built on the main thread and kept: releasing a value nested 10,000 deep takes a deep stack
            // of its own, whoever reads it.
            var kept: [Push] = []
            for (name, make) in cases {
                let push = make()
                kept.append(push)
                for reader in readers {
                    let began = ContinuousClock.now
                    print("\\(name) \\(reader): " + read(reader, push))
                    slowest = max(slowest, ContinuousClock.now - began)
                }
            }

            """
        main += #"""
            // PayloadValue itself: a value built in code nested 10,000 deep is compared and hashed on the small stack,
            // and read from a property list (refused); at the limit it is read.
            let deepValue: Categories.PayloadValue = {
                var value: Categories.PayloadValue = 1
                for _ in 0..<10_000 { value = .array([value]) }
                return value
            }()
            let deepCopy = deepValue
            let deepOther: Categories.PayloadValue = {
                var value: Categories.PayloadValue = 2
                for _ in 0..<10_000 { value = .array([value]) }
                return value
            }()
            let deepList = nested(10_000)
            let limitList = nested(64)
            let pastLimitList = nested(65)
            print("values: " + onSmallStack {
                var hasher = Hasher()
                deepValue.hash(into: &hasher)
                _ = hasher.finalize()
                return "equal \(deepValue == deepCopy), unequal \(deepValue != deepOther), "
                    + "hashed alike \(deepValue.hashValue == deepCopy.hashValue), "
                    + "deep read \(Categories.PayloadValue(propertyList: deepList.propertyList) != nil), "
                    + "limit read \(Categories.PayloadValue(propertyList: limitList.propertyList) != nil), "
                    + "past limit read \(Categories.PayloadValue(propertyList: pastLimitList.propertyList) != nil)"
            })
            print("slowest under 30 s: \(slowest < .seconds(30))")
            _ = (start, kept.count)

            """#
        return main
    }

    static var expected: String {
        var lines: [String] = []
        for item in cases {
            let key: String
            let optional: Bool
            switch item.shape {
            case .deep(let name, _), .wideList(let name, _), .longString(let name, _):
                key = name
                optional = name == "extra" || name == "b64"
            }
            for reader in readers {
                guard item.refused else {
                    lines.append("\(item.shape) \(reader): ok")
                    continue
                }
                // Decodable reads every key's JSON first: a value too deep is an error at its key, optional or not;
                // one far too deep Foundation's JSON parser refuses first.
                if reader == "decodable", key == "meta" || key == "extra", case .deep(_, let arrays) = item.shape, arrays > 512 {
                    lines.append("\(item.shape) \(reader): the parser refused the document")
                } else if reader == "decodable", key == "meta" || key == "extra" {
                    lines.append("\(item.shape) \(reader): error at \(key) (too deep)")
                } else {
                    lines.append("\(item.shape) \(reader): \(optional ? "problem" : "error") at \(key) (too deep)")
                }
            }
        }
        lines.append("values: equal true, unequal true, hashed alike true, deep read false, limit read true, past limit read false")
        lines.append("slowest under 30 s: true")
        return lines.joined(separator: "\n") + "\n"
    }

    // The fast tier builds -O, which compiles once into the cache and then runs in seconds; -Onone (whose frames are
    // the larger) runs half a minute, and is the full tier's.
    @Test("Every reader survives any push on a 512 KiB stack, -Onone and -O: read at the limit, refused at its key past it",
          arguments: TestTier.split(full: [false, true], fast: [true]))
    func boundedReaders(optimized: Bool) throws {
        let result = TestSupport.compile([TestSupport.file("hostile.yaml", Self.definitions)])
        let swift = try #require(result.swiftSource, "\(result.diagnostics.map(\.message))")
        let output = try GeneratedProgram.run(
            sources: ["Generated.swift": swift, "main.swift": Self.program], withStandInSDK: true, settings: [.swift6],
            optimized: optimized)
        try #require(output.status == 0, "exit \(output.status): \(output.standardError.suffix(2000))")
        let lines = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = Self.expected.split(separator: "\n", omittingEmptySubsequences: false)
        for (line, expected) in zip(lines, expectedLines) where line != expected {
            Issue.record("\(line) (expected \(expected))")
        }
        #expect(lines.count == expectedLines.count)
    }
}
