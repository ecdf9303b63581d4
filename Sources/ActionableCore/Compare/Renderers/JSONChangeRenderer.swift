/// Renders one JSON document: `base`, `head`, `failOn`, `failed`, `changes` (each with `rule`, `class`,
/// `message`, `advice` (what to do), `subject` `{kind, identifier}`, `categories`, and `path`, `line`, `column`
/// when there is a place)
/// and `summary` (a count per class, of every change). At most ``ChangeReport/maxListedChanges`` changes are
/// listed, the most severe first; `notShown` counts the rest (0 when every change is listed).
public struct JSONChangeRenderer: ChangeRenderer {
    /// Creates the renderer.
    public init() {}

    public func render(_ report: ChangeReport) -> String {
        let (listed, notShown) = report.listedChanges()
        return JSONValue.object([
            "base": .string(report.base),
            "head": .string(report.head),
            "failOn": .string(report.threshold.rawValue),
            "failed": .bool(report.failed),
            "changes": .array(listed.map(json)),
            "notShown": .integer(notShown),
            "summary": .object(Dictionary(uniqueKeysWithValues: ChangeClass.allCases.map { ($0.rawValue, .integer(report.count($0))) })),
        ]).document
    }

    private func json(_ change: Change) -> JSONValue {
        var object: [String: JSONValue] = [
            "rule": .string(change.rule.rawValue),
            "class": .string(change.changeClass.rawValue),
            "classes": .array(change.classes.map { .string($0.rawValue) }),
            "message": .string(change.message.plainText),
            "advice": .string(change.advice.plainText),
            "categories": .array(change.categories.map(JSONValue.string)),
        ]
        object["subject"] = switch change.subject {
        case .settings: .object(["kind": .string("settings")])
        case .category(let id): .object(["kind": .string("category"), "identifier": .string(id)])
        case .action(let id): .object(["kind": .string("action"), "identifier": .string(id)])
        case .push(let id): .object(["kind": .string("push"), "identifier": .string(id)])
        case .contentExtension(let id): .object(["kind": .string("contentExtension"), "identifier": .string(id)])
        }
        if let location = change.location {
            object["path"] = .string(location.path)
            if let position = location.position {
                object["line"] = .integer(position.line)
                object["column"] = .integer(position.column)
            }
        }
        return .object(object)
    }
}
