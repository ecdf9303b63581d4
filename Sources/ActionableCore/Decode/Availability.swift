/// The earliest OS versions an action is registered on (`available: { iOS: "15.0", macOS: "12.0" }`), by
/// platform: the generated registration adds it only under `if #available(...)`. A platform not named has the
/// action on every version.
public struct Availability: Hashable, Sendable {
    /// The earliest version of each platform named.
    public private(set) var minimums: [Platform: OSVersion]

    /// The availability with these earliest versions; `minimums` must not be empty.
    public init(_ minimums: [Platform: OSVersion]) {
        self.minimums = minimums
    }

    /// The platforms named, in ``Platform`` order, each with its earliest version.
    public var entries: [(platform: Platform, version: OSVersion)] {
        Platform.allCases.compactMap { platform in minimums[platform].map { (platform, $0) } }
    }

    /// Where both `self` and `other` hold: for each platform, the later of the two versions.
    public func intersected(with other: Availability) -> Availability {
        Availability(minimums.merging(other.minimums) { Swift.max($0, $1) })
    }

    /// The platforms and versions as Swift's `#available` takes them, ending in `*`: `iOS 15.0, macOS 12.0, *`.
    public var swiftArguments: String {
        (entries.map { "\($0.platform.rawValue) \($0.version.text)" } + ["*"]).joined(separator: ", ")
    }

    /// `iOS 15.0, macOS 12.0`, for messages and listings.
    public var summary: String {
        entries.map { "\($0.platform.rawValue) \($0.version.text)" }.joined(separator: ", ")
    }
}

/// An OS version as Swift's `#available` and Apple's deployment targets write it: one to three whole numbers
/// joined by dots (`15`, `15.0`, `17.2.1`).
public struct OSVersion: Hashable, Sendable, Comparable {
    /// The numbers, as written (without leading zeros).
    public let components: [Int]

    /// The version `text` names, or `nil` when it is not one to three whole numbers joined by dots.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var components: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.utf8.count <= 4, part.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                  let number = Int(part) else { return nil }
            components.append(number)
        }
        self.components = components
    }

    /// The version as `#available` and the manifest write it: `15.0`, with `.0` added to a lone major version.
    public var text: String {
        (components.count == 1 ? components + [0] : components).map(String.init).joined(separator: ".")
    }

    /// Compares number by number; a missing number is 0, so `15` and `15.0` are the same version.
    public static func < (lhs: OSVersion, rhs: OSVersion) -> Bool {
        for index in 0..<3 {
            let (left, right) = (lhs.number(at: index), rhs.number(at: index))
            if left != right { return left < right }
        }
        return false
    }

    /// Equal when every number is equal, a missing one being 0.
    public static func == (lhs: OSVersion, rhs: OSVersion) -> Bool {
        !(lhs < rhs) && !(rhs < lhs)
    }

    /// Hashes what ``==`` compares.
    public func hash(into hasher: inout Hasher) {
        for index in 0..<3 { hasher.combine(number(at: index)) }
    }

    private func number(at index: Int) -> Int { index < components.count ? components[index] : 0 }
}
