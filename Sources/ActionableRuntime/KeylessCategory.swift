/// A category none of whose custom keys is required: a generated category type conforms, and gets
/// `makeContent(title:subtitle:body:threadID:)` for its local notifications. (A category that requires keys
/// makes content from its typed keys instead: `makeContent(for:...)`.)
public protocol KeylessCategory: IdentifiedCategory {}
