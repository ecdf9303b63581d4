import ActionableCore

/// The given Swift files, each scanned once (``SwiftSourceScan``, no syntax tree) and parsed only when the evaluation
/// asks for what it declares, calls or changes: an index from each name to the files that declare it (with the type it
/// is declared in), declare or extend a type of that name, call it, or may change it. A whole app's folder costs its
/// scan and the trees of the files its registration reaches, not a tree per file.
final class SwiftSourceCatalog {
    /// A file that declares a name, and the innermost type around the declaration.
    private struct Declaring {
        var file: Int32
        var type: String
    }

    private let sources: [ImportTransport.Request.Source]
    private var declaring: [String: [Declaring]] = [:]
    /// The paths of the types declared or extended, by their last name, from the files whose braces balance; the
    /// files whose braces do not, by the names of the types they may declare; the files that declare a type (not
    /// only extend it), by its name. Each path is kept once (hundreds of files extend `View`).
    private var typePaths: [String: [[String]]] = [:]
    private var keptTypePaths: Set<[String]> = []
    private var uncertainTypes: [String: [Int32]] = [:]
    private var declaringNominal: [String: [Int32]] = [:]
    private var calling: [String: [(file: Int32, firstLabel: String)]] = [:]
    private var changing: [String: [Int32]] = [:]
    /// The files found unreadable when they were asked for (``SwiftNestingScan`` or the budget refused them).
    private var refused: Set<Int> = []
    private var parsed: [Int: ParsedSwiftFile] = [:]
    private var budget: ParseBudget
    /// The files that name `setNotificationCategories`, in their order.
    let registering: [Int]
    /// Why files the evaluation asked for were not read: ``SwiftNestingScan`` found what the parser cannot bound, or
    /// the memory budget could not pay for the tree.
    private(set) var refusals: [SourceRefusal] = []

    /// Scans `sources` (Swift files) within `budget`.
    init(sources: [ImportTransport.Request.Source], budget: ParseBudget) {
        self.sources = sources
        self.budget = budget
        var registering: [Int] = []
        for (index, source) in sources.enumerated() {
            let scan = SwiftSourceScan(source.text)
            let file = Int32(index)
            for declaration in scan.declarations { declaring[declaration.name, default: []].append(Declaring(file: file, type: declaration.type)) }
            for path in scan.typePaths {
                if !scan.balanced {
                    uncertainTypes[path.last!, default: []].append(file)
                } else if keptTypePaths.insert(path).inserted {
                    typePaths[path.last!, default: []].append(path)
                }
            }
            for name in scan.nominalTypes { declaringNominal[name, default: []].append(file) }
            for call in scan.calls { calling[call.name, default: []].append((file, call.firstLabel)) }
            for name in scan.changed { changing[name, default: []].append(file) }
            if scan.registers { registering.append(index) }
        }
        self.registering = registering
    }

    /// How many files there are.
    var count: Int { sources.count }

    /// The files parsed so far, in the given order.
    var parsedFiles: [ParsedSwiftFile] { parsed.keys.sorted().map { parsed[$0]! } }

    /// File `index`, parsed now if it was not, because the evaluation asks for `askedFor` (words for a message):
    /// `nil` when it cannot be read (a refusal says why and where).
    func file(_ index: Int, askedFor: String) -> ParsedSwiftFile? {
        if let file = parsed[index] { return file }
        guard !refused.contains(index) else { return nil }
        let source = sources[index]
        // What the parser cannot bound, and what the tree costs, are known before it runs.
        let nesting = SwiftNestingScan.scan(source.text)
        if let finding = nesting.finding {
            refused.insert(index)
            refusals.append(SourceRefusal(place: ParsedSwiftFile.place(ofOffset: finding.offset, in: Array(source.text.utf8), path: source.path),
                                          reason: finding.reason))
            return nil
        }
        guard budget.take(tokens: nesting.tokens) else {
            refused.insert(index)
            refusals.append(SourceRefusal(place: SourcePlace(path: source.path, line: 1, column: 1),
                                          reason: budget.shortfall(tokens: nesting.tokens, askedFor: askedFor, filesRead: parsed.count), isMemory: true))
            return nil
        }
        let file = ParsedSwiftFile(path: source.path, text: source.text, number: index)
        parsed[index] = file
        return file
    }

    /// The files that declare `name` (by `let`, `var`, `case`, `func` or `init`) in one of `types` (`""` for file
    /// scope), or anywhere when `types` is `nil`.
    func files(declaring name: String, in types: Set<String>?) -> [Int] {
        let found = (declaring[name] ?? []).filter { types == nil || types!.contains($0.type) || $0.type == SwiftSourceScan.anyType }
        return Self.unique(found.map(\.file))
    }

    /// The paths of the types named `name` the files whose braces balance declare or extend (each once), and the
    /// files whose braces do not balance that may declare or extend one: their paths are read from their trees.
    func typePaths(named name: String) -> (paths: [[String]], uncertainFiles: [Int]) {
        ((typePaths[name] ?? []), Self.unique(uncertainTypes[name] ?? []))
    }

    /// The files that declare a type named `name` (a `struct`, `class`, `enum` or `actor`, not an extension), and
    /// those whose braces do not balance that may.
    func files(declaringType name: String) -> [Int] {
        Self.unique(((declaringNominal[name] ?? []) + (uncertainTypes[name] ?? [])).sorted())
    }

    /// The files that may call a function named `name` with `parameters` (``SwiftSourceIndex/Parameter/match(_:_:)``
    /// pairs arguments by label): those with a call of that name whose first argument has a label one of the
    /// parameters takes first, when those before it have default values.
    func files(calling name: String, parameters: [SwiftSourceIndex.Parameter]) -> [Int] {
        var firstLabels: Set<String> = []
        var allDefaulted = true
        for parameter in parameters {
            firstLabels.insert(parameter.label ?? "_")
            guard parameter.defaultValue != nil || parameter.isVariadic else {
                allDefaulted = false
                break
            }
        }
        if allDefaulted { firstLabels.formUnion([")", "{"]) }
        return Self.unique((calling[name] ?? []).filter { firstLabels.contains($0.firstLabel) }.map(\.file))
    }

    /// The files that may change something named `name`.
    func files(changing name: String) -> [Int] { Self.unique(changing[name] ?? []) }

    /// `files` in order, each once.
    private static func unique(_ files: [Int32]) -> [Int] {
        var result: [Int] = []
        for file in files where result.last != Int(file) { result.append(Int(file)) }
        return result
    }
}
