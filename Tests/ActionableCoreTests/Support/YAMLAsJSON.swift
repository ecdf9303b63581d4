import ActionableCore

/// A YAML file as the JSON a JSON Schema checks, read with the project's own loader the way the decoder reads
/// it: every scalar is a string exactly as written (`yes` is "yes", an empty value is ""), lists are arrays,
/// mappings are objects, and aliases are already copies of their anchored nodes.
enum YAMLAsJSON {
    /// Why a file has no JSON form.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, with the place.
        var description: String
    }

    /// The JSON of `file`'s document. Throws for a file that does not load, holds no document, or has a
    /// mapping key that is not text (which JSON cannot hold; the decoder reports it as `wrong-type`).
    static func document(_ file: SourceFile) throws -> JSONValue {
        var diagnostics: [Diagnostic] = []
        guard case .document(let root) = YAMLLoader(limits: .default).load(file, diagnostics: &diagnostics) else {
            throw Failure(description: "\(file.path) holds no document: \(diagnostics.map(\.message))")
        }
        return try json(root)
    }

    /// The JSON of `node`; of a key written twice, the first value is kept, as the decoder keeps it.
    private static func json(_ node: YAMLNode) throws -> JSONValue {
        switch node.content {
        case .scalar(let text, _):
            return .string(text)
        case .sequence(let items):
            return .array(try items.map(json))
        case .mapping(let entries):
            var members: [String: JSONValue] = [:]
            for entry in entries {
                guard case .scalar(let key, _) = entry.key.content else {
                    throw Failure(description: "a key at \(place(entry.key.location)) is not text")
                }
                if members[key] == nil { members[key] = try json(entry.value) }
            }
            return .object(members)
        }
    }
}
