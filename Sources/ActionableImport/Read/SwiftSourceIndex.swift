import ActionableCore
import SwiftParser
import SwiftSyntax

/// The declarations of the given Swift files that registration code may name: stored and computed properties,
/// functions, and enum cases with their raw values, each by the path of the types it is nested in; and the calls and
/// changes of names. Each question first has the ``SwiftSourceCatalog`` parse the files that may answer it (narrowed
/// by type where the question names one: `Kind.title` reads the files that declare `title` in a type named `Kind`),
/// so only the files the evaluation reaches are parsed.
final class SwiftSourceIndex {
    /// A declaration a name can stand for.
    enum Declaration {
        /// `let`/`var name = value`, or a computed property (its getter's statements).
        case value(ExprSyntax)
        /// A computed property's or function's body.
        case body(CodeBlockItemListSyntax, parameters: [Parameter])
        /// An enum case: its raw value as written, or the case's name for a `String` enum without one.
        case enumCase(rawValue: ExprSyntax?, name: String, isStringEnum: Bool)
    }

    /// A function's parameter: the label callers write (`nil` for `_`) and the name the body uses.
    struct Parameter {
        /// What callers write before the argument; `nil` when unlabeled.
        var label: String?
        /// The name inside the body.
        var name: String
        /// The default value, when it has one.
        var defaultValue: ExprSyntax?
        /// The type written.
        var type: TypeSyntax?
        /// Whether it takes any number of arguments (`_ args: CVarArg...`): then its value is their list.
        var isVariadic = false
    }

    /// A declaration where it is.
    struct Entry {
        /// What it declares.
        var declaration: Declaration
        /// The types it is nested in, outermost first (empty at file scope).
        var typePath: [String]
        /// The file it is in.
        var file: ParsedSwiftFile
        /// The `#if` conditions other than platforms it is declared under (`DEBUG`), if any: then it exists only in
        /// some builds.
        var buildCondition: String?
    }

    /// The given files.
    let catalog: SwiftSourceCatalog
    /// Every declaration of the files indexed so far by its name.
    private var entries: [String: [Entry]] = [:]
    /// The paths of the types the files read declare or extend, by their own name, from their trees.
    private(set) var parsedTypePaths: [String: [[String]]] = [:]
    /// Each enum's case names in declaration order, by the enum's path joined with dots.
    private var enumCases: [String: [String]] = [:]
    /// The paths (joined with dots) of the types the files declare an initializer of.
    private var initializedTypes: Set<String> = []
    /// The enums (paths joined with dots) some of whose cases are declared under an `#if` on a build flag, with the
    /// condition: their `allCases` depend on the build.
    private var enumsWithBuildConditions: [String: String] = [:]
    /// The files indexed, by their number in the catalog.
    private var indexed: Set<Int> = []
    /// The names whose entries are not in the given files' order (a file was read after a later one).
    private var unordered: Set<String> = []
    /// The questions already answered: the catalog's files for each were indexed.
    private var asked: Set<String> = []
    /// The calls of the files read for calls.
    private var callSites = CallSiteIndex()
    private var callsIndexed: Set<Int> = []
    /// The first place each name asked about is changed (`nil`: nowhere).
    private var changes: [String: SourcePlace?] = [:]
    private var changesRead: [Int: [String: SourcePlace]] = [:]

    /// The index of `catalog`'s files, none read yet.
    init(catalog: SwiftSourceCatalog) {
        self.catalog = catalog
    }

    /// Indexes `files` of the catalog (parsing them), asked for `askedFor` (a message's words, when one cannot be).
    private func index(_ files: [Int], askedFor: String) -> [ParsedSwiftFile] {
        var read: [ParsedSwiftFile] = []
        for number in files {
            guard let file = catalog.file(number, askedFor: askedFor) else { continue }
            read.append(file)
            guard indexed.insert(number).inserted else { continue }
            let collector = DeclarationCollector(file: file)
            collector.walk(file.tree)
            for (name, found) in collector.entries {
                if let last = entries[name]?.last, last.file.number > number { unordered.insert(name) }
                entries[name, default: []].append(contentsOf: found)
            }
            for path in collector.typePaths { parsedTypePaths[path.last!, default: []].append(path) }
            for (path, cases) in collector.enumCases { enumCases[path, default: []].append(contentsOf: cases) }
            initializedTypes.formUnion(collector.initializedTypes)
            enumsWithBuildConditions.merge(collector.enumsWithBuildConditions) { first, _ in first }
        }
        return read
    }

