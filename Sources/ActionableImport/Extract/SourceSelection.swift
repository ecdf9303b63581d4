import ActionableCore

/// Picks the Swift files an import must parse, by a lexical scan of each (no syntax tree): the files that call
/// `setNotificationCategories`; every file that declares a name a picked file uses, and so on; and the files that use
/// a name a registering file declares (a registering function's callers, which give its parameters' values). An app's
/// other files (its views, models and the like) are never parsed, so a large app costs little more than its
/// registration. The scan over-approximates (a name in a comment or a string counts), so a file the import's
/// evaluation could need is always picked.
enum SourceSelection {
    /// The sources among `sources` to parse, in their order; `alsoUsed` are names other code uses (the Objective-C
    /// files that register: a Swift class they message).
    static func relevant(_ sources: [ImportTransport.Request.Source], alsoUsed: Set<String> = []) -> [ImportTransport.Request.Source] {
        var declaredIn: [String: [Int]] = [:]
        var selected = Array(repeating: false, count: sources.count)
        var queue: [Int] = []
        var registeringNames: Set<String> = []
        for (index, source) in sources.enumerated() {
            let scan = LexicalScan(source.text)
            for name in scan.declared { declaredIn[name, default: []].append(index) }
            if scan.registers {
                selected[index] = true
                queue.append(index)
                registeringNames.formUnion(scan.registeringFunctions)
            }
        }
        for name in alsoUsed {
            for declaring in declaredIn[name] ?? [] where !selected[declaring] {
                selected[declaring] = true
                queue.append(declaring)
            }
        }
        guard !queue.isEmpty else { return [] }
        // The callers of the functions that register.
        for (index, source) in sources.enumerated() where !selected[index] {
            if !LexicalScan(source.text).used.isDisjoint(with: registeringNames) {
                selected[index] = true
                queue.append(index)
            }
        }
        // What the picked files use, declared elsewhere, to a fixed point.
        while let index = queue.popLast() {
            for name in LexicalScan(sources[index].text).used {
                for declaring in declaredIn[name] ?? [] where !selected[declaring] {
                    selected[declaring] = true
                    queue.append(declaring)
                }
            }
        }
        return sources.indices.filter { selected[$0] }.map { sources[$0] }
    }
}

/// The names a Swift file declares and uses, read from its bytes: every identifier, wherever it is (comments and
/// strings included, so the sets over-approximate); a name counts as declared when it follows `let`, `var`, `func`,
/// `case`, `enum`, `struct`, `class`, `actor`, `protocol`, `extension` or `typealias` on the same line, before `=`,
/// `{`, `(`, `:` or `<` (a value, a body, parameters, a type or an inheritance clause, generic parameters).
struct LexicalScan {
    /// The names the file declares (an over-approximation).
    private(set) var declared: Set<String> = []
    /// Every identifier the file has, but argument and parameter labels (a name right before `:`).
    private(set) var used: Set<String> = []
    /// Whether the file names `setNotificationCategories`.
    private(set) var registers = false
    /// The name of the last function declared before each `setNotificationCategories`: the function that registers.
    private(set) var registeringFunctions: Set<String> = []

    /// The keywords after which a name is declared.
    private static let declaring: Set<String> = [
        "let", "var", "func", "case", "enum", "struct", "class", "actor", "protocol", "extension", "typealias",
    ]

    /// Scans `text`.
    init(_ text: String) {
        var declaring = false
        var afterFunc = false
        var lastFunction: String?
        var identifier: [UInt8] = []
        func finish(before next: UInt8) {
            guard !identifier.isEmpty else { return }
            let name = String(decoding: identifier, as: UTF8.self)
            identifier.removeAll(keepingCapacity: true)
            if next != UInt8(ascii: ":") { used.insert(name) }
            if declaring { declared.insert(name) }
            if afterFunc { lastFunction = name }
            afterFunc = name == "func"
            if Self.declaring.contains(name) { declaring = true }
            if name == "setNotificationCategories" {
                registers = true
                if let lastFunction { registeringFunctions.insert(lastFunction) }
            }
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), 0x80...0xFF:
                identifier.append(byte)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                if !identifier.isEmpty { identifier.append(byte) }
            default:
                finish(before: byte)
                if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "=") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(")
                    || byte == UInt8(ascii: ":") || byte == UInt8(ascii: "<") {
                    declaring = false
                }
            }
        }
        finish(before: 0)
    }
}
