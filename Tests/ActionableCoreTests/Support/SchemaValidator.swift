import ActionableCore
import ActionableTestSupport
import Foundation

/// Validates JSON documents against the schemas in `Schemas/` with Python's `jsonschema` package
/// (`Draft202012Validator`), all of them in one run of Python. `.ci/run` installs the package.
enum SchemaValidator {
    /// The schema files, by name, in `Schemas/`.
    enum Schema: String, CaseIterable, Sendable {
        /// Definition files.
        case definitions = "actionable-definitions.schema.json"
        /// The JSON manifest.
        case manifest = "actionable-manifest.schema.json"
        /// `actionable-config.yaml`.
        case configuration = "actionable-config.schema.json"

        /// The schema file.
        var url: URL { TestSupport.packageRoot.appendingPathComponent("Schemas/" + rawValue) }
    }

    /// One document to validate.
    struct Document: Sendable {
        /// A name unique in the batch, for the report and for messages.
        var name: String
        /// The schema it is validated against.
        var schema: Schema
        /// The document, as JSON text.
        var json: String
    }

    /// What one run found.
    struct Report: Decodable, Sendable {
        /// `check_schema`'s complaints about each schema file, by file name; empty for a valid draft 2020-12 schema.
        var schemaProblems: [String: [String]]
        /// Every validation error of each document, by document name, as `/json/pointer: message`.
        var errors: [String: [String]]
    }

    /// Why the run gave no report.
    struct Failure: Error, CustomStringConvertible {
        /// What Python said.
        var description: String
    }

    /// Checks every schema file with `check_schema` and validates `documents`.
    static func validate(_ documents: [Document]) throws -> Report {
        guard Set(documents.map(\.name)).count == documents.count else {
            throw Failure(description: "two documents have the same name, so the report could not tell them apart")
        }
        let directory = try TestSupport.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let batch = directory.appendingPathComponent("batch.json")
        let schemas = Dictionary(uniqueKeysWithValues: Schema.allCases.map { ($0.rawValue, JSONValue.string($0.url.path)) })
        let items = documents.map { document in
            JSONValue.object(["name": .string(document.name), "schema": .string(document.schema.rawValue), "json": .string(document.json)])
        }
        try Data(JSONValue.object(["schemas": .object(schemas), "documents": .array(items)]).document.utf8).write(to: batch)
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, batch.path])
        guard output.status == 0 else {
            throw Failure(description: "python3 failed (is jsonschema installed? `python3 -m pip install 'jsonschema>=4.18'`):\n"
                + output.standardError)
        }
        return try JSONDecoder().decode(Report.self, from: Data(output.standardOutput.utf8))
    }

    /// The Python program: reads the batch named by its argument, prints the report as JSON.
    private static let script = """
        import json, sys
        from jsonschema import Draft202012Validator
        from jsonschema.exceptions import SchemaError

        with open(sys.argv[1], encoding="utf-8") as file:
            batch = json.load(file)
        validators, problems = {}, {}
        for name, path in batch["schemas"].items():
            with open(path, encoding="utf-8") as file:
                schema = json.load(file)
            try:
                Draft202012Validator.check_schema(schema)
                problems[name] = []
            except SchemaError as error:
                problems[name] = [error.message]
            validators[name] = Draft202012Validator(schema)
        errors = {
            document["name"]: [
                "/" + "/".join(str(part) for part in error.absolute_path) + ": " + error.message
                for error in validators[document["schema"]].iter_errors(json.loads(document["json"]))
            ]
            for document in batch["documents"]
        }
        json.dump({"schemaProblems": problems, "errors": errors}, sys.stdout)
        """
}
