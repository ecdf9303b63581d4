import Foundation
import Testing
@_spi(ActionableGenerated) import ActionableRuntime

/// One value model: a JSON number is one value however it is spelled and whichever decoder read it.
@Suite("PayloadValue")
struct PayloadValueTests {
    /// Every way the tests decode JSON text into a `PayloadValue`, as the readers of a push meet it.
    static let decoders: [(name: String, decode: @Sendable (String) throws -> PayloadValue?)] = [
        ("JSONDecoder", { text in try JSONDecoder().decode(PayloadValue.self, from: Data(text.utf8)) }),
        ("JSONSerialization", { text in
            let object = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
            return PayloadValue(propertyList: object)
        }),
        ("property list", { text in
            // A `userInfo` as the system delivers it: property-list values, written to a property list and read again.
            let value = try JSONDecoder().decode(PayloadValue.self, from: Data(text.utf8))
            let data = try PropertyListSerialization.data(fromPropertyList: ["v": value.propertyList], format: .binary, options: 0)
            let read = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            return read?["v"].flatMap(PayloadValue.init(propertyList:))
        }),
    ]

    @Test("1, 1.0, 1e0 and 10E-1 are one value through every decoder: equal, hashed alike, read as the integer 1",
          arguments: ["1", "1.0", "1e0", "10E-1", "0.1e1", "1.00000"])
    func oneSpellingOneValue(_ spelling: String) throws {
        for decoder in Self.decoders {
            let value = try #require(try decoder.decode(spelling), "\(decoder.name) \(spelling)")
            #expect(value == .int(1) && value == .double(1), "\(decoder.name) \(spelling): \(value)")
            #expect(value.hashValue == PayloadValue.int(1).hashValue, "\(decoder.name) \(spelling)")
            #expect(value.integer == 1, "\(decoder.name) \(spelling)")
            #expect(Set([value, .int(1), .double(1.0)]).count == 1)
        }
    }

    @Test("Integers are exact up to Int64's bounds and refused beyond them, through every decoder")
    func int64Bounds() throws {
        let cases: [(text: String, integer: Int?)] = [
            ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
            ("9223372036854775808", nil), ("-9223372036854775809", nil), ("1e19", nil), ("-1e19", nil), ("2.5", nil),
            ("9007199254740993", 9_007_199_254_740_993), ("9223372036854775807.0", nil), ("9223372036854775806.0", nil),
        ]
        for (text, integer) in cases {
            for decoder in Self.decoders {
                let value = try #require(try decoder.decode(text), "\(decoder.name) \(text)")
                #expect(value.integer == integer, "\(decoder.name) \(text): \(value)")
                let read = try? PayloadCodec<Int>.int.decode(value, PayloadPlace())
                #expect(read == integer, "\(decoder.name) \(text)")
            }
        }
    }

    @Test("A double beyond Int64 reads back as the Double its text names, through every decoder",
          arguments: ["1.9223372036854776e+19", "19223372036854776000", "1.8446744073709552E19", "-2.5e20",
                      "123456789012345678901234567890", "9.999999999999999e22"])
    func wideDoublesReadExactly(_ text: String) throws {
        let expected = try #require(Double(text))
        for decoder in Self.decoders {
            let value = try #require(try decoder.decode(text), "\(decoder.name) \(text)")
            #expect(value == .double(expected), "\(decoder.name) \(text): \(value)")
            #expect(try decoder.decode(value.jsonText) == value, "\(decoder.name) \(value.jsonText)")
        }
    }

    @Test("Numbers with a fraction stay apart from integers; Booleans are never numbers")
    func distinctValues() {
        #expect(PayloadValue.double(2.5) != .int(2))
        #expect(PayloadValue.bool(true) != .int(1))
        #expect(PayloadValue(propertyList: NSNumber(value: true)) == .bool(true))
        #expect(PayloadValue(propertyList: true) == .bool(true))
        #expect(PayloadValue(propertyList: 1) == .int(1))
        #expect(PayloadValue(2.0) == .int(2) && PayloadValue(2.5) == .double(2.5))
        let objectA: PayloadValue = ["a": 1, "b": [1.0, "x"]]
        let objectB: PayloadValue = ["b": [1, "x"], "a": 1.0]
        #expect(objectA == objectB && objectA.hashValue == objectB.hashValue)
    }

    @Test("Encoding writes JSON every reader reads back to an equal value; a number that is not finite throws")
    func encoding() throws {
        let value: PayloadValue = ["s": "a/b", "i": -3, "d": 0.5, "b": false, "l": [1, [2]]]
        let data = try JSONEncoder().encode(value)
        for decoder in Self.decoders {
            #expect(try decoder.decode(String(decoding: data, as: UTF8.self)) == value, "\(decoder.name)")
        }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(PayloadValue.double(.infinity)) }
        #expect(PayloadValue(propertyList: Double.nan) == nil)
    }
}
