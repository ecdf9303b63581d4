@testable import ActionableCore
import ActionableTestSupport
import Foundation
import PropertyBased
import Testing

/// Feeds random definition sets, whose ids, titles and placeholders are arbitrary Unicode, through the whole
/// compiler; compiles and runs the generated Swift against the stand-in UserNotifications SDK; and checks that
/// the registered categories and actions hold exactly the input, byte for byte.
@Suite("Generated Swift, property-based")
struct GeneratedCodePropertyTests {
    @Test("Registered categories and actions hold exactly arbitrary Unicode input")
    func registeredObjectsHoldExactlyTheInput() async {
        // Every input compiles and runs a Swift program (2–4 s), so only a few inputs are tried, each of them
        // rich: up to 4 categories and 12 actions, with every text made of up to a dozen varied pieces. After a
        // failure the shrinker (on by default) reruns smaller inputs, which takes a minute or two. The fast tier
        // tries two inputs, the full tier five.
        await propertyCheck(count: TestTier.value(full: 5, fast: 2), input: Generators.definitionSet) { definitions in
            try expectRegistration(of: definitions)
        }
    }

    /// Compiles `definitions`, runs the generated code's registration, and checks what the stand-in holds
    /// against the generated input model (not against the compiler's catalog).
    private func expectRegistration(of definitions: DefinitionSet) throws {
        let result = TestSupport.compile([TestSupport.file("defs.yaml", definitions.yaml)])
        let errors = result.diagnostics.filter { $0.severity == .error }
        let swift = try #require(result.swiftSource, "\(TextDiagnosticRenderer().render(errors))")
        let output = try GeneratedProgram.run(
            generated: swift, main: RegistrationDump.program(namespace: GenerationSettings.defaultNamespace), withStandInSDK: true)
        try #require(output.status == 0, "\(output.standardError)")
        let dump = try JSONDecoder().decode(RegistrationDump.self, from: Data(output.standardOutput.utf8))

        // How the program renders a decoded response depends on the Swift names the catalog resolved, so
        // the responses are expected from the catalog; everything else from the input model.
        let catalog = try #require(TestSupport.check(definitions.yaml).catalog)
        let expected = definitions.expectedDump(responses: RegistrationDump.expectedResponses(from: catalog))
        #expect(dump == expected)
        #expect(try dump.exactBytes() == expected.exactBytes(), "registered text differs in its Unicode scalars")
    }
}

// MARK: - The input model

extension GeneratedCodePropertyTests {
    /// A generated definition file, as the test wrote it: the expectation the registration is checked against.
    struct DefinitionSet: CustomTestStringConvertible {
        /// The categories, in the order written.
        var categories: [CategoryInput]

        /// Gives every category and action an explicit Swift name (`c0`, `a3`), so that arbitrary ids never
        /// collide on, or fail to derive, a Swift name.
        init(categories: [CategoryInput]) {
            var actionNumber = 0
            self.categories = categories.enumerated().map { index, category in
                var category = category
                category.swiftName = "c\(index)"
                for actionIndex in category.actions.indices {
                    category.actions[actionIndex].swiftName = "a\(actionNumber)"
                    actionNumber += 1
                }
                return category
            }
        }

        /// Every action, inline and shared, in the order written.
        var actions: [ActionInput] { categories.flatMap(\.actions) }

        /// Whether no two categories and no two actions share an id (`duplicate-category-id`,
        /// `duplicate-action-id`). Ids are compared as the validator compares them, with `String ==`, under
        /// which canonically equivalent spellings ("e\u{301}" and "\u{E9}") are the same id; the generated
        /// `CategoryID` and `ActionID` enums could not tell them apart either.
        var hasUniqueIdentifiers: Bool {
            Set(categories.map(\.id)).count == categories.count && Set(actions.map(\.id)).count == actions.count
        }

        /// The definitions as YAML in printable ASCII: shared actions under `actions:`, referenced by id from
        /// their category; every other action inline in its category.
        var yaml: String {
            var lines: [String] = []
            let shared = actions.filter(\.isShared)
            if !shared.isEmpty {
                lines.append("actions:")
                for action in shared { lines += Self.listItem(action.yamlLines) }
            }
            lines.append("categories:")
            for category in categories { lines += Self.listItem(category.yamlLines) }
            return lines.joined(separator: "\n") + "\n"
        }

