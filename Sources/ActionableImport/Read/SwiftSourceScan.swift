@_spi(RawSyntax) import SwiftSyntax

/// What one lexical pass over a Swift file (``SwiftTokenScanner``'s tokens, no syntax tree) tells about it:
/// the names it declares and the type each is declared in, the types it declares or extends, every name it uses, and
/// the names it may change. ``SwiftSourceCatalog`` indexes these over all given files, so that the import parses a
/// file only when the evaluation asks for something the file declares, uses or changes.
///
/// Every set over-approximates what the syntax tree holds (``SwiftSourceIndex``'s declarations,
/// ``CallSiteIndex``'s calls, ``StatementEffects/MutationWalker``'s changes), so a file the evaluation needs is
/// never left unread; a file whose braces do not balance (an `#if` that opens a type twice) declares each of its
/// names in any type.
struct SwiftSourceScan {
    /// Each name declared by `let`, `var`, `case`, `func` or `init`, with the innermost type around it (`""` at file
    /// scope; ``anyType`` when the braces do not balance).
    private(set) var declarations: Set<Declaration> = []
    /// The paths of the types the file declares (`struct`, `class`, `enum`, `actor`: inside the types around
    /// them) or extends (`extension A.B` is `A`, `B`), as ``SwiftSourceIndex`` reads them from the tree.
    private(set) var typePaths: Set<[String]> = []
    /// The names of the types the file declares (not those it only extends): where an enum's cases are.
    private(set) var nominalTypes: Set<String> = []
    /// Whether the braces balance: when they do not (an `#if` that opens a type twice), the type of each declaration
    /// and the type paths are not known from the tokens.
    private(set) var balanced = true
    /// Each call the file makes, as its name and what its first argument starts with (``CallShape``): a
    /// registering function's callers are among the files with a call of its name in a shape its parameters accept.
    private(set) var calls: Set<CallShape> = []
    /// The names on the chain of each expression the file may change: an assignment's target, an `&` argument, the
    /// value a method is called on (the chains ``StatementEffects/targetChain(of:)`` reads, and more).
    private(set) var changed: Set<String> = []
    /// Whether the file names `setNotificationCategories`.
    private(set) var registers = false

    /// A call as the scan sees it: `name(label: …` has the first label `label`; `name(value…` has `_`; `name()` has
    /// `)`; `name { … }` (a trailing closure alone) has `{`.
    struct CallShape: Hashable {
        /// The name called (`register` of `center.register(…)`).
        var name: String
        /// What the first argument starts with.
        var firstLabel: String
    }

    /// A declared name and the innermost type around it.
    struct Declaration: Hashable {
        /// The name.
        var name: String
        /// The innermost type's name, `""` at file scope, or ``SwiftSourceScan/anyType``.
        var type: String
    }

    /// The type of a declaration in a file whose braces do not balance: any.
    static let anyType = "*"

    /// Scans `text`.
    init(_ text: String) {
        var reader = Reader()
        SwiftTokenScanner.scan(text) { kind, text, atLineStart in reader.read(kind, text, atLineStart: atLineStart) }
        let balanced = reader.frames.count == 1 && !reader.unbalanced
        declarations = balanced ? reader.declarations : Set(reader.declarations.map { Declaration(name: $0.name, type: Self.anyType) })
        typePaths = reader.typePaths
        nominalTypes = reader.nominalTypes
        self.balanced = balanced
        calls = reader.calls
        changed = reader.changed
        registers = reader.registers
    }
}

/// The token-by-token state of a ``SwiftSourceScan``.
private struct Reader {
    /// An open bracket: the chain before it, which goes on after it (a call's, a subscript's), if any; whether it is
    /// a parenthesis that is not a call's (then its last chain goes on after it); the type it opens, if any.
    struct Frame {
        var chain: [String]?
        var chainMarked = 0
        var isInOut = false
        var isGrouping = false
        var opensType = false
    }

    var declarations: Set<SwiftSourceScan.Declaration> = []
    var typePaths: Set<[String]> = []
    var nominalTypes: Set<String> = []
    var calls: Set<SwiftSourceScan.CallShape> = []
    var registers = false
    var changed: Set<String> = []
    var frames = [Frame()]
    /// Whether a closing bracket had no opening one.
    var unbalanced = false

    /// The keyword that declares the next name (`let`, `var`, `case`, `func`, `init`), while a name may follow.
    private var declaring: Substring?
    /// The frame count at the declaration's keyword: a `,` there declares another name.
    private var declaringDepth = 0
    /// Whether the token before was a declaring keyword.
    private var expectsName = false
    /// The `struct`, `class`, `enum`, `actor`, `protocol`, `typealias` or `extension` whose name is next.
    private var typeKeyword: Substring?
    /// The path of the type whose body the next `{` opens, the frame count it is declared at, and whether it is
    /// declared rather than extended.
    private var pendingType: [String]?
    private var pendingTypeDepth = 0
    private var pendingIsNominal = false