    /// Indexes every file (tests compare this with reading on demand).
    func indexEverything() {
        _ = index(Array(0..<catalog.count), askedFor: "every given file")
        asked.insert("*")
    }

    /// Indexes the files that declare `name` in one of `types` (`""`: file scope).
    private func load(_ name: String, in types: Set<String>) {
        guard !asked.contains("*"), asked.insert("d \(name) \(types.sorted().joined(separator: "."))").inserted else { return }
        let named = types.subtracting([""]).sorted()
        let what = named.isEmpty ? "'\(name)'" : "'\(name)' of '\(named.joined(separator: "' or '"))'"
        _ = index(catalog.files(declaring: name, in: types), askedFor: "\(what), which this file declares")
    }

    /// Indexes the files that declare a type named `name` (its enum cases are there).
    private func loadType(_ name: String) {
        guard !asked.contains("*"), asked.insert("t \(name)").inserted else { return }
        _ = index(catalog.files(declaringType: name), askedFor: "the type '\(name)', which this file declares")
    }

    /// The paths of the types named `name`: from the scan, and from the trees of files whose braces do not balance.
    private func typePaths(named name: String) -> [[String]] {
        let (paths, uncertain) = catalog.typePaths(named: name)
        guard !uncertain.isEmpty else { return paths }
        _ = index(uncertain, askedFor: "the type '\(name)', which this file may declare or extend")
        var seen = Set(paths)
        return paths + (parsedTypePaths[name] ?? []).filter { seen.insert($0).inserted }
    }

    /// The declarations named `name` that code inside `typePath` sees, nearest first: members of the enclosing
    /// types from the innermost out, then those at file scope, then members of any other type.
    func lookUp(_ name: String, from typePath: [String]) -> [Entry] {
        load(name, in: Set(typePath).union([""]))
        let candidates = entries(loaded: name)
        for depth in stride(from: typePath.count, through: 0, by: -1) {
            let scope = Array(typePath.prefix(depth))
            let found = candidates.filter { $0.typePath == scope }
            if !found.isEmpty { return found }
        }
        return []
    }

    /// The declarations named `name` in the type at `typePath` (at file scope when it is empty).
    func entries(named name: String, in typePath: [String]) -> [Entry] {
        load(name, in: [typePath.last ?? ""])
        return entries(loaded: name).filter { $0.typePath == typePath }
    }

    /// How many of the given files may declare `name` (read from their scan, without parsing them: for messages).
    func declaringFileCount(_ name: String) -> Int {
        catalog.files(declaring: name, in: nil).count
    }

    /// The entries of `name` read so far, in the given files' order.
    private func entries(loaded name: String) -> [Entry] {
        guard let found = entries[name] else { return [] }
        guard unordered.remove(name) != nil else { return found }
        let ordered = found.enumerated().sorted { ($0.element.file.number, $0.offset) < ($1.element.file.number, $1.offset) }.map(\.element)
        entries[name] = ordered
        return ordered
    }

    /// The declarations named `member` of the type written `typeName` (`Constants.Category`) from inside
    /// `typePath`: the type is found as Swift finds it, from the innermost enclosing type out, then anywhere.
    func lookUp(member: String, ofType typeName: [String], from typePath: [String]) -> [Entry] {
        load(member, in: [typeName.last!])
        let candidates = entries(loaded: member)
        for depth in stride(from: typePath.count, through: 0, by: -1) {
            let scope = Array(typePath.prefix(depth)) + typeName
            let found = candidates.filter { $0.typePath == scope }
            if !found.isEmpty { return found }
        }
        // An extension's or another file's type of that name, when only one type is so named.
        let suffixMatches = candidates.filter { $0.typePath.count >= typeName.count && Array($0.typePath.suffix(typeName.count)) == typeName }
        let paths = Set(suffixMatches.map { $0.typePath.joined(separator: ".") })
        return paths.count == 1 ? suffixMatches : []
    }

