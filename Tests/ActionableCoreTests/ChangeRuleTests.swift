import ActionableCore
import Testing

/// One edit of ``ChangeRuleTests/base`` per change rule, with exactly the rules it must find.
struct ChangeCase: CustomTestStringConvertible, Sendable {
    /// The rule under test.
    var rule: ChangeRule
    /// Text replacements that turn the base into the head; each `old` must occur in the base.
    var edits: [(old: String, new: String)]
    /// Text the rule's message must contain.
    var message: String
    /// Every other rule the edit finds.
    var also: Set<ChangeRule>
    /// `head.yaml:line:column` the change points at, when checked.
    var location: String?
    /// The base side's and the head side's access level and namespace.
    var settings: (base: AccessLevel, head: AccessLevel, headNamespace: String)
    /// Where the base side and the head side look localized strings up.
    var localization: (base: LocalizationSettings, head: LocalizationSettings)

    var testDescription: String { rule.rawValue }

    init(
        _ rule: ChangeRule, _ edits: [(old: String, new: String)], message: String, also: Set<ChangeRule> = [],
        at location: String? = nil,
        settings: (base: AccessLevel, head: AccessLevel, headNamespace: String) = (.internal, .internal, GenerationSettings.defaultNamespace),
        localization: (base: LocalizationSettings, head: LocalizationSettings) = (LocalizationSettings(), LocalizationSettings())
    ) {
        self.rule = rule
        self.edits = edits
        self.message = message
        self.also = also
        self.location = location
        self.settings = settings
        self.localization = localization
    }
}

@Suite("Change rules")
struct ChangeRuleTests {
    static let base = """
        actions:
          - id: SHARED
            title: { key: shared.title, value: Shared, comment: Shared by every category }
        categories:
          - id: CAT
            options: [customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle]
            intentIdentifiers: [INStartCallIntent]
            hiddenPreviewsBodyPlaceholder: "%u items"
            categorySummaryFormat: "%u more from %@"
            description: A category.
            payload:
              ID: string
              COUNT: { type: int, optional: true }
              KIND: { values: [a, b] }
            actions:
              - { id: FIRST, title: First, options: [foreground, destructive], icon: { system: star } }
              - { id: SECOND, title: Second }
              - { id: REPLY, title: Reply, textInput: { buttonTitle: Send, placeholder: Type } }
              - SHARED
          - id: OTHER
            actions: [SHARED]
        reserved:
          categories: [OLD_CAT]
          actions: [OLD_ACTION]
        pushes:
          - id: PING
            match: { key: type, value: ping }
            payload:
              SEQ: int
          - id: SYNC
            silent: true
          - id: NOTIFY
            mutableContent: true
            match: { key: type, value: notify }
            payload: { N: int }
            samples:
              - { name: Hello, title: { key: notify.hello, value: "Hello %@", arguments: [Anna] }, body: Hi, sound: default, userInfo: { N: 1 } }
              - { name: Quiet, body: Shh, interruptionLevel: passive, userInfo: { N: 2 } }
        contentExtensions:
          - id: CatContent
            categories: [CAT]
            initialContentSizeRatio: 0.5

        """

    static let first = "      - { id: FIRST, title: First, options: [foreground, destructive], icon: { system: star } }\n"
    static let second = "      - { id: SECOND, title: Second }\n"
    static let reply = "      - { id: REPLY, title: Reply, textInput: { buttonTitle: Send, placeholder: Type } }\n"
    static let other = "  - id: OTHER\n    actions: [SHARED]\n"
    static let ping = "  - id: PING\n    match: { key: type, value: ping }\n    payload:\n      SEQ: int\n"
    static let sync = "  - id: SYNC\n    silent: true\n"
    static let categoryOptions = "[customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle]"
    static let sharedTitle = "title: { key: shared.title, value: Shared, comment: Shared by every category }"
    static let catContent = "  - id: CatContent\n    categories: [CAT]\n    initialContentSizeRatio: 0.5\n"

