import ActionableCore

/// Objective-C expressions: literals (`@"..."`, adjacent literals, `@[...]`), names (locals, `#define`s, file-scope
/// constants, option and intent constants), casts, `|`, C calls (`NSLocalizedString` and its variants, the app's
/// functions) and message sends (``ObjectiveCInterpreter/message(_:in:)``).
extension ObjectiveCInterpreter {
    /// The deepest expressions are evaluated inside one another.
    static let maximumDepth = 200

    /// The most calls of the app's own methods and functions inside one another.
    static let maximumCallDepth = 16

    /// The value of the expression that is exactly the tokens `range`.
    mutating func evaluate(_ range: Range<Int>, in context: inout Context) -> ImportedValue {
        guard !range.isEmpty else { return .other }
        guard spend() else {
            exhaustedAt = exhaustedAt ?? index.files[context.file].place(of: range.lowerBound)
            return .unresolved(unresolved(range, in: context, "is beyond the import's step budget"))
        }
        guard depth < Self.maximumDepth else {
            return .unresolved(unresolved(range, in: context, "is nested more than \(Self.maximumDepth) deep (constants naming constants)"))
        }
        depth += 1
        defer { depth -= 1 }
        let file = index.files[context.file]
        let tokens = file.tokens
        // `A | B | C`: option constants joined.
        if containsTopLevel("|", in: range, context: context) {
            // The options' elements gathered in one list (a union per part would copy the list each time).
            var items: [(value: ImportedValue, gate: ImportedGate)] = []
            for part in split(range, at: "|", in: context) {
                let value = evaluate(part, in: &context)
                if case .unresolved = value { return value }
                if case .list(let elements) = value { items += elements } else { items.append((value, .none)) }
            }
            return .list(items)
        }
        var position = range.lowerBound
        let value = primary(&position, limit: range.upperBound, in: &context)
        guard position == range.upperBound else {
            if case .unresolved = value { return value }
            let operation = position < tokens.count ? tokens[position].text : ""
            return .unresolved(unresolved(range, in: context, "computes with '\(operation)', which the import does not evaluate"))
        }
        return value
    }

    /// Whether the punctuation `separator` is in `range` outside brackets (``split(_:at:in:)`` without the array).
    func containsTopLevel(_ separator: String, in range: Range<Int>, context: Context) -> Bool {
        let file = index.files[context.file]
        var position = range.lowerBound
        while position < range.upperBound {
            let token = file.tokens[position]
            if token.isPunctuation(separator) { return true }
            position = isOpener(token) ? min(file.partners[position] + 1, range.upperBound) : position + 1
        }
        return false
    }

    /// The top-level pieces of `range` between the punctuation `separator` (outside brackets).
    func split(_ range: Range<Int>, at separator: String, in context: Context) -> [Range<Int>] {
        let file = index.files[context.file]
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var position = range.lowerBound
        while position < range.upperBound {
            let token = file.tokens[position]
            if token.isPunctuation(separator) {
                parts.append(start..<position)
                start = position + 1
                position += 1
                continue
            }
            position = isOpener(token) ? min(file.partners[position] + 1, range.upperBound) : position + 1
        }
        parts.append(start..<range.upperBound)
        return parts
    }

