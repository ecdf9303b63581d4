/// The access level of every declaration in the generated file.
///
/// `internal` suits a file inside the app target; `package` or `public` suit a module shared by the app
/// and its notification extensions (`public` when that module is used from another package).
public enum AccessLevel: String, CaseIterable, Sendable {
    /// Visible to other modules.
    case `public`
    /// Visible to the modules of the same package.
    case package
    /// Visible inside the module only (Swift's default).
    case `internal`

    /// The modifier written before a declaration, with its trailing space; empty for `internal`, which is
    /// Swift's default and so is left implicit.
    var modifier: String {
        self == .internal ? "" : rawValue + " "
    }
}