        /// The YAML, which reproduces a failing input exactly.
        var testDescription: String { "\n" + yaml }

        /// What the program must print for these definitions, with `responses` as its decoded responses:
        /// categories and identifiers in UTF-8 byte order, absent placeholders as "", and no option bit for
        /// the deprecated `allowAnnouncement`.
        func expectedDump(responses: [RegistrationDump.Response]) -> RegistrationDump {
            let inUTF8Order = { (first: String, second: String) in first.utf8.lexicographicallyPrecedes(second.utf8) }
            return RegistrationDump(
                categories: categories.sorted { inUTF8Order($0.id, $1.id) }.map { category in
                    RegistrationDump.Category(
                        identifier: category.id,
                        actions: category.actions.map { action in
                            var icon: (system: String?, template: String?) = (nil, nil)
                            if case .system(let name)? = action.icon { icon.system = name }
                            if case .template(let name)? = action.icon { icon.template = name }
                            return RegistrationDump.Action(
                                identifier: action.id, title: action.title,
                                options: action.options.reduce(0) { $0 | RegistrationDump.actionOptionBits[$1]! },
                                textInput: action.textInput.map { [$0.buttonTitle, $0.placeholder ?? ""] },
                                systemImageName: icon.system, templateImageName: icon.template)
                        },
                        intentIdentifiers: category.intentIdentifiers.map(\.registered),
                        options: category.options.reduce(0) { $0 | RegistrationDump.categoryOptionBits[$1]! },
                        hiddenPreviewsBodyPlaceholder: category.hiddenPreviewsBodyPlaceholder ?? "",
                        categorySummaryFormat: category.categorySummaryFormat ?? "")
                },
                responses: responses,
                categoryIDs: categories.map(\.id).sorted(by: inUTF8Order),
                actionIDs: actions.map(\.id).sorted(by: inUTF8Order),
                registeredEqualsMade: true)
        }

        /// `entry`'s lines as one item of a block list, indented by two spaces.
        static func listItem(_ entry: [String]) -> [String] {
            entry.enumerated().map { index, line in (index == 0 ? "  - " : "    ") + line }
        }
    }

    /// A category as written.
    struct CategoryInput {
        var id: String
        var swiftName = ""
        var actions: [ActionInput]
        /// In the order written, each at most once.
        var options: [CategoryOption]
        var intentIdentifiers: [IntentInput]
        var hiddenPreviewsBodyPlaceholder: String?
        var categorySummaryFormat: String?
        var description: String?

        /// The category's mapping as YAML lines; shared actions are listed by id.
        var yamlLines: [String] {
            var lines = ["id: " + yamlQuoted(id), "swiftName: " + swiftName]
            if actions.isEmpty {
                lines.append("actions: []")
            } else {
                lines.append("actions:")
                for action in actions {
                    lines += action.isShared ? ["  - " + yamlQuoted(action.id)] : DefinitionSet.listItem(action.yamlLines)
                }
            }
            if !options.isEmpty { lines.append("options: [" + options.map(\.rawValue).joined(separator: ", ") + "]") }
            if !intentIdentifiers.isEmpty {
                lines.append("intentIdentifiers: [" + intentIdentifiers.map { yamlQuoted($0.written) }.joined(separator: ", ") + "]")
            }
            if let hiddenPreviewsBodyPlaceholder {
                lines.append("hiddenPreviewsBodyPlaceholder: " + yamlQuoted(hiddenPreviewsBodyPlaceholder))
            }
            if let categorySummaryFormat { lines.append("categorySummaryFormat: " + yamlQuoted(categorySummaryFormat)) }
            if let description { lines.append("description: " + yamlQuoted(description)) }
            return lines
        }
    }

    /// An action as written.
    struct ActionInput {
        /// A text field's texts as written.
        struct TextInput {
            var buttonTitle: String
            var placeholder: String?
        }

