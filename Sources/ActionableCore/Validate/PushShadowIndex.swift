/// The kinds accepted so far, indexed by how they recognise a push, so that finding the first one that
/// shadows a new kind (``Model/PushKind/isShadowed(by:)``) takes constant time, not a pass over every earlier
/// kind: 40,000 kinds sharing one match key are checked in linear time.
///
/// A kind is shadowed only by a kind recognised unnamed that is silent only if it is silent too, and that
/// either has no match (silent alone) or matches the same key with no value or the same value; so the first
/// such kind of each shape is all that needs remembering.
struct PushShadowIndex {
    /// The first kind with this shape, by its position among the accepted kinds.
    private var first: [Shape: Int] = [:]

    /// How a kind recognises a push, as far as shadowing goes.
    private struct Shape: Hashable {
        var isSilent: Bool
        /// The match key, or `nil` for a kind recognised by being silent alone.
        var key: String?
        /// The match value; `nil` when the key's presence is enough.
        var value: Model.PushMatch.Value?
    }

    /// Remembers `kind`, accepted at `position`, unless a kind of its shape came first.
    mutating func add(_ kind: Model.PushKind, at position: Int) {
        guard kind.isRecognisedUnnamed else { return }
        let shape = Shape(isSilent: kind.isSilent, key: kind.match?.key, value: kind.match?.value)
        if first[shape] == nil { first[shape] = position }
    }

    /// The position of the first remembered kind that recognises every push `kind` would, or `nil`.
    func firstShadowing(_ kind: Model.PushKind) -> Int? {
        guard kind.isRecognisedUnnamed else { return nil }
        // A silent other shadows only a silent kind; a non-silent other shadows either.
        let silences = kind.isSilent ? [false, true] : [false]
        var candidates: [Int] = []
        for isSilent in silences {
            if isSilent, let position = first[Shape(isSilent: true, key: nil, value: nil)] { candidates.append(position) }
            guard let match = kind.match else { continue }
            if let position = first[Shape(isSilent: isSilent, key: match.key, value: nil)] { candidates.append(position) }
            if let value = match.value, let position = first[Shape(isSilent: isSilent, key: match.key, value: value)] {
                candidates.append(position)
            }
        }
        return candidates.min()
    }
}
