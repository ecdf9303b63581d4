import ActionableCore
import Foundation
import Testing

/// Keeps `Schemas/` in step with the code: every input actionable accepts validates against its schema, every
/// input it rejects for its shape does not, and the schemas declare exactly the keys and option names the
/// decoder accepts, the configuration reader accepts and the manifest generator writes.
@Suite("JSON Schemas")
struct SchemaTests {
    /// Every input and the schemas' verdicts, computed once for all the tests (Python runs once).
    static let corpus = Result { try SchemaCorpus.build() }

    /// The key paths of a definition file that the decoder accepts, from its key lists.
    static var decoderKeyPaths: Set<String> {
        let decoder = DefinitionDecoder.self
        /// The key paths of a `{key, value, comment}` mapping at each of `paths`.
        func localizedText(_ paths: [String]) -> [String] {
            paths.flatMap { path in decoder.localizedTextKeys.map { path + "." + $0 } }
        }
        /// The key paths of an action at `path`, with its icon's, text input's and localized text's.
        func action(_ path: String) -> [String] {
            decoder.actionKeys.map { path + $0 } + decoder.iconKeys.map { path + "icon." + $0 }
                + decoder.textInputKeys.map { path + "textInput." + $0 }
                + localizedText([path + "title", path + "textInput.buttonTitle", path + "textInput.placeholder"])
        }
        /// The key paths of a mapping of payload keys at `path`: each key, and the keys of its mapping form.
        func payloadKeys(_ path: String) -> [String] {
            [path + ".*"] + decoder.payloadKeyKeys.map { path + ".*." + $0 } + decoder.payloadValueKeys.map { path + ".*.values[]." + $0 }
        }
        /// The key paths of a sample at `path`, with its localized texts'.
        func samples(_ path: String) -> [String] {
            decoder.sampleKeys.map { path + $0 }
                + ["title", "subtitle", "body"].flatMap { field in decoder.sampleTextKeys.map { path + field + "." + $0 } }
        }
        /// The key paths of an `available` mapping at `path`: one per platform.
        func availability(_ path: String) -> [String] {
            Platform.allCases.map { path + "available." + $0.rawValue }
        }
        return Set(decoder.fileKeys + decoder.reservedKeys.map { "reserved." + $0 } + decoder.categoryKeys.map { "categories[]." + $0 }
            + availability("actions[].") + availability("categories[].actions[].")
            + ["payloads.*"] + payloadKeys("payloads.*") + payloadKeys("categories[].payload") + payloadKeys("categories[].payload[]")
            + decoder.pushKeys.map { "pushes[]." + $0 } + decoder.pushMatchKeys.map { "pushes[].match." + $0 }
            + payloadKeys("pushes[].payload") + payloadKeys("pushes[].payload[]")
            + decoder.localizationKeys.map { "localization." + $0 }
            + decoder.contentExtensionKeys.map { "contentExtensions[]." + $0 }
            + localizedText(["categories[].hiddenPreviewsBodyPlaceholder", "categories[].categorySummaryFormat"])
            + action("actions[].") + action("categories[].actions[].")
            + decoder.actionReferenceKeys.map { "categories[].actions[]." + $0 }
            + samples("categories[].samples[].") + samples("pushes[].samples[]."))
    }

    @Test("Each schema is a valid draft 2020-12 schema that says so")
    func schemasAreValid() throws {
        let report = try Self.corpus.get().report
        for schema in SchemaValidator.Schema.allCases {
            #expect(report.schemaProblems[schema.rawValue] == [], "\(schema.rawValue)")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: schema.url)) as? [String: Any]
            #expect(object?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema", "\(schema.rawValue)")
        }
    }

    @Test("The examples and the hand-written inputs are accepted or rejected by actionable as intended")
    func inputsAreWhatTheySeem() throws {
        let inputs = try Self.corpus.get().inputs
        for input in inputs where input.intended != nil {
            #expect(input.verdict == input.intended, "\(input.name)")
        }
        let fromRuleTests = inputs.filter { $0.name.hasPrefix("RuleTests") }
        #expect(fromRuleTests.contains { $0.verdict == .accepted } && fromRuleTests.contains { $0.verdict == .rejected })
    }

    @Test("Every input actionable accepts validates against its schema")
    func acceptedInputsValidate() throws {
        let corpus = try Self.corpus.get()
        for input in corpus.inputs where input.verdict == .accepted {
            for document in input.documents {
                let errors = try #require(corpus.report.errors[document.name], "no report for \(document.name)")
                #expect(errors.isEmpty, "\(document.name): \(errors)")
            }
        }
    }

