import ActionableCore
import Testing

/// One bad input per rule, with the exact place and rule id it must be reported at.
struct RuleCase: CustomTestStringConvertible, Sendable {
    var rule: Rule
    var files: [(path: String, yaml: String)]
    /// `path:line:column` of the expected diagnostic.
    var expected: String
    /// Text the message must contain.
    var message: String
    /// `path:line:column` of the expected note, if any.
    var note: String?

    var testDescription: String { rule.rawValue }

    init(_ rule: Rule, _ yaml: String, at expected: String, message: String, note: String? = nil) {
        self.init(rule, files: [("defs.yaml", yaml)], at: expected, message: message, note: note)
    }

    init(_ rule: Rule, files: [(path: String, yaml: String)], at expected: String, message: String, note: String? = nil) {
        self.rule = rule
        self.files = files
        self.expected = expected
        self.message = message
        self.note = note
    }
}

/// Renders a location as `path:line:column`.
func place(_ location: ActionableCore.SourceLocation) -> String {
    location.position.map { "\(location.path):\($0.line):\($0.column)" } ?? location.path
}

@Suite("Rules")
struct RuleTests {
    static let action = "actions:\n  - id: A\n    title: T\n"

    static let cases: [RuleCase] = [
        RuleCase(.yamlSyntax, "categories:\n  - id: A\n    actions: [B\n", at: "defs.yaml:4:1",
                 message: "the list '[' (opened at line 3, column 14) is not closed before this point"),
        RuleCase(.yamlSyntax, "actions:\n  - id: \"A\\xZZ\"\n", at: "defs.yaml:2:13", message: "did not find expected hexdecimal number"),
        RuleCase(.yamlSyntax, "categories:\n  - *missing\n", at: "defs.yaml:2:5", message: "'*missing' refers to no anchor"),
        RuleCase(.yamlSyntax, "actions: &a\n  - *a\n", at: "defs.yaml:2:5", message: "refers to a node that contains it"),
        RuleCase(.unsupportedYAML, "--- {}\n--- {}\n", at: "defs.yaml:2:1", message: "found a second one"),
        RuleCase(.unsupportedYAML, "categories: !!seq []\n", at: "defs.yaml:1:13", message: "'tag:yaml.org,2002:seq'"),
        RuleCase(.unsupportedYAML, "categories:\n  - &c { id: A }\n  - <<: *c\n    id: B\n", at: "defs.yaml:3:5", message: "merge keys"),
        RuleCase(.inputLimit, String(repeating: "[", count: 100_000), at: "defs.yaml:1:65", message: "nested more than 64 levels"),
        RuleCase(.duplicateKey, "categories: []\ncategories: []\n", at: "defs.yaml:2:1", message: "key 'categories' appears twice",
                 note: "defs.yaml:1:1"),
        RuleCase(.unresolvedImport, "categories:\n  - id: { unresolved: \"serverID()\", reason: is computed, at: \"App.swift:3:9\" }\n",
                 at: "defs.yaml:2:9", message: "could not resolve 'serverID()' at 'App.swift:3:9'"),
        RuleCase(.unknownKey, "categories:\n  - id: C\n    optoins: [customDismissAction]\n", at: "defs.yaml:3:5",
                 message: "unknown key 'optoins' in a category; did you mean 'options'?"),
        RuleCase(.unknownKey, "catgories: []\n", at: "defs.yaml:1:1", message: "did you mean 'categories'?"),
        RuleCase(.wrongType, "categories:\n  - id: [C]\n", at: "defs.yaml:2:9", message: "'id' must be text, found a list"),
        RuleCase(.wrongType, action + "    options: foreground\n", at: "defs.yaml:4:14",
                 message: "'options' must be a list such as [foreground], found text"),
        RuleCase(.wrongType, "- id: A\n", at: "defs.yaml:1:1", message: "a definition file must be a mapping, found a list"),
        RuleCase(.missingKey, "actions:\n  - title: T\n", at: "defs.yaml:2:5", message: "an action is missing the required key 'id'"),
        RuleCase(.missingKey, action + "    textInput: { placeholder: P }\n", at: "defs.yaml:4:18",
                 message: "'textInput' has a 'placeholder' but no 'buttonTitle'"),
        RuleCase(.invalidPlatforms, action + "    platforms: [ios]\n", at: "defs.yaml:4:17",
                 message: "unknown platform 'ios'; did you mean 'iOS'?"),
        RuleCase(.invalidPlatforms, action + "    platforms: []\n", at: "defs.yaml:4:16", message: "lists no platform"),
        RuleCase(.invalidPlatforms,
                 action + "    platforms: [macOS]\ncategories:\n  - id: C\n    actions: [{ action: A, platforms: [iOS] }]\n",
                 at: "defs.yaml:7:39", message: "category 'C' lists action 'A' on [iOS] only, but the action exists only on [macOS]"),
        RuleCase(.unknownOption, action + "    options: [forground]\n", at: "defs.yaml:4:15",
                 message: "unknown option 'forground'; did you mean 'foreground'?"),
        RuleCase(.unknownOption, action + "    options: [customDismissAction]\n", at: "defs.yaml:4:15",
                 message: "'customDismissAction' is a category option and cannot be used here"),
        RuleCase(.unknownOption, "categories:\n  - id: C\n    options: [destructive]\n", at: "defs.yaml:3:15",
                 message: "'destructive' is an action option"),
        RuleCase(.invalidIcon, action + "    icon: { system: a, template: b }\n", at: "defs.yaml:4:11",
                 message: "exactly one of 'system'"),
        RuleCase(.invalidIcon, action + "    icon: { system: \"\" }\n", at: "defs.yaml:4:21", message: "must not be empty"),
        RuleCase(.emptyIdentifier, "actions:\n  - id: \"\"\n    title: T\n", at: "defs.yaml:2:9", message: "action ids must not be empty"),
        RuleCase(.invalidIdentifier, "actions:\n  - id: \" A\"\n    title: T\n", at: "defs.yaml:2:9",
                 message: "starts or ends with whitespace"),
        RuleCase(.invalidIdentifier, "categories:\n  - id: \"A\\tB\"\n", at: "defs.yaml:2:9", message: "control or invisible"),
        RuleCase(.reservedIdentifier, "actions:\n  - id: com.apple.UNNotificationDefaultActionIdentifier\n    title: T\n",
                 at: "defs.yaml:2:9", message: "one of Apple's own action identifiers"),
        RuleCase(.reservedIdentifier, "categories:\n  - id: COM.APPLE.MINE\n", at: "defs.yaml:2:9", message: "reserved for Apple"),
        RuleCase(.duplicateActionID, files: [("a.yaml", action), ("b.yaml", "categories:\n  - id: C\n    actions:\n      - { id: A, title: U }\n")],
                 at: "b.yaml:4:15", message: "action id 'A' is already defined", note: "a.yaml:2:9"),
        RuleCase(.duplicateCategoryID, "categories:\n  - id: C\n  - id: C\n", at: "defs.yaml:3:9",
                 message: "category id 'C' is already defined", note: "defs.yaml:2:9"),
        RuleCase(.undefinedAction, action + "categories:\n  - id: C\n    actions: [A, B_ACTION]\n", at: "defs.yaml:6:18",
                 message: "category 'C' uses undefined action 'B_ACTION'"),
        RuleCase(.undefinedAction, "actions:\n  - id: SNOOZE_ACTION\n    title: T\ncategories:\n  - id: C\n    actions: [SNOOZE_ACTON]\n",
                 at: "defs.yaml:6:15", message: "did you mean 'SNOOZE_ACTION'?"),
        RuleCase(.repeatedAction, action + "categories:\n  - id: C\n    actions: [A, A]\n", at: "defs.yaml:6:18",
                 message: "action 'A' is listed twice in category 'C'", note: "defs.yaml:6:15"),
        RuleCase(.reservedIDDefined, files: [("a.yaml", "reserved:\n  actions: [A]\n"), ("b.yaml", action + "categories:\n  - { id: C, actions: [A] }\n")],
                 at: "b.yaml:2:9", message: "action id 'A' is reserved: it shipped once", note: "a.yaml:2:13"),
        RuleCase(.reservedIDDefined, "categories:\n  - id: C\nreserved: { categories: [C] }\n", at: "defs.yaml:2:9",
                 message: "category id 'C' is reserved", note: "defs.yaml:3:26"),
        RuleCase(.emptyIdentifier, "reserved:\n  actions: [\"\"]\n", at: "defs.yaml:2:13", message: "reserved action ids must not be empty"),
        RuleCase(.wrongType, "reserved: [A]\n", at: "defs.yaml:1:11", message: "'reserved' must be a mapping"),
        RuleCase(.unknownKey, "reserved: { category: [A] }\n", at: "defs.yaml:1:13", message: "unknown key 'category' in 'reserved'; expected one of 'actions', 'categories'"),
        RuleCase(.emptyTitle, "actions:\n  - id: A\n    title: \"  \"\n", at: "defs.yaml:3:12",
                 message: "an action's title must not be empty"),
        RuleCase(.emptyTitle, action + "    textInput: { buttonTitle: \"\" }\n", at: "defs.yaml:4:31",
                 message: "a text input's button title must not be empty"),
        // Each format problem is placed at its specifier, with what to write instead.
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    hiddenPreviewsBodyPlaceholder: \"%d items\"\n", at: "defs.yaml:3:37",
                 message: "'%d' is not supported in 'hiddenPreviewsBodyPlaceholder', which takes only %u, %%; write '%u' for the number"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    hiddenPreviewsBodyPlaceholder: \"%u of %@\"\n", at: "defs.yaml:3:43",
                 message: "'%@' is not supported in 'hiddenPreviewsBodyPlaceholder', which takes only %u, %%"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    categorySummaryFormat: \"%u and %u\"\n", at: "defs.yaml:3:36",
                 message: "'%u' may appear at most once"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    categorySummaryFormat: \"100%\"\n", at: "defs.yaml:3:32",
                 message: "ends with a lone '%'"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    categorySummaryFormat: \"%lu more\"\n", at: "defs.yaml:3:29",
                 message: "'%lu' is not supported in 'categorySummaryFormat', which takes only %u, %@, %%; write '%u' for the number"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    categorySummaryFormat: '%u more from %s'\n", at: "defs.yaml:3:42",
                 message: "'%s' is not supported in 'categorySummaryFormat', which takes only %u, %@, %%; write '%@' for the text"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    categorySummaryFormat: '%u at 50% off'\n", at: "defs.yaml:3:37",
                 message: "'% ' is not supported in 'categorySummaryFormat', which takes only %u, %@, %%; write '%%' for a percent sign"),
        // With escapes the text is not written as it reads, so the place is the value's start.
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    categorySummaryFormat: \"\\u00e9 %d\"\n", at: "defs.yaml:3:28",
                 message: "'%d' is not supported"),
        RuleCase(.invalidSwiftName, action + "    swiftName: 1abc\n", at: "defs.yaml:4:16", message: "swiftName '1abc' is not usable"),
        RuleCase(.invalidSwiftName, "categories:\n  - id: \"日本\"\n", at: "defs.yaml:2:9", message: "add a 'swiftName'"),
        RuleCase(.renamedSwiftName, "categories:\n  - id: C\n    actions:\n      - { id: OPENED, title: T }\n",
                 at: "defs.yaml:4:15", message: "action 'OPENED' gets the Swift name 'opened_', not 'opened', which the generated code declares or uses itself; add a 'swiftName'"),
        RuleCase(.invalidSwiftName, "categories:\n  - id: C\n    actions:\n      - { id: A, title: T, swiftName: opened }\n",
                 at: "defs.yaml:4:39", message: "gets the Swift name 'opened', which the generated code declares or uses itself; choose another"),
        RuleCase(.invalidSwiftName, "categories:\n  - id: C\n    actions:\n      - { id: A, title: T, swiftName: String }\n",
                 at: "defs.yaml:4:39", message: "gets the Swift name 'String', which the generated code declares or uses itself; choose another"),
        RuleCase(.renamedSwiftName, "categories:\n  - id: unknown\n", at: "defs.yaml:2:9", message: "gets the Swift name 'unknown_', not 'unknown'"),
        RuleCase(.renamedSwiftName, "categories:\n  - id: self\n", at: "defs.yaml:2:9", message: "category 'self' gets the Swift name 'self_', not 'self'"),
        RuleCase(.renamedSwiftName, "categories:\n  - id: EXPECTATION\n", at: "defs.yaml:2:9",
                 message: "category 'EXPECTATION' gets the type name 'ExpectationCategory', not 'Expectation', which the generated code declares or uses itself"),
        RuleCase(.renamedSwiftName, "pushes:\n  - id: finding\n    match: { key: t, value: f }\n", at: "defs.yaml:2:9",
                 message: "push kind 'finding' gets the type name 'FindingPush', not 'Finding'"),
        RuleCase(.renamedSwiftName, "categories:\n  - id: C\n    payload: { k: { values: [unrecognized, b] } }\n", at: "defs.yaml:3:30",
                 message: "value 'unrecognized' gets the Swift case name 'unrecognized_', not 'unrecognized', which the generated code declares or uses itself; write it as { value: 'unrecognized', swiftName: NAME }"),
        RuleCase(.renamedSwiftName, "categories:\n  - id: C\n    payload: { context: { type: object, properties: { x: int } } }\n", at: "defs.yaml:3:16",
                 message: "payload key 'context' gets the type name 'ContextValue', not 'Context'"),
        RuleCase(.renamedSwiftName, "categories:\n  - id: C\n    payload: { u: { anyOf: [int, { swiftName: data, type: object, properties: { x: int } }] } }\n",
                 at: "defs.yaml:3:47", message: "alternative 2 of payload key 'u' gets the type name 'DataValue', not 'Data'"),
        RuleCase(.swiftNameCollision, "actions:\n  - { id: ACCEPT, title: T }\n  - { id: accept, title: T }\n",
                 at: "defs.yaml:3:11", message: "gets the Swift name 'accept'", note: "defs.yaml:2:11"),
        RuleCase(.invalidAvailability, action + "    available: { iOS: \"15.x\" }\n", at: "defs.yaml:4:23",
                 message: "'15.x' is not a version of iOS; write one to three whole numbers joined by dots"),
        RuleCase(.invalidAvailability, action + "    available: { iPadOS: \"15.0\" }\n", at: "defs.yaml:4:18",
                 message: "unknown platform 'iPadOS' in 'available'; expected one of 'iOS', 'macCatalyst', 'macOS', 'watchOS', 'visionOS'"),
        RuleCase(.invalidAvailability, action + "    available: { macos: \"13\" }\n", at: "defs.yaml:4:18",
                 message: "unknown platform 'macos' in 'available'; did you mean 'macOS'?"),
        RuleCase(.invalidAvailability, "categories:\n  - id: C\n    actions: [{ action: A, available: {} }]\n" + "actions:\n  - { id: A, title: A }\n",
                 at: "defs.yaml:3:39", message: "'available' names no platform"),
        RuleCase(.invalidAvailability, action + "    available: [iOS]\n", at: "defs.yaml:4:16",
                 message: "'available' must be a mapping of platforms to versions"),
        RuleCase(.strippedNameCollision, "actions:\n  - { id: ACCEPT_ACTION, title: T }\n  - { id: ACCEPT, title: T }\n",
                 at: "defs.yaml:2:11", message: "would get the Swift name 'accept' without the '_ACTION' suffix", note: "defs.yaml:3:11"),
        RuleCase(.swiftNameCollision, "categories:\n  - id: ERROR\n  - id: ERROR_CATEGORY\n",
                 at: "defs.yaml:3:9", message: "gets the type name 'ErrorCategory'", note: "defs.yaml:2:9"),
        RuleCase(.swiftNameCollision, "categories:\n  - id: inbox\n  - { id: INBOX_TYPE, swiftName: Inbox }\n",
                 at: "defs.yaml:3:34", message: "is also the type name of another category"),
        RuleCase(.deprecatedOption, "categories:\n  - id: C\n    options: [allowAnnouncement]\n", at: "defs.yaml:3:15",
                 message: "iOS 15 and watchOS 7 and later ignore it; it is registered wherever the SDK declares it"),
        RuleCase(.repeatedOption, action + "    options: [foreground, foreground]\n", at: "defs.yaml:4:27",
                 message: "option 'foreground' is listed twice", note: "defs.yaml:4:15"),
        RuleCase(.tooManyActions,
                 "categories:\n  - id: C\n    actions:\n" + (1...11).map { "      - { id: A\($0), title: T }\n" }.joined(),
                 at: "defs.yaml:4:7", message: "has 11 actions; the system shows at most 10, so 'A11' never appear"),
        RuleCase(.unusedAction, action, at: "defs.yaml:2:9", message: "shared action 'A' is not used by any category"),
        RuleCase(.duplicatePushKind, "pushes:\n  - id: sync\n    silent: true\n  - id: sync\n", at: "defs.yaml:4:9",
                 message: "push kind id 'sync' is already defined; every push kind id must be unique across the app", note: "defs.yaml:2:9"),
        RuleCase(.invalidContentExtension,
                 "categories:\n  - id: C\n    actions: [{ id: A, title: T }]\ncontentExtensions:\n  - id: X\n    categories: [D]\n    initialContentSizeRatio: 1\n",
                 at: "defs.yaml:6:18", message: "content extension 'X' draws category 'D', which the definitions do not declare"),
        RuleCase(.silentMutableContent, "pushes:\n  - id: sync\n    silent: true\n    mutableContent: true\n", at: "defs.yaml:4:21",
                 message: "push kind 'sync' is silent and marked 'mutableContent'"),
        RuleCase(.invalidPushMatch, "pushes:\n  - id: a\n    match: { key: room }\n    payload: { room: string }\n  - id: b\n    match: { key: room, value: x }\n",
                 at: "defs.yaml:6:12", message: "push kind 'b' is never recognised: push kind 'a', tried before it, recognises every push it would",
                 note: "defs.yaml:2:9"),
        RuleCase(.invalidSample, "categories:\n  - id: C\n    payload: { K: int }\n    samples:\n      - { name: Wrong, userInfo: { K: \"3\" } }\n",
                 at: "defs.yaml:5:9", message: "sample 'Wrong' of category 'C': 'K' must be an integer"),
        // A sample's localized text: its format's %@ take the sample's arguments, one each.
        RuleCase(.invalidSample,
                 "categories:\n  - id: C\n    samples:\n      - name: S\n        title: { key: c.title, value: \"%@ and %@\", arguments: [Anna] }\n",
                 at: "defs.yaml:5:63", message: "a sample's 'title' '%@ and %@' takes 2 arguments, and the sample gives 1"),
        RuleCase(.invalidSample, "categories:\n  - id: C\n    samples:\n      - name: S\n        body: { key: c.body, value: \"%1$@ at %2$@\" }\n",
                 at: "defs.yaml:5:37", message: "takes 2 arguments, and the sample gives 0"),
        RuleCase(.missingKey, "categories:\n  - id: C\n    samples:\n      - name: S\n        title: Hello\n        body: { value: x }\n",
                 at: "defs.yaml:6:15", message: "a sample's 'body' is missing the required key 'key'"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    samples:\n      - name: S\n        body: { key: c.body, value: \"%u new\", arguments: [\"3\"] }\n",
                 at: "defs.yaml:5:38", message: "'%u' cannot show a push's argument, which is a string: write %@"),
        RuleCase(.conflictingLocalizationKey,
                 "actions:\n  - { id: A, title: { key: ok, value: OK } }\ncategories:\n  - id: C\n    actions: [A]\n    samples:\n      - { name: S, title: { key: ok, value: Okay } }\n",
                 at: "defs.yaml:7:34", message: "localization key 'ok' has the value 'Okay' here but 'OK' where it is first used",
                 note: "defs.yaml:2:28"),
        RuleCase(.unusedPayloadSet, "payloads:\n  USED: { K: string }\n  SPARE: { K: int }\ncategories:\n  - id: C\n    payload: USED\n",
                 at: "defs.yaml:3:3", message: "payload key set 'SPARE' is not used by any category or push kind"),
        RuleCase(.unknownIntent, "categories:\n  - id: C\n    intentIdentifiers: [INStartCalIntent]\n", at: "defs.yaml:3:25",
                 message: "did you mean 'INStartCallIntent'?"),
        // A prefix of a name is completed, however far it is from the whole name.
        RuleCase(.unknownIntent, "categories:\n  - id: C\n    intentIdentifiers: [INSendMessage]\n", at: "defs.yaml:3:25",
                 message: "did you mean 'INSendMessageIntent'?"),
        RuleCase(.unknownOption, "categories:\n  - id: C\n    options: [customDismiss]\n", at: "defs.yaml:3:15",
                 message: "unknown option 'customDismiss'; did you mean 'customDismissAction'?"),
        RuleCase(.positionalFormat, "categories:\n  - id: C\n    categorySummaryFormat: \"%1$u from %2$@\"\n", at: "defs.yaml:3:29",
                 message: "positional specifier '%1$u'"),
        RuleCase(.repeatedReservation, "reserved:\n  categories: [OLD, OLD]\n", at: "defs.yaml:2:21",
                 message: "category id 'OLD' is reserved twice", note: "defs.yaml:2:16"),
        RuleCase(.controlCharacters, "actions:\n  - id: A\n    title: \"A\\u202EB\"\n", at: "defs.yaml:3:12",
                 message: "'A\\u{202E}B' contains invisible control"),
        RuleCase(.emptyLocalizedText, "actions:\n  - id: A\n    title: { key: a.title, value: \"\" }\n", at: "defs.yaml:3:35",
                 message: "an action's title is localized, so its development-language value must not be empty"),
        RuleCase(.emptyLocalizedText, "actions:\n  - id: A\n    title: { key: \"\", value: T }\n", at: "defs.yaml:3:19",
                 message: "the localization key of an action's title must not be empty"),
        RuleCase(.conflictingLocalizationKey,
                 "actions:\n  - { id: A, title: { key: ok, value: OK } }\n  - { id: B, title: { key: ok, value: Okay } }\n",
                 at: "defs.yaml:3:28", message: "localization key 'ok' has the value 'Okay' here but 'OK' where it is first used",
                 note: "defs.yaml:2:28"),
        RuleCase(.conflictingLocalizationKey,
                 "localization: { keys: derived }\nactions:\n  - { id: A, title: Yes }\n  - { id: B, title: { key: A.title, value: No } }\n",
                 at: "defs.yaml:4:28", message: "localization key 'A.title' has the value 'No'", note: "defs.yaml:3:21"),
        RuleCase(.invalidFormat, "categories:\n  - id: C\n    categorySummaryFormat: { key: c.summary, value: \"%u of %d\" }\n",
                 at: "defs.yaml:3:60", message: "'%d' is not supported in 'categorySummaryFormat'"),
        RuleCase(.wrongType, action + "    textInput: { buttonTitle: [Send] }\n", at: "defs.yaml:4:31",
                 message: "'buttonTitle' must be text, or a mapping {key, value, comment} that localizes it, found a list"),
        RuleCase(.wrongType, "localization: { keys: derive }\n", at: "defs.yaml:1:23",
                 message: "'localization.keys' must be 'derived'"),
        RuleCase(.missingKey, "actions:\n  - id: A\n    title: { key: a }\n", at: "defs.yaml:3:12",
                 message: "'title' is missing the required key 'value'"),
        RuleCase(.unknownKey, "actions:\n  - id: A\n    title: { value: T, coment: C }\n", at: "defs.yaml:3:24",
                 message: "did you mean 'comment'?"),
        RuleCase(.unknownPayloadType, "categories:\n  - id: C\n    payload:\n      K: strin\n", at: "defs.yaml:4:10",
                 message: "unknown payload type 'strin'; did you mean 'string'?"),
        RuleCase(.unknownPayloadType, "categories:\n  - id: C\n    payload:\n      K: { type: \"[[int]]\" }\n", at: "defs.yaml:4:18",
                 message: "a list of lists is 'list' with 'of'"),
        RuleCase(.invalidPayloadType, "categories:\n  - id: C\n    payload:\n      K: { type: object }\n", at: "defs.yaml:4:18",
                 message: "payload key 'K' is an object: declare its keys under 'properties'"),
        RuleCase(.invalidPayloadType, "categories:\n  - id: C\n    payload:\n      K: { type: string, encoding: text }\n", at: "defs.yaml:4:36",
                 message: "'encoding: text' carries an int, double or bool, or a list of ints, in a string"),
        RuleCase(.invalidPayloadType, "categories:\n  - id: C\n    payload:\n      K: { type: int, minimum: 5, maximum: 1 }\n", at: "defs.yaml:4:44",
                 message: "'maximum' is below 'minimum'"),
        RuleCase(.invalidPayloadType, "categories:\n  - id: C\n    payload:\n      K: { type: string, pattern: \"(a+)(?=b)\" }\n", at: "defs.yaml:4:35",
                 message: "'pattern' is not a usable regular expression: only plain groups and (?:...) are supported"),
        RuleCase(.invalidPayloadType, "categories:\n  - id: C\n    payload:\n      K: { anyOf: [int] }\n", at: "defs.yaml:4:19",
                 message: "'anyOf' lists two or three alternatives, found 1"),
        RuleCase(.invalidPayloadType, "categories:\n  - id: C\n    payload:\n      K: { type: string, together: [L] }\n", at: "defs.yaml:4:7",
                 message: "'together' of payload key 'K' names 'L', which 'C''s payload does not declare"),
        RuleCase(.invalidPayloadKey, "categories:\n  - id: C\n    payload:\n      aps: string\n", at: "defs.yaml:4:7",
                 message: "'aps' belongs to the system"),
        RuleCase(.invalidPayloadKey, "payloads:\n  S:\n    K: string\ncategories:\n  - id: C\n    payload: [S, { K: int }]\n",
                 at: "defs.yaml:6:20", message: "payload key 'K' is declared twice in 'C''s payload", note: "defs.yaml:3:5"),
        RuleCase(.invalidPayloadValues, "categories:\n  - id: C\n    payload:\n      K: { values: [] }\n", at: "defs.yaml:4:20",
                 message: "'values' is empty"),
        RuleCase(.invalidPayloadValues, "categories:\n  - id: C\n    payload:\n      K: { values: [a, a] }\n", at: "defs.yaml:4:24",
                 message: "value 'a' is listed twice", note: "defs.yaml:4:21"),
        RuleCase(.invalidPayloadValues, "categories:\n  - id: C\n    payload:\n      K: { type: int, values: [a] }\n", at: "defs.yaml:4:31",
                 message: "its type must be string or [string], not 'int'"),
        RuleCase(.undefinedPayloadSet, "payloads:\n  MEETING: { M: string }\ncategories:\n  - id: C\n    payload: MEETNG\n",
                 at: "defs.yaml:5:14", message: "payload key set 'MEETNG' is not defined under 'payloads'; did you mean 'MEETING'?"),
        RuleCase(.duplicatePayloadSet, files: [("a.yaml", "payloads:\n  S: { K: string }\n"), ("b.yaml", "payloads:\n  S: { K: int }\n")],
                 at: "b.yaml:2:3", message: "payload key set 'S' is defined twice", note: "a.yaml:2:3"),
        RuleCase(.invalidSwiftName, "categories:\n  - id: C\n    payload:\n      \"%%\": string\n", at: "defs.yaml:4:7",
                 message: "payload key '%%' has no ASCII letter or digit to derive a Swift property name from; add a 'swiftName'"),
        RuleCase(.swiftNameCollision, "categories:\n  - id: C\n    payload:\n      A_B: string\n      a-b: int\n", at: "defs.yaml:5:7",
                 message: "payload key 'a-b' gets the Swift name 'aB', which payload key 'A_B' of 'C''s payload already has", note: "defs.yaml:4:7"),
    ]

    @Test("Each rule reports the exact place and rule id", arguments: cases)
    func reportsAtExactLocation(_ rule: RuleCase) throws {
        let result = Compiler.tested.check(rule.files.map { TestSupport.file($0.path, $0.yaml) })
        let found = try #require(
            result.diagnostics.first { $0.rule == rule.rule && place($0.location) == rule.expected },
            "got \(result.diagnostics.map { "\(place($0.location)): \($0.message) [\($0.rule.rawValue)]" })")
        #expect(found.message.contains(rule.message), "message: \(found.message)")
        #expect(found.severity == rule.rule.severity)
        #expect(found.notes.first.map { place($0.location) } == rule.note)
        let otherErrors = result.diagnostics.filter { $0.severity == .error && $0 != found }
        #expect(otherErrors.isEmpty, "unexpected errors: \(otherErrors.map(\.message))")
        #expect((result.catalog == nil) == (rule.rule.severity == .error))
    }

    @Test("Every rule in the catalog has a test with a bad input")
    func everyRuleIsCovered() {
        // unreadable-input: see the CLI tests; invalid-setting (configuration files): see ConfigurationTests;
        // invalid-manifest (manifests given to diff): see ManifestReaderTests; invalid-strings-catalog and
        // translation-format-mismatch (the strings catalog a compile updates): see StringCatalogTests;
        // stripped-name-collision (needs swiftNameStripPrefix) and confusable-identifiers: see RealAppTests;
        // empty-file: see YAMLLoaderTests.
        let covered = Set(Self.cases.map(\.rule)).union([
            .unreadableInput, .invalidSetting, .invalidManifest, .invalidStringsCatalog, .translationFormatMismatch,
            .strippedNameCollision, .emptyFile, .confusableIdentifiers,
            // invalid-output, stale-output, skipped-input (paths on disk): see HostileInputTests and CompileCommandTests.
            .invalidOutput, .staleOutput, .skippedInput,
            // missing-translation (samples written in a language): see SamplesCommandTests.
            .missingTranslation,
            // The checks of push payload files: see PushPayloadValidatorTests.
            .payloadSyntax, .payloadTooLarge, .invalidAPS, .payloadCategory, .payloadMissingKey, .payloadWrongValue, .payloadUnknownKey, .payloadUnknownValue,
            // info-plist-mismatch (an extension's Info.plist): see ExtensionPlistCheckTests; missing-mutable-content (a push
            // payload): see ContentExtensionDefinitionTests.
            .infoPlistMismatch, .missingMutableContent,
        ])
        #expect(Set(Rule.allCases).subtracting(covered).isEmpty, "untested: \(Set(Rule.allCases).subtracting(covered))")
    }

    @Test("Every problem in every file is reported in one run, sorted by file, line and column")
    func reportsEverythingSorted() {
        let result = Compiler.tested.check([
            TestSupport.file("b.yaml", "categories:\n  - id: \"\"\n  - id: X\n    options: [nope]\n"),
            TestSupport.file("a.yaml", "actions:\n  - title: T\n  - id: Y\n    title: \"\"\n"),
        ])
        #expect(result.diagnostics.map { "\(place($0.location)) \($0.rule.rawValue)" } == [
            "a.yaml:2:5 missing-key", "a.yaml:3:9 unused-action", "a.yaml:4:12 empty-title",
            "b.yaml:2:9 empty-identifier", "b.yaml:4:15 unknown-option",
        ])
    }

    @Test("Quoted user text cannot forge a diagnostic line")
    func messagesEscapeUserText() {
        let result = TestSupport.check("categories:\n  - id: C\n    actions: [\"X\\ndefs.yaml:1:1: error: forged [yaml-syntax]\"]\n")
        let rendered = TextDiagnosticRenderer().render(result.diagnostics)
        #expect(rendered.split(separator: "\n").count == 2, "one diagnostic and the summary: \(rendered)")
        #expect(rendered.contains("'X\\u{A}defs.yaml:1:1: error: forged [yaml-syntax]'"))
    }
}