    /// The postfix chain being read (`a.b[c].d`): its names; `nil` when no chain is open.
    private var chain: [String]?
    /// How many of the chain's first names are marked changed already.
    private var chainMarked = 0
    /// The paths of the types around the token, innermost last.
    private var typeStack: [[String]] = []
    /// How deep types may nest for the scan to follow them (the parser reads nesting 256 deep in all).
    static let maximumTypeDepth = 256
    /// Whether the chain started as a declared name (`var x = 1` changes nothing) or after `&` (all of it may change).
    private var chainIsDeclared = false
    private var chainIsInOut = false
    private var previous = RawTokenKind.endOfFile
    private var previousText: SyntaxText = ""
    private var beforePrevious = RawTokenKind.endOfFile
    /// Whether the token before was a name right after `func`.
    private var previousIsDeclaredFunction = false
    /// A call whose first argument is next, and a name after its `(` that a `:` would make a label.
    private var callName: String?
    private var labelCandidate: (call: String, label: String)?

    private static let typeKeywords: Set<SyntaxText> = ["struct", "class", "enum", "actor", "protocol", "typealias", "extension"]
    private static let valueKeywords: Set<SyntaxText> = ["let", "var", "case", "func"]
    private static let comparisons: Set<SyntaxText> = ["==", "!=", "<=", ">=", "===", "!=="]

    /// The path of the innermost type around the token being read.
    private var enclosingPath: [String] { typeStack.last ?? [] }
    /// Its name (`""` at file scope).
    private var enclosingType: String { enclosingPath.last ?? "" }

    mutating func read(_ kind: RawTokenKind, _ text: SyntaxText, atLineStart: Bool) {
        defer {
            previousIsDeclaredFunction = kind == .identifier && previous == .keyword && previousText == "func"
            beforePrevious = previous
            previous = kind
            previousText = text
        }
        let isName = kind == .identifier || kind == .dollarIdentifier
            || (kind == .keyword && (text == "self" || text == "Self" || text == "super" || text == "init"))
        let name = isName ? Self.name(text) : nil
        if kind == .identifier, text == "setNotificationCategories" { registers = true }
        readCall(kind, text)
        readDeclaration(kind, text, name: name, atLineStart: atLineStart)
        readType(kind, text, name: name)
        readChain(kind, text, name: name)
    }

    /// `let`/`var`/`case` and the names after it and after each `,` at its level; `func` and the name after it; `init`.
    private mutating func readDeclaration(_ kind: RawTokenKind, _ text: SyntaxText, name: String?, atLineStart: Bool) {
        let afterKeyword = expectsName
        expectsName = false
        if kind == .keyword, text == "init" {
            declarations.insert(.init(name: "init", type: enclosingType))
        } else if kind == .keyword || kind == .identifier, Self.valueKeywords.contains(text) {
            declaring = Substring(Self.name(text))
            declaringDepth = frames.count
            expectsName = true
            return
        }
        guard let keyword = declaring else { return }
        let afterComma = previous == .comma && frames.count == declaringDepth && keyword != "func"
        if afterKeyword || afterComma {
            if let name, kind == .identifier || kind == .dollarIdentifier {
                declarations.insert(.init(name: name, type: enclosingType))
            } else if kind == .binaryOperator || kind == .prefixOperator || kind == .postfixOperator {
                declarations.insert(.init(name: String(syntaxText: text), type: enclosingType))
            }
        } else if frames.count <= declaringDepth && (kind == .leftBrace || kind == .rightBrace || kind == .semicolon || atLineStart) {
            declaring = nil
        }
    }

    /// A call's name and what its first argument starts with: the token after `(` and, when it is a name, the one
    /// after that (a `:` makes the name a label). A name declared by `func` is not called.
    private mutating func readCall(_ kind: RawTokenKind, _ text: SyntaxText) {
        if let called = callName {
            callName = nil
            switch kind {
            case .rightParen: calls.insert(.init(name: called, firstLabel: ")"))
            case .identifier, .keyword, .wildcard: labelCandidate = (called, Self.name(text))
            default: calls.insert(.init(name: called, firstLabel: "_"))
            }
        } else if let (called, label) = labelCandidate {
            labelCandidate = nil
            calls.insert(.init(name: called, firstLabel: kind == .colon ? label : "_"))
        }
        guard previous == .identifier, !previousIsDeclaredFunction else { return }
        if kind == .leftParen {
            callName = Self.name(previousText)
        } else if kind == .leftBrace {
            calls.insert(.init(name: Self.name(previousText), firstLabel: "{"))
        }
    }