    /// One operand from `position`, its postfix property accesses (`self.replyAction`) included.
    private mutating func primary(_ position: inout Int, limit: Int, in context: inout Context) -> ImportedValue {
        let file = index.files[context.file]
        let tokens = file.tokens
        let start = position
        let token = tokens[position]
        var value: ImportedValue
        switch token.kind {
        case .string:
            // Adjacent literals (and `#define`s of literals) are one string.
            var text = token.text
            position += 1
            while position < limit, let next = literalText(at: position, in: &context) {
                text += next
                position += 1
            }
            value = .string(text)
        case .number:
            position += 1
            // `0` as options is the empty set; any other number is nothing the registration reads.
            value = token.text == "0" ? .list([]) : .other
        case .punctuation:
            switch token.text {
            case "@[":
                let close = min(file.partners[position], limit)
                let elements = split(position + 1..<close, at: ",", in: context).filter { !$0.isEmpty }
                value = .list(elements.map { (evaluate($0, in: &context), ImportedGate.none) })
                position = close + 1
            case "@(":
                let close = min(file.partners[position], limit)
                value = evaluate(position + 1..<close, in: &context)
                position = close + 1
            case "@{":
                position = min(file.partners[position], limit) + 1
                value = .other
            case "[":
                let close = min(file.partners[position], limit)
                value = message(position + 1..<close, in: &context)
                position = close + 1
            case "(":
                let close = min(file.partners[position], limit)
                if isCast(position + 1..<close, in: context), close + 1 < limit {
                    position = close + 1
                    guard depth < Self.maximumDepth else {
                        position = limit
                        return .unresolved(unresolved(start..<limit, in: context, "casts more than \(Self.maximumDepth) times over"))
                    }
                    depth += 1
                    defer { depth -= 1 }
                    return primary(&position, limit: limit, in: &context)
                }
                value = evaluate(position + 1..<close, in: &context)
                position = close + 1
            case "^":
                // A block: its code runs where it is passed (``runBlocks(in:context:)``).
                while position < limit, !tokens[position].isPunctuation("{") { position += 1 }
                position = position < limit ? min(file.partners[position], limit) + 1 : limit
                value = .other
            default:
                position = limit
                return .unresolved(unresolved(start..<limit, in: context, "is computed in a way the import cannot follow"))
            }
        case .identifier:
            if position + 1 < limit, tokens[position + 1].isPunctuation("(") {
                let close = min(file.partners[position + 1], limit)
                value = call(token.text, arguments: split(position + 2..<close, at: ",", in: context).filter { !$0.isEmpty },
                             at: start..<close + 1, in: &context)
                position = close + 1
            } else {
                position += 1
                value = name(token.text, at: start..<position, in: &context)
                if case .string(var text) = value {
                    while position < limit, let next = literalText(at: position, in: &context) {
                        text += next
                        position += 1
                    }
                    value = .string(text)
                }
            }
        default:
            position = limit
            return .unresolved(unresolved(start..<limit, in: context, "is computed in a way the import cannot follow"))
        }
        // `base.property`.
        while position + 1 < limit, tokens[position].isPunctuation("."), tokens[position + 1].kind == .identifier {
            value = property(tokens[position + 1].text, of: value, isSelf: tokens[start].isIdentifier("self") && position == start + 1,
                             at: start..<position + 2, in: &context)
            position += 2
        }
        return value
    }

    /// The text of a string literal at `position`, or of a `#define` of one, for adjacent-literal concatenation.
    private mutating func literalText(at position: Int, in context: inout Context) -> String? {
        let token = index.files[context.file].tokens[position]
        if token.kind == .string { return token.text }
        guard token.kind == .identifier, context.locals[token.text] == nil, let macro = index.macros[token.text], macro.count == 1,
              let first = macro.first, let firstToken = index.files[first.file].tokens[first.range].first, firstToken.kind == .string,
              case .string(let text) = definitionValue(macro, in: &context) else { return nil }
        return text
    }

    /// Whether `(tokens)` is a cast: type names, `*`, generics and qualifiers only, the first a type (capitalized or
    /// a C type), and no name the code has a value for.
    private func isCast(_ range: Range<Int>, in context: Context) -> Bool {
        let tokens = index.files[context.file].tokens
        guard let first = range.first, tokens[first].kind == .identifier else { return false }
        let name = tokens[first].text
        guard context.locals[name] == nil, index.macros[name] == nil, index.constants[name] == nil else { return false }
        let typeLike = name.first?.isUppercase == true || ["id", "const", "unsigned", "long", "int", "__kindof"].contains(name)
        return typeLike && range.allSatisfy { tokens[$0].kind == .identifier || ["*", "<", ">", ","].contains(tokens[$0].text) }
    }

    /// The value of a name.
    private mutating func name(_ name: String, at range: Range<Int>, in context: inout Context) -> ImportedValue {
        if let local = context.locals[name] { return local }
        switch name {
        case "nil", "NULL", "Nil", "YES", "NO", "true", "false", "self", "super": return .other
        case "kNilOptions", "UNNotificationActionOptionNone", "UNNotificationCategoryOptionNone": return .list([])
        default: break
        }
        for prefix in ["UNNotificationActionOption", "UNNotificationCategoryOption"] where name.hasPrefix(prefix) {
            let option = name.dropFirst(prefix.count)
            return .member(option.prefix(1).lowercased() + option.dropFirst())
        }
        if index.macros[name] == nil, index.constants[name] == nil, let intent = IntentConstants.value(of: name) { return .string(intent) }
        if let macro = index.macros[name] { return definitionValue(macro, in: &context, at: range) }
        if let constant = index.constants[name] { return definitionValue(constant, in: &context, at: range) }
        return .unresolved(unresolved(range, in: context, "names something the given files do not define"))
    }