    /// The full path of the type written `typeName` from inside `typePath`, when one type is so named.
    func resolveType(_ typeName: [String], from typePath: [String]) -> [String]? {
        let paths = typePaths(named: typeName.last!)
        for depth in stride(from: typePath.count, through: 0, by: -1) {
            let candidate = Array(typePath.prefix(depth)) + typeName
            if paths.contains(candidate) { return candidate }
        }
        let matches = Set(paths.filter { $0.count >= typeName.count && Array($0.suffix(typeName.count)) == typeName })
        return matches.count == 1 ? matches.first : nil
    }

    /// Whether `name` names a type of the given files (from anywhere): read from their scan.
    func isType(_ name: String) -> Bool {
        !typePaths(named: name).isEmpty
    }

    /// The case names of the enum at `path`, in declaration order, when the files declare it.
    func enumCases(of path: [String]) -> [String]? {
        loadType(path.last!)
        return enumCases[path.joined(separator: ".")]
    }

    /// The build condition some cases of the enum at `path` are declared under, if any.
    func buildCondition(ofEnum path: [String]) -> String? {
        loadType(path.last!)
        return enumsWithBuildConditions[path.joined(separator: ".")]
    }

    /// Whether the files declare an initializer of the type at `path`.
    func declaresInitializer(of path: [String]) -> Bool {
        load("init", in: [path.last!])
        return initializedTypes.contains(path.joined(separator: "."))
    }

    /// The calls of a function named `name` whose arguments fit `parameters`, in file order: the files that call the
    /// name with a fitting first label are read for them.
    func calls(of name: String, parameters: [Parameter]) -> [CallSiteIndex.Site] {
        let labels = parameters.map { "\($0.label ?? "_")\($0.defaultValue == nil ? "" : "=")\($0.isVariadic ? "..." : "")" }.joined(separator: ",")
        if asked.insert("c \(name) \(labels)").inserted {
            for file in index(catalog.files(calling: name, parameters: parameters), askedFor: "the calls of '\(name)', which this file may make") {
                if callsIndexed.insert(file.number).inserted { callSites.add(file) }
            }
        }
        return callSites.calls(of: name, parameters: parameters)
    }

    /// The first place, in the given files' order, where code changes something named `name` (an assignment's
    /// target, an `&` argument, the value a method is called on: ``StatementEffects/MutationWalker``), if any: the
    /// files whose scan says they may are read, in order, until one does.
    func firstChange(of name: String) -> SourcePlace? {
        if let known = changes[name] { return known }
        var found: SourcePlace?
        for number in catalog.files(changing: name) {
            guard let file = index([number], askedFor: "whether the app's code changes '\(name)', which this file may do").first else { continue }
            if changesRead[number] == nil { changesRead[number] = AssignmentIndex(file: file).places }
            if let place = changesRead[number]?[name] {
                found = place
                break
            }
        }
        changes[name] = found
        return found
    }
}

/// One parsed Swift file and the converter from its positions to lines and columns.
struct ParsedSwiftFile {
    /// The file as given.
    var path: String
    /// Its place among the given files (what orders declarations, calls and changes found in several).
    var number = 0
    /// Its syntax tree.
    var tree: SourceFileSyntax
    /// Lines and columns of positions.
    var locations: SourceLocationConverter
    /// The text, for quoting a node without building its whole description (``quoted(_:)``).
    private var utf8: [UInt8]

    /// Where the parser stopped because brackets nest deeper than ``maximumNestingLevel``: the rest of the file is
    /// not read (`nil` when it read the whole file).
    var nestingOverflow: SourcePlace?

    /// The first place where the parser found what Swift does not allow (a missing or unexpected token, an editor
    /// placeholder): such a file is not the app's code as it builds (`nil` when the file parses cleanly).
    var syntaxError: SourcePlace?

