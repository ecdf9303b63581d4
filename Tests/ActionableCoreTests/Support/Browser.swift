import ActionableTestSupport
import Foundation

/// Headless Chromium, driven over the DevTools protocol by `Tests/Browser/chromium_driver.py`: opens pages,
/// evaluates JavaScript in them and takes screenshots. `.ci/run` installs Debian's `chromium` and sets
/// `ACTIONABLE_REQUIRE_BROWSER=1`, so that there a missing browser fails the tests instead of skipping them.
enum Browser {
    /// Whether a Chromium is on the `PATH`.
    static let isAvailable = ["chromium", "chromium-browser", "chromium-headless-shell", "google-chrome"].contains { name in
        (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
            FileManager.default.isExecutableFile(atPath: "\($0)/\(name)")
        }
    }

    /// Whether the browser tests run: a browser is there, or it must be (then its absence fails them).
    static let testsRun = isAvailable || isRequired

    /// Whether the browser tests must run (`ACTIONABLE_REQUIRE_BROWSER=1`, as `.ci/run` sets).
    static let isRequired = ProcessInfo.processInfo.environment["ACTIONABLE_REQUIRE_BROWSER"] == "1"

    /// The font families the committed screenshots were drawn with (Debian's `fonts-liberation` and
    /// `fonts-dejavu-core`, which `.ci/run` installs): with others, text is drawn differently and a pixel
    /// comparison says nothing about the page.
    static let referenceFonts = ["Liberation Sans", "DejaVu Sans"]

    /// Whether fontconfig (which Chromium draws text with) knows every reference font.
    static let hasReferenceFonts: Bool = {
        guard let listing = try? ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["fc-list", ":", "family"]),
              listing.status == 0 else { return false }
        let families = Set(listing.standardOutput.split(whereSeparator: { $0 == "\n" || $0 == "," }).map {
            $0.trimmingCharacters(in: .whitespaces)
        })
        return referenceFonts.allSatisfy(families.contains)
    }()

    /// Whether screenshots can be compared with the committed ones: the reference fonts are there, or the
    /// browser tests are required (then other fonts fail the comparison, as they should in CI).
    static let screenshotsComparable = testsRun && (hasReferenceFonts || isRequired)

    /// One page to visit.
    struct Page: Encodable, Sendable {
        /// The page's URL (a `file:` URL, perhaps with a fragment).
        var url: String
        /// `light` or `dark`: the `prefers-color-scheme` the page sees.
        var colorScheme = "light"
        /// The viewport.
        var width = 1000
        var height = 1200
        /// A JavaScript expression whose value (JSON) is returned.
        var evaluate: String?
        /// Where to save a screenshot of the page (or of `clip`).
        var screenshot: String?
        /// A CSS selector: the screenshot shows only the first element it selects.
        var clip: String?
        /// Colours whose pixels in the screenshot are counted.
        var countColors: [[Int]]?
        /// A PNG the screenshot is compared with.
        var compareWith: String?
    }

    /// What visiting a page gave.
    struct Visit: Decodable, Sendable {
        /// The expression's value: the tests' expressions give `JSON.stringify(...)` of what they look at.
        var value: String?
        /// Every URL the tab requested, the page's own included.
        var requests: [String]
        /// Uncaught exceptions in the page.
        var exceptions: [String]
        /// The pixel counts of `countColors`.
        var colorCounts: [Int]?
        /// The share of pixels that differ from `compareWith` (1 when the sizes differ).
        var difference: Double?

        /// The expression's JSON text decoded as `type`.
        func decoded<Value: Decodable>(_ type: Value.Type) throws -> Value {
            try JSONDecoder().decode(Value.self, from: Data((value ?? "null").utf8))
        }
    }

    /// Visits `pages` in one browser, in order.
    static func visit(_ pages: [Page]) throws -> [Visit] {
        struct Request: Encodable { var pages: [Page] }
        struct Response: Decodable { var pages: [Visit] }
        let directory = try ScratchDirectory.make("browser")
        defer { try? FileManager.default.removeItem(at: directory) }
        let request = directory.appendingPathComponent("request.json")
        try JSONEncoder().encode(Request(pages: pages)).write(to: request)
        let driver = TestSupport.packageRoot.appendingPathComponent("Tests/Browser/chromium_driver.py")
        let output = try ProcessRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", driver.path, request.path])
        guard output.status == 0 else { throw Failure(description: "chromium_driver.py failed:\n" + output.standardError) }
        return try JSONDecoder().decode(Response.self, from: Data(output.standardOutput.utf8)).pages
    }

    /// Why the browser gave no answer.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }
}