    static let cases: [ChangeCase] = [
        // Wire.
        ChangeCase(.categoryRemoved, [(other, "")], message: "category 'OTHER' was removed"),
        ChangeCase(.categoryRenamed, [("id: OTHER", "id: ANOTHER")],
                   message: "category 'OTHER' is probably renamed to 'ANOTHER'", at: "head.yaml:20:9"),
        ChangeCase(.actionRemoved, [(reply, "")], message: "action 'REPLY' was removed", at: "head.yaml:5:9"),
        ChangeCase(.actionRenamed, [("id: SECOND,", "id: SECOND_V2,")], message: "action 'SECOND' is probably renamed to 'SECOND_V2'"),
        ChangeCase(.actionKindChanged, [(second, "      - { id: SECOND, title: Second, textInput: { buttonTitle: Go } }\n")],
                   message: "action 'SECOND' becomes a text-input action", at: "head.yaml:17:15"),
        ChangeCase(.customDismissRemoved, [(categoryOptions, "[allowInCarPlay, hiddenPreviewsShowTitle]")],
                   message: "category 'CAT' drops option 'customDismissAction'", at: "head.yaml:5:9"),
        ChangeCase(.formatArgumentsChanged, [("%u more from %@", "%u more")],
                   message: "category 'CAT' categorySummaryFormat changes format arguments from '%u', '%@' to '%u'"),
        ChangeCase(.reservedIDReused, [("categories: [OLD_CAT]", "categories: []"), (other, other + "  - id: OLD_CAT\n")],
                   message: "category 'OLD_CAT' was reserved (retired) and is defined again", at: "head.yaml:22:9"),
        ChangeCase(.reservationRemoved, [("categories: [OLD_CAT]", "categories: []")],
                   message: "category id 'OLD_CAT' is no longer reserved"),
        ChangeCase(.localizationKeyChanged, [("key: shared.title", "key: shared.button")],
                   message: "action 'SHARED' title changes localization key from 'shared.title' to 'shared.button': servers that send 'shared.title'",
                   at: "head.yaml:2:9"),
        ChangeCase(.localizationRemoved, [(sharedTitle, "title: Shared")],
                   message: "action 'SHARED' title is no longer localized (key 'shared.title')", at: "head.yaml:2:9"),
        ChangeCase(.mutableContentAdded, [("value: ping }\n", "value: ping }\n    mutableContent: true\n")],
                   message: "push kind 'PING' is now marked mutableContent", at: "head.yaml:26:9"),
        ChangeCase(.mutableContentRemoved, [("    mutableContent: true\n", "")],
                   message: "push kind 'NOTIFY' is no longer marked mutableContent"),
        ChangeCase(.localizationLeftPushTable, [],
                   message: "from table 'Localizable' of the 'main' bundle to table 'Localizable' of the 'module' bundle: a push's loc-keys",
                   localization: (LocalizationSettings(), LocalizationSettings(bundle: .module))),
        // Behavior.
        ChangeCase(.foregroundChanged, [("[foreground, destructive]", "[destructive]")],
                   message: "action 'FIRST' no longer opens the app", at: "head.yaml:16:15"),
        ChangeCase(.authenticationChanged, [("[foreground, destructive]", "[foreground, destructive, authenticationRequired]")],
                   message: "action 'FIRST' now requires an unlocked device"),
        ChangeCase(.destructiveChanged, [("[foreground, destructive]", "[foreground]")],
                   message: "action 'FIRST' is no longer shown as destructive"),
        ChangeCase(.hiddenPreviewsChanged, [(categoryOptions, "[customDismissAction, allowInCarPlay]")],
                   message: "category 'CAT' drops option 'hiddenPreviewsShowTitle'"),
        ChangeCase(.carPlayChanged, [(categoryOptions, "[customDismissAction, hiddenPreviewsShowTitle]")],
                   message: "category 'CAT' drops option 'allowInCarPlay'"),
        ChangeCase(.customDismissAdded, [(other, "  - id: OTHER\n    options: [customDismissAction]\n    actions: [SHARED]\n")],
                   message: "category 'OTHER' gains option 'customDismissAction'"),
        ChangeCase(.leadingActionsChanged, [(first + second, second + first)],
                   message: "from 'FIRST', 'SECOND' to 'SECOND', 'FIRST'"),
        ChangeCase(.actionLeftCategory, [("actions: [SHARED]", "actions: []")],
                   message: "category 'OTHER' no longer offers action 'SHARED'", at: "head.yaml:20:9"),
        ChangeCase(.intentsChanged, [("intentIdentifiers: [INStartCallIntent]", "intentIdentifiers: []")],
                   message: "changes intent identifiers from 'INStartCallIntent' to none"),
        ChangeCase(.platformsChanged, [("    actions: [SHARED]\n", "    actions: [{ action: SHARED, platforms: [iOS, watchOS] }]\n")],
                   message: "category 'OTHER' shows action 'SHARED' on 'iOS', 'watchOS' instead of every platform", at: "head.yaml:20:9"),
        ChangeCase(.platformsChanged, [(second, "      - { id: SECOND, title: Second, platforms: [macOS] }\n")],
                   message: "category 'CAT' shows action 'SECOND' on 'macOS' instead of every platform"),
        ChangeCase(.availabilityChanged, [(second, "      - { id: SECOND, title: Second, available: { iOS: \"15.0\" } }\n")],
                   message: "category 'CAT' shows action 'SECOND' on 'iOS 15.0' and later instead of every OS version"),
        ChangeCase(.availabilityChanged, [("    actions: [SHARED]\n", "    actions: [{ action: SHARED, available: { macOS: \"13\" } }]\n")],
                   message: "category 'OTHER' shows action 'SHARED' on 'macOS 13.0' and later instead of every OS version", at: "head.yaml:20:9"),
        // Source.
        ChangeCase(.swiftNameChanged, [(second, "      - { id: SECOND, title: Second, swiftName: secondChoice }\n")],
                   message: "action 'SECOND' changes Swift name from 'second' to 'secondChoice'"),
        ChangeCase(.actionMoved, [
            (reply, ""),
            ("actions: [SHARED]", "actions: [SHARED, { id: REPLY, title: Reply, textInput: { buttonTitle: Send, placeholder: Type } }]"),
        ], message: "action 'REPLY' moves from category 'CAT' to 'OTHER'"),
        ChangeCase(.accessLevelNarrowed, [], message: "change from 'public' to 'package'",
                   settings: (.public, .package, GenerationSettings.defaultNamespace)),
        ChangeCase(.namespaceChanged, [], message: "renamed from 'NotificationCategories' to 'Notifications'",
                   settings: (.internal, .internal, "Notifications")),
        // Additions: source, since the generated enums are exhaustive.
        ChangeCase(.categoryAdded, [(other, other + "  - id: NEW_CAT\n    actions: [SHARED]\n")],
                   message: "category 'NEW_CAT' was added with actions 'SHARED'"),
        ChangeCase(.actionAdded, [("actions: [SHARED]", "actions: [SHARED, { id: NEW, title: New }]")],
                   message: "action 'NEW' ('New') was added"),
        ChangeCase(.actionJoinedCategory, [("actions: [SHARED]", "actions: [SHARED, SECOND]")],
                   message: "category 'OTHER' now offers action 'SECOND'"),
        ChangeCase(.categoryRetired, [(other, ""), ("categories: [OLD_CAT]", "categories: [OLD_CAT, OTHER]")],
                   message: "category 'OTHER' was removed and its id reserved", at: "head.yaml:21:25"),
        ChangeCase(.actionRetired, [(reply, ""), ("actions: [OLD_ACTION]", "actions: [OLD_ACTION, REPLY]")],
                   message: "action 'REPLY' was removed and its id reserved"),
        ChangeCase(.reservationAdded, [("actions: [OLD_ACTION]", "actions: [OLD_ACTION, NEVER_SHIPPED]")],
                   message: "action id 'NEVER_SHIPPED' is reserved"),
        ChangeCase(.actionOrderChanged, [(reply + "      - SHARED\n", "      - SHARED\n" + reply)],
                   message: "category 'CAT' changes the order of its actions to 'FIRST', 'SECOND', 'SHARED', 'REPLY'"),
        ChangeCase(.titleChanged, [("title: Second", "title: Second choice")],
                   message: "action 'SECOND' changes title from 'Second' to 'Second choice'"),
        ChangeCase(.iconChanged, [("system: star", "template: star")],
                   message: "changes icon from system image 'star' to template image 'star'"),
        ChangeCase(.placeholderChanged, [("%u items", "%u things")],
                   message: "category 'CAT' hiddenPreviewsBodyPlaceholder changes from '%u items' to '%u things'"),
        ChangeCase(.localizationAdded, [("{ id: SECOND, title: Second }", "{ id: SECOND, title: { value: Second } }")],
                   message: "action 'SECOND' title is now localized with key 'SECOND.title'", at: "head.yaml:17:15"),
        ChangeCase(.descriptionChanged, [("A category.", "The category.")], message: "category 'CAT' changes its description"),
        ChangeCase(.payloadKeyRemoved, [("      COUNT: { type: int, optional: true }\n", "")],
                   message: "category 'CAT' drops optional payload key 'COUNT'"),
        ChangeCase(.payloadKeyRenamed, [("      ID: string\n", "      IDENT: string\n")],
                   message: "category 'CAT' renames payload key 'ID' to 'IDENT'"),
        ChangeCase(.payloadKeyTypeChanged, [("values: [a, b]", "type: int")],
                   message: "category 'CAT' changes payload key 'KIND' from"),
        ChangeCase(.payloadValueAdded, [("values: [a, b]", "values: [a, b, c]")],
                   message: "category 'CAT' adds value 'c' to payload key 'KIND': app builds already shipped read it as .unrecognized"),
        ChangeCase(.payloadValueRemoved, [("values: [a, b]", "values: [a]")],
                   message: "category 'CAT' removes value 'b' from payload key 'KIND': app code that names its case 'b' stops compiling"),
        ChangeCase(.payloadKeysReordered, [("      ID: string\n      COUNT: { type: int, optional: true }\n",
                                            "      COUNT: { type: int, optional: true }\n      ID: string\n")],
                   message: "category 'CAT' changes the order of its payload keys to 'COUNT', 'ID', 'KIND'"),
        ChangeCase(.payloadKeyMadeRequired, [("COUNT: { type: int, optional: true }", "COUNT: { type: int }")],
                   message: "category 'CAT' makes payload key 'COUNT' required"),
        ChangeCase(.payloadKeyMadeOptional, [("ID: string", "ID: { type: string, optional: true }")],
                   message: "category 'CAT' makes payload key 'ID' optional"),
        ChangeCase(.payloadKeyRequiredAdded, [("      ID: string\n", "      ID: string\n      NEW: uuid\n")],
                   message: "category 'CAT' adds required payload key 'NEW'"),
        ChangeCase(.payloadKeyAdded, [("      ID: string\n", "      ID: string\n      NOTE: { type: string, optional: true }\n")],
                   message: "category 'CAT' adds optional payload key 'NOTE'"),
        ChangeCase(.payloadDeclared, [(other, other + "    payload:\n      NOTE: { type: string, optional: true }\n")],
                   message: "category 'OTHER' declares custom keys for the first time ('NOTE')", also: [.payloadKeyAdded]),
        ChangeCase(.pushKindRemoved, [(sync, "")], message: "push kind 'SYNC' was removed: app builds read its pushes as unknown"),
        ChangeCase(.pushMatchChanged, [("value: ping", "value: pong")],
                   message: "push kind 'PING' changes how it is recognised, from 'type' is 'ping' to 'type' is 'pong'", at: "head.yaml:26:9"),
        ChangeCase(.pushOrderChanged, [(ping + sync, sync + ping)], message: "push kinds are tried in another order ('SYNC', 'PING', 'NOTIFY')"),
        ChangeCase(.pushKindAdded, [(sync, sync + "  - id: WIPE\n    match: { key: wipe }\n    payload: { wipe: bool }\n")],
                   message: "push kind 'WIPE' was added ('wipe' is present)", at: "head.yaml:32:9"),
        ChangeCase(.contentExtensionAdded, [(catContent, catContent + "  - id: OtherContent\n    categories: [OTHER]\n    initialContentSizeRatio: 1\n")],
                   message: "content extension 'OtherContent' was added, drawing categories 'OTHER'", at: "head.yaml:43:9"),
        ChangeCase(.contentExtensionRemoved, [("contentExtensions:\n" + catContent, "")],
                   message: "content extension 'CatContent' was removed: categories 'CAT' show the default interface"),
        ChangeCase(.contentExtensionCategoryAdded, [("categories: [CAT]", "categories: [CAT, OTHER]")],
                   message: "category 'OTHER' is now drawn by content extension 'CatContent'", at: "head.yaml:40:9"),
        ChangeCase(.contentExtensionCategoryRemoved, [("categories: [CAT]", "categories: [OTHER]")],
                   message: "category 'CAT' is no longer drawn by content extension 'CatContent'", also: [.contentExtensionCategoryAdded]),
        ChangeCase(.contentExtensionChanged, [("initialContentSizeRatio: 0.5", "initialContentSizeRatio: 0.75\n    defaultContentHidden: true")],
                   message: "content extension 'CatContent' changes initialContentSizeRatio from '0.5' to '0.75', defaultContentHidden from false to true"),
        ChangeCase(.deprecatedOptionChanged,
                   [(categoryOptions, "[customDismissAction, allowInCarPlay, hiddenPreviewsShowTitle, allowAnnouncement]")],
                   message: "category 'CAT' gains option 'allowAnnouncement'"),
        ChangeCase(.accessLevelWidened, [], message: "change from 'internal' to 'public'",
                   settings: (.internal, .public, GenerationSettings.defaultNamespace)),
        ChangeCase(.sampleAdded, [("userInfo: { N: 2 } }\n", "userInfo: { N: 2 } }\n      - { name: Bye, body: Bye, userInfo: { N: 3 } }\n")],
                   message: "push kind 'NOTIFY' gains sample 'Bye'", at: "head.yaml:39:9"),
        ChangeCase(.sampleRemoved, [("      - { name: Quiet, body: Shh, interruptionLevel: passive, userInfo: { N: 2 } }\n", "")],
                   message: "push kind 'NOTIFY' loses sample 'Quiet'", at: "head.yaml:32:9"),
        ChangeCase(.sampleRemoved, [("    samples:\n      - { name: Hello", "    samples:\n      - { name: Hallo")],
                   message: "push kind 'NOTIFY' loses sample 'Hello'", also: [.sampleAdded]),
        ChangeCase(.sampleRenamed, [("name: Quiet", "name: Silent")],
                   message: "sample 'Quiet' of push kind 'NOTIFY' is renamed to 'Silent'", at: "head.yaml:38:9"),
        ChangeCase(.sampleTextChanged, [("body: Shh", "body: Hush")],
                   message: "sample 'Quiet' of push kind 'NOTIFY' changes its body from 'Shh' to 'Hush'", at: "head.yaml:38:9"),
        ChangeCase(.sampleTextChanged, [("arguments: [Anna]", "arguments: [Ben]")],
                   message: "sample 'Hello' of push kind 'NOTIFY' changes its title from 'Hello Anna' to 'Hello Ben'"),
        ChangeCase(.sampleKeysChanged, [("userInfo: { N: 2 }", "userInfo: { N: 20 }")],
                   message: "sample 'Quiet' of push kind 'NOTIFY' changes the values of keys 'N'"),
        ChangeCase(.sampleChanged, [("interruptionLevel: passive", "interruptionLevel: active, badge: 1")],
                   message: "sample 'Quiet' of push kind 'NOTIFY' changes badge from none to '1', interruptionLevel from 'passive' to 'active'"),
        ChangeCase(.sampleLocalizationChanged, [("key: notify.hello", "key: notify.greeting")],
                   message: "sample 'Hello' of push kind 'NOTIFY' changes the localization key of its title from 'notify.hello' to 'notify.greeting'",
                   at: "head.yaml:37:9"),
        ChangeCase(.sampleLocalizationChanged, [("title: { key: notify.hello, value: \"Hello %@\", arguments: [Anna] }", "title: Hello Anna")],
                   message: "from 'notify.hello' to none", also: [.sampleTextChanged]),
        ChangeCase(.localizationTableChanged, [],
                   message: "localized strings move from table 'Alerts' of the 'main' bundle to table 'Localizable' of the 'main' bundle",
                   localization: (LocalizationSettings(table: "Alerts"), LocalizationSettings())),
    ]