    /// Why the file was not read at all, and where (`nil` when it was): ``SwiftNestingScan`` found what the parser
    /// cannot bound, the ``ParseBudget`` could not pay for it, or the syntax tree is deeper than ``maximumTreeDepth``.
    /// The tree is then empty.
    var refusal: SourceRefusal?

    /// The tree of a file that is not read: one for all of them.
    private static let emptyTree = Parser.parse(source: "")

    /// How deep brackets may nest. Set here rather than left to swift-syntax, whose default is 256 in a release build
    /// but 20 in a debug one (`swift build --product actionable-import` gives a source checkout a debug build, and a
    /// SwiftUI file nests deeper than 20). Parsing this deep needs more stack than a secondary thread's 512 KiB:
    /// `actionable-import` runs the import on a thread of its own with ``Importer/stackSize``.
    static let maximumNestingLevel = 256

    /// How deep the syntax tree may be: everything that walks it after the parser (finding lines and columns, the
    /// visitors that index and find the registering code) calls itself once per level. A postfix chain
    /// (`x!!!`, `.a.a.a`, `f()()()`) deepens the tree without nesting anything, so ``SwiftNestingScan`` does not
    /// bound it; this does. 4,096 is sixteen levels per bracket at ``maximumNestingLevel``.
    static let maximumTreeDepth = 4_096

    /// Parses `text`, which ``SwiftNestingScan`` passed and the ``ParseBudget`` paid for (``SwiftSourceCatalog``),
    /// unless its tree is deeper than ``maximumTreeDepth``.
    init(path: String, text: String, number: Int) {
        self.path = path
        self.number = number
        utf8 = Array(text.utf8)
        var text = text
        tree = text.withUTF8 { Parser.parse(source: $0, maximumNestingLevel: Self.maximumNestingLevel) }
        if let deep = Self.firstNodeDeeper(than: Self.maximumTreeDepth, in: tree) {
            refusal = SourceRefusal(place: Self.place(ofOffset: deep.positionAfterSkippingLeadingTrivia.utf8Offset, in: utf8, path: path), reason:
                       "the syntax tree goes more than \(Self.maximumTreeDepth) levels deep here (a chain of postfix operators, member accesses or calls that long, or nesting), deeper than the import can walk")
            tree = Self.emptyTree
        }
        locations = SourceLocationConverter(fileName: path, tree: tree)
        nestingOverflow = Self.overflowPlace(in: tree).map { place(of: $0) }
        syntaxError = nestingOverflow == nil ? Self.firstSyntaxError(in: tree).map { place(of: $0) } : nil
    }

    /// The first node (in an order of its own) more than `limit` levels below the root, found without recursion.
    private static func firstNodeDeeper(than limit: Int, in tree: SourceFileSyntax) -> Syntax? {
        var pending: [(node: Syntax, depth: Int)] = [(Syntax(tree), 1)]
        while let (node, depth) = pending.popLast() {
            guard depth <= limit else { return node }
            for child in node.children(viewMode: .sourceAccurate) { pending.append((child, depth + 1)) }
        }
        return nil
    }

