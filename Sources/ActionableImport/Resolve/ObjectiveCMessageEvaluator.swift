import ActionableCore

/// Objective-C message sends: the UserNotifications class methods, `NSSet`/`NSArray` and their mutable
/// counterparts, `NSString`'s formatting and localization, `setNotificationCategories:`, and the app's own methods.
extension ObjectiveCInterpreter {
    /// Who a message is sent to.
    enum Receiver {
        /// A class by name (`UNNotificationAction`), or the result of `[Class alloc]`.
        case classNamed(String)
        /// `self`, `super`, `[self class]`.
        case selfObject
        /// A value, and the local it is in when it is one (for the mutating messages).
        case value(ImportedValue, local: String?)
    }

    /// The collection classes the import follows.
    static let collectionClasses: Set<String> = ["NSSet", "NSMutableSet", "NSArray", "NSMutableArray", "NSOrderedSet", "NSMutableOrderedSet"]

    /// The value of the message send inside the brackets `range` (`receiver selector:argument ...`).
    mutating func message(_ range: Range<Int>, in context: inout Context) -> ImportedValue {
        let file = index.files[context.file]
        let tokens = file.tokens
        guard !range.isEmpty else { return .unresolved(unresolved(range, in: context, "is an empty message")) }
        // The receiver: a name, a nested message, a call or a property chain.
        var position = range.lowerBound
        let first = tokens[position]
        if isOpener(first) {
            position = min(file.partners[position] + 1, range.upperBound)
        } else {
            position += 1
            if position < range.upperBound, tokens[position].isPunctuation("(") { position = min(file.partners[position] + 1, range.upperBound) }
        }
        while position + 1 < range.upperBound, tokens[position].isPunctuation("."), tokens[position + 1].kind == .identifier { position += 2 }
        let receiverRange = range.lowerBound..<position
        let (selector, arguments) = selectorAndArguments(position..<range.upperBound, in: context)
        guard !selector.isEmpty else {
            return .unresolved(unresolved(range, in: context, "is a message the import cannot read"))
        }
        // What is registered does not depend on which center is told.
        if selector == "setNotificationCategories:", arguments.count == 1 {
            register(evaluate(arguments[0], in: &context), context: context, at: range)
            return .other
        }
        let receiver = self.receiver(receiverRange, in: &context)
        let whole = range.lowerBound - 1..<range.upperBound + 1
        switch receiver {
        case .classNamed(let name) where name == "UNNotificationAction" || name == "UNTextInputNotificationAction":
            if selector.hasPrefix("actionWithIdentifier:title:options:") {
                let values = labeledValues(selector, arguments, in: &context)
                let isTextInput = name == "UNTextInputNotificationAction"
                return RegistrationBuilder.action(values.values, textInput: isTextInput, place: file.place(of: whole.lowerBound),
                                                  report: values.report(self, context))
            }
        case .classNamed("UNNotificationCategory"):
            if selector.hasPrefix("categoryWithIdentifier:actions:intentIdentifiers:") {
                let values = labeledValues(selector, arguments, in: &context)
                return RegistrationBuilder.category(values.values, gate: context.gate, place: file.place(of: whole.lowerBound),
                                                    report: values.report(self, context))
            }
        case .classNamed("UNNotificationActionIcon"):
            if arguments.count == 1, let name = evaluate(arguments[0], in: &context).text {
                switch selector {
                case "iconWithSystemImageName:": return .icon(.init(kind: "system", name: name))
                case "iconWithTemplateImageName:": return .icon(.init(kind: "template", name: name))
                default: break
                }
            }
        case .classNamed(let name) where Self.collectionClasses.contains(name):
            if let value = collection(selector, arguments, in: &context) { return value }
        case .classNamed("NSString"), .classNamed("NSMutableString"):
            if let value = stringMessage(selector, arguments, on: nil, at: whole, in: &context) { return value }
        case .classNamed("UNUserNotificationCenter"), .classNamed("NSBundle"):
            if ["currentNotificationCenter", "mainBundle", "bundleForClass:"].contains(selector) { return .other }
        case .classNamed(let name):
            if let routine = method(selector, preferring: name) {
                return callRoutine(routine, arguments: arguments, at: whole, in: &context)
            }
            // A class of the app's Swift code, visible to Objective-C (`[Strings inviteAccept]`).
            if arguments.isEmpty, !selector.contains(":"), let value = swiftMember(name, selector) { return value }
        case .selfObject:
            if selector == "class" { return .other }
            if let routine = method(selector, preferring: context.className) {
                return callRoutine(routine, arguments: arguments, at: whole, in: &context)
            }
        case .value(let value, let local):
            if let result = instanceMessage(selector, arguments, to: value, local: local, at: whole, in: &context) { return result }
            // `[@"invite.accept" localized]`: a project's category method given a key the strings files have.
            if case .string(let key) = value, arguments.isEmpty, StringsLookup.isWrapperName(selector), let text = strings.wrapped(key: key) {
                return .text(text)
            }
        }
        if selector == "localizedStringForKey:value:table:", arguments.count == 3 {
            let values = arguments.map { evaluate($0, in: &context) }
            return localized(key: values[0], table: values[2], value: values[1], comment: nil, at: whole, in: context)
        }
        // `[center requestAuthorizationWithOptions:... completionHandler:^(...) { ... }]`: the block runs here.
        runBlocks(in: arguments, context: &context)
        return .unresolved(unresolved(whole, in: context, "sends a message the given files do not define"))
    }

