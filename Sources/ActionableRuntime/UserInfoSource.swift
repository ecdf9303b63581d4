/// Whose custom keys a `userInfo` was read as: a category's notification, or a push kind. A generated file
/// names it for its own definitions: `NotificationCategories.UserInfoSource`.
public enum UserInfoSource<Schema: PayloadSchema>: Hashable, Sendable, CustomStringConvertible {
    /// A notification of the category.
    case category(Schema.CategoryID)
    /// A push of the kind.
    case push(Schema.PushKind)

    /// `MEETING_INVITATION notification`, `sync push`.
    public var description: String {
        switch self {
        case .category(let id): "\(id.rawValue) notification"
        case .push(let kind): "\(kind.rawValue) push"
        }
    }
}