    /// The place of the UTF-8 offset `offset` in `utf8`, counted without a syntax tree (the file may have none, or
    /// one too deep to walk) as swift-syntax counts: lines end at `\n`, `\r\n` or `\r`, columns count UTF-8 bytes.
    static func place(ofOffset offset: Int, in utf8: [UInt8], path: String) -> SourcePlace {
        var line = 1
        var lineStart = 0
        var index = 0
        while index < min(offset, utf8.count) {
            let byte = utf8[index]
            index += 1
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index == utf8.count || utf8[index] != UInt8(ascii: "\n"))) {
                line += 1
                lineStart = index
            }
        }
        return SourcePlace(path: path, line: line, column: offset - lineStart + 1)
    }

    /// The first token the parser left unread for nesting too deep, found without recursion.
    private static func overflowPlace(in tree: SourceFileSyntax) -> TokenSyntax? {
        guard tree.hasMaximumNestingLevelOverflow else { return nil }
        var node = Syntax(tree)
        while !node.is(UnexpectedNodesSyntax.self) {
            guard let next = node.children(viewMode: .all).first(where: { $0.hasMaximumNestingLevelOverflow }) else { break }
            node = next
        }
        return node.firstToken(viewMode: .all)
    }

    /// The first token the parser made up (missing), skipped (unexpected) or flagged (an editor placeholder), when
    /// the tree has any: one pass over the tokens, each looking up at most ``maximumTreeDepth`` ancestors.
    private static func firstSyntaxError(in tree: SourceFileSyntax) -> TokenSyntax? {
        guard tree.hasError else { return nil }
        return tree.tokens(viewMode: .all).first { token in
            if token.presence == .missing || token.tokenDiagnostic?.severity == .error { return true }
            var ancestor = token.parent
            while let node = ancestor {
                if node.is(UnexpectedNodesSyntax.self) { return true }
                ancestor = node.parent
            }
            return false
        }
    }

    /// `node` as a warning quotes it (``Unresolved/oneLine(_:)``), read from at most 1 KiB of the source: as cheap
    /// for a 2,000-link member chain as for a name, however often it is quoted.
    func quoted(_ node: some SyntaxProtocol) -> String {
        let start = min(node.positionAfterSkippingLeadingTrivia.utf8Offset, utf8.count)
        let end = max(start, min(node.endPositionBeforeTrailingTrivia.utf8Offset, utf8.count))
        var cut = min(end, start + 1_024)
        while cut > start, cut < utf8.count, utf8[cut] & 0xC0 == 0x80 { cut -= 1 }
        let text = Unresolved.oneLine(String(decoding: utf8[start..<cut], as: UTF8.self))
        return cut < end && !text.hasSuffix("…") ? text + "…" : text
    }

    /// Where `node` starts.
    func place(of node: some SyntaxProtocol) -> SourcePlace {
        let location = node.startLocation(converter: locations)
        return SourcePlace(path: path, line: location.line, column: location.column)
    }
}

/// Collects one file's declarations, tracking the types they are nested in.
private final class DeclarationCollector: SyntaxVisitor {
    let file: ParsedSwiftFile
    var entries: [String: [SwiftSourceIndex.Entry]] = [:]
    var typePaths: [[String]] = []
    var enumCases: [String: [String]] = [:]
    var initializedTypes: Set<String> = []
    var enumsWithBuildConditions: [String: String] = [:]
    private var typePath: [String] = []
    private var stringEnums: [Bool] = []
    /// For each `#if` clause the walk is in, its build condition ("" for a platform's).
    private var buildConditions: [String] = []

    /// The build conditions around the walk, joined, or `nil` for none.
    private var buildCondition: String? {
        let conditions = buildConditions.filter { !$0.isEmpty }
        return conditions.isEmpty ? nil : conditions.joined(separator: ", ")
    }

    init(file: ParsedSwiftFile) {
        self.file = file
        super.init(viewMode: .sourceAccurate)
    }

    private func add(_ name: String, _ declaration: SwiftSourceIndex.Declaration) {
        entries[name, default: []].append(SwiftSourceIndex.Entry(declaration: declaration, typePath: typePath, file: file,
                                                                 buildCondition: buildCondition))
    }