    /// The snapshot of one YAML file, which must compile.
    static func snapshot(_ path: String, _ yaml: String, accessLevel: AccessLevel = .internal,
                         namespace: String = GenerationSettings.defaultNamespace) throws -> Snapshot {
        let result = Compiler(settings: GenerationSettings.tested(namespace: namespace, accessLevel: accessLevel)).snapshot([TestSupport.file(path, yaml)])
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.snapshot)
    }

    @Test("Each rule finds its change, and nothing else is found", arguments: cases)
    func finds(_ testCase: ChangeCase) throws {
        var head = Self.base
        for edit in testCase.edits {
            #expect(head.contains(edit.old), "the base lacks \(edit.old)")
            head = head.replacingOccurrences(of: edit.old, with: edit.new)
        }
        var old = try Self.snapshot("base.yaml", Self.base, accessLevel: testCase.settings.base)
        old.localizationSettings = testCase.localization.base
        var new = try Self.snapshot("head.yaml", head, accessLevel: testCase.settings.head, namespace: testCase.settings.headNamespace)
        new.localizationSettings = testCase.localization.head
        let changes = ModelDiffer().changes(from: old, to: new)
        #expect(Set(changes.map(\.rule)) == testCase.also.union([testCase.rule]), "\(changes.map(\.message.plainText))")
        let change = try #require(changes.first { $0.rule == testCase.rule })
        #expect(change.message.plainText.contains(testCase.message), "\(change.message.plainText)")
        #expect(change.changeClass == testCase.rule.changeClass)
        if let expected = testCase.location {
            #expect(change.location.map(place) == expected)
        }
        for change in changes {
            #expect(change.location.map { $0.path == "head.yaml" } ?? true, "a change points into the base side")
        }

        // A side read from a manifest compares the same as the definitions it was generated from.
        let manifest = ManifestGenerator(settings: GenerationSettings.tested(accessLevel: testCase.settings.base, localization: testCase.localization.base))
            .generate(old.catalog).text
        var problems: [Diagnostic] = []
        let fromManifest = try #require(ManifestReader().read(TestSupport.file("base.json", manifest), diagnostics: &problems))
        #expect(problems.isEmpty)
        // (A manifest records no places, so only the base-side place differs.)
        let withoutBasePlaces = changes.map { change in
            var change = change
            change.baseLocation = nil
            return change
        }
        #expect(ModelDiffer().changes(from: fromManifest, to: new) == withoutBasePlaces)
        for change in changes where change.baseLocation != nil {
            #expect(change.baseLocation?.path == "base.yaml", "a base-side place points into the head side")
        }
    }

    @Test("Every change rule has a case")
    func everyRuleIsCovered() {
        #expect(Set(Self.cases.map(\.rule)) == Set(ChangeRule.allCases))
    }

    @Test("Identical sides have no changes, whatever their files and locations")
    func identical() throws {
        let old = try Self.snapshot("base.yaml", Self.base)
        let new = try Self.snapshot("moved/elsewhere.yaml", "\n\n" + Self.base)
        #expect(ModelDiffer().changes(from: old, to: new).isEmpty)
    }

    @Test("Two removals with the same contents are not guessed to be renames")
    func ambiguousRenames() throws {
        let yaml = "categories:\n  - id: A\n  - id: B\n"
        let old = try Self.snapshot("base.yaml", yaml)
        let new = try Self.snapshot("head.yaml", "categories:\n  - id: C\n  - id: D\n")
        let rules = ModelDiffer().changes(from: old, to: new).map(\.rule)
        #expect(rules.sorted { $0.rawValue < $1.rawValue } == [.categoryAdded, .categoryAdded, .categoryRemoved, .categoryRemoved])
    }

    @Test("Moving the strings out of the push table is wire only when the base has localized strings; unrecorded settings compare as equal")
    func localizationSettings() throws {
        var old = try Self.snapshot("base.yaml", "categories:\n  - { id: C, actions: [{ id: A, title: A }] }\n")
        var new = old
        new.localizationSettings = LocalizationSettings(bundle: .module, table: "Alerts")
        #expect(ModelDiffer().changes(from: old, to: new).map(\.rule) == [.localizationTableChanged])
        old.localizationSettings = nil
        #expect(ModelDiffer().changes(from: old, to: new).isEmpty, "an older manifest does not record the settings")
    }

    @Test("Translator comments are not compared: a comment change is no change")
    func comments() throws {
        let old = try Self.snapshot("base.yaml", Self.base)
        let new = try Self.snapshot("head.yaml", Self.base.replacingOccurrences(of: "comment: Shared by every category", with: "comment: Shared."))
        #expect(old.catalog != new.catalog)
        #expect(ModelDiffer().changes(from: old, to: new).isEmpty)
    }

    @Test("A renamed action is still a rename when its keys derive from its id")
    func renameWithDerivedKeys() throws {
        let yaml = "localization: { keys: derived }\ncategories:\n  - { id: C, actions: [{ id: A, title: Go, textInput: { buttonTitle: Send } }] }\n"
        let old = try Self.snapshot("base.yaml", yaml)
        let new = try Self.snapshot("head.yaml", yaml.replacingOccurrences(of: "id: A,", with: "id: B,"))
        #expect(ModelDiffer().changes(from: old, to: new).map(\.rule) == [.actionRenamed])
    }

    @Test("A localized string that goes away drops its key: wire, beside the rule for the string itself")
    func localizedStringRemoved() throws {
        let old = try Self.snapshot("base.yaml", Self.base.replacingOccurrences(of: "buttonTitle: Send", with: "buttonTitle: { key: reply.send, value: Send }"))
        let new = try Self.snapshot("head.yaml", Self.base.replacingOccurrences(of: Self.reply, with: "      - { id: REPLY, title: Reply }\n"))
        let changes = ModelDiffer().changes(from: old, to: new)
        #expect(changes.map(\.rule) == [.actionKindChanged, .localizationRemoved])
        #expect(changes.last?.message.plainText == "action 'REPLY' textInput.buttonTitle is removed (key 'reply.send'): servers that send "
            + "'reply.send' as a loc-key get it shown raw, and its translations are lost")
    }

    @Test("--fail-on: each threshold fails on its class and the more severe ones, strictest first")
    func thresholds() {
        #expect(ChangeClass.allCases.filter(FailureThreshold.source.fails) == [.wire, .behavior, .source])
        #expect(ChangeClass.allCases.filter(FailureThreshold.behavior.fails) == [.wire, .behavior])
        #expect(ChangeClass.allCases.filter(FailureThreshold.wire.fails) == [.wire])
        #expect(ChangeClass.allCases.filter(FailureThreshold.none.fails).isEmpty)
    }
}