    @Test("Every input actionable rejects for its shape fails to validate against its schema")
    func rejectedInputsDoNotValidate() throws {
        let corpus = try Self.corpus.get()
        for input in corpus.inputs where input.verdict == .rejected {
            let errors = try input.documents.flatMap { document in
                try #require(corpus.report.errors[document.name], "no report for \(document.name)")
            }
            #expect(!errors.isEmpty, "\(input.name) validates:\n\(input.documents.map(\.json).joined())")
        }
    }

    @Test("The definitions schema declares exactly the decoder's keys and options")
    func definitionsSchemaMatchesDecoder() throws {
        let outline = try SchemaOutline(schemaAt: SchemaValidator.Schema.definitions.url)
        #expect(outline.keyPaths.subtracting(Self.decoderKeyPaths).isEmpty, "not accepted by the decoder")
        #expect(Self.decoderKeyPaths.subtracting(outline.keyPaths).isEmpty, "missing from the schema")
        // Every payload type's enum (a key's shorthand, its `type`, and their flow-list forms) names the types the
        // validator reads: the single ones, and in the scalar forms their lists too.
        let single = Set(Model.PayloadKind.named.keys).union(["object"])
        let every = single.union(["map", "list"]).union(single.map { "[\($0)]" })
        for (path, values) in outline.enums where path.contains("payload") && !path.hasSuffix(".optional") && !path.hasSuffix(".relative") {
            if path.hasSuffix(".encoding") {
                #expect(values == ["plain", "text", "json", "base64json"], "\(path)")
            } else {
                #expect(Set(values) == every || Set(values) == single, "\(path)")
            }
        }
        // `optional` also allows the booleans true and false, which editors reading YAML 1.2 see.
        #expect(outline.enums.filter { $0.key.hasSuffix(".optional") || $0.key.hasSuffix(".relative") }.values.allSatisfy { $0 == ["true", "false"] })
        #expect(outline.enums.filter { !$0.key.contains("payload") } == [
            "categories[].options[]": CategoryOption.allCases.map(\.rawValue),
            "actions[].options[]": ActionOption.allCases.map(\.rawValue),
            "categories[].actions[].options[]": ActionOption.allCases.map(\.rawValue),
            "actions[].platforms[]": Platform.allCases.map(\.rawValue),
            // Twice: an inline action's and a reference's.
            "categories[].actions[].platforms[]": Platform.allCases.map(\.rawValue) + Platform.allCases.map(\.rawValue),
            "localization.keys": DefinitionDecoder.localizationKeyModes,
            "pushes[].silent": ["true", "false"],
            "pushes[].mutableContent": ["true", "false"],
            "categories[].mutableContent": ["true", "false"],
            "contentExtensions[].defaultContentHidden": ["true", "false"],
            "contentExtensions[].overridesDefaultTitle": ["true", "false"],
            "contentExtensions[].userInteractionEnabled": ["true", "false"],
        ])
    }

    @Test("The configuration schema declares exactly the configuration keys and their values")
    func configurationSchemaMatchesReader() throws {
        let outline = try SchemaOutline(schemaAt: SchemaValidator.Schema.configuration.url)
        #expect(outline.keyPaths.subtracting(outline.freeKeyPaths.map { $0 + ".*" }) == Set(Configuration.keys))
        // Free keys: rule ids, and the ids of the content extensions whose Info.plist files are named.
        #expect(outline.freeKeyPaths == ["extensionPlists", "rules"])
        // warningsAsErrors also allows the booleans true and false, which editors reading YAML 1.2 see.
        #expect(outline.enums == [
            "accessLevel": AccessLevel.allCases.map(\.rawValue), "warningsAsErrors": ["true", "false"],
            "rules.*": RuleLevel.allCases.map(\.rawValue),
            "localizationBundle": LocalizationBundle.allCases.map(\.rawValue),
            "generate": GeneratedPart.allCases.map(\.rawValue), "generate[]": GeneratedPart.allCases.map(\.rawValue),
            "runtime": RuntimeMode.allCases.map(\.rawValue),
        ])
    }

    /// `categories[].payload[].properties[].key` as `categories[].payload[].properties`: a path into a nested payload
    /// type, cut where the nesting starts (a union's `anyOf[].swiftName` is its own).
    /// `path` with a push kind's payload key written as a category's: both are the same `payloadKey`.
    static func asCategoryKey(_ path: String) -> String {
        path.hasPrefix("pushes[].payload[]") ? "categories[].payload[]" + path.dropFirst("pushes[].payload[]".count) : path
    }

    static func upToNesting(_ path: String) -> String {
        let prefix = "categories[].payload[]."
        guard path.hasPrefix(prefix) else { return path }
        let rest = path.dropFirst(prefix.count)
        if rest == "anyOf[].swiftName" { return path }
        for nesting in ["properties", "of", "anyOf"] where rest.hasPrefix(nesting + ".") || rest.hasPrefix(nesting + "[]") {
            return prefix + nesting
        }
        return path
    }

    @Test("The manifest schema declares exactly the fields the generator writes, with their values")
    func manifestSchemaMatchesGenerator() throws {
        let outline = try SchemaOutline(schemaAt: SchemaValidator.Schema.manifest.url)
        let manifest = try JSONSerialization.jsonObject(with: Data(SchemaCorpus.everyKeyManifest().utf8))
        // Each category's push payload schema is a JSON Schema document of its own: the manifest schema checks its
        // top only, and PayloadTests check the documents with jsonschema.
        // A payload key's type nests (an object's properties, `of`, a union's alternatives): the schema says so once,
        // by reference, so a path inside a nested type is checked up to where the nesting starts.
        let written = Set(SchemaOutline.keyPaths(ofDocument: manifest, freeKeyPaths: outline.freeKeyPaths)
            .filter { !$0.hasPrefix("categories[].pushPayloadSchema.") && !$0.hasPrefix("pushes[].pushPayloadSchema.") }
            // A sample's payload is a push, whose keys are the definitions'.
            .filter { !$0.hasPrefix("categories[].samples[].payload.") && !$0.hasPrefix("pushes[].samples[].payload.") }
            .filter { !$0.hasPrefix("$defs.") || $0.split(separator: ".").count == 2 }
            .map { Self.upToNesting(Self.asCategoryKey($0)) })
        let declared = Set(outline.keyPaths.map(Self.asCategoryKey))
        #expect(declared.subtracting(written).isEmpty, "never written")
        #expect(written.subtracting(declared).isEmpty, "missing from the schema")
        let pushEnums = outline.enums.filter { $0.key.hasPrefix("pushes[]") }
        #expect(pushEnums == Dictionary(uniqueKeysWithValues: pushEnums.keys.map { ($0, outline.enums[Self.asCategoryKey($0)] ?? []) }))
        #expect(outline.enums.filter { !$0.key.hasPrefix("pushes[]") } == [
            "categories[].options[]": CategoryOption.allCases.map(\.rawValue),
            "actions[].options[]": ActionOption.allCases.map(\.rawValue),
            "actions[].platforms[]": Platform.allCases.map(\.rawValue),
            "categories[].actionPlatforms.*[]": Platform.allCases.map(\.rawValue),
            "swift.accessLevel": AccessLevel.allCases.map(\.rawValue),
            "localization.bundle": LocalizationBundle.allCases.map(\.rawValue),
            "categories[].payload[].type": ["string", "int", "double", "bool", "url", "date", "uuid", "object"]
                + ["string", "int", "double", "bool", "url", "date", "uuid", "object"].map { "[\($0)]" } + ["map", "list", "anyOf"],
            "categories[].payload[].encoding": ["text", "json", "base64json"],
        ])
    }

    @Test("Every property of every schema has a description, for editors to show")
    func propertiesAreDescribed() throws {
        for schema in SchemaValidator.Schema.allCases {
            #expect(try SchemaOutline(schemaAt: schema.url).undescribed.isEmpty, "\(schema.rawValue)")
        }
    }

    @Test("Every YAML file under Examples names its schema on its first line, by a path that exists")
    func examplesNameTheirSchema() throws {
        let examples = TestSupport.packageRoot.appendingPathComponent("Examples")
        let enumerator = try #require(FileManager.default.enumerator(
            at: examples, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]))
        let files = enumerator.compactMap { $0 as? URL }.filter { $0.pathExtension == "yaml" }
        #expect(files.count >= 6)
        for url in files {
            let schema: SchemaValidator.Schema = url.lastPathComponent == "actionable-config.yaml" ? .configuration : .definitions
            let firstLine = try String(contentsOf: url, encoding: .utf8).prefix { $0 != "\n" }
            let prefix = "# yaml-language-server: $schema="
            #expect(firstLine.hasPrefix(prefix), "\(url.path)")
            let named = url.deletingLastPathComponent().appendingPathComponent(String(firstLine.dropFirst(prefix.count)))
            #expect(named.standardizedFileURL == schema.url.standardizedFileURL, "\(url.path) names \(firstLine)")
        }
    }
}
