import ActionableCore

/// Reads the platform conditions of Objective-C's `#if`: `TARGET_OS_IOS`, `TARGET_OS_OSX`, `TARGET_OS_WATCH`,
/// `TARGET_OS_VISION`, `TARGET_OS_MACCATALYST`, `TARGET_OS_IPHONE` and the rest of `<TargetConditionals.h>`, with
/// `defined(...)`, `!`, `&&`, `||`, parentheses, `== 0`/`== 1` and the literals `0` and `1`.
enum ObjectiveCConditions {
    /// The platforms a clause (`if`, `ifdef`, `ifndef` or `elif`) selects, or `nil` when its condition names a
    /// macro that is not a platform's (`DEBUG`): what it adds is then registered only in some builds.
    static func platforms(of directive: String, _ tokens: [ObjectiveCToken], _ range: Range<Int>) -> Set<Platform>? {
        let all = Set(Platform.allCases)
        switch directive {
        case "ifdef", "ifndef":
            guard range.count == 1, tokens[range.lowerBound].kind == .identifier else { return nil }
            let defined: Set<Platform>? = targetMacros[tokens[range.lowerBound].text] != nil ? all : nil
            return directive == "ifdef" ? defined : defined.map { all.subtracting($0) }
        case "if", "elif":
            var parser = Parser(tokens: tokens, position: range.lowerBound, end: range.upperBound)
            guard let result = parser.disjunction(), parser.position == range.upperBound else { return nil }
            return result
        default:
            return nil
        }
    }

    /// The platforms on which each `TARGET_OS_` macro is 1. `TARGET_OS_IOS` is 1 on Mac Catalyst, and
    /// `TARGET_OS_IPHONE` on every platform but macOS.
    private static let targetMacros: [String: Set<Platform>] = [
        "TARGET_OS_IOS": [.iOS, .macCatalyst], "TARGET_OS_MACCATALYST": [.macCatalyst], "TARGET_OS_UIKITFORMAC": [.macCatalyst],
        "TARGET_OS_OSX": [.macOS], "TARGET_OS_WATCH": [.watchOS], "TARGET_OS_VISION": [.visionOS], "TARGET_OS_XR": [.visionOS],
        "TARGET_OS_TV": [], "TARGET_OS_IPHONE": [.iOS, .macCatalyst, .watchOS, .visionOS], "TARGET_OS_MAC": Set(Platform.allCases),
    ]

    /// A recursive-descent reader of one condition; each level returns `nil` for what it cannot read.
    private struct Parser {
        let tokens: [ObjectiveCToken]
        var position: Int
        let end: Int
        /// Nesting of parentheses and `!`, bounded so that no condition exhausts the stack.
        var depth = 0

        mutating func disjunction() -> Set<Platform>? {
            guard var result = conjunction() else { return nil }
            while position < end, tokens[position].isPunctuation("||") {
                position += 1
                guard let next = conjunction() else { return nil }
                result.formUnion(next)
            }
            return result
        }

        mutating func conjunction() -> Set<Platform>? {
            guard var result = comparison() else { return nil }
            while position < end, tokens[position].isPunctuation("&&") {
                position += 1
                guard let next = comparison() else { return nil }
                result.formIntersection(next)
            }
            return result
        }

        /// `X`, `X == 1`, `X == 0`, `X != 0`.
        mutating func comparison() -> Set<Platform>? {
            guard let value = unary() else { return nil }
            guard position + 1 < end, tokens[position].isPunctuation("==") || tokens[position].isPunctuation("!="),
                  tokens[position + 1].kind == .number else { return value }
            let isOne = tokens[position + 1].text == "1"
            guard isOne || tokens[position + 1].text == "0" else { return nil }
            let equal = tokens[position].text == "=="
            position += 2
            return equal == isOne ? value : Set(Platform.allCases).subtracting(value)
        }

        mutating func unary() -> Set<Platform>? {
            guard position < end, depth < 64 else { return nil }
            depth += 1
            defer { depth -= 1 }
            let token = tokens[position]
            if token.isPunctuation("!") {
                position += 1
                return unary().map { Set(Platform.allCases).subtracting($0) }
            }
            if token.isPunctuation("(") {
                position += 1
                guard let inner = disjunction(), position < end, tokens[position].isPunctuation(")") else { return nil }
                position += 1
                return inner
            }
            if token.isIdentifier("defined") {
                position += 1
                let parenthesized = position < end && tokens[position].isPunctuation("(")
                if parenthesized { position += 1 }
                guard position < end, targetMacros[tokens[position].text] != nil else { return nil }
                position += 1
                if parenthesized {
                    guard position < end, tokens[position].isPunctuation(")") else { return nil }
                    position += 1
                }
                return Set(Platform.allCases)
            }
            if token.kind == .number, token.text == "0" || token.text == "1" {
                position += 1
                return token.text == "1" ? Set(Platform.allCases) : []
            }
            guard token.kind == .identifier, let platforms = targetMacros[token.text] else { return nil }
            position += 1
            return platforms
        }
    }
}