        var id: String
        var swiftName = ""
        var title: String
        /// In the order written, each at most once.
        var options: [ActionOption]
        var icon: ActionIcon?
        var textInput: TextInput?
        var description: String?
        /// Whether the action is defined under the top-level `actions:` rather than inline in its category.
        var isShared: Bool

        /// The action's mapping as YAML lines.
        var yamlLines: [String] {
            var lines = ["id: " + yamlQuoted(id), "swiftName: " + swiftName, "title: " + yamlQuoted(title)]
            if !options.isEmpty { lines.append("options: [" + options.map(\.rawValue).joined(separator: ", ") + "]") }
            switch icon {
            case .system(let name)?: lines.append("icon: { system: " + yamlQuoted(name) + " }")
            case .template(let name)?: lines.append("icon: { template: " + yamlQuoted(name) + " }")
            case nil: break
            }
            if let textInput {
                let placeholder = textInput.placeholder.map { ", placeholder: " + yamlQuoted($0) } ?? ""
                lines.append("textInput: { buttonTitle: " + yamlQuoted(textInput.buttonTitle) + placeholder + " }")
            }
            if let description { lines.append("description: " + yamlQuoted(description)) }
            return lines
        }
    }

    /// An intent identifier as written, and the value it must be registered as (a constant's name, such as
    /// `INStartCallIntentIdentifier`, is registered as its value, `INStartCallIntent`).
    struct IntentInput {
        var written: String
        var registered: String
    }

    /// `text` as a YAML double-quoted scalar in printable ASCII: `"` and `\` are escaped, and every other
    /// scalar outside `" "..."~"` is written `\uXXXX` or `\UXXXXXXXX`, so the YAML text is unambiguous.
    static func yamlQuoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case " "..."~": quoted.unicodeScalars.append(scalar)
            default:
                let isBMP = scalar.value <= 0xFFFF
                let digits = String(scalar.value, radix: 16, uppercase: true)
                quoted += (isBMP ? "\\u" : "\\U") + String(repeating: "0", count: (isBMP ? 4 : 8) - digits.count) + digits
            }
        }
        return quoted + "\""
    }
}

// MARK: - Generators

extension GeneratedCodePropertyTests {
    /// Generators of text pieces, of the texts made of them, and of whole definition sets.
    ///
    /// Only what the validator rejects with an error is left out, each where it is generated:
    /// - ids: control, format, line and paragraph separator scalars, empty ids, leading or trailing
    ///   whitespace (`empty-identifier`, `invalid-identifier`); a `com.apple.` prefix in any case
    ///   (`reserved-identifier`); duplicates (`duplicate-category-id`, `duplicate-action-id`);
    /// - titles and text-input button titles: empty or whitespace-only ones (`empty-title`);
    /// - format placeholders: any `%` other than the valid specifiers this generator places (`invalid-format`).
    ///
    /// The registration program's own id for an undefined action and category is left out of ids as well.
    ///
    /// Titles, placeholders and format placeholders do contain control and format scalars (ZWJ emoji
    /// sequences, bidirectional overrides, NUL, line breaks): the `control-characters` rule only warns about
    /// them, and the README promises such text reaches the generated code exactly.
    enum Generators {
        // MARK: Pieces of text

        /// One printable ASCII character: letters, digits, and everything that means something in YAML, Swift
        /// source or format strings (`"`, `\`, `#`, `$`, `(`, `)`, `*`, `/`, `%`, `'`, `:`, …).
        static let printableASCII = Gen.character(in: " "..."~").map { String($0) }

        /// Fragments that would end a string literal, interpolate, open or close a comment, or start a
        /// format specifier if the compiler copied them into its output unescaped.
        static let sourceSyntax = Gen<String?>.element(of: [
            "\\(", "\"\"\"", "\"", "#\"", "\"#", "*/", "/*", "//", "\\u{41}", "\\n", "${x}", "#if", "`",
            "%@", "%u", "%%", "%1$u", "com.apple",
        ]).map { $0! }