    /// The value of a `#define` or constant: evaluated once, in its own file; defined more than once with
    /// different text, or naming itself, it is unresolved.
    private mutating func definitionValue(_ candidates: [ObjectiveCSourceIndex.Definition], in context: inout Context,
                                          at range: Range<Int>? = nil) -> ImportedValue {
        let first = candidates[0]
        let key = [first.file, first.range.lowerBound]
        if let known = definitions[key] { return known }
        // Whether the definitions agree is worked out once per name, not once per use: 20,000 `#define`s of one name
        // and 20,000 uses stay linear.
        let agree = agreeing[key] ?? {
            let text = index.files[first.file].text(of: first.range)
            return candidates.allSatisfy { index.files[$0.file].text(of: $0.range) == text }
        }()
        agreeing[key] = agree
        guard agree else {
            return .unresolved(unresolved(range ?? first.range, in: context,
                                          "is defined more than once, differently (under preprocessor conditions the import cannot choose between)"))
        }
        guard evaluating.insert(key).inserted else {
            return .unresolved(unresolved(range ?? first.range, in: context, "is defined in terms of itself"))
        }
        defer { evaluating.remove(key) }
        var declared = Context(file: first.file)
        let value = evaluate(first.range, in: &declared)
        self.definitions[key] = value
        return value
    }

    /// `base.name`: a property of `self` (a local the code assigned, or a getter method), or of a list.
    private mutating func property(_ name: String, of base: ImportedValue, isSelf: Bool, at range: Range<Int>,
                                   in context: inout Context) -> ImportedValue {
        if isSelf {
            if let local = context.locals[name] ?? context.locals["_" + name] { return local }
            if let routine = method(name, preferring: context.className) {
                return callRoutine(routine, arguments: [], at: range, in: &context)
            }
        }
        if case .list = base, ["copy", "mutableCopy", "allObjects", "array"].contains(name) { return base }
        return .unresolved(unresolved(range, in: context, "reads a property the given files do not define"))
    }

    /// The method with `selector`: the one of `className` when it has one, else the only one.
    func method(_ selector: String, preferring className: String?) -> ObjectiveCSourceIndex.Routine? {
        let candidates = index.methods[selector] ?? []
        if let className, let own = candidates.first(where: { $0.className == className }) { return own }
        return candidates.count == 1 ? candidates[0] : nil
    }

    /// A C call: `NSLocalizedString` and its variants, or the app's function.
    private mutating func call(_ function: String, arguments: [Range<Int>], at range: Range<Int>, in context: inout Context) -> ImportedValue {
        // (key, table, value, comment) argument positions of each variant.
        let forms: [String: (key: Int, table: Int?, value: Int?, comment: Int)] = [
            "NSLocalizedString": (0, nil, nil, 1), "NSLocalizedStringFromTable": (0, 1, nil, 2),
            "NSLocalizedStringFromTableInBundle": (0, 1, nil, 3), "NSLocalizedStringWithDefaultValue": (0, 1, 3, 4),
        ]
        if let form = forms[function] {
            guard arguments.count == form.comment + 1 else {
                return .unresolved(unresolved(range, in: context, "passes \(function) arguments the import cannot read"))
            }
            let values = arguments.map { evaluate($0, in: &context) }
            return localized(key: values[form.key], table: form.table.map { values[$0] }, value: form.value.map { values[$0] },
                             comment: values[form.comment], at: range, in: context)
        }
        let functions = index.functions[function] ?? []
        if functions.count == 1 {
            let value = callRoutine(functions[0], arguments: arguments, at: range, in: &context)
            if case .unresolved = value, let text = wrapped(function, key: arguments.first, in: &context) { return .text(text) }
            return value
        }
        // A project's macro or function given a key the strings files have (`L(@"invite.accept")`).
        if let text = wrapped(function, key: arguments.first, in: &context) { return .text(text) }
        // `dispatch_async(queue, ^{ ... })`, `dispatch_once(&token, ^{ ... })`: the block's code runs here.
        runBlocks(in: arguments, context: &context)
        return .unresolved(unresolved(range, in: context, "calls something the given files do not define"))
    }

