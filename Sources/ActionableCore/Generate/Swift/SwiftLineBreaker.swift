/// Breaks a line of generated Swift that is wider than ``CodePrinter/width`` where Swift allows a line break and a
/// reader expects one, for names from the definitions that are long (ids of 60 characters make 55-character Swift
/// names): after the first assignment's `=` (`case name =`, `self.name =`), else between the arguments of the line's
/// widest parenthesized list, one to a line, else after a declaration's `:` (`var name:`). Each continuation is 4
/// columns deeper, and broken again while it does not fit. String literals (single-line, as ``SwiftLiteral`` writes
/// them, with interpolations), comments, attributes, directives and lines that start with a literal are never broken.
enum SwiftLineBreaker {
    /// `text`, at `column`, as lines relative to that column (continuations carry their extra indentation); `nil`
    /// when it fits or has no place to break.
    static func lines(_ text: String, column: Int) -> [String]? {
        let bytes = Array(text.utf8)
        guard column + bytes.count > CodePrinter.width, let first = bytes.first,
              first != UInt8(ascii: "/"), first != UInt8(ascii: "\""), first != UInt8(ascii: "#"), first != UInt8(ascii: "@")
        else { return nil }
        let structure = Structure(bytes)
        if let equals = structure.assignment {
            // `name: Type = value` whose head does not fit breaks after its `:` first.
            if column + equals + 1 > CodePrinter.width, let colon = structure.declarationColon, colon < equals {
                return split(bytes, after: colon, skipping: 1, column: column)
            }
            return split(bytes, after: equals, skipping: 1, column: column)
        }
        let fitting = structure.groups.filter { column + $0.open + 1 <= CodePrinter.width }
        if let group = widest(fitting) { return split(bytes, group, column: column) }
        if let dot = structure.memberDots.last(where: { column + $0 <= CodePrinter.width }) ?? structure.memberDots.first {
            let head = String(decoding: bytes[..<dot], as: UTF8.self)
            return [head] + continuation(String(decoding: bytes[dot...], as: UTF8.self), column: column)
        }
        if let colon = structure.declarationColon {
            return split(bytes, after: colon, skipping: 1, column: column)
        }
        if let group = widest(structure.groups) { return split(bytes, group, column: column) }
        return nil
    }

    /// The group holding the most text.
    private static func widest(_ groups: [Structure.Group]) -> Structure.Group? {
        groups.filter { !$0.commas.isEmpty || $0.close > $0.open + 1 }.max { $0.close - $0.open < $1.close - $1.open }
    }

    /// `bytes` up to and with `index` on a line, then the rest after `skipped` more bytes (a space), deeper.
    private static func split(_ bytes: [UInt8], after index: Int, skipping skipped: Int, column: Int) -> [String] {
        let head = String(decoding: bytes[...index], as: UTF8.self)
        let rest = String(decoding: bytes[(index + 1 + skipped)...], as: UTF8.self)
        return [head] + continuation(rest, column: column)
    }

    /// `bytes` with the items of `group` one to a line, deeper, between its opening and its closing.
    private static func split(_ bytes: [UInt8], _ group: Structure.Group, column: Int) -> [String] {
        let opening = String(decoding: bytes[...group.open], as: UTF8.self)
        let closing = String(decoding: bytes[group.close...], as: UTF8.self)
        let bounds = [group.open] + group.commas + [group.close]
        var lines = lines(opening, column: column) ?? [opening]
        for index in 0..<(bounds.count - 1) {
            let item = String(decoding: bytes[(bounds[index] + 1)..<bounds[index + 1]], as: UTF8.self)
            let trimmed = String(item.drop { $0 == " " })
            lines += continuation(trimmed + (index + 1 < bounds.count - 1 ? "," : ""), column: column)
        }
        return lines + [closing]
    }

    /// `text` one level deeper than `column`, broken again when it does not fit.
    private static func continuation(_ text: String, column: Int) -> [String] {
        (lines(text, column: column + 4) ?? [text]).map { "    " + $0 }
    }

    /// Where a line can break, found in one pass outside string literals.
    private struct Structure {
        /// A parenthesized list at the top level: its `(`, its `)` and the commas between its items.
        struct Group {
            var open: Int
            var close: Int
            var commas: [Int]
        }

        /// The `=` of the first ` = ` at the top level.
        var assignment: Int?
        /// The first `:` followed by a space at the top level (a declaration's type, a conformance list).
        var declarationColon: Int?
        /// The top-level lists in parentheses, brackets or angle brackets (generic arguments).
        var groups: [Group] = []
        /// The `.`s of member accesses at the top level that follow a name (`UserInfo.decoding`).
        var memberDots: [Int] = []

        init(_ bytes: [UInt8]) {
            var depth = 0
            var angles = 0
            var open: Group?
            // A line that closes a block first (`} else if ...`) is read from after its `}`.
            var index = bytes.starts(with: Array("} ".utf8)) ? 2 : 0
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "\""):
                    index = Self.end(ofStringAt: index, in: bytes)
                    continue
                case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                    return  // a comment: nothing after it breaks
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    if depth == 0 && angles == 0 && byte != UInt8(ascii: "{") { open = Group(open: index, close: index, commas: []) }
                    depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth < 0 { return }
                    if depth == 0, angles == 0, byte != UInt8(ascii: "}"), var group = open {
                        group.close = index
                        groups.append(group)
                        open = nil
                    }
                case UInt8(ascii: "<") where index > 0 && Self.isNameByte(bytes[index - 1]):
                    if depth == 0 && angles == 0 { open = Group(open: index, close: index, commas: []) }
                    angles += 1
                case UInt8(ascii: ">") where angles > 0 && bytes[index - 1] != UInt8(ascii: "-"):
                    angles -= 1
                    if depth == 0, angles == 0, var group = open {
                        group.close = index
                        groups.append(group)
                        open = nil
                    }
                case UInt8(ascii: ",") where (depth == 1 && angles == 0) || (depth == 0 && angles == 1):
                    open?.commas.append(index)
                case UInt8(ascii: ".") where depth == 0 && angles == 0 && index > 0 && index + 1 < bytes.count:
                    let before = bytes[index - 1]
                    let after = bytes[index + 1]
                    let isNumber = before >= UInt8(ascii: "0") && before <= UInt8(ascii: "9")
                    if Self.isNameByte(before) && !isNumber && Self.isNameByte(after) { memberDots.append(index) }
                case UInt8(ascii: "=") where depth == 0 && angles == 0 && assignment == nil:
                    let spaced = index > 0 && bytes[index - 1] == UInt8(ascii: " ")
                        && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: " ")
                    if spaced { assignment = index }
                case UInt8(ascii: ":") where depth == 0 && angles == 0 && declarationColon == nil:
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: " ") { declarationColon = index }
                default:
                    break
                }
                index += 1
            }
        }

        /// Whether `byte` can end a name (`Result<`).
        private static func isNameByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }

        /// The index after the string literal that opens at `start`: escapes skipped, interpolations' parentheses
        /// matched.
        private static func end(ofStringAt start: Int, in bytes: [UInt8]) -> Int {
            var index = start + 1
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\\"):
                    if index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "(") {
                        var parentheses = 0
                        index += 1
                        while index < bytes.count {
                            if bytes[index] == UInt8(ascii: "(") { parentheses += 1 }
                            if bytes[index] == UInt8(ascii: ")") { parentheses -= 1; if parentheses == 0 { break } }
                            index += 1
                        }
                    } else {
                        index += 1
                    }
                case UInt8(ascii: "\""):
                    return index + 1
                default:
                    break
                }
                index += 1
            }
            return index
        }
    }
}
