/// What the release oracle (`ReleaseOracleTests`) compares, and the allow-list that explains a difference: the last
/// release's observations and declarations beside today's, each difference one value, allowed only by an entry of
/// `Tests/APIBaseline/allowed-changes.txt` that quotes a line of CHANGELOG.md's `Unreleased` **Changed** section.
struct ReleaseComparison {
    /// One thing an app observes differently.
    struct Difference: Hashable, CustomStringConvertible {
        /// What differs: a payload of a corpus, a declaration's path.
        var subject: String
        /// What the last release gave.
        var before: String
        /// What today's gives.
        var after: String

        var description: String { "\(subject)\n    last release: \(before)\n    today:        \(after)" }
    }

    /// The differences between two runs over the same inputs, in order: each input's `subject` and what was observed.
    /// A run that observed a different number of inputs differs at the first one missing.
    static func observationDifferences(before: [(subject: String, observed: String)], after: [(subject: String, observed: String)]) -> [Difference] {
        var differences: [Difference] = []
        for index in 0..<max(before.count, after.count) {
            let old = index < before.count ? before[index] : nil
            let new = index < after.count ? after[index] : nil
            guard let old, let new else {
                differences.append(Difference(subject: (old ?? new)!.subject, before: old?.observed ?? "(nothing)", after: new?.observed ?? "(nothing)"))
                break
            }
            if old.subject != new.subject || old.observed != new.observed {
                differences.append(Difference(subject: old.subject, before: old.observed, after: new.subject == old.subject ? new.observed : "\(new.subject): \(new.observed)"))
            }
        }
        return differences
    }

    /// The declarations of `before` that `after` does not offer alike (the same path, signature, defaults and isolation),
    /// but for a path `after` keeps as a deprecated `typealias` (a type renamed with its old name kept for a minor).
    /// Declarations `after` adds are no difference.
    static func symbolDifferences(before: [SwiftSymbols.Symbol], after: [SwiftSymbols.Symbol]) -> [Difference] {
        let kept = Set(after)
        var byPath: [String: [SwiftSymbols.Symbol]] = [:]
        for symbol in after { byPath[symbol.path, default: []].append(symbol) }
        var differences: [Difference] = []
        for symbol in before where !kept.contains(symbol) {
            let same = byPath[symbol.path] ?? []
            if same.contains(where: { $0.isDeprecated && $0.signature.hasPrefix("typealias") }) { continue }
            differences.append(Difference(
                subject: symbol.path, before: symbol.description,
                after: same.isEmpty ? "(no declaration)" : same.map(\.description).joined(separator: "; ")))
        }
        return differences
    }

    /// The allow-list: each entry a subject (a difference's, or a prefix of it ending in `*`) and the CHANGELOG line it
    /// points at.
    struct AllowList {
        /// One entry.
        struct Entry: Equatable {
            var subject: String
            var changelogQuote: String
        }

        var entries: [Entry] = []

        /// Reads `text`: a line per entry, `SUBJECT :: QUOTE`, where QUOTE is text of a CHANGELOG line; `#` starts a
        /// comment line. Returns the entries and the lines it could not read.
        static func parse(_ text: String) -> (list: AllowList, problems: [String]) {
            var list = AllowList()
            var problems: [String] = []
            for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
                let parts = trimmed.components(separatedBy: " :: ")
                guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
                    problems.append("line \(number + 1): not 'SUBJECT :: CHANGELOG quote': \(trimmed)")
                    continue
                }
                list.entries.append(Entry(subject: parts[0], changelogQuote: parts[1]))
            }
            return (list, problems)
        }

        /// The entries that do not point at a line of `changelog`'s `Unreleased` section under `### Changed`, or any
        /// entry when `isPatch` (a patch changes nothing an app observes: Documentation/APIStability.md).
        func problems(changelog: String, isPatch: Bool) -> [String] {
            if isPatch { return entries.map { "\($0.subject): a patch release may change nothing, but the allow-list explains a change" } }
            let changed = Self.unreleasedChangedSection(of: changelog)
            return entries.filter { entry in !changed.contains { $0.contains(entry.changelogQuote) } }
                .map { "\($0.subject): CHANGELOG.md's Unreleased 'Changed' has no line with \"\($0.changelogQuote)\"" }
        }

        /// Whether an entry explains `difference`.
        func allows(_ difference: Difference) -> Bool {
            entries.contains { entry in
                entry.subject.hasSuffix("*") ? difference.subject.hasPrefix(entry.subject.dropLast()) : difference.subject == entry.subject
            }
        }

        /// The lines of `changelog` under `## [Unreleased]`'s `### Changed`, to the next heading.
        static func unreleasedChangedSection(of changelog: String) -> [Substring] {
            var lines: [Substring] = []
            var inUnreleased = false
            var inChanged = false
            for line in changelog.split(separator: "\n") {
                if line.hasPrefix("## ") {
                    inUnreleased = line.hasPrefix("## [Unreleased]")
                    inChanged = false
                } else if line.hasPrefix("### ") {
                    inChanged = inUnreleased && line.hasPrefix("### Changed")
                } else if inChanged {
                    lines.append(line)
                }
            }
            return lines
        }
    }
}

import Foundation
