import ActionableCore

/// Reads the strings catalog that `compile --strings-catalog` updates.
enum StringsCatalogReader {
    /// The catalog at `path` for the compiler: `create` when there is no file, `update` with its bytes, or `nil`
    /// when it cannot be read (a directory, unreadable, or larger than ``InputLimits/maxGeneratedFileBytes``), reported in
    /// `diagnostics`.
    static func read(
        at path: String, scope: InputScope, limits: InputLimits = .default, diagnostics: inout [Diagnostic]
    ) -> Compiler.StringsCatalog? {
        let kind = FileKind(of: path)
        guard kind != .missing else { return .create }
        let location = SourceLocation(path: path)
        guard kind != .directory else {
            diagnostics.append(Diagnostic(.unreadableInput, "the strings catalog is a directory; name a .xcstrings file", at: location))
            return nil
        }
        do {
            let file = SourceFile(path: path, contents: try InputReader(limits: limits, scope: scope).contents(of: path, upTo: limits.maxGeneratedFileBytes))
            if let oversize = limits.oversizeError(file, subject: "the strings catalog", limit: limits.maxGeneratedFileBytes) {
                diagnostics.append(oversize)
                return nil
            }
            return .update(file)
        } catch {
            diagnostics.append(Diagnostic(.unreadableInput, "cannot read the strings catalog: \(InputReader.reason(error))", at: location))
            return nil
        }
    }
}
