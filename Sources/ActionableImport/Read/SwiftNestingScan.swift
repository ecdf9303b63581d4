@_spi(Testing) import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// A pass over a Swift file's tokens (swift-syntax's own lexer, so strings, comments and regular expressions are
/// read as the parser reads them), before the parser runs, that finds what the parser cannot bound: nesting deeper
/// than ``maximumDepth`` (brackets, `#if`, and the chains swift-syntax parses by recursion without counting them:
/// `try try …`, prefix operators, `else if` chains, generic `<`), string interpolations nested deeper than
/// ``maximumInterpolationDepth`` (the lexer keeps a copy of its state stack per level: memory grows with the square of
/// the depth), and runs of `[` longer than ``maximumOpeningSquareRun`` (swift-syntax tries each such `[` both as a type
/// and as a literal: time doubles with each).
///
/// The scan is linear, stops at the first finding, and only over-counts (a `<` comparison written without spaces
/// counts as a generic argument list), so a file it passes cannot take the parser deeper than its limits.
struct SwiftNestingScan {
    /// How deep nesting of every kind together may go: the parser's bracket limit,
    /// ``ParsedSwiftFile/maximumNestingLevel``, so no code the parser would read whole is refused.
    static let maximumDepth = ParsedSwiftFile.maximumNestingLevel
    /// How deep string interpolations may nest inside one another.
    static let maximumInterpolationDepth = 16
    /// How many `[` may open one right after another.
    static let maximumOpeningSquareRun = 12

    /// What the scan found: where and why the file cannot be given to the parser.
    struct Finding: Equatable {
        /// The UTF-8 offset of the token that went past a limit.
        var offset: Int
        /// Which limit, in a sentence's words.
        var reason: String
    }

    /// What a scan of `text` found: the first place it goes past a limit (`nil` when none does), and how many tokens
    /// it has (up to that place), which is what parsing it costs (``ParseBudget``).
    static func scan(_ text: String) -> (finding: Finding?, tokens: Int) {
        var text = text
        return text.withUTF8 { bytes in
            var tracker = LookaheadTracker()
            return withUnsafeMutablePointer(to: &tracker) { tracker in
                var scan = SwiftNestingScan()
                var offset = 0
                var tokens = 0
                var spaceBefore = false
                for lexeme in Lexer.tokenize(bytes, lookaheadTracker: tracker, experimentalFeatures: []) {
                    guard lexeme.rawTokenKind != .endOfFile else { break }
                    tokens += 1
                    let start = offset + lexeme.leadingTriviaText.count
                    offset += lexeme.byteLength
                    let spaced = spaceBefore || !lexeme.leadingTriviaText.isEmpty
                    spaceBefore = !lexeme.trailingTriviaText.isEmpty
                    if let reason = scan.read(lexeme.rawTokenKind, lexeme.tokenText, spaced: spaced) {
                        return (Finding(offset: start, reason: reason), tokens)
                    }
                }
                return (nil, tokens)
            }
        }
    }

    /// An open bracket and the chains running inside it, which the parser follows by recursion.
    private struct Frame {
        var closer: RawTokenKind
        var isInterpolation = false
        var prefixRun = 0
        var angleRun = 0
        var elseChain = 0
        var extra: Int { prefixRun + angleRun + elseChain }
    }

    private var frames = [Frame(closer: .endOfFile)]
    private var poundIfDepth = 0
    private var interpolationDepth = 0
    /// The sum of every frame's `extra`, kept as they change.
    private var extras = 0
    private var squareRun = 0
    private var previous = RawTokenKind.endOfFile
    private var previousText: SyntaxText = ""
    /// Whether the last tokens were a string's `\` (and a raw string's `#`s): a `(` then opens an interpolation.
    private var afterBackslash = false

    private var depth: Int { frames.count - 1 + poundIfDepth + extras }

    private mutating func set(_ keyPath: WritableKeyPath<Frame, Int>, to value: Int) {
        let last = frames.count - 1
        extras += value - frames[last][keyPath: keyPath]
        frames[last][keyPath: keyPath] = value
    }