    /// The localized text a project's wrapper `name` given the key `argument` stands for, when the strings files
    /// have the key.
    mutating func wrapped(_ name: String, key argument: Range<Int>?, in context: inout Context) -> ImportedText? {
        guard !strings.isEmpty, StringsLookup.isWrapperName(name), let argument, case .string(let key) = evaluate(argument, in: &context) else {
            return nil
        }
        return strings.wrapped(key: key)
    }

    /// Localized text from its parts' values; a key computed at run time is unresolved.
    func localized(key: ImportedValue, table: ImportedValue?, value: ImportedValue?, comment: ImportedValue?,
                   at range: Range<Int>, in context: Context) -> ImportedValue {
        guard case .string(let key) = key else {
            return .unresolved(unresolved(range, in: context, "looks up a key computed at run time"))
        }
        let comment = comment?.string.flatMap { $0.isEmpty ? nil : $0 }
        let table = table?.string.flatMap { $0.isEmpty ? nil : $0 }
        // Without a value, the value is the strings file's, else the key (``Importer``).
        return .text(.localized(key: key, value: value?.string.flatMap { $0.isEmpty ? nil : $0 }, comment: comment, table: table))
    }

    /// The statements of the blocks among `arguments`, run where the call is (a completion handler or a dispatched
    /// block changes the lists around it as if inline); each block's parameters are its own while it runs.
    mutating func runBlocks(in arguments: [Range<Int>], context: inout Context) {
        let file = index.files[context.file]
        for argument in arguments where file.tokens[argument.lowerBound].isPunctuation("^") {
            guard let open = argument.first(where: { file.tokens[$0].isPunctuation("{") }) else { continue }
            let shadowed = bindBlockParameters(argument.lowerBound..<open, in: &context)
            _ = run(open + 1..<min(file.partners[open], argument.upperBound), in: &context)
            for (name, value) in shadowed { context.locals[name] = value }
        }
    }

    /// Binds the parameters of the block whose head (`^(BOOL granted, NSError *error)`) is `head`, each to an
    /// unresolved value (the app passes it when it runs); returns the outer values they shadow, to restore.
    mutating func bindBlockParameters(_ head: Range<Int>, in context: inout Context) -> [(String, ImportedValue?)] {
        let file = index.files[context.file]
        guard let open = head.first(where: { file.tokens[$0].isPunctuation("(") }) else { return [] }
        let close = min(file.partners[open], head.upperBound)
        var shadowed: [(String, ImportedValue?)] = []
        var start = open + 1
        for position in open + 1...close where position == close || file.tokens[position].isPunctuation(",") {
            if let name = ObjectiveCSourceIndex.lastIdentifier(in: file.tokens, start..<position), name != "void" {
                shadowed.append((name, context.locals[name]))
                let token = (start..<position).last { file.tokens[$0].isIdentifier(name) } ?? start
                context.locals[name] = .unresolved(unresolved(token..<token + 1, in: context,
                    "is a parameter of the block: the app passes its value when it runs"))
            }
            start = position + 1
        }
        return shadowed
    }

    /// Calls the app's method or function with the values of `arguments`.
    mutating func callRoutine(_ routine: ObjectiveCSourceIndex.Routine, arguments: [Range<Int>], at range: Range<Int>,
                              in context: inout Context) -> ImportedValue {
        let identity = [routine.file, routine.body.lowerBound]
        // Following the callers of a registering routine: the values this call passes are what is wanted of it.
        if capture?.routine == identity {
            let values = arguments.map { evaluate($0, in: &context) }
            capture?.calls.append(values)
            return .unresolved(unresolved(range, in: context, "calls the registering routine, which is evaluated from its own place"))
        }
        guard !callStack.contains(identity), callStack.count < Self.maximumCallDepth else {
            return .unresolved(unresolved(range, in: context, "calls itself, or calls nested more than \(Self.maximumCallDepth) deep"))
        }
        var inner = Context(file: routine.file, className: routine.className ?? context.className, gate: context.gate)
        for (offset, parameter) in routine.parameters.enumerated() {
            inner.locals[parameter] = offset < arguments.count ? evaluate(arguments[offset], in: &context)
                : .unresolved(unresolved(range, in: context, "passes '\(parameter)' in a way the import cannot follow"))
        }
        callStack.append(identity)
        defer { callStack.removeLast() }
        return run(routine.body, in: &inner) ?? .other
    }
}
