/// The version of the runtime's API that generated files are written against. A generated file names the
/// version it needs (`fileprivate typealias ActionableRuntimeAPI = ActionableRuntime.APIVersion1`), so that a
/// file and a runtime that do not go together fail to build at that line: a runtime older than the file has
/// no such type, and a runtime that no longer supports the file's version keeps the type, unavailable, with a
/// message that names both versions and the fix. See Documentation/APIStability.md.
@_spi(ActionableGenerated) public enum APIVersion1 {}
