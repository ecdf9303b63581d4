/// An existing String Catalog whose shape ``StringCatalogReader`` checked: what the merge reads of it.
struct ExistingStringCatalog {
    /// The top-level members, in file order.
    var root: [JSONNode.Member]
    /// The language the catalog names as its source, when it names one.
    var sourceLanguage: String?
    /// The members of `strings` (key → entry object), in file order.
    var entries: [JSONNode.Member]

    /// A catalog with nothing in it: what a new catalog is merged into.
    static let empty = ExistingStringCatalog(root: [], sourceLanguage: nil, entries: [])
}
