public import Foundation

/// Why a payload cannot be sent: thrown when it is encoded. A generated file names it for its own
/// definitions: `NotificationCategories.PayloadError`.
public enum PayloadError<Schema: PayloadSchema>: Error, Hashable, Sendable, CustomStringConvertible,
    LocalizedError
{
    /// The encoded payload has `size` bytes, more than ``Payload/maximumSize``.
    case tooLarge(size: Int)
    /// `undeclaredKeys` has the key `aps`, which belongs to the system.
    case customKeyNamedAPS
    /// `relevanceScore` is not between 0 and 1.
    case relevanceScoreOutOfRange(Double)
    /// A critical sound's volume is not between 0 and 1.
    case soundVolumeOutOfRange(Double)
    /// `badge` is negative; 0 removes the number from the app's icon.
    case negativeBadge(Int)
    /// `undeclaredKeys` has a key the category or push kind declares; set it through its typed keys.
    case undeclaredKeyIsDeclared(String)
    /// A typed key holds a value its readers reject (a number out of bounds, a string against its pattern, a
    /// date outside the years 0000 to 9999, a key without the keys it comes with): the app could not read it.
    case invalidValue(UserInfoError<Schema>)
    /// The category declares required custom keys and the payload does not carry its `UserInfo` (or carries
    /// another's keys): the app could not read the notification. Build it with `Payload(userInfo, ...)`.
    case missingUserInfo(Schema.CategoryID)
    /// The push of a silent kind has an alert, badge or sound, which the system would show or play.
    case audibleSilentPush(Schema.PushKind)

    /// The problem in one line.
    public var description: String {
        switch self {
        case .tooLarge(let size): "the payload is \(size) bytes, more than APNs' \(Payload<Schema>.maximumSize)"
        case .customKeyNamedAPS: "undeclaredKeys has the key \"aps\", which belongs to the system"
        case .relevanceScoreOutOfRange(let score): "the relevance score \(score) is not from 0 to 1"
        case .soundVolumeOutOfRange(let volume): "the critical sound's volume \(volume) is not from 0 to 1"
        case .negativeBadge(let badge): "the badge \(badge) is negative"
        case .undeclaredKeyIsDeclared(let key):
            "undeclaredKeys has \"\(key)\", which is declared: set it through the typed keys"
        case .invalidValue(let error): "the app could not read the payload: \(error)"
        case .missingUserInfo(let category):
            "\(category.rawValue) needs its custom keys: build the payload from its UserInfo"
        case .audibleSilentPush(let kind):
            "a \(kind.rawValue) push is silent: it may not have an alert, badge or sound"
        }
    }

    /// The problem in one line, as ``description``.
    public var errorDescription: String? { description }
}