        /// A letter from one of many scripts, in the Basic Multilingual Plane and in the astral planes
        /// (Latin, Greek, Cyrillic, Armenian, Hebrew, Arabic, Devanagari, Thai, Georgian, Ethiopic, kana, CJK,
        /// Hangul, Gothic, mathematical alphanumerics, CJK extension B).
        static let scriptLetter = scalar(inOneOf: [
            0xC0...0x17F, 0x391...0x3C9, 0x400...0x4FF, 0x531...0x556, 0x5D0...0x5EA, 0x620...0x64A, 0x904...0x939,
            0xE01...0xE30, 0x10D0...0x10FA, 0x1200...0x1248, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF,
            0xAC00...0xD7A3, 0x10330...0x1034A, 0x1D400...0x1D7FF, 0x20000...0x2A6DF,
        ])

        /// An emoji: one scalar (mostly astral), or a sequence with a variation selector, a skin tone,
        /// regional indicators, a keycap, zero-width joiners or tag characters.
        static let emoji = Gen<String>.frequency(
            (2, scalar(inOneOf: [0x2600...0x26FF, 0x1F300...0x1F64F, 0x1F680...0x1F6FF, 0x1F900...0x1F9FF])),
            (1, oneOf([
                [0x2764, 0xFE0F], [0x1F44D, 0x1F3FD], [0x1F1EF, 0x1F1F5], [0x31, 0xFE0F, 0x20E3],
                [0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466], [0x1F3F3, 0xFE0F, 0x200D, 0x1F308],
                [0x1F469, 0x1F3FD, 0x200D, 0x1F4BB], [0x1F3F4, 0xE0067, 0xE0062, 0xE0065, 0xE006E, 0xE0067, 0xE007F],
            ]))
        )

        /// Text whose canonically equivalent spellings differ in bytes, all of which must survive unchanged:
        /// precomposed and decomposed letters ("\u{E9}", "e\u{301}", Hangul syllables and jamo), singletons
        /// (U+212B ANGSTROM SIGN, U+2126 OHM SIGN), composition exclusions, marks out of canonical order, a lone
        /// mark; or a random letter followed by random combining marks.
        static let combiningSequence = Gen<String>.frequency(
            (1, oneOf([
                [0x65, 0x301], [0xE9], [0x212B], [0xC5], [0x41, 0x30A], [0x2126], [0x3A9], [0x1E69],
                [0x73, 0x323, 0x307], [0x73, 0x307, 0x323], [0xAC00], [0x1100, 0x1161], [0x1100, 0x1161, 0x11A8],
                [0x958], [0x915, 0x93C], [0xFB01], [0x387], [0x301],
            ])),
            (1, Generator<String, Shrink.None<String>> { rng in
                var values = [UInt32.random(in: 0x61...0x7A, using: &rng)]
                for _ in 0..<Int.random(in: 1...3, using: &rng) {
                    values.append(randomValue(in: [0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20F0, 0xFE20...0xFE2F], using: &rng))
                }
                return string(values)
            })
        )

        /// A noncharacter: U+FDD0…U+FDEF, or one of the last two code points of a plane. Built from scalar
        /// values, since Swift refuses `\u{FDD0}`…`\u{FDEF}` escapes in source.
        static let noncharacter = scalar(
            inOneOf: [0xFDD0...0xFDEF] + (UInt32(0)...16).map { plane in (plane << 16 | 0xFFFE)...(plane << 16 | 0xFFFF) })

        /// A private-use scalar, or any scalar at all (mostly unassigned code points).
        static let otherScalar = scalar(inOneOf: [
            0xE000...0xF8FF, 0xF0000...0xFFFFD, 0x100000...0x10FFFD, 0...0xD7FF, 0xE000...0x10FFFF,
        ])

        /// A space separator: space, no-break space, Ogham space mark, em space, narrow no-break space, medium
        /// mathematical space, ideographic space.
        static let spaceSeparator = oneOf([[0x20], [0xA0], [0x1680], [0x2003], [0x202F], [0x205F], [0x3000]])

