/// Replacements of byte ranges of an XML property list, applied together, for ``ExtensionPlistWriter``: each keeps
/// the bytes around it, and new lines are indented as their neighbours are.
struct PlistEdits {
    let bytes: [UInt8]
    /// One level of the file's indentation: what its root dictionary's entries have beyond the root's `<dict>` line
    /// (a tab when the root has no entry, or its entries share a line with it).
    let step: String
    private var replacements: [(range: Range<Int>, text: [UInt8])] = []

    init(bytes: [UInt8], root: PropertyListNode) {
        self.bytes = bytes
        var step = "\t"
        if case .dictionary(let entries) = root.value, let first = entries.first?.value {
            let outer = Self.indentation(of: root, in: bytes)
            let inner = Self.indentation(of: first, in: bytes)
            if inner.count > outer.count, inner.hasPrefix(outer) { step = String(inner.dropFirst(outer.count)) }
        }
        self.step = step
    }

    mutating func replace(_ range: Range<Int>, with text: String) {
        replacements.append((range, Array(text.utf8)))
    }

    /// `value`'s text for the place of `node`: indented as `node`'s line is.
    func text(of value: ExtensionPlistWriter.Value, at node: PropertyListNode) -> String {
        value.text(indentation(of: node), step)
    }

    /// Inserts `entries`, in order, as the last entries of `dictionary` (whose element is `range`), indented as its
    /// other entries are (one step deeper than its `<dict>` line when it has none). One insertion per dictionary:
    /// two at the same place would not be ordered.
    mutating func insert(
        _ entries: [(key: String, value: ExtensionPlistWriter.Value)], into dictionary: PropertyListNode, range: Range<Int>
    ) {
        let outer = indentation(of: dictionary)
        var siblings: [PropertyListNode.Entry] = []
        if case .dictionary(let entries) = dictionary.value { siblings = entries }
        let inner = siblings.last.map { indentation(of: $0.value) } ?? outer + step
        let entry = entries.map { key, value in
            "\(inner)<key>\(ExtensionPlistWriter.escaped(key))</key>\n\(inner)\(value.text(inner, step))\n"
        }.joined()
        if bytes[range].suffix(2).elementsEqual("/>".utf8) {
            // `<dict/>`: written out with its entries.
            replacements.append((range, Array("<dict>\n\(entry)\(outer)</dict>".utf8)))
            return
        }
        // The closing `</dict>` follows the last entry; the new entry goes on its own line before it, or, when
        // something other than white space precedes it on its line, on a new line.
        var close = range.upperBound - 1
        while close > range.lowerBound && bytes[close] != UInt8(ascii: "<") { close -= 1 }
        let lineStart = self.lineStart(before: close)
        if isBlank(lineStart..<close) {
            replacements.append((lineStart..<lineStart, Array(entry.utf8)))
        } else {
            replacements.append((close..<close, Array(("\n" + entry + outer).utf8)))
        }
    }

    /// Makes the array `node` (whose items are `items`) hold the strings `wanted`, changing only what lies between
    /// the first and the last item that differ: the items both lists begin and end with keep their bytes, the others
    /// are replaced in place, each on a line of its own indented as the first of them is. Linear in both lists.
    /// An empty array is written out whole, its items one step deeper than its line.
    mutating func replaceItems(_ items: [PropertyListNode], of node: PropertyListNode, with wanted: [String]) {
        var prefix = 0
        while prefix < items.count, prefix < wanted.count, items[prefix].string == wanted[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < items.count - prefix, suffix < wanted.count - prefix,
              items[items.count - 1 - suffix].string == wanted[wanted.count - 1 - suffix] { suffix += 1 }
        let old = items[prefix..<(items.count - suffix)]
        let new = wanted[prefix..<(wanted.count - suffix)]
        guard !(old.isEmpty && new.isEmpty) else { return }
        guard let nodeRange = node.bytes else { return }
        guard !items.isEmpty else {
            let outer = indentation(of: node)
            replace(nodeRange, with: "<array>\n" + wanted.map { outer + step + ExtensionPlistWriter.stringElement($0) + "\n" }.joined()
                + outer + "</array>")
            return
        }
        let ranges = old.compactMap(\.bytes)
        guard ranges.count == old.count else { return }
        let anchor = old.first ?? (prefix > 0 ? items[prefix - 1] : items[prefix])
        let itemIndentation = indentation(of: anchor)
        let lines = new.map(ExtensionPlistWriter.stringElement)
        if let first = ranges.first, let last = ranges.last {
            if lines.isEmpty {
                // Removed: their lines go too, when nothing else is on them.
                let start = lineStart(before: first.lowerBound)
                let end = lineEnd(after: last.upperBound)
                if isBlank(start..<first.lowerBound), isBlank(last.upperBound..<end) {
                    replacements.append((start..<min(end + 1, nodeRange.upperBound), []))
                } else {
                    replacements.append((first.lowerBound..<last.upperBound, []))
                }
            } else {
                replace(first.lowerBound..<last.upperBound, with: lines.joined(separator: "\n" + itemIndentation))
            }
        } else if prefix > 0, let after = items[prefix - 1].bytes?.upperBound {
            replace(after..<after, with: lines.map { "\n" + itemIndentation + $0 }.joined())
        } else if let before = items[prefix].bytes?.lowerBound {
            replace(before..<before, with: lines.map { $0 + "\n" + itemIndentation }.joined())
        }
    }

    /// The white space before `node`'s element on its line.
    func indentation(of node: PropertyListNode) -> String { Self.indentation(of: node, in: bytes) }

    private static func indentation(of node: PropertyListNode, in bytes: [UInt8]) -> String {
        guard let start = node.bytes?.lowerBound else { return "" }
        return String(decoding: bytes[lineStart(before: start, in: bytes)..<start].prefix { $0 == 0x20 || $0 == 0x09 }, as: UTF8.self)
    }

    /// Where the line holding `position` starts.
    private func lineStart(before position: Int) -> Int { Self.lineStart(before: position, in: bytes) }

    private static func lineStart(before position: Int, in bytes: [UInt8]) -> Int {
        var start = position
        while start > 0 && bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// Where the line holding `position` ends: its line feed, or the end of the file.
    private func lineEnd(after position: Int) -> Int {
        var end = position
        while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    private func isBlank(_ range: Range<Int>) -> Bool {
        bytes[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
    }

    /// The bytes with every replacement made (they never overlap: each is one entry of one dictionary).
    func applied() -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.count })
        var position = 0
        for replacement in replacements.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            result += bytes[position..<replacement.range.lowerBound]
            result += replacement.text
            position = replacement.range.upperBound
        }
        result += bytes[position...]
        return result
    }
}
