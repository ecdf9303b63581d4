import ActionableCore

/// The app's strings tables (`--strings`), one per table name in its development language, as the import looks
/// text up: a key's value and comment, the key a project's wrapper is given (`"accept".localized`,
/// `L("accept")`), and the key a generated accessor names (`L10n.Invite.accept`, `Strings.Invite.accept`,
/// `R.string.notifications.inviteAccept()`, `String(localized: .inviteAccept)`).
struct StringsLookup {
    /// The table chosen for each name.
    private var tables: [String: StringsTable] = [:]
    /// Every key by its normalized spelling (letters and digits, lowercased), with its table.
    private var keysByNormalizedName: [String: [(table: String, key: String)]] = [:]

    /// The roots generated accessors hang from, which a path of names must start with to be matched to a key.
    static let accessorRoots: Set<String> = ["L10n", "Strings", "Str", "Loc", "Localized", "LocalizedStrings", "R", "LocalizedStringResource"]

    /// The lookup of `tables`: for each name, the String Catalog or `.strings` file of the development language
    /// (a catalog's source language, else `Base`, else `en`, else the first language in order).
    init(_ given: [StringsTable]) {
        func rank(_ table: StringsTable) -> (Int, String) {
            if table.path.hasSuffix(".xcstrings") { return (0, "") }
            switch table.language {
            case "Base"?: return (1, "")
            case "en"?: return (2, "")
            case let language?: return (3, language)
            case nil: return (4, "")
            }
        }
        for table in given {
            if let chosen = tables[table.name], rank(chosen) <= rank(table) { continue }
            tables[table.name] = table
        }
        for (name, table) in tables.sorted(by: { $0.key < $1.key }) {
            for key in table.entries.keys.sorted() {
                keysByNormalizedName[Self.normalized(key), default: []].append((name, key))
            }
        }
    }

    /// Whether no strings were given.
    var isEmpty: Bool { tables.isEmpty }

    /// The entry of `key` in `table` (`nil`: `Localizable`).
    func entry(table: String?, key: String) -> StringsTable.Entry? {
        tables[table ?? "Localizable"]?.entries[key]
    }

    /// The localized text a wrapper given `key` stands for: the key's in `Localizable`, else in the one table that
    /// has it; `nil` when no table, or more than one other table, has it.
    func wrapped(key: String) -> ImportedText? {
        if tables["Localizable"]?.entries[key] != nil { return text(table: "Localizable", key: key) }
        let holding = tables.keys.filter { tables[$0]?.entries[key] != nil }
        return holding.count == 1 ? text(table: holding[0], key: key) : nil
    }

    /// The localized text a generated accessor's path of names (`["L10n", "Invite", "accept"]`) stands for, when
    /// it starts at one of ``accessorRoots`` and its names, without the root (and without a first name that is a
    /// table's), spell exactly one key; otherwise why not, or `nil` when the path is no accessor's.
    func accessor(_ path: [String]) -> Result<ImportedText, Ambiguity>? {
        guard let root = path.first, Self.accessorRoots.contains(root) || path.count == 1, !isEmpty else { return nil }
        var names = path.count == 1 ? path[...] : path.dropFirst()
        if root == "R", names.first == "string" { names = names.dropFirst() }
        // At most `Ambiguity.namedKeys + 1` candidates are looked at: a name that matches thousands of keys costs no
        // more than one that matches two, however often the app's code reads it.
        let wanted = Ambiguity.namedKeys + 1
        var candidates = (keysByNormalizedName[Self.normalized(names.joined())] ?? []).prefix(wanted).map { ($0.table, $0.key) }
        if let first = names.first, names.count > 1 {
            let table = tables.keys.first { Self.normalized($0) == Self.normalized(first) }
            candidates += (keysByNormalizedName[Self.normalized(names.dropFirst().joined())] ?? [])
                .lazy.filter { $0.table == table }.prefix(wanted).map { ($0.table, $0.key) }
        }
        var seen: Set<[String]> = []
        candidates = candidates.filter { seen.insert([$0.0, $0.1]).inserted }
        guard !candidates.isEmpty else { return path.count == 1 ? nil : .failure(Ambiguity(keys: [])) }
        guard candidates.count == 1 else { return .failure(Ambiguity(keys: candidates.map { "\($0.0): \($0.1)" })) }
        return .success(text(table: candidates[0].0, key: candidates[0].1))
    }

    /// Why an accessor could not be matched to one key: the keys it matches (none, or several).
    struct Ambiguity: Error {
        /// `table: key` of the keys matched: each one when there are at most ``namedKeys``, else the first
        /// ``namedKeys`` and one more.
        var keys: [String]

        /// The most keys a reason names (each at most 80 characters): a reason stays short however many keys match.
        static let namedKeys = 4

        /// The reason, in words.
        var reason: String {
            guard !keys.isEmpty else { return "names no key of the given strings files" }
            let named = keys.prefix(Self.namedKeys).map { Unresolved.oneLine(String($0.prefix(80))) }.joined(separator: ", ")
            return "matches more than one key of the given strings files (" + named + (keys.count > Self.namedKeys ? ", and more" : "") + ")"
        }
    }

    /// Whether `name` (a wrapper's function, method or property) is one a project would localize with: it says
    /// `local`, or is one of the short names projects use (`L`, `LS`, `tr`, `LOC`, in any case).
    static func isWrapperName(_ name: String) -> Bool {
        let lowercased = name.lowercased()
        return lowercased.contains("local") || ["l", "ls", "tr", "loc", "t"].contains(lowercased)
    }

    /// Localized text of `key` in `table`, its value and comment from the file.
    private func text(table: String, key: String) -> ImportedText {
        let entry = tables[table]?.entries[key]
        return .localized(key: key, value: entry?.value, comment: entry?.comment, table: table == "Localizable" ? nil : table)
    }

    /// Letters and digits only, lowercased: how accessor names and keys are compared.
    private static func normalized(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }))
            .lowercased()
    }
}