        /// Control (Cc), format (Cf), line separator and paragraph separator scalars: NUL, tab, line breaks,
        /// DEL, NEL, soft hyphen, zero-width space and joiner, bidirectional marks, overrides and isolates, BOM,
        /// a language tag, a musical format character; or any C0 or C1 control.
        static let invisibleControl = Gen<String>.frequency(
            (1, oneOf([
                [0x0], [0x9], [0xA], [0xD], [0xD, 0xA], [0x7F], [0x85], [0xAD], [0x200B], [0x200D], [0x200E], [0x202E],
                [0x2066], [0x2028], [0x2029], [0xFEFF], [0xE0001], [0x1D173],
            ])),
            (1, scalar(inOneOf: [0...0x1F, 0x7F...0x9F]))
        )

        /// A piece of text the validator accepts even in ids (except for the ZWJ and tag emoji sequences and
        /// the odd control that ``otherScalar`` draws, which ``identifierPiece`` drops).
        static let visiblePiece = Gen<String>.frequency(
            (4, printableASCII), (2, sourceSyntax), (3, scriptLetter), (2, emoji), (2, combiningSequence),
            (1, noncharacter), (1, otherScalar), (1, spaceSeparator)
        )

        /// A piece of text other than an id: anything, invisible controls included.
        static let textPiece = Gen<String>.frequency((8, visiblePiece), (1, invisibleControl))

        /// A piece of an id: no control, format, line or paragraph separator scalar (`invalid-identifier`).
        static let identifierPiece = visiblePiece.filter { !$0.unicodeScalars.contains(where: isInvisibleControl) }

        /// A piece of a format placeholder: no `%`, so that only the specifiers placed by ``formatPlaceholder(specifiers:)``
        /// are there (`invalid-format`).
        static let formatPiece = textPiece.filter { !$0.unicodeScalars.contains("%") }

        // MARK: Texts

        /// An id: not empty, no leading or trailing whitespace, not Apple's (see ``isUsableIdentifier(_:)``).
        static let identifier = joined(identifierPiece, count: 1...6).filter(isUsableIdentifier)

        /// A title or text-input button title: not empty or only whitespace (`empty-title`).
        static let title = joined(textPiece, count: 1...8).filter { !$0.allSatisfy(\.isWhitespace) }

        /// A text-input placeholder, a description, or a name that is kept as written: any text, even empty.
        static let anyText = joined(textPiece, count: 0...10)

        /// An icon's image name: any text but empty (`invalid-icon`).
        static let imageName = joined(textPiece, count: 1...6)

        /// A `hiddenPreviewsBodyPlaceholder`: `%u` at most once, and `%%`.
        static let hiddenPreviewsBodyPlaceholder = formatPlaceholder(specifiers: ["", "%u", " %u", "%%", "%u %%", "(%u)"])

        /// A `categorySummaryFormat`: `%u` and `%@` at most once each, and `%%`.
        static let categorySummaryFormat = formatPlaceholder(
            specifiers: ["", "%u", "%@", "%u of %@", "%@ and %u more", "%% %@%u"])

        // MARK: Definitions

        /// An intent identifier: a known value or constant name, or any other text (an `unknown-intent`
        /// warning), which is registered as written.
        static let intentIdentifier = Gen<IntentInput>.frequency(
            (1, Gen.element(of: IntentIdentifiers.known.sorted()).map { IntentInput(written: $0!, registered: $0!) }),
            (1, Gen.element(of: IntentIdentifiers.known.sorted()).map { IntentInput(written: $0! + "Identifier", registered: $0!) }),
            (2, anyText.filter { IntentIdentifiers.value(of: $0) == nil }.map { IntentInput(written: $0, registered: $0) })
        )

        /// No icon, a system image or a template image.
        static let icon = zip(Gen.int(in: 0...2), imageName).map { kind, name -> ActionIcon? in
            switch kind {
            case 1: .system(name)
            case 2: .template(name)
            default: nil
            }
        }

