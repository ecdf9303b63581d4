/// The version of Actionable.
///
/// The one place the version is written: `actionable --version` prints it, the JSON manifest records it
/// as its generator's version, and the artifact bundle's `info.json` takes it from the built tool.
/// `CHANGELOG.md`'s newest release and every `from:` in the documentation must name it too; `VersionTests`
/// fails when one of them does not.
public enum ActionableVersion {
    /// The release this source tree builds, `MAJOR.MINOR.PATCH` (a git tag of the same name, no `v`).
    public static let current = "0.3.0"

    /// Where the project lives: its home page, and the base of the links to its documentation that outputs
    /// carry (the SARIF rules' help links name the file at the tag of ``current``).
    public static let repository = "https://github.com/actionable-swift/actionable"
}
