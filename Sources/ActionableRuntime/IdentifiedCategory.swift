/// A generated category type: it knows its identifier, and builds the content of its local notifications
/// (`KeylessCategory`, `PayloadCategory`).
public protocol IdentifiedCategory {
    /// The identifiers of the app's categories: the generated `CategoryID`, whose raw values are `String`s
    /// (said where it is needed: a constraint here costs each conformance an entry in the app's binary).
    associatedtype CategoryID
    /// The category's identifier.
    static var id: CategoryID { get }
}