    /// The selector (`actionWithIdentifier:title:options:`) and the arguments, a variadic list's elements after
    /// the last one (`setWithObjects:a, b, nil`).
    private func selectorAndArguments(_ range: Range<Int>, in context: Context) -> (String, [Range<Int>]) {
        let file = index.files[context.file]
        let tokens = file.tokens
        if range.count == 1, tokens[range.lowerBound].kind == .identifier { return (tokens[range.lowerBound].text, []) }
        var keywords: [Int] = []
        var position = range.lowerBound
        while position < range.upperBound {
            if tokens[position].kind == .identifier, position + 1 < range.upperBound, tokens[position + 1].isPunctuation(":") {
                keywords.append(position)
                position += 2
                continue
            }
            position = isOpener(tokens[position]) ? file.partners[position] + 1 : position + 1
        }
        guard keywords.first == range.lowerBound else { return ("", []) }
        let selector = keywords.map { tokens[$0].text }.joined(separator: ":") + ":"
        var arguments: [Range<Int>] = []
        arguments.reserveCapacity(keywords.count)
        for (offset, keyword) in keywords.enumerated() {
            let end = offset + 1 < keywords.count ? keywords[offset + 1] : range.upperBound
            if offset + 1 == keywords.count {
                arguments += split(keyword + 2..<end, at: ",", in: context)
            } else {
                arguments.append(keyword + 2..<end)
            }
        }
        return (selector, arguments.filter { !$0.isEmpty })
    }

    /// The arguments' values by their selector parts (`identifier`, `title`, ...), and how to report one.
    private mutating func labeledValues(_ selector: String, _ arguments: [Range<Int>], in context: inout Context) -> LabeledValues {
        var parts = selector.split(separator: ":").map(String.init)
        // The first part names the method and its first argument: `actionWithIdentifier` is `identifier`.
        if let first = parts.first?.utf8, let with = first.indices.first(where: { first[$0...].starts(with: "With".utf8) }) {
            let name = Substring(first[first.index(with, offsetBy: 4)...])
            parts[0] = name.prefix(1).lowercased() + name.dropFirst()
        }
        var result = LabeledValues()
        result.values.reserveCapacity(parts.count)
        result.ranges.reserveCapacity(parts.count)
        for (part, argument) in zip(parts, arguments) {
            result.values[part] = evaluate(argument, in: &context)
            result.ranges[part] = argument
        }
        result.whole = (arguments.first?.lowerBound ?? 0)..<(arguments.last?.upperBound ?? 0)
        return result
    }