    /// An `#if` clause: a platform's condition is the interpreter's gate; any other (and the clauses after one) is a
    /// build condition of what it declares.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        var flags: [String] = []
        for clause in node.parent?.as(IfConfigClauseListSyntax.self) ?? [] {
            if let condition = clause.condition, Gates.platforms(condition) == nil { flags.append(condition.trimmedDescription) }
            if clause.id == node.id { break }
        }
        buildConditions.append(flags.isEmpty ? "" : "#if " + flags.joined(separator: " / "))
        return .visitChildren
    }
    override func visitPost(_ node: IfConfigClauseSyntax) { buildConditions.removeLast() }

    private func enter(_ name: String, stringEnum: Bool = false) -> SyntaxVisitorContinueKind {
        typePath.append(name)
        typePaths.append(typePath)
        stringEnums.append(stringEnum)
        return .visitChildren
    }

    private func leave() {
        typePath.removeLast()
        stringEnums.removeLast()
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: StructDeclSyntax) { leave() }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ClassDeclSyntax) { leave() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { enter(node.name.text) }
    override func visitPost(_ node: ActorDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        return enter(node.name.text, stringEnum: inherited.first == "String" || inherited.first == "Swift.String")
    }
    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let path = node.extendedType.trimmedDescription.split(separator: ".").map(String.init)
        let saved = typePath
        typePath = path
        // An extension of a type the files do not declare (`extension UNNotificationAction`) makes its name a type too.
        if !path.isEmpty { typePaths.append(path) }
        stringEnums.append(false)
        walkMembers(node.memberBlock)
        typePath = saved
        stringEnums.removeLast()
        return .skipChildren
    }

    private func walkMembers(_ block: MemberBlockSyntax) {
        for member in block.members { walk(member) }
    }

    override func visit(_ node: EnumCaseDeclSyntax) -> SyntaxVisitorContinueKind {
        if let buildCondition { enumsWithBuildConditions[typePath.joined(separator: "."), default: buildCondition] = buildCondition }
        for element in node.elements {
            enumCases[typePath.joined(separator: "."), default: []].append(element.name.text)
            add(element.name.text, .enumCase(rawValue: element.rawValue?.value, name: element.name.text,
                                             isStringEnum: stringEnums.last ?? false))
        }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // Only declarations of a type or a file: a function's locals are the interpreter's.
        guard !isInsideFunction(node) else { return .skipChildren }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let value = binding.initializer?.value {
                add(name, .value(value))
            } else if let accessors = binding.accessorBlock?.accessors {
                switch accessors {
                case .getter(let statements): add(name, .body(statements, parameters: []))
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                        add(name, .body(body.statements, parameters: []))
                    }
                }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        initializedTypes.insert(typePath.joined(separator: "."))
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let body = node.body, !isInsideFunction(node) else { return .skipChildren }
        add(node.name.text, .body(body.statements, parameters: SwiftSourceIndex.Parameter.list(of: node)))
        return .skipChildren
    }

    private func isInsideFunction(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self)
                || current.is(InitializerDeclSyntax.self) {
                return true
            }
            if current.is(MemberBlockSyntax.self) || current.is(SourceFileSyntax.self) { return false }
            parent = current.parent
        }
        return false
    }
}

extension SwiftSourceIndex.Parameter {
    /// The parameters of `function`, as its callers and its body name them.
    static func list(of function: FunctionDeclSyntax) -> [Self] {
        function.signature.parameterClause.parameters.map { parameter in
            let first = parameter.firstName.text
            return Self(label: first == "_" ? nil : first, name: parameter.secondName?.text ?? first,
                        defaultValue: parameter.defaultValue?.value, type: parameter.type, isVariadic: parameter.ellipsis != nil)
        }
    }

    /// The arguments of `arguments` each of `parameters` takes, in order (none for one left out; a variadic one
    /// takes its labelled argument and the unlabelled ones after it), as Swift pairs them: each parameter takes the
    /// next argument when its label is that argument's, else it is left out; and whether the call fits (every
    /// argument taken, and every parameter left out has a default value or is variadic). A trailing closure is not
    /// among `arguments`.
    static func match(_ parameters: [Self], _ arguments: some Collection<LabeledExprSyntax>) -> (arguments: [[LabeledExprSyntax]], fits: Bool) {
        var remaining = arguments[...]
        var taken: [[LabeledExprSyntax]] = []
        var fits = true
        for parameter in parameters {
            if let next = remaining.first, next.label?.text == parameter.label {
                var these = [next]
                remaining = remaining.dropFirst()
                while parameter.isVariadic, let more = remaining.first, more.label == nil {
                    these.append(more)
                    remaining = remaining.dropFirst()
                }
                taken.append(these)
            } else {
                taken.append([])
                fits = fits && (parameter.defaultValue != nil || parameter.isVariadic)
            }
        }
        return (taken, fits && remaining.isEmpty)
    }
}
