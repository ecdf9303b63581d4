import ActionableCore
import ActionableFuzzing
import Testing

/// A manifest that must be refused, with the message and place it must be refused at.
struct BadManifest: CustomTestStringConvertible, Sendable {
    var json: String
    var message: String
    /// `line:column`, for problems found while parsing the JSON.
    var position: String?

    var testDescription: String { message }

    init(_ json: String, _ message: String, at position: String? = nil) {
        self.json = json
        self.message = message
        self.position = position
    }
}

@Suite("Manifest reader")
struct ManifestReaderTests {
    static let minimal = #"{"formatVersion": 1, "categories": [], "actions": []"#

    static func read(_ json: [UInt8], limits: InputLimits = .default) -> (Snapshot?, [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let snapshot = ManifestReader(limits: limits).read(SourceFile(path: "m.json", contents: json), diagnostics: &diagnostics)
        return (snapshot, diagnostics)
    }

    /// The catalog without the source locations a manifest cannot carry.
    static func withoutLocations(_ catalog: Model) -> Model {
        var catalog = catalog
        catalog.inputs = []
        for index in catalog.categories.indices {
            catalog.categories[index].samples = catalog.categories[index].samples.map(\.withoutLocation)
            catalog.categories[index].location = nil
            catalog.categories[index].payload = catalog.categories[index].payload?.map(\.withoutLocations)
        }
        for index in catalog.actions.indices { catalog.actions[index].location = nil }
        for index in catalog.reservedCategories.indices { catalog.reservedCategories[index].location = nil }
        for index in catalog.reservedActions.indices { catalog.reservedActions[index].location = nil }
        for index in catalog.contentExtensions.indices { catalog.contentExtensions[index].location = nil }
        catalog.pushes = catalog.pushes.map(\.withoutLocations)
        return catalog
    }

    /// Samples that test the reader: localized texts with and without arguments and comments, hostile names and
    /// keys, numbers written `1.0`, a kind's sample holding the value its match fixes (and one holding another
    /// value's key spelled alike), a sample equal to the one made from the types, and a silent kind's.
    static let hostileSamples = TestSupport.file("samples.yaml", """
        categories:
          - id: "S\\"x"
            actions: [{ id: OK, title: OK }]
            description: The body.
            payload: { "k\\"ey": { type: double, optional: true }, n: { type: int, optional: true }, list: { type: "[string]", optional: true } }
            samples:
              - { name: "\\u00e9 \\"q\\" \\\\ \\U0001F600", title: { key: "t\\\\k", value: "%@ and %@", arguments: ["a\\"", "é"] }, userInfo: { "k\\"ey": 1.0, n: -0, list: [] } }
              - { name: Sample, title: "S\\"x", body: The body. }
              - { name: Empty }
          - id: KEYLESS
            actions: [{ id: NO, title: "No" }]
            samples: [{ name: Only, subtitle: { key: sub, value: Sub, comment: "" }, badge: 0 }]
        pushes:
          - { id: ping, match: { key: type, value: 1 }, payload: { x: { type: string, optional: true } },
              samples: [{ name: Held, userInfo: { type: 1, x: "1" } }, { name: Not, userInfo: { x: "true" } }] }
          - { id: flag, match: { key: on, value: true }, samples: [{ name: F, title: T, userInfo: { on: true } }] }
          - { id: quiet, silent: true, match: { key: q }, payload: { q: string }, samples: [{ name: Q, userInfo: { q: "1.0" } }] }
        """)

    /// Every non-empty combination of at most `size` of `files`, in order.
    static func combinations<Element>(of files: [Element], upTo size: Int) -> [[Element]] {
        var result: [[Element]] = [[]]
        for file in files {
            result += result.filter { $0.count < size }.map { $0 + [file] }
        }
        return result.filter { !$0.isEmpty }
    }

    @Test("Every combination of up to four example files, and every definition set of the tests, round-trips through the manifest and through definitions written back")
    func everyCombinationRoundTrips() throws {
        let examples = try TestSupport.exampleFiles()
        var sets = Self.combinations(of: examples, upTo: FuzzInput.maxDefinitionFiles)
        #expect(sets.count == 30)
        sets += [SchemaInputs.everyKey, SchemaInputs.everyKeyLocalized, SchemaInputs.scalarForms].map { [TestSupport.file("s.yaml", $0)] }
        sets += [[Self.hostileSamples], Array(DefinitionCorpus.files(count: 4))]
        for files in sets {
            // The fuzz harness's compile entry: header 0, then the files separated by NUL bytes. It checks both
            // round trips (the manifest read back, the definitions written back) and every other invariant.
            let input = [0] + Array(files.map(\.contents).joined(separator: [0]))
            #expect(FuzzHarness.violations(input) == [], "\(files.map(\.path))")
            // Every example uses shared.yaml's actions: a set with it compiles, so both round trips ran on it.
            let compiles = Compiler.tested.check(files).catalog != nil
            #expect(compiles == files.contains { !$0.path.hasPrefix("Examples/") || $0.path.hasSuffix("/shared.yaml") },
                    "\(files.map(\.path))")
        }
    }

