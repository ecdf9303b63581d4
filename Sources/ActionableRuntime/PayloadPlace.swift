/// Where a value is read: the key path (for errors), and where the problems of optional values are kept.
@_spi(ActionableGenerated) public struct PayloadPlace {
    /// The path of the value from the top of the keys: `zulip.recipient_type`, `attachments[2].url`.
    @_spi(ActionableGenerated) public let path: String
    /// Where the problems of the optional values of the same payload go.
    @_spi(ActionableGenerated) public let problems: ProblemList

    /// The top of a payload's keys, with a new problem list.
    @_spi(ActionableGenerated) public init() {
        self.init(path: "", problems: ProblemList())
    }

    private init(path: String, problems: ProblemList) {
        self.path = path
        self.problems = problems
    }

    /// The place of `key` inside this one; a key holding `.`, `[`, `]` or `"` (or empty) is quoted.
    @_spi(ActionableGenerated) public func child(_ key: String) -> PayloadPlace {
        let written = PayloadKeyPath.component(key)
        return PayloadPlace(path: path.isEmpty ? written : path + "." + written, problems: problems)
    }

    /// The place of the item `index` (counted from 0) of the list here.
    @_spi(ActionableGenerated) public func item(_ index: Int) -> PayloadPlace {
        PayloadPlace(path: path + "[\(index)]", problems: problems)
    }

    /// The same place with a new problem list: an alternative of a union is tried apart.
    @_spi(ActionableGenerated) public func trial() -> PayloadPlace { PayloadPlace(path: path, problems: ProblemList()) }

    /// The error for a value here that is not `expected`; `found` is `nil` for a missing one.
    @_spi(ActionableGenerated) public func failure(
        _ expected: PayloadExpectation, _ found: PayloadValue?
    ) -> PayloadKeyError {
        PayloadKeyError(key: path, expectation: expected, finding: found.map(PayloadFinding.value) ?? .missing)
    }
}

/// The problems of the optional values of one payload that did not decode (each left `nil`). A class: every place
/// of one payload adds to the same list.
@_spi(ActionableGenerated) public final class ProblemList {
    /// The problems, in the order found.
    @_spi(ActionableGenerated) public var problems: [PayloadKeyError] = []

    /// An empty list.
    @_spi(ActionableGenerated) public init() {}
}

/// How a key path writes a key: as it is, or quoted.
@_spi(ActionableGenerated) public enum PayloadKeyPath {
    /// `key` as a component of a key path: as it is, unless it is empty or holds `.`, `[`, `]` or `"`; then
    /// in double quotes, `\` and `"` escaped, control characters as `\u00XX` (as `actionable validate-payload`
    /// writes it).
    @_spi(ActionableGenerated) public static func component(_ key: String) -> String {
        let plain = !key.isEmpty && !key.utf8.contains { $0 == 46 || $0 == 91 || $0 == 93 || $0 == 34 }
        guard !plain else { return key }
        var quoted = "\""
        for scalar in key.unicodeScalars {
            switch scalar.value {
            case 0x5C, 0x22: quoted += "\\" + String(scalar)
            case 0..<0x20:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                quoted += "\\u00" + (scalar.value < 0x10 ? "0" : "") + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
