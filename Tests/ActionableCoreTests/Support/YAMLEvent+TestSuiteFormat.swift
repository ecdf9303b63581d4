@testable import ActionableCore

extension YAMLEvent {
    /// The event as one line of the YAML test suite's `test.event` format, as libyaml's
    /// `run-parser-test-suite --flow keep` prints it: `+STR`, `+DOC ---`, `+MAP {} &a <tag>`,
    /// `=VAL &a <tag> :text`, `=ALI *a`, …
    var testSuiteLine: String {
        switch kind {
        case .streamStart: return "+STR"
        case .streamEnd: return "-STR"
        case .documentStart(let explicit): return explicit ? "+DOC ---" : "+DOC"
        case .documentEnd(let explicit): return explicit ? "-DOC ..." : "-DOC"
        case .mappingStart(let mapping): return "+MAP" + Self.properties(of: mapping, flowMarker: "{}")
        case .mappingEnd: return "-MAP"
        case .sequenceStart(let sequence): return "+SEQ" + Self.properties(of: sequence, flowMarker: "[]")
        case .sequenceEnd: return "-SEQ"
        case .scalar(let scalar):
            return "=VAL" + Self.properties(anchor: scalar.anchor, tag: scalar.tag) + " "
                + Self.indicator(of: scalar.style) + Self.escaped(scalar.value)
        case .alias(let name): return "=ALI *" + name
        }
    }

    /// ` {}` or ` []` for a flow collection, then its anchor and tag.
    private static func properties(of collection: Collection, flowMarker: String) -> String {
        (collection.isFlow ? " " + flowMarker : "") + properties(anchor: collection.anchor, tag: collection.tag)
    }

    /// ` &anchor` and ` <tag>`, each when present.
    private static func properties(anchor: String?, tag: String?) -> String {
        (anchor.map { " &" + $0 } ?? "") + (tag.map { " <" + $0 + ">" } ?? "")
    }

    /// The character that stands for a scalar style: `:` plain, `'`, `"`, `|` or `>`.
    private static func indicator(of style: YAMLNode.ScalarStyle) -> String {
        switch style {
        case .plain: return ":"
        case .singleQuoted: return "'"
        case .doubleQuoted: return "\""
        case .literal: return "|"
        case .folded: return ">"
        }
    }

    /// `value` with `\`, NUL, backspace, line feed, carriage return and tab escaped as the suite does.
    /// It walks Unicode scalars, not characters: a CR LF pair is one `Character` but two escapes.
    private static func escaped(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\0": result += "\\0"
            case "\u{8}": result += "\\b"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
