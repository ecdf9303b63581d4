/// The version of Actionable.
///
/// The one place the version is written. ``current`` is what this source tree builds: `actionable --version`
/// prints it, and the generated Swift file's header, the JSON manifest (its generator's version), SARIF logs and
/// preview pages record it. Between releases it is the next version with `-dev` (`0.5.0-dev`), so a build that
/// is not a release says so everywhere. ``release`` is the newest release: `CHANGELOG.md`'s newest entry, every
/// `@version` in the documentation, the plugin package's download and the schemas' `$id` name it, and the review
/// action installs it by default; `VersionTests` fails when one of them does not. A release sets both to the
/// same `MAJOR.MINOR.PATCH` (a git tag of the same name, no `v`).
public enum ActionableVersion {
    /// The version this source tree builds: a release, or the next one with `-dev`.
    public static let current = "0.5.0-dev"

    /// The newest release, `MAJOR.MINOR.PATCH`.
    public static let release = "0.4.0"

    /// Whether this source tree is the release ``release`` (rather than work towards the next one).
    public static var isRelease: Bool { current == release }

    /// The build as outputs name it in prose: `0.4.0`, or `0.5.0-dev, not a release`.
    public static var named: String { isRelease ? current : "\(current), not a release" }

    /// The version generated files name in their header: ``current``'s `MAJOR.MINOR`, with `, not a release` between
    /// releases. A patch release changes no byte of a generated file (fixes go to `ActionableRuntime`), so the header
    /// does not name the patch. See Documentation/APIStability.md.
    public static var generatedCode: String {
        let majorMinor = current.split(separator: "-")[0].split(separator: ".").prefix(2).joined(separator: ".")
        return isRelease ? majorMinor : "\(majorMinor), not a release"
    }

    /// Where the project lives: its home page, and the base of the links to its documentation that outputs
    /// carry (the SARIF rules' help links name the file at the tag of ``current``, or on `main` between releases).
    public static let repository = "https://github.com/actionable-swift/actionable"

    /// The git ref whose documentation matches this build: the release's tag, or `main` between releases.
    public static var documentationRef: String { isRelease ? current : "main" }
}