    /// A class method's arguments by name.
    struct LabeledValues {
        var values: [String: ImportedValue] = [:]
        var ranges: [String: Range<Int>] = [:]
        var whole: Range<Int> = 0..<0

        /// Reports an argument (or the whole message) the import cannot read.
        func report(_ interpreter: ObjectiveCInterpreter, _ context: Context) -> RegistrationBuilder.Report {
            { name, reason in interpreter.unresolved(name.flatMap { ranges[$0] } ?? whole, in: context, reason) }
        }
    }

    /// Who the tokens `range` name as a message's receiver.
    private mutating func receiver(_ range: Range<Int>, in context: inout Context) -> Receiver {
        let tokens = index.files[context.file].tokens
        if range.count == 1, tokens[range.lowerBound].kind == .identifier {
            let name = tokens[range.lowerBound].text
            if let local = context.locals[name] { return .value(local, local: name) }
            if name == "self" || name == "super" { return .selfObject }
            if name.first?.isUppercase == true, index.macros[name] == nil, index.constants[name] == nil { return .classNamed(name) }
        }
        // `[Class alloc]` and `[self class]`.
        if range.count == 4, tokens[range.lowerBound].isPunctuation("["), tokens[range.lowerBound + 1].kind == .identifier,
           tokens[range.lowerBound + 2].kind == .identifier {
            let (name, selector) = (tokens[range.lowerBound + 1].text, tokens[range.lowerBound + 2].text)
            if selector == "alloc", context.locals[name] == nil { return .classNamed(name) }
            if selector == "class", name == "self" { return .selfObject }
        }
        return .value(evaluate(range, in: &context), local: nil)
    }

    /// `[NSMutableArray array]`, `[NSSet setWithObjects:a, b, nil]`, `[[NSMutableArray alloc] initWithArray:x]`.
    private mutating func collection(_ selector: String, _ arguments: [Range<Int>], in context: inout Context) -> ImportedValue? {
        let tokens = index.files[context.file].tokens
        switch selector {
        case "set", "array", "new", "init", "orderedSet", "setWithCapacity:", "arrayWithCapacity:", "initWithCapacity:":
            return .list([])
        case "setWithObjects:", "arrayWithObjects:", "orderedSetWithObjects:", "initWithObjects:":
            var elements = arguments
            if let last = elements.last, last.count == 1, tokens[last.lowerBound].isIdentifier("nil") { elements.removeLast() }
            return .list(elements.map { (evaluate($0, in: &context), ImportedGate.none) })
        case "setWithObject:", "arrayWithObject:", "orderedSetWithObject:":
            guard arguments.count == 1 else { return nil }
            return .list([(evaluate(arguments[0], in: &context), .none)])
        case "setWithArray:", "arrayWithArray:", "setWithSet:", "initWithArray:", "initWithSet:", "orderedSetWithArray:", "orderedSetWithSet:":
            guard arguments.count == 1 else { return nil }
            let value = evaluate(arguments[0], in: &context)
            if case .list = value { return value }
            if case .unresolved = value { return value }
            return nil
        default:
            return nil
        }
    }

