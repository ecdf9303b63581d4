import Foundation

extension PayloadCodec where T == Int {
    /// An integer written as text: an optional `-`, then digits (`"42"`).
    @_spi(ActionableGenerated) public static var intText: Self {
        Self(expected: .integerText, value: { json in
            guard case .string(let text) = json else { return nil }
            return RuntimeNumbers.integer(text: text)
        }, encode: { .string(String($0)) })
    }
}

extension PayloadCodec where T == Double {
    /// A number written as text, as JSON writes numbers (`"2.5"`).
    @_spi(ActionableGenerated) public static var doubleText: Self {
        Self(expected: .numberText, value: { json in
            guard case .string(let text) = json, RuntimeNumbers.isNumber(text) else { return nil }
            return Double(text).flatMap { $0.isFinite ? $0 : nil }
        }, encode: { number in
            let isWhole = number.rounded() == number && abs(number) < 1e15
            return .string(isWhole ? String(Int(number)) : String(number))
        })
    }
}

extension PayloadCodec where T == Bool {
    /// A Boolean written as text, `trueText` or `falseText` (`"1"` and `"0"`).
    @_spi(ActionableGenerated) public static func boolText(true trueText: String, false falseText: String) -> Self {
        Self(expected: .booleanText(whenTrue: trueText, whenFalse: falseText), value: { json in
            guard case .string(let text) = json else { return nil }
            return text == trueText ? true : text == falseText ? false : nil
        }, encode: { .string($0 ? trueText : falseText) })
    }
}

extension PayloadCodec {
    /// Values each written as text with `element`, joined by `separator` in one string (`"1,2,3"`).
    @_spi(ActionableGenerated) public static func textList<Element>(
        _ element: RuntimeCodec<Element>, separator: String
    ) -> Self where T == [Element] {
        let expected = { @Sendable in RuntimeExpectation.joined(by: separator, each: element.expected) }
        return Self(expected: expected(), decode: { json, place throws(RuntimeFailure) in
            guard case .string(let text) = json else { throw place.failure(expected(), json) }
            guard !text.isEmpty else { return [] }
            var values: [Element] = []
            for (index, item) in text.components(separatedBy: separator).enumerated() {
                values.append(try element.decode(.string(item), place.item(index)))
            }
            return values
        }, encode: { values in
            .string(values.map { value in
                if case .string(let text) = element.encode(value) { return text }
                return ""
            }.joined(separator: separator))
        })
    }
}
