import ActionableCore
import SwiftSyntax

/// Reads the gates of registration code: `#available(iOS 15.0, *)` and `#if os(iOS)` conditions.
enum Gates {
    /// The gate of an availability condition's arguments, or `nil` when one names no platform the definition
    /// language knows with a version.
    static func availability(_ arguments: AvailabilityArgumentListSyntax) -> ImportedGate? {
        var gate = ImportedGate()
        for argument in arguments {
            switch argument.argument {
            case .token: continue
            case .availabilityVersionRestriction(let restriction):
                // The version's tokens, not its text: a comment or a line break between them is not the version's.
                guard let version = restriction.version.map({ [$0.major.text] + $0.components.map(\.number.text) })?.joined(separator: "."),
                      add(platform: restriction.platform.text, version: version, to: &gate) else { return nil }
            default: return nil
            }
        }
        return gate
    }

    /// Adds `platform version` (`iOS 15.0`, from `#available` or `@available`) to `gate`; `false` when the name is
    /// no platform availability conditions know, or the version is not one to three numbers joined by dots. tvOS
    /// gates nothing the definitions register: it adds nothing.
    static func add(platform name: String, version: String, to gate: inout ImportedGate) -> Bool {
        guard let platforms = platformNames[name] else { return ignoredPlatformNames.contains(name) }
        // A version is one to three numbers joined by dots; anything else is no gate the import reads.
        let numbers = version.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(numbers.count),
              numbers.allSatisfy({ (1...6).contains($0.utf8.count) && $0.utf8.allSatisfy { (48...57).contains($0) } }) else { return false }
        // Beside its platform's own spelling (`#available(iOS 15, iOSApplicationExtension 16, *)`), the app's wins.
        let isExtension = name.hasSuffix("ApplicationExtension")
        let parts = numbers.map { Int($0)! } + [0, 0]
        for platform in platforms where !isExtension || gate.available[platform] == nil {
            // A version the generated code's lowest deployment target already has (`#available(iOS 11, *)`) holds
            // wherever the definitions register: no gate.
            let lowest = platform.lowestSupportedVersion + [0]
            gate.available[platform] = parts.prefix(3).lexicographicallyPrecedes(lowest.prefix(3)) || Array(parts.prefix(3)) == Array(lowest.prefix(3))
                ? nil : normalized(version)
        }
        return true
    }

    /// A version as the definition language writes it: `15` becomes `15.0`.
    static func normalized(_ version: String) -> String {
        version.contains(".") ? version : version + ".0"
    }

    /// The platforms an `#if` clause's condition selects, or `nil` when it is not made of `os(...)` and
    /// `targetEnvironment(macCatalyst)` joined by `||`, `&&` and `!`.
    static func platforms(_ condition: ExprSyntax) -> Set<Platform>? {
        if let call = condition.as(FunctionCallExprSyntax.self),
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription {
            switch (name, argument) {
            case ("os", "iOS"): return [.iOS, .macCatalyst]
            case ("os", "macOS"), ("os", "OSX"): return [.macOS]
            case ("os", "watchOS"): return [.watchOS]
            case ("os", "visionOS"), ("os", "xrOS"): return [.visionOS]
            case ("os", "tvOS"): return []
            case ("targetEnvironment", "macCatalyst"): return [.macCatalyst]
            case ("canImport", "UserNotifications"): return Set(Platform.allCases)
            default: return nil
            }
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return platforms(prefix.expression).map { Set(Platform.allCases).subtracting($0) }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first?.expression {
            return platforms(inner)
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count >= 3, elements.count % 2 == 1, var result = platforms(elements[0]) else { return nil }
            var index = 1
            while index < elements.count {
                guard let operation = elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text,
                      let next = platforms(elements[index + 1]) else { return nil }
                switch operation {
                case "||": result.formUnion(next)
                case "&&": result.formIntersection(next)
                default: return nil
                }
                index += 2
            }
            return result
        }
        return nil
    }

    /// The platform names of `#available`, with the platforms of the definition language each covers.
    private static let platformNames: [String: [Platform]] = [
        // `#available(iOS 15, *)` holds on Mac Catalyst from the same version, as `available: { iOS: }` does.
        "iOS": [.iOS], "macOS": [.macOS], "OSX": [.macOS], "macCatalyst": [.macCatalyst],
        "watchOS": [.watchOS], "visionOS": [.visionOS], "xrOS": [.visionOS],
        // An extension's spelling is its platform's version: an app's categories are often registered from code
        // it shares with its extensions, and the version holds for both.
        "iOSApplicationExtension": [.iOS], "macOSApplicationExtension": [.macOS], "OSXApplicationExtension": [.macOS],
        "macCatalystApplicationExtension": [.macCatalyst], "watchOSApplicationExtension": [.watchOS],
        "visionOSApplicationExtension": [.visionOS], "xrOSApplicationExtension": [.visionOS],
    ]

    /// Platform names that gate nothing the definitions register.
    private static let ignoredPlatformNames: Set<String> = [
        "tvOS", "tvOSApplicationExtension", "swift",
    ]
}