    /// A message to a value: a list's mutations and copies, a string's appending, or `nil` for one the import does
    /// not model.
    private mutating func instanceMessage(_ selector: String, _ arguments: [Range<Int>], to value: ImportedValue, local: String?,
                                          at whole: Range<Int>, in context: inout Context) -> ImportedValue? {
        let tokens = index.files[context.file].tokens
        if case .string = value { return stringMessage(selector, arguments, on: value, at: whole, in: &context) }
        guard case .list = value else { return nil }
        switch selector {
        case "copy", "mutableCopy", "allObjects", "array", "set":
            return value
        case "arrayByAddingObject:", "setByAddingObject:", "arrayByAddingObjectsFromArray:", "setByAddingObjectsFromSet:",
             "setByAddingObjectsFromArray:":
            guard arguments.count == 1 else { return nil }
            var result = value
            let added = evaluate(arguments[0], in: &context)
            result.insert(selector.hasSuffix("Object:") ? .list([(added, .none)]) : added, gate: .none, at: nil)
            return result
        case "addObject:", "addObjectsFromArray:", "unionSet:", "addObjectsFromSet:", "unionOrderedSet:", "insertObject:atIndex:":
            guard let local, !arguments.isEmpty else { return nil }
            let added = evaluate(arguments[0], in: &context)
            var position: Int?
            if selector == "insertObject:atIndex:" {
                guard arguments.count == 2, arguments[1].count == 1, let literal = Int(tokens[arguments[1].lowerBound].text) else { return nil }
                position = literal
            }
            let element: ImportedValue = selector == "addObject:" || selector == "insertObject:atIndex:" ? .list([(added, .none)]) : added
            context.append(element, to: local, gate: context.gate, at: position)
            return .other
        case "removeAllObjects":
            guard let local else { return nil }
            context.set(local, .list([]))
            return .other
        default:
            // Any other change to a list (`removeObject:`) leaves it unknown.
            if let local, selector.hasPrefix("remove") || selector.hasPrefix("replace") || selector.hasPrefix("filter") {
                context.append(.unresolved(unresolved(whole, in: context, "changes '\(local)' in a way the import does not follow")),
                               to: local, gate: context.gate, at: nil)
                return .other
            }
            return nil
        }
    }

    /// `[NSString stringWithFormat:@"%@.reply", prefix]`, `[prefix stringByAppendingString:@".reply"]`,
    /// `[NSString localizedUserNotificationStringForKey:@"key" arguments:nil]`.
    private mutating func stringMessage(_ selector: String, _ arguments: [Range<Int>], on base: ImportedValue?, at whole: Range<Int>,
                                        in context: inout Context) -> ImportedValue? {
        let values = arguments.map { evaluate($0, in: &context) }
        switch (selector, base) {
        case ("stringWithFormat:", nil), ("stringByAppendingFormat:", .string?):
            guard case .string(let format)? = values.first else { return values.first(where: { if case .unresolved = $0 { true } else { false } }) }
            guard let formatted = StringFormat.apply(format, values.dropFirst().map(\.string)) else {
                return .unresolved(unresolved(whole, in: context, "formats with specifiers the import does not evaluate (only %@ and %%)"))
            }
            guard charge((base?.string?.utf8.count ?? 0) + formatted.utf8.count, at: whole, in: context) else {
                return .unresolved(unresolved(whole, in: context, "is beyond the import's step budget (a step per byte it builds)"))
            }
            return .string((base?.string ?? "") + formatted)
        case ("stringWithString:", nil), ("copy", .string?):
            return values.first ?? base
        case ("stringByAppendingString:", .string(let text)?):
            guard values.count == 1, case .string(let suffix) = values[0] else { return values.first }
            guard charge(text.utf8.count + suffix.utf8.count, at: whole, in: context) else {
                return .unresolved(unresolved(whole, in: context, "is beyond the import's step budget (a step per byte it builds)"))
            }
            return .string(text + suffix)
        case ("localizedUserNotificationStringForKey:arguments:", nil):
            // Looked up in the main bundle's `Localizable` table when it is shown, as NSLocalizedString is when it is
            // called; with arguments, the text is computed.
            guard values.count == 2, case .other = values[1], arguments[1].count == 1,
                  index.files[context.file].tokens[arguments[1].lowerBound].isIdentifier("nil") else {
                return .unresolved(unresolved(whole, in: context, "formats localized text with arguments the app has when it runs"))
            }
            return localized(key: values[0], table: nil, value: nil, comment: nil, at: whole, in: context)
        default:
            return nil
        }
    }

}
