/// What a notification holds where a value does not read, as ``UserInfoError/finding`` reports it.
///
/// A minor version may add a case: switch over it with a `default`. The wording of ``description`` is not API.
public enum PayloadFinding: Hashable, Sendable, CustomStringConvertible {
    /// Nothing: the key is absent.
    case missing
    /// This JSON value, which is not what was expected.
    case value(PayloadValue)
    /// Arrays or objects nested deeper than ``PayloadValue/maximumDepth``, in the `userInfo` or in JSON text a
    /// string holds: refused before they are read.
    case nestedTooDeep
    /// A `userInfo` value JSON cannot hold (a `Date`, `Data`), named by its type.
    case notJSON(typeName: String)
    /// What ``UserInfoError``'s deprecated initializer was told, in words: no reader reports it.
    case described(String)

    /// The finding in words, such as `the string "soon"`.
    public var description: String {
        switch self {
        case .missing: "nothing"
        case .value(let value): value.summary
        case .nestedTooDeep: "arrays or objects nested more than \(PayloadValue.maximumDepth) deep"
        case .notJSON(let typeName): "a \(typeName), which JSON cannot hold"
        case .described(let words): words
        }
    }
}
