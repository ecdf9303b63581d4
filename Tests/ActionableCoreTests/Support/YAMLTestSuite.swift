@testable import ActionableCore
import Foundation

/// The official YAML test suite's data (release data-2022-01-17), vendored in `Tests/Fixtures/yaml-test-suite`
/// with its license; its README there names the upstream commit and the files kept.
enum YAMLTestSuite {
    /// The suite's `data` folder.
    static let dataDirectory = TestSupport.packageRoot.appendingPathComponent("Tests/Fixtures/yaml-test-suite/data")

    /// The suite is not where the tests look for it.
    struct Missing: Error, CustomStringConvertible {
        /// Says where the suite was expected.
        var description: String {
            "The YAML test suite is missing: expected its cases in \(dataDirectory.path) (Tests/Fixtures/yaml-test-suite)"
        }
    }

    /// Every case (`data/<ID>/` or, for a file of several, `data/<ID>/<NN>/`), sorted by id.
    static func cases() throws -> [YAMLTestSuiteCase] {
        let files = FileManager.default
        guard let ids = try? files.contentsOfDirectory(atPath: dataDirectory.path) else { throw Missing() }
        var cases: [YAMLTestSuiteCase] = []
        for id in ids.sorted() {
            let directory = dataDirectory.appendingPathComponent(id)
            if files.fileExists(atPath: directory.appendingPathComponent("in.yaml").path) {
                cases.append(try YAMLTestSuiteCase(id: id, directory: directory))
            } else {
                for number in try files.contentsOfDirectory(atPath: directory.path).sorted() {
                    cases.append(try YAMLTestSuiteCase(id: id + "/" + number, directory: directory.appendingPathComponent(number)))
                }
            }
        }
        return cases
    }
}

/// One case of the YAML test suite: an input and the events a parser must give for it.
struct YAMLTestSuiteCase: Sendable {
    /// The suite's name for the case: `229Q`, or `4MUZ/01` for one of several from one source file.
    let id: String
    /// Whether the input must fail to parse (the case has an `error` file).
    let isError: Bool
    /// `in.yaml`, with the path `<id>/in.yaml`.
    let input: SourceFile
    /// `test.event`: the expected events, one a line; for an error case, those before the error.
    let expectedEvents: String

    /// Reads the case in `directory`.
    init(id: String, directory: URL) throws {
        self.id = id
        isError = FileManager.default.fileExists(atPath: directory.appendingPathComponent("error").path)
        input = SourceFile(path: id + "/in.yaml", contents: Array(try Data(contentsOf: directory.appendingPathComponent("in.yaml"))))
        expectedEvents = String(decoding: try Data(contentsOf: directory.appendingPathComponent("test.event")), as: UTF8.self)
    }

    /// What the loader's event layer reads from the input: its events in the suite's format, one a line,
    /// up to the end or to the failure that stopped them.
    func readEvents() -> (events: String, failure: YAMLEventReader.Failure?) {
        var events = ""
        do throws(YAMLEventReader.Failure) {
            var reader = try YAMLEventReader(input)
            while let event = try reader.next() {
                events += event.testSuiteLine + "\n"
            }
            return (events, nil)
        } catch {
            return (events, error)
        }
    }
}
