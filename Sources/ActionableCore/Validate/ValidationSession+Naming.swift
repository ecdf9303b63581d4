/// The naming step: the Swift name of every action and category (derived from its id or given as
/// `swiftName`, with `swiftNameStripPrefix` and a trailing `_ACTION` or `_CATEGORY` left out where no two
/// names would collide), and the type
/// name of every category, each checked against Swift's rules, the names the generated code reserves
/// and each other.
extension ValidationSession {
    /// The Swift names derived from ids with a `swiftNameStripPrefix` or the kind's conventional `suffix`
    /// (`_ACTION`, `_CATEGORY`, in any case) left out, for the entities without an explicit `swiftName` whose id
    /// has one. Where a shortened name would be another entity's name (or one the generated code uses), both
    /// keep their full names, with a warning.
    /// Also returns, by position in `entities`, the name derived from the whole id of each entity that has
    /// neither a shortened name nor an explicit `swiftName`, so that no name is derived twice.
    mutating func strippedNames(
        for entities: [(id: Located<String>, index: Int)], swiftName: (Int) -> Located<String>?, kind: String,
        suffix: String, reserved: Set<String>
    ) -> (names: [ExactText: String], derived: [String?]) {
        var shortened: [ExactText: (name: String, location: SourceLocation, removed: String)] = [:]
        var taken = NameClaims(capacity: entities.count)
        var derived = [String?](repeating: nil, count: entities.count)
        for (position, (id, entity)) in entities.enumerated() where !id.value.isEmpty {
            let explicit = swiftName(entity)
            if explicit == nil, let (short, removed) = shortenedID(id.value, suffix: suffix),
               let name = SwiftIdentifier.derive(from: short) {
                shortened[ExactText(id.value)] = (name, id.location, removed)
                taken.claim(name, by: id)
            } else if let explicit {
                taken.claim(explicit.value, by: id)
            } else if let full = SwiftIdentifier.derive(from: id.value) {
                derived[position] = full
                taken.claim(full, by: id)
            }
        }
        var names: [ExactText: String] = [:]
        names.reserveCapacity(shortened.count)
        for (key, short) in shortened {
            let id = key.text
            let others = taken.claimants(of: short.name).filter { ExactText($0.id) != key }
            if others.isEmpty && !reserved.contains(short.name) {
                names[key] = short.name
                continue
            }
            let reason = others.first.map { "\(kind) \(DiagnosticText.quoted($0.id))'s" } ?? "a name the generated code uses itself,"
            diagnostics.append(Diagnostic(
                .strippedNameCollision,
                "\(kind) \(DiagnosticText.quoted(id)) would get the Swift name \(DiagnosticText.quoted(short.name)) without "
                    + "\(short.removed), which is \(reason) so it keeps the name derived from its whole id; add a 'swiftName' to choose one",
                at: short.location, notes: others.prefix(1).map { Diagnostic.Note("\(DiagnosticText.quoted($0.id)) is defined here", at: $0.location) }))
        }
        // A shortened name given up is derived from the whole id after all.
        for (position, (id, _)) in entities.enumerated() where shortened[ExactText(id.value)] != nil && names[ExactText(id.value)] == nil {
            derived[position] = SwiftIdentifier.derive(from: id.value)
        }
        return (names, derived)
    }

    /// Who claims each Swift name, as far as ``strippedNames(for:swiftName:kind:suffix:reserved:)`` needs to
    /// know: the first two claimants, so that any one of them can find another (without an array per name).
    private struct NameClaims {
        private var claims: [String: (first: (id: String, location: SourceLocation), second: (id: String, location: SourceLocation)?)] = [:]

        init(capacity: Int) {
            claims.reserveCapacity(capacity)
        }

        mutating func claim(_ name: String, by id: Located<String>) {
            if let existing = claims[name] {
                if existing.second == nil { claims[name]?.second = (id.value, id.location) }
            } else {
                claims[name] = ((id.value, id.location), nil)
            }
        }

        /// The first claimants of `name`, in claiming order (at most two).
        func claimants(of name: String) -> [(id: String, location: SourceLocation)] {
            guard let claim = claims[name] else { return [] }
            return [claim.first] + (claim.second.map { [$0] } ?? [])
        }
    }

    /// Whether two bytes are the same, or the same ASCII letter in another case.
    private static func equalIgnoringASCIICase(_ first: UInt8, _ second: UInt8) -> Bool {
        first == second || (first | 0x20 == second | 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(first | 0x20))
    }

    /// `id` without the longest `swiftNameStripPrefix` it starts with and without `suffix` (compared ignoring
    /// ASCII case), and what was left out, in words; `nil` when it has neither, or is nothing else.
    private func shortenedID(_ id: String, suffix: String) -> (id: String, removed: String)? {
        var short = Substring(id)
        var removed: [String] = []
        if let prefix = stripPrefixes.first(where: { id.hasPrefix($0) && id.count > $0.count }) {
            short = short.dropFirst(prefix.count)
            removed.append("its 'swiftNameStripPrefix'")
        }
        if short.utf8.count > suffix.utf8.count,
           short.utf8.suffix(suffix.utf8.count).elementsEqual(suffix.utf8, by: Self.equalIgnoringASCIICase) {
            short = short.dropLast(suffix.count)
            removed.append("the \(DiagnosticText.quoted(suffix)) suffix")
        }
        return removed.isEmpty ? nil : (String(short), removed.joined(separator: " and "))
    }