    /// A type's keyword, its name (an extended type's path), and the `{` that opens its body: a `struct`, `class`,
    /// `enum` or `actor` is a type at its path inside the types around it; an extension's is the path written (one
    /// with generic arguments has none: the index names it by its text); a `protocol` opens a body of no type.
    private mutating func readType(_ kind: RawTokenKind, _ text: SyntaxText, name: String?) {
        if kind == .keyword || kind == .identifier, Self.typeKeywords.contains(text) {
            typeKeyword = Substring(Self.name(text))
            pendingType = nil
            return
        }
        if let keyword = typeKeyword {
            if let name, kind == .identifier {
                if keyword == "extension" {
                    pendingType = (pendingType ?? []) + [name]
                } else {
                    typeKeyword = nil
                    guard keyword != "typealias" else { return }
                    pendingType = keyword == "protocol" ? enclosingPath : enclosingPath + [name]
                    pendingIsNominal = keyword != "protocol"
                }
                pendingTypeDepth = frames.count
                return
            }
            if keyword == "extension", kind == .period { return }
            if keyword == "extension", kind == .leftAngle || kind == .binaryOperator && text == "<", let written = pendingType {
                pendingType = [written.joined(separator: ".") + "<"]
            }
            if keyword == "extension" { pendingIsNominal = false }
            typeKeyword = nil
        }
        if kind == .equal || kind == .semicolon, frames.count == pendingTypeDepth { pendingType = nil }
    }

    /// The postfix chains and what changes them: an assignment, `&`, a method call.
    private mutating func readChain(_ kind: RawTokenKind, _ text: SyntaxText, name: String?) {
        switch kind {
        case .leftParen, .leftSquare, .leftBrace:
            var frame = Frame()
            let calls = previous == .identifier || previous == .dollarIdentifier || previous == .keyword || previous == .rightParen
                || previous == .rightSquare || previous == .postfixQuestionMark || previous == .exclamationMark
            if chain != nil, calls, kind != .leftBrace || (previous == .identifier && beforePrevious == .period) {
                // A call (or a trailing closure) of the chain's last member may change what it is called on.
                if kind != .leftSquare { markChanged(through: chain!.count - 1) }
                swap(&frame.chain, &chain)
                frame.chainMarked = chainMarked
                frame.isInOut = chainIsInOut
            }
            frame.isGrouping = kind == .leftParen && frame.chain == nil
            if kind == .leftBrace, let path = pendingType, pendingTypeDepth == frames.count {
                pendingType = nil
                // Types nested deeper than the parser reads are not followed: the file's types come from its tree.
                if typeStack.count < Self.maximumTypeDepth {
                    frame.opensType = true
                    typeStack.append(path)
                    if let last = path.last, !last.hasSuffix("<") {
                        typePaths.insert(path)
                        if pendingIsNominal { nominalTypes.insert(last) }
                    }
                } else {
                    unbalanced = true
                }
            }
            frames.append(frame)
            chain = nil
        case .rightParen, .rightSquare, .rightBrace:
            guard frames.count > 1 else {
                unbalanced = true
                chain = nil
                return
            }
            var frame = frames.removeLast()
            if frame.opensType { typeStack.removeLast() }
            if frame.chain != nil {
                // The chain before the bracket goes on (moved, not copied: appending to it stays linear).
                chain = nil
                swap(&chain, &frame.chain)
                chainMarked = frame.chainMarked
                chainIsDeclared = false
                chainIsInOut = frame.isInOut
                return
            }
            if !frame.isGrouping { chain = nil }
        case .period, .postfixQuestionMark, .exclamationMark:
            if chain == nil, kind == .period { startChain() }
        case .equal:
            if chain != nil, !chainIsDeclared { markChanged(through: chain!.count) }
            chain = nil
        case .binaryOperator where text.last == UInt8(ascii: "=") && !Self.comparisons.contains(text):
            if chain != nil, !chainIsDeclared { markChanged(through: chain!.count) }
            chain = nil
        case .prefixAmpersand:
            chain = nil
            chainIsInOut = true
            return
        default:
            guard let name else {
                chain = nil
                chainIsInOut = false
                return
            }
            if previous == .period, chain != nil {
                chain!.append(name)
            } else {
                let declared = declaring != nil && (previous == .keyword || previous == .comma)
                let inOut = chainIsInOut
                startChain()
                chain = [name]
                chainIsDeclared = declared
                chainIsInOut = inOut
            }
            if chainIsInOut { changed.insert(name) }
            return
        }
        if kind != .period, kind != .postfixQuestionMark, kind != .exclamationMark { chainIsInOut = false }
    }

    private mutating func startChain() {
        chain = []
        chainMarked = 0
        chainIsDeclared = false
        chainIsInOut = false
    }

    /// Marks the chain's first `end` names changed: those not marked before (each name of a chain is marked once,
    /// so a chain of calls, `a.b().c().d()`, costs its length, not its square).
    private mutating func markChanged(through end: Int) {
        guard let names = chain, end > chainMarked else { return }
        changed.formUnion(names[chainMarked..<end])
        chainMarked = end
    }

    /// An identifier's name, without the backticks of an escaped one.
    private static func name(_ text: SyntaxText) -> String {
        let name = String(syntaxText: text)
        return name.count > 2 && name.hasPrefix("`") && name.hasSuffix("`") ? String(name.dropFirst().dropLast()) : name
    }
}
