/// The memory the import may give syntax trees and Objective-C tokens, taken file by file before each is read.
///
/// swift-syntax's tree of a file, with the nodes the visitors make and the index's entries, takes up to
/// ``bytesPerToken`` bytes per token (measured: 350 in the tree's arena, 120 in the nodes visited, 50 in the
/// index, for a file of `let s = a + b + c + d` lines; 414 in all for a file of interpolations) and ``bytesPerFile``
/// more for each file. The import as a whole stays within 256 MiB and 16 bytes per byte of its input (what
/// `ImportMemoryTests` measures); the trees get ``total(inputBytes:)`` of it, and a file they cannot pay for is not
/// parsed: an `input-limit` error names it, never a tree cut short.
struct ParseBudget {
    /// What each token of a parsed file costs, at most.
    static let bytesPerToken = 600
    /// What each parsed file costs besides its tokens.
    static let bytesPerFile = 16 << 10
    /// What each Objective-C token costs: the token (64 bytes), its bracket partner, the array's spare room.
    static let bytesPerObjectiveCToken = 160

    /// The trees' share of the import's memory for an input of `inputBytes`: 192 MiB and 8 bytes per byte (the
    /// rest is the request, the strings tables, the values and the answer).
    static func total(inputBytes: Int) -> Int { (192 << 20) + 8 * inputBytes }

    /// What is left.
    private(set) var remaining: Int

    /// The budget for an import of `inputBytes` bytes of sources.
    init(inputBytes: Int) {
        remaining = Self.total(inputBytes: inputBytes)
    }

    /// Takes what a file of `tokens` tokens costs, when that much is left; else takes nothing.
    mutating func take(tokens: Int) -> Bool {
        let cost = Self.bytesPerFile + Self.bytesPerToken * tokens
        guard cost <= remaining else { return false }
        remaining -= cost
        return true
    }

    /// Why a file of `tokens` tokens that the evaluation asks for `askedFor` (words for a message) is not read,
    /// after `filesRead` files were.
    func shortfall(tokens: Int, askedFor: String, filesRead: Int) -> String {
        let cost = Self.bytesPerFile + Self.bytesPerToken * tokens
        return "the registration code needs \(askedFor), and parsing it (\(tokens) tokens) would take about \(Self.mebibytes(cost)) MiB of memory, more than is left (\(Self.mebibytes(max(0, remaining))) MiB) of the import's budget for syntax trees (192 MiB and 8 bytes per byte of source) after the \(filesRead) files it read before: the registration reaches more of the app than the import can hold; see Adopting.md, \"Large apps\""
    }

    private static func mebibytes(_ bytes: Int) -> Int { (bytes + (1 << 20) - 1) >> 20 }

    /// How many Objective-C tokens are left to pay for.
    var objectiveCTokensLeft: Int { max(0, remaining / Self.bytesPerObjectiveCToken) }

    /// Takes what `count` Objective-C tokens cost.
    mutating func take(objectiveCTokens count: Int) {
        remaining -= count * Self.bytesPerObjectiveCToken
    }

    /// Why an Objective-C file with more tokens than ``objectiveCTokensLeft`` is not read.
    var objectiveCShortfall: String {
        "this file has more than \(objectiveCTokensLeft) tokens, more than is left (\(Self.mebibytes(max(0, remaining))) MiB) of the import's memory budget for tokens and syntax trees (192 MiB and 8 bytes per byte of source in all); see Adopting.md, \"Large apps\""
    }
}

/// Why a source file was not read, and where.
struct SourceRefusal {
    /// Where the file goes past a limit (its start, for the memory budget).
    var place: SourcePlace
    /// Which limit, in words.
    var reason: String
    /// Whether the limit is the memory budget, which every file after the first it refuses runs into too.
    var isMemory = false
}