    @Test("Samples read back exactly: localized texts, hostile names, numbers written 1.0, a match's fixed key")
    func samplesRoundTrip() throws {
        let catalog = try #require(Compiler.tested.check([Self.hostileSamples]).catalog)
        #expect(catalog.categories.first { $0.identifier == "S\"x" }?.samples.count == 3)
        #expect(catalog.pushes.first { $0.identifier == "ping" }?.samples.first?.userInfo["type"] == nil,
                "the fixed value of the match is not kept: every push of the kind carries it")
        let manifest = ManifestGenerator().generate(catalog).text
        let (read, diagnostics) = Self.read(Array(manifest.utf8))
        #expect(diagnostics.isEmpty)
        let readBack = try #require(read)
        #expect(Self.withoutLocations(readBack.catalog) == Self.withoutLocations(catalog))
        let unsampled = readBack.catalog.categories.first { $0.identifier == "KEYLESS" }
        #expect(unsampled?.samples.map(\.name) == ["Only"])
    }

    @Test("A manifest without samples' localizations (written before they existed) reads each key as its text")
    func samplesBeforeLocalizations() throws {
        let old = #"{"formatVersion": 3, "actions": [], "categories": [{"identifier": "C", "swiftName": "c", "actions": [], "#
            + #""samples": [{"name": "N", "payload": {"aps": {"alert": {"title-loc-key": "k", "title-loc-args": ["a"]}, "category": "C"}}}]}]}"#
        let (read, diagnostics) = Self.read(Array(old.utf8))
        #expect(diagnostics.isEmpty)
        let sample = try #require(read?.catalog.categories.first?.samples.first)
        #expect(sample.title == Model.SampleText(text: Model.Text("k", localization: Model.Localization(key: "k", comment: "")), arguments: ["a"]))
    }

    @Test("A manifest reads back as exactly the snapshot it was generated from, hostile text included")
    func roundTrip() throws {
        let hostile = TestSupport.file("h.yaml", """
            categories:
              - id: "quote\\" back\\\\slash \\U0001F600 e\\u0301"
                swiftName: hostile
                options: [customDismissAction, allowAnnouncement]
                intentIdentifiers: [INStartCallIntent, custom.intent]
                hiddenPreviewsBodyPlaceholder: "%u \\t tab"
                categorySummaryFormat: "%% %u %@"
                description: "line\\nbreak"
                payload:
                  "k\\"ey \\u00e9": { type: "[date]", optional: true, description: "d\\nx", swiftName: hostileKey }
                  KIND: { values: ["a\\"b", c] }
                actions:
                  - { id: "<nul>", swiftName: nul, title: "t\\u001F \\u2028 \\u0000", options: [foreground], icon: { template: "`x`" } }
                  - { id: R, title: R, textInput: { buttonTitle: B }, icon: { system: s } }
            reserved: { categories: [Z, A], actions: [OLD] }
            pushes:
              - { id: avatar, match: { key: avatar }, payload: { avatar: string }, mutableContent: true }
            contentExtensions:
              - { id: "C\\"x", categories: ["quote\\" back\\\\slash \\U0001F600 e\\u0301"], initialContentSizeRatio: 1.5e0,
                  userInteractionEnabled: true, description: "d\\nx" }
            """)
        for files in [try TestSupport.exampleFiles(), [hostile]] {
            for accessLevel in AccessLevel.allCases {
                let compiler = Compiler(settings: GenerationSettings.tested(namespace: "Notes", accessLevel: accessLevel))
                let snapshot = try #require(compiler.snapshot(files).snapshot)
                let manifest = try #require(compiler.compile(files).manifest)
                let (read, diagnostics) = Self.read(Array(manifest.utf8))
                #expect(diagnostics.isEmpty)
                let readBack = try #require(read)
                #expect(Self.withoutLocations(readBack.catalog) == Self.withoutLocations(snapshot.catalog))
                #expect(readBack.namespace == "Notes" && readBack.accessLevel == accessLevel)
                #expect(readBack.localizationSettings == LocalizationSettings())
            }
        }
    }

    @Test("Localized strings and the lookup settings read back exactly, hostile keys, values and comments included")
    func localizedRoundTrip() throws {
        let localized = TestSupport.file("l.yaml", """
            localization: { keys: derived, prefix: "p\\u2028" }
            categories:
              - id: "C\\"at"
                hiddenPreviewsBodyPlaceholder: "%u \\t tab"
                categorySummaryFormat: { key: "k\\\\ey", value: "%% %u %@", comment: "line\\nbreak \\U0001F600" }
                actions:
                  - { id: A, title: { value: "A\\u0301", comment: "" } }
                  - { id: R, title: R, textInput: { buttonTitle: { key: send, value: Send }, placeholder: "Type…" } }
                  - { id: N, title: N, textInput: { buttonTitle: B } }
            """)
        let catalog = try #require(Compiler.tested.check([localized]).catalog)
        #expect(catalog.localizedStrings.count == 8)
        #expect(catalog.actions.first { $0.identifier == "N" }?.textInput?.placeholder == Model.Text(""), "an absent placeholder stays literal")
        for settings in [LocalizationSettings(), LocalizationSettings(bundle: .module, table: "Push.Alerts-2")] {
            let manifest = ManifestGenerator(settings: GenerationSettings.tested(localization: settings)).generate(catalog).text
            let (read, diagnostics) = Self.read(Array(manifest.utf8))
            #expect(diagnostics.isEmpty)
            let readBack = try #require(read)
            #expect(Self.withoutLocations(readBack.catalog) == Self.withoutLocations(catalog))
            #expect(readBack.localizationSettings == settings)
        }
    }

    @Test("Fields a newer actionable may add are ignored; a manifest without 'reserved' and 'swift' is read")
    func tolerant() throws {
        let (snapshot, diagnostics) = Self.read(Array((Self.minimal + #", "future": {"x": [true, -1]}}"#).utf8))
        #expect(diagnostics.isEmpty)
        let read = try #require(snapshot)
        #expect(read.namespace == nil && read.accessLevel == nil && read.catalog.reservedActions.isEmpty)
        #expect(read.localizationSettings == nil)

        let futureLocalizations = #"{"formatVersion": 1, "categories": [], "actions": [{"identifier": "A", "swiftName": "a", "title": "t", "#
            + #""localizations": {"subtitle": 1, "hiddenPreviewsBodyPlaceholder": 2}}]}"#
        let (future, problems) = Self.read(Array(futureLocalizations.utf8))
        #expect(problems.isEmpty)
        #expect(try #require(future).catalog.actions.map(\.title) == [Model.Text("t")])
    }

    @Test("An old manifest, without localization, reads as literal text")
    func withoutLocalization() throws {
        let old = #"{"formatVersion": 1, "categories": [{"identifier": "C", "swiftName": "c", "categorySummaryFormat": "%u"}], "#
            + #""actions": [{"identifier": "A", "swiftName": "a", "title": "t", "textInput": {"buttonTitle": "b"}}]}"#
        let (snapshot, diagnostics) = Self.read(Array(old.utf8))
        #expect(diagnostics.isEmpty)
        let read = try #require(snapshot)
        #expect(read.catalog.localizedStrings.isEmpty && read.localizationSettings == nil)
        #expect(read.catalog.categories.first?.categorySummaryFormat == Model.Text("%u"))
    }

    static let bad: [BadManifest] = [
        BadManifest("", "not a manifest: unexpected end of the document", at: "1:1"),
        BadManifest("{\n  \"formatVersion\": 1,\n  \"formatVersion\": 1}", "key 'formatVersion' appears twice", at: "3:3"),
        BadManifest(minimal + "} x", "unexpected text after the document", at: "1:55"),
        BadManifest(minimal + ", \"n\": null}", "expected a value", at: "1:60"),
        BadManifest(minimal + ", \"n\": 1.}", "expected a digit in a number", at: "1:62"),
        BadManifest(minimal + ", \"n\": -}", "expected a digit in a number"),
        BadManifest(#"{"formatVersion": 1.5, "categories": [], "actions": []}"#, "not an integer; is this an actionable manifest?"),
        BadManifest(minimal + ", \"n\": \"\\ud800\"}", "high surrogate is not followed by a low one"),
        BadManifest(minimal + ", \"n\": \"\\udc00\"}", "lone low surrogate"),
        BadManifest(minimal + ", \"n\": \"\\x\"}", "unknown escape"),
        BadManifest(minimal + ", \"n\": \"\\u12\"}", "four hexadecimal digits"),
        BadManifest(minimal + ", \"n\": \"a\tb\"}", "raw control character"),
        BadManifest(minimal + ", \"n\": \"open}", "a string is not closed"),
        BadManifest(minimal + ", \"n\": " + String(repeating: "[", count: 100) + String(repeating: "]", count: 100) + "}",
                    "nested more than 64 levels"),
        BadManifest(minimal + " \"n\": 1}", "expected ',' or '}'"),
        BadManifest("[]", "the document: a manifest is a JSON object"),
        BadManifest(#"{"categories": []}"#, "formatVersion: missing, or not an integer"),
        BadManifest(#"{"formatVersion": 4, "categories": [], "actions": []}"#, "formatVersion: is 4; this actionable reads formats 1 to 3"),
        BadManifest(#"{"formatVersion": 2, "categories": [{"identifier": "C", "swiftName": "c", "payload": [{"key": "K", "swiftName": "k", "type": "strin"}]}], "actions": []}"#,
                    "categories[0].payload[0].type: 'strin' is not a payload type"),
        BadManifest(#"{"formatVersion": 2, "categories": [{"identifier": "C", "swiftName": "c", "payload": [{"key": "K", "swiftName": "k", "type": "int", "values": ["a"]}]}], "actions": []}"#,
                    "categories[0].payload[0].values: is only allowed on a string type"),
        BadManifest(#"{"formatVersion": 1, "actions": []}"#, "categories: is missing"),
        BadManifest(#"{"formatVersion": 1, "categories": {}, "actions": []}"#, "categories: must be an array"),
        BadManifest(#"{"formatVersion": 1, "categories": [{"identifier": 5, "swiftName": "a"}], "actions": []}"#,
                    "categories[0].identifier: must be a string"),
        BadManifest(#"{"formatVersion": 1, "categories": [], "actions": [{"identifier": "A", "swiftName": "a"}]}"#,
                    "actions[0].title: is missing"),
        BadManifest(#"{"formatVersion": 1, "categories": [{"identifier": "C", "swiftName": "c", "options": ["forground"]}], "actions": []}"#,
                    "categories[0].options: unknown option 'forground'"),
        BadManifest(#"{"formatVersion": 1, "categories": [], "actions": [{"identifier": "A", "swiftName": "a", "title": "t", "icon": {}}]}"#,
                    "actions[0].icon: needs 'systemImageName' or 'templateImageName'"),
        BadManifest(#"{"formatVersion": 1, "categories": [{"identifier": "C", "swiftName": "c"}, {"identifier": "C", "swiftName": "d"}], "actions": []}"#,
                    "categories: 'C' appears twice"),
        BadManifest(minimal + #", "swift": {"accessLevel": "open"}}"#, "swift.accessLevel: 'open' is not an access level"),
        BadManifest(minimal + #", "reserved": {"actions": [1]}}"#, "reserved.actions[0]: must be a string"),
        BadManifest(minimal + #", "localization": []}"#, "localization: must be an object"),
        BadManifest(minimal + #", "localization": {"bundle": "app", "table": "Localizable"}}"#,
                    "localization.bundle: 'app' is not a localization bundle"),
        BadManifest(minimal + #", "localization": {"bundle": "main"}}"#, "localization.table: is missing"),
        BadManifest(minimal + #", "localization": {"bundle": "main", "table": "../x"}}"#,
                    "localization.table: '../x' is not a strings table name"),
        BadManifest(localized(#"[]"#), "actions[0].localizations: must be an object"),
        BadManifest(localized(#"{"title": "t"}"#), "actions[0].localizations.title: must be an object"),
        BadManifest(localized(#"{"title": {"key": 1, "value": "t", "comment": ""}}"#), "actions[0].localizations.title.key: must be a string"),
        BadManifest(localized(#"{"title": {"key": "k", "value": "t"}}"#), "actions[0].localizations.title.comment: is missing"),
        BadManifest(localized(#"{"title": {"key": "", "value": "t", "comment": ""}}"#), "actions[0].localizations.title.key: must not be empty"),
        BadManifest(localized(#"{"title": {"key": "k", "value": "T", "comment": ""}}"#),
                    "actions[0].localizations.title.value: 'T' is not the value of actions[0].title, 't'"),
        BadManifest(localized(#"{"buttonTitle": {"key": "k", "value": "b", "comment": ""}}"#),
                    "actions[0].localizations.buttonTitle: localizes textInput.buttonTitle, which the action does not have"),
        BadManifest(
            #"{"formatVersion": 1, "actions": [], "categories": [{"identifier": "C", "swiftName": "c", "localizations": "#
                + #"{"categorySummaryFormat": {"key": "k", "value": "v", "comment": ""}}}]}"#,
            "categories[0].localizations.categorySummaryFormat: localizes categorySummaryFormat, which the category does not have"),
        BadManifest(sampled(#"{"payload": {"aps": {}}}"#), "categories[0].samples[0].name: is missing"),
        BadManifest(sampled(#"{"name": "N"}"#), "categories[0].samples[0].payload: is missing"),
        BadManifest(sampled(#"{"name": "N", "payload": []}"#), "categories[0].samples[0].payload: must be an object"),
        BadManifest(sampled(#"{"name": "N", "payload": {"aps": {"badge": "1"}}}"#), "categories[0].samples[0].payload.aps.badge: must be an integer"),
        BadManifest(sampled(#"{"name": "N", "payload": {"aps": {"alert": {"title": 1}}}}"#),
                    "categories[0].samples[0].payload.aps.alert.title: must be a string"),
        BadManifest(sampled(#"{"name": "N", "payload": {"aps": {"alert": {"loc-key": "k", "loc-args": [1]}}}}"#),
                    "categories[0].samples[0].payload.aps.alert.loc-args[0]: must be a string"),
        BadManifest(sampled(#"{"name": "N", "localizations": {"body": {"key": "j", "value": "v", "comment": ""}}, "payload": {"aps": {"alert": {"loc-key": "k"}}}}"#),
                    "categories[0].samples[0].localizations.body.key: 'j' is not the push's loc-key, 'k'"),
        BadManifest(sampled(#"{"name": "N", "localizations": {"title": {"key": "k", "value": "v", "comment": ""}}, "payload": {"aps": {"alert": {"title": "v"}}}}"#),
                    "categories[0].samples[0].localizations.title: localizes a text the push holds literally"),
        BadManifest(sampled(#"{"name": "N", "localizations": {"body": {"key": "k", "value": "v", "comment": ""}}, "payload": {"aps": {}}}"#),
                    "categories[0].samples[0].localizations.body: localizes a text the push does not have"),
        BadManifest(sampled(#"{"name": "N", "localizations": {"footer": {}}, "payload": {"aps": {}}}"#),
                    "categories[0].samples[0].localizations: localizes 'footer', which is not a sample's title, subtitle or body"),
    ]

    /// A manifest with one category whose only sample is `sample`.
    static func sampled(_ sample: String) -> String {
        #"{"formatVersion": 3, "actions": [], "categories": [{"identifier": "C", "swiftName": "c", "samples": ["# + sample + "]}]}"
    }

    /// A manifest with one action, titled `t`, whose `localizations` are `localizations`.
    static func localized(_ localizations: String) -> String {
        #"{"formatVersion": 1, "categories": [], "actions": [{"identifier": "A", "swiftName": "a", "title": "t", "localizations": "#
            + localizations + "}]}"
    }

    @Test("A broken or foreign manifest is an invalid-manifest error naming the place, never a crash", arguments: bad)
    func refuses(_ manifest: BadManifest) {
        let (snapshot, diagnostics) = Self.read(Array(manifest.json.utf8))
        #expect(snapshot == nil)
        let found = diagnostics.first { $0.message.contains(manifest.message) }
        #expect(found?.rule == .invalidManifest, "\(diagnostics.map(\.message))")
        if let position = manifest.position {
            #expect(found?.location.position.map { "\($0.line):\($0.column)" } == position)
        }
    }

    @Test("Invalid UTF-8 in a string and an oversized file are refused")
    func bytes() {
        var invalid = Array((Self.minimal + ", \"n\": \"").utf8)
        invalid += [0xC3, 0x28] + Array("\"}".utf8)
        let (snapshot, diagnostics) = Self.read(invalid)
        #expect(snapshot == nil && diagnostics.first?.message.contains("not valid UTF-8") == true)
        // A manifest is a file the tool writes: it is held to the limit of generated files, not of definition files.
        var limits = InputLimits(maxFileBytes: 1_000_000, maxDepth: 64, maxNodes: 100, maxScalarBytes: 100)
        limits.maxGeneratedFileBytes = 10
        let (_, tooLarge) = Self.read(Array((Self.minimal + "}").utf8), limits: limits)
        #expect(tooLarge.map(\.rule) == [.inputLimit])
        #expect(tooLarge.first?.message == "the manifest is over the limit of 10 bytes and is not read")
        #expect(tooLarge.first?.location == SourceLocation(path: "m.json", line: 1, column: 1))
    }
}
