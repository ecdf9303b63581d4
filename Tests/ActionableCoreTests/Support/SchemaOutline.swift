import Foundation

/// What a JSON Schema declares, as key paths: `categories[].actions[].icon.system` is the `system` property of
/// the `icon` of an item of the `actions` of an item of `categories` (`[]` stands for an array's items).
/// `$ref`s (to `#/...`), `anyOf`, `oneOf` and `allOf` are followed; an object whose members are free keys
/// (`additionalProperties` with a schema) has `.*` for its keys. A `$ref` to a definition that is already being
/// walked (a recursive type, such as an object's properties) is not followed again: the path where it recurs is
/// the last one recorded. The schema is read with `JSONSerialization`.
struct SchemaOutline {
    /// The key path of every declared property.
    private(set) var keyPaths: Set<String> = []
    /// The string values of each `enum`, by the key path of the value it constrains.
    private(set) var enums: [String: [String]] = [:]
    /// The key paths of properties without a non-empty `description`.
    private(set) var undescribed: Set<String> = []
    /// The key paths of objects whose members are free keys (`additionalProperties` with a schema).
    private(set) var freeKeyPaths: Set<String> = []

    /// Why a schema could not be outlined.
    struct Failure: Error, CustomStringConvertible {
        /// What is wrong.
        var description: String
    }

    /// Outlines the schema in the file at `url`.
    init(schemaAt url: URL) throws {
        guard let root = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any] else {
            throw Failure(description: "\(url.lastPathComponent) is not a JSON object")
        }
        try walk(root, at: "", root: root)
    }

    /// The definitions being walked, outermost first.
    private var walking: [String] = []

    /// The key path of every object member in a JSON `document` parsed by `JSONSerialization`, in the same
    /// notation; the members of an object at one of `freeKeyPaths` are `.*`.
    static func keyPaths(ofDocument document: Any, at path: String = "", freeKeyPaths: Set<String> = []) -> Set<String> {
        if let items = document as? [Any] {
            return items.reduce(into: []) { $0.formUnion(keyPaths(ofDocument: $1, at: path + "[]", freeKeyPaths: freeKeyPaths)) }
        }
        guard let members = document as? [String: Any] else { return [] }
        return members.reduce(into: []) { paths, member in
            let keyPath = join(path, freeKeyPaths.contains(path) ? "*" : member.key)
            paths.insert(keyPath)
            paths.formUnion(keyPaths(ofDocument: member.value, at: keyPath, freeKeyPaths: freeKeyPaths))
        }
    }

    /// Records what `node`, the schema of the value at `path`, declares, following references into `root`.
    private mutating func walk(_ node: [String: Any], at path: String, root: [String: Any]) throws {
        if let reference = node["$ref"] as? String, !walking.contains(reference) {
            walking.append(reference)
            try walk(Self.resolve(reference, in: root), at: path, root: root)
            walking.removeLast()
        }
        if let values = node["enum"] as? [Any] { enums[path, default: []] += values.compactMap { $0 as? String } }
        for (key, value) in node["properties"] as? [String: [String: Any]] ?? [:] {
            let keyPath = Self.join(path, key)
            keyPaths.insert(keyPath)
            if (value["description"] as? String ?? "").isEmpty { undescribed.insert(keyPath) }
            try walk(value, at: keyPath, root: root)
        }
        if let items = node["items"] as? [String: Any] { try walk(items, at: path + "[]", root: root) }
        if let members = node["additionalProperties"] as? [String: Any] {
            freeKeyPaths.insert(path)
            keyPaths.insert(Self.join(path, "*"))
            try walk(members, at: Self.join(path, "*"), root: root)
        }
        for keyword in ["anyOf", "oneOf", "allOf"] {
            for branch in node[keyword] as? [[String: Any]] ?? [] { try walk(branch, at: path, root: root) }
        }
    }

    /// The schema a local `$ref` such as `#/$defs/action` points at.
    private static func resolve(_ reference: String, in root: [String: Any]) throws -> [String: Any] {
        guard reference.hasPrefix("#/") else { throw Failure(description: "\(reference) is not a local reference") }
        var node = root
        for name in reference.dropFirst(2).split(separator: "/") {
            guard let next = node[String(name)] as? [String: Any] else { throw Failure(description: "\(reference) leads nowhere") }
            node = next
        }
        return node
    }

    /// `key`'s path inside the value at `path`.
    private static func join(_ path: String, _ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }
}
