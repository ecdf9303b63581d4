/// Path arithmetic on text, the same on every platform and for every input: Foundation's `NSString` path
/// methods trap on some short paths (a one-character output path crashed the tool), and touch no disk here.
enum PathText {
    /// The directory part of `path`: `a/b` → `a`, `b` → `.`, `/b` → `/`, `a/b/` → `a`.
    static func directory(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        let directory = trimmingTrailingSlashes(String(trimmed[..<slash]))
        return directory.isEmpty ? "/" : directory
    }

    /// The last component of `path`: `a/b` → `b`, `a/b/` → `b`, `/` → `/`.
    static func name(of path: String) -> String {
        let trimmed = trimmingTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = trimmed[trimmed.index(after: slash)...]
        return name.isEmpty ? "/" : String(name)
    }

    /// The extension of `path`'s last component, without the dot, lowercased: `a.YAML` → `yaml`; `""` for none.
    static func lowercasedExtension(of path: String) -> String {
        let name = name(of: path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    /// `path` inside `directory`, unless `path` is absolute.
    static func joined(_ directory: String, _ path: String) -> String {
        if path.hasPrefix("/") || directory.isEmpty || directory == "." { return path }
        return directory.hasSuffix("/") ? directory + path : directory + "/" + path
    }

    private static func trimmingTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        return String(text)
    }
}
