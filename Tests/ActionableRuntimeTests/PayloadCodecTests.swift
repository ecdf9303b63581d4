import Foundation
import Testing
@_spi(ActionableGenerated) import ActionableRuntime

/// The codecs generated code reads and writes custom keys with, called directly.
@Suite("PayloadCodec")
struct PayloadCodecTests {
    /// `codec` reading `json` at the top of a payload, or the error's key path and expectation.
    func read<T>(_ codec: PayloadCodec<T>, _ json: PayloadValue) -> Result<T, PayloadKeyError> {
        Result { () throws(PayloadKeyError) in try codec.decode(json, PayloadPlace().child("k")) }
    }

    @Test("Scalars read what they declare and name what they found otherwise")
    func scalars() throws {
        #expect(try read(.string, "a").get() == "a")
        #expect(try read(.int, 3.0).get() == 3)
        #expect(try read(.double, 3).get() == 3.0)
        #expect(try read(.bool, true).get() == true)
        let wrong = read(PayloadCodec<Int>.int, "3")
        guard case .failure(let error) = wrong else { Issue.record("a string read as an integer"); return }
        #expect(error == PayloadKeyError(key: "k", expectation: .integer, finding: .value("3")))
        #expect(try read(.uuid, "E621E1F8-C36C-495A-93FC-0C247A3E6E5F").get().uuidString == "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }

    @Test("Text encodings read and write numbers, Booleans and lists in strings")
    func text() throws {
        #expect(try read(.intText, "-42").get() == -42)
        #expect((try? read(.intText, "+42").get()) == nil)
        #expect(try read(.doubleText, "2.5e1").get() == 25)
        #expect((try? read(.doubleText, "01").get()) == nil)
        #expect(try read(.boolText(true: "1", false: "0"), "0").get() == false)
        let list = PayloadCodec<[Int]>.textList(.intText, separator: ",")
        #expect(try read(list, "1,2,3").get() == [1, 2, 3])
        #expect(list.encode([1, 2]) == "1,2")
        guard case .failure(let error) = read(list, "1,x") else { Issue.record("x read as an integer"); return }
        #expect(error.key == "k[1]")
    }

    @Test("Bounds and patterns are checked on reading, with the expectation in the error")
    func constraints() {
        let bounded = PayloadCodec<Int>.int.bounded(minimum: 1, maximum: 9)
        #expect((try? read(bounded, 9).get()) == 9)
        guard case .failure(let error) = read(bounded, 10) else { Issue.record("10 read within 1...9"); return }
        #expect(error.expectation == .range(.integer, from: 1, upTo: 9))
        #expect(error.expectation.description == "an integer from 1 up to 9")
        let pattern = PayloadPattern(source: "^a+$", steps: [
            .start, .scalars([0x61...0x61], negated: false), .split(3, 5), .scalars([0x61...0x61], negated: false), .jump(2),
            .end, .match,
        ])
        #expect(pattern.matches("aaa") && !pattern.matches("aab") && !pattern.matches(""))
        #expect((try? read(PayloadCodec<String>.string.matching(pattern), "ab").get()) == nil)
    }

    @Test("Lists, maps, embedded JSON and Base64 JSON nest, and errors name the path inside")
    func containers() throws {
        #expect(try read(.list(.int), [1, 2]).get() == [1, 2])
        #expect(try read(.map(.string), ["a.b": "x"]).get() == ["a.b": "x"])
        guard case .failure(let error) = read(PayloadCodec<[String: Int]>.map(.int), ["a.b": "x"]) else {
            Issue.record("a string read as an integer"); return
        }
        #expect(error.key == #"k."a.b""#)
        let json = PayloadCodec<[Int]>.json(.list(.int))
        #expect(try read(json, "[1,2]").get() == [1, 2])
        #expect(json.encode([1]) == "[1]")
        let base64 = PayloadCodec<[String: Int]>.base64JSON(.map(.int))
        let encoded = base64.encode(["a": 1])
        #expect(try read(base64, encoded).get() == ["a": 1])
        // The URL-safe alphabet without padding reads too: {"a":">?"} is eyJhIjoiPj8ifQ in it.
        #expect(try read(PayloadCodec<[String: String]>.base64JSON(.map(.string)), "eyJhIjoiPj8ifQ").get() == ["a": ">?"])
    }

    @Test("A union reads the first alternative that holds the value whole, and keeps any other value with its problem")
    func union() throws {
        enum Either: Equatable, Sendable { case number(Int), text(Int), unrecognized(PayloadValue) }
        let codec = PayloadCodec<Either>.union([
            .init(PayloadCodec<Int>.int, { .number($0) }, { if case .number(let value) = $0 { value } else { nil } }),
            .init(PayloadCodec<Int>.intText, { .text($0) }, { if case .text(let value) = $0 { value } else { nil } }),
        ], unrecognized: { .unrecognized($0) }, recognized: { if case .unrecognized(let json) = $0 { json } else { nil } })
        #expect(try read(codec, 7).get() == .number(7))
        #expect(try read(codec, "7").get() == .text(7))
        #expect(codec.encode(.text(8)) == "8")
        let place = PayloadPlace()
        #expect(try codec.decode(true, place.child("k")) == .unrecognized(true))
        #expect(place.problems.problems == [
            PayloadKeyError(key: "k", expectation: .anyOf([.integer, .integerText]), finding: .value(true)),
        ])
        #expect(codec.encode(.unrecognized(["x": 1])) == ["x": 1])
    }

    @Test("An object reads its keys through UserInfoKeys and keeps the problems of optional ones")
    func objects() throws {
        struct Sender: Hashable, Sendable { var id: Int; var name: String? }
        let codec = PayloadCodec<Sender>.object(read: { keys throws(PayloadKeyError) in
            Sender(id: try keys.required("id", .int), name: keys.optional("name", .string))
        }, write: { sender in
            var keys: [String: PayloadValue] = [:]
            UserInfoKeys.write(sender.id, .int, to: "id", in: &keys)
            UserInfoKeys.write(sender.name, .string, to: "name", in: &keys)
            return keys
        })
        let place = PayloadPlace()
        let sender = try codec.decode(["id": 2, "name": 3], place.child("sender"))
        #expect(sender == Sender(id: 2, name: nil))
        #expect(place.problems.problems.map(\.key) == ["sender.name"])
        #expect(codec.encode(Sender(id: 1, name: "a")) == ["id": 1, "name": "a"])
    }
}