    private var top: Frame { frames[frames.count - 1] }

    /// Takes one token (`spaced` when trivia comes before it); why it goes past a limit, or `nil`.
    private mutating func read(_ kind: RawTokenKind, _ text: SyntaxText, spaced: Bool) -> String? {
        defer {
            afterBackslash = kind == .backslash || (afterBackslash && kind == .rawStringPoundDelimiter)
            previous = kind
            previousText = text
        }
        if previous == .rightBrace, top.elseChain > 0, !(kind == .keyword && text == "else") { set(\.elseChain, to: 0) }
        squareRun = kind == .leftSquare ? (previous == .leftSquare ? squareRun + 1 : 1) : 0
        switch kind {
        case .leftParen, .leftSquare, .leftBrace:
            if kind == .leftBrace { set(\.angleRun, to: 0) }
            let closer: RawTokenKind = kind == .leftParen ? .rightParen : kind == .leftSquare ? .rightSquare : .rightBrace
            let interpolation = kind == .leftParen && afterBackslash
            frames.append(Frame(closer: closer, isInterpolation: interpolation))
            if interpolation {
                interpolationDepth += 1
                if interpolationDepth > Self.maximumInterpolationDepth {
                    return "string interpolations nest more than \(Self.maximumInterpolationDepth) deep here, and the lexer's memory grows with the square of the depth"
                }
            }
            if squareRun > Self.maximumOpeningSquareRun {
                return "more than \(Self.maximumOpeningSquareRun) [ open one right after another here, and the parser's time doubles with each"
            }
        case .rightParen, .rightSquare, .rightBrace:
            if top.closer == kind, frames.count > 1 {
                if top.isInterpolation { interpolationDepth -= 1 }
                extras -= top.extra
                frames.removeLast()
            }
            set(\.prefixRun, to: 0)
            if kind == .rightBrace { set(\.angleRun, to: 0) }
        case .poundIf:
            poundIfDepth += 1
        case .poundEndif:
            poundIfDepth = max(0, poundIfDepth - 1)
        case .keyword where Self.prefixKeywords.contains(text), .identifier where Self.prefixKeywords.contains(text):
            // Contextual keywords (`await`, `consume`, `some`, …) come from the lexer as identifiers.
            set(\.prefixRun, to: top.prefixRun + 1)
        case .keyword where text == "if" && previous == .keyword && previousText == "else":
            set(\.elseChain, to: top.elseChain + 1)
            set(\.prefixRun, to: 0)
        case .prefixOperator, .prefixAmpersand:
            set(\.prefixRun, to: top.prefixRun + 1)
        case .exclamationMark, .postfixQuestionMark, .infixQuestionMark:
            // `try!` and `try?` go on a chain of `try`s; any other `!` or `?` ends it.
            if !(previous == .keyword && previousText == "try") { set(\.prefixRun, to: 0) }
        case .leftAngle:
            set(\.angleRun, to: top.angleRun + 1)
        case .binaryOperator, .postfixOperator, .rightAngle:
            if text == "<", !spaced {
                set(\.angleRun, to: top.angleRun + 1)
            } else if top.angleRun > 0, !text.isEmpty, text.allSatisfy({ $0 == UInt8(ascii: ">") }) {
                set(\.angleRun, to: max(0, top.angleRun - text.count))
            }
            set(\.prefixRun, to: 0)
        case .equal, .semicolon:
            set(\.angleRun, to: 0)
            set(\.prefixRun, to: 0)
        default:
            set(\.prefixRun, to: 0)
        }
        guard depth <= Self.maximumDepth else {
            return "nesting (brackets, #if, and chains of try, await, prefix operators, else if and generic <, counted together) goes more than \(Self.maximumDepth) deep here, deeper than the parser can bound its stack for"
        }
        return nil
    }

    /// Keywords the parser reads before an expression or a type by calling itself again.
    private static let prefixKeywords: Set<SyntaxText> = [
        "try", "await", "consume", "copy", "unsafe", "each", "repeat", "some", "any", "inout", "borrowing", "consuming", "sending", "_move", "_borrow",
    ]
}
