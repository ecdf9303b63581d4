/// Finds the valid name a misspelled one was probably meant to be, for "did you mean" hints.
enum Suggestion {
    /// The candidate closest to `word`: an exact match ignoring case; else the shortest candidate that starts
    /// with the word (ignoring case, for words of at least 4 characters: `customDismiss` → `customDismissAction`,
    /// `INSendMessage` → `INSendMessageIntent`); else the nearest by edit distance within a third of the word's
    /// length (at least 2). Ties go to the earlier candidate.
    static func closest(to word: String, among candidates: some Sequence<String>) -> String? {
        let lowered = word.lowercased()
        let length = lowered.unicodeScalars.count
        // Only a candidate whose length is within the allowed distance can be near enough: the rest are
        // passed over without computing their distance.
        let allowed = max(2, word.count / 3)
        var best: (candidate: String, distance: Int)?
        var completion: String?
        for candidate in candidates {
            let loweredCandidate = candidate.lowercased()
            if loweredCandidate == lowered { return candidate }
            if length >= 4, loweredCandidate.hasPrefix(lowered), candidate.count < completion?.count ?? Int.max {
                completion = candidate
            }
            guard abs(loweredCandidate.unicodeScalars.count - length) <= allowed else { continue }
            let distance = editDistance(lowered, loweredCandidate)
            if distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
        }
        if let completion { return completion }
        guard let best, best.distance <= allowed else { return nil }
        return best.candidate
    }

    /// "; did you mean 'x'?" when a close candidate exists, else "; expected one of 'a', 'b', ..." (at most
    /// ten are listed), or nothing when there is no candidate: text to append to a message.
    static func hint(for word: String, among candidates: [String]) -> String {
        if let closest = closest(to: word, among: candidates) {
            return "; did you mean \(DiagnosticText.quoted(closest))?"
        }
        guard !candidates.isEmpty else { return "" }
        let listed = candidates.prefix(10).map(DiagnosticText.quoted).joined(separator: ", ")
        return "; expected one of " + listed + (candidates.count > 10 ? ", ..." : "")
    }

    /// Levenshtein distance over Unicode scalars, with two rows of memory. Inputs longer than 64 scalars
    /// are compared by their first 64, which keeps hostile input cheap and loses no real suggestion.
    static func editDistance(_ left: String, _ right: String) -> Int {
        let a = Array(left.unicodeScalars.prefix(64))
        let b = Array(right.unicodeScalars.prefix(64))
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