        /// An action, inline or shared, sometimes with a text field (whose placeholder may be absent).
        static let action = zip(
            identifier, title, someOf(ActionOption.allCases), icon,
            zip(title, anyText.optional).map { ActionInput.TextInput(buttonTitle: $0, placeholder: $1) }.optional,
            anyText.optional, Gen.bool
        ).map { id, title, options, icon, textInput, description, isShared in
            ActionInput(
                id: id, title: title, options: options, icon: icon, textInput: textInput, description: description,
                isShared: isShared)
        }

        /// A category with up to three actions and any options, including the deprecated `allowAnnouncement`
        /// (a `deprecated-option` warning).
        static let category = zip(
            identifier, action.array(of: 0...3), someOf(CategoryOption.allCases), intentIdentifier.array(of: 0...2),
            hiddenPreviewsBodyPlaceholder.optional, categorySummaryFormat.optional, anyText.optional
        ).map { id, actions, options, intents, hiddenPreviewsBodyPlaceholder, categorySummaryFormat, description in
            CategoryInput(
                id: id, actions: actions, options: options, intentIdentifiers: intents,
                hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: categorySummaryFormat,
                description: description)
        }

        /// One to four categories with distinct ids, whose actions have distinct ids.
        static let definitionSet = category.array(of: 1...4)
            .map { DefinitionSet(categories: $0) }
            .filter { $0.hasUniqueIdentifiers }

        // MARK: Helpers

        /// Whether the validator accepts `id`, whose scalars are all visible: not empty (`empty-identifier`),
        /// no leading or trailing whitespace (`invalid-identifier`), not starting with `com.apple.` in any case
        /// (`reserved-identifier`). Also not the id the registration program uses for an undefined action or
        /// category.
        static func isUsableIdentifier(_ id: String) -> Bool {
            guard let first = id.first, let last = id.last else { return false }
            return !first.isWhitespace && !last.isWhitespace && !id.lowercased().hasPrefix(Validator.reservedPrefix)
                && id != RegistrationDump.unknownIdentifier
        }

        /// Whether the validator counts `scalar` as an invisible control: general category control, format,
        /// line separator or paragraph separator.
        static func isInvisibleControl(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: true
            default: false
            }
        }

        /// Texts of `count` pieces from `piece`.
        static func joined(_ piece: Generator<String, some SendableSequenceType>, count: ClosedRange<Int>) -> Generator<String, AnySequence<Any>> {
            piece.array(of: count).map { $0.joined() }.eraseToAny()
        }

        /// A format placeholder: text, one of `specifiers` (each a valid combination), text.
        static func formatPlaceholder(specifiers: [String]) -> Generator<String, AnySequence<Any>> {
            zip(joined(formatPiece, count: 0...5), Gen.element(of: specifiers), joined(formatPiece, count: 0...5))
                .map { before, specifier, after in before + specifier! + after }
                .eraseToAny()
        }

        /// Some of `options`, each at most once, in random order.
        static func someOf<Option: Sendable>(_ options: [Option]) -> Generator<[Option], AnySequence<Any>> {
            zip(Gen<[Option]>.shuffled(options), Gen.int(in: 0...options.count)).map { shuffled, count in
                Array(shuffled.prefix(count))
            }.eraseToAny()
        }

        /// One of the texts with the given scalar values.
        static func oneOf(_ texts: [[UInt32]]) -> Generator<String, AnySequence<Any>> {
            Gen.element(of: texts.map(string)).map { $0! }.eraseToAny()
        }

        /// One scalar from one of `ranges`, each range equally likely.
        static func scalar(inOneOf ranges: [ClosedRange<UInt32>]) -> Generator<String, Shrink.None<String>> {
            Generator { rng in string([randomValue(in: ranges, using: &rng)]) }
        }

        /// A random value from one of `ranges`, each range equally likely.
        static func randomValue(in ranges: [ClosedRange<UInt32>], using rng: inout any SeededRandomNumberGenerator) -> UInt32 {
            UInt32.random(in: ranges.randomElement(using: &rng)!, using: &rng)
        }

        /// The text with exactly these scalar values, none of them a surrogate.
        static func string(_ values: [UInt32]) -> String {
            var text = ""
            text.unicodeScalars.append(contentsOf: values.map { Unicode.Scalar($0)! })
            return text
        }
    }
}
