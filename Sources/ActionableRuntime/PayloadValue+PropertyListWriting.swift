import Foundation

extension PayloadValue {
    /// The value as a property list holds it, for a notification's `userInfo`.
    public var propertyList: Any {
        switch self {
        case .string(let text): text
        case .int(let number): number
        case .double(let number): number
        case .bool(let value): value
        case .array(let items): items.map(\.propertyList)
        case .object(let members): members.mapValues(\.propertyList)
        case .null: NSNull()
        }
    }
}