    /// The Swift name of each first definition (`swiftName` gives the one written for a definition's
    /// index), reporting invalid names, names in `reserved` (which the generated code declares or refers
    /// to itself) and collisions in one scope.
    mutating func swiftNames(
        for entities: [(id: Located<String>, index: Int)], swiftName: (Int) -> Located<String>?, kind: String,
        suffix: String, reserved: Set<String>
    ) -> [ExactText: String] {
        var names: [ExactText: String] = [:]
        var owners: [String: (id: String, location: SourceLocation)] = [:]
        names.reserveCapacity(entities.count)
        owners.reserveCapacity(entities.count)
        let (stripped, derivedNames) = strippedNames(for: entities, swiftName: swiftName, kind: kind, suffix: suffix, reserved: reserved)
        for (position, (id, entity)) in entities.enumerated() where !id.value.isEmpty {
            var name: Located<String>
            if let short = stripped[ExactText(id.value)] {
                name = Located(short, at: id.location)
            } else if let explicit = swiftName(entity) {
                guard SwiftIdentifier.isValidName(explicit.value) else {
                    diagnostics.append(Diagnostic(
                        .invalidSwiftName,
                        "swiftName \(DiagnosticText.quoted(explicit.value)) is not usable: write ASCII letters, digits and '_', not starting with a digit or '__', and not 'self', 'Self', 'Type', 'Protocol' or 'init'",
                        at: explicit.location))
                    continue
                }
                name = explicit
            } else if let derived = derivedNames[position] {
                name = Located(derived, at: id.location)
                // A derived name never ends in `_` but where ``SwiftIdentifier/derive(from:)`` made an unusable one usable.
                if derived.hasSuffix("_") {
                    reportRename(
                        "\(kind) \(DiagnosticText.quoted(id.value))", kind: "Swift name", given: derived, wanted: String(derived.dropLast()),
                        at: id.location, remedy: "add a 'swiftName' to choose another")
                }
            } else {
                diagnostics.append(Diagnostic(
                    .invalidSwiftName,
                    "\(kind) id \(DiagnosticText.quoted(id.value)) has no ASCII letter or digit to derive a Swift name from; add a 'swiftName'",
                    at: id.location))
                continue
            }
            if reserved.contains(name.value), swiftName(entity) == nil {
                let renamed = SwiftIdentifier.unreserved(name.value, suffix: "_", in: reserved)
                reportRename(
                    "\(kind) \(DiagnosticText.quoted(id.value))", kind: "Swift name", given: renamed, wanted: name.value, at: name.location,
                    remedy: "add a 'swiftName' to choose another")
                name = Located(renamed, at: name.location)
            }
            if reserved.contains(name.value) {
                diagnostics.append(Diagnostic(
                    .invalidSwiftName,
                    "\(kind) \(DiagnosticText.quoted(id.value)) gets the Swift name \(DiagnosticText.quoted(name.value)), which the generated code declares or uses itself; \(swiftName(entity) == nil ? "add a" : "choose another") 'swiftName'",
                    at: name.location))
                continue
            }
            if let owner = owners[name.value] {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "\(kind) \(DiagnosticText.quoted(id.value)) gets the Swift name \(DiagnosticText.quoted(name.value)), which \(kind) \(DiagnosticText.quoted(owner.id)) already has; add a 'swiftName' to one of them",
                    at: name.location, notes: [Diagnostic.Note("\(DiagnosticText.quoted(owner.id)) is defined here", at: owner.location)]))
            } else {
                owners[name.value] = (id.value, name.location)
                names[ExactText(id.value)] = name.value
            }
        }
        return names
    }

    /// Reports categories whose Swift names differ but give the same type name (`error` and
    /// `errorCategory`), and Swift names equal to another category's type name (which would hide that type
    /// inside the generated `Response`); drops the Swift names of both kinds from `swiftNames`.
    /// `swiftNameLocation` gives where a category's `swiftName` was written, by index.
    mutating func checkTypeNames(
        of categories: [(id: Located<String>, index: Int)], swiftNameLocation: (Int) -> SourceLocation?,
        swiftNames: inout [ExactText: String]
    ) {
        let typeNames = Set(swiftNames.values.map(SwiftIdentifier.typeName(for:)))
        var owners: [String: (id: String, location: SourceLocation)] = [:]
        for (id, category) in categories {
            guard let swiftName = swiftNames[ExactText(id.value)] else { continue }
            guard !typeNames.contains(swiftName) else {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "category \(DiagnosticText.quoted(id.value)) gets the Swift name \(DiagnosticText.quoted(swiftName)), which is also the type name of another category; add a 'swiftName'",
                    at: swiftNameLocation(category) ?? id.location))
                swiftNames[ExactText(id.value)] = nil
                continue
            }
            let typeName = SwiftIdentifier.typeName(for: swiftName)
            let location = swiftNameLocation(category) ?? id.location
            reportTypeRename("category \(DiagnosticText.quoted(id.value))", swiftName: swiftName, typeName: typeName, at: location)
            if let owner = owners[typeName] {
                diagnostics.append(Diagnostic(
                    .swiftNameCollision,
                    "category \(DiagnosticText.quoted(id.value)) gets the type name \(DiagnosticText.quoted(typeName)), which category \(DiagnosticText.quoted(owner.id)) already has; add a 'swiftName' to one of them",
                    at: location, notes: [Diagnostic.Note("\(DiagnosticText.quoted(owner.id)) is defined here", at: owner.location)]))
                swiftNames[ExactText(id.value)] = nil
            } else {
                owners[typeName] = (id.value, location)
            }
        }
    }
}
