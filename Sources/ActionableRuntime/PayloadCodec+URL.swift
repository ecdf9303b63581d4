import Foundation

extension PayloadCodec where T == URL {
    /// A JSON string holding an absolute URL (see `URLSyntax.isURL(_:relative:)`).
    @_spi(ActionableGenerated) public static var url: Self {
        Self(expected: .absoluteURL, value: { json in
            guard case .string(let text) = json, RuntimeURLs.isURL(text, relative: false) else { return nil }
            return URL(string: text)
        }, encode: { .string($0.absoluteString) })
    }

    /// A JSON string holding a URL, or a relative reference such as a path (`/rooms/7`).
    @_spi(ActionableGenerated) public static var urlReference: Self {
        Self(expected: .urlOrPath, value: { json in
            guard case .string(let text) = json, RuntimeURLs.isURL(text, relative: true) else { return nil }
            return URL(string: text)
        }, encode: { .string($0.relativeString) })
    }
}
