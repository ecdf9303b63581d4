// A typecheck-only Foundation for Apple targets on Linux (Tests/AppleTargets/build-modules): the declarations
// that the SDK stand-in, the generated Swift and the documented examples use, with the shapes, Sendable-ness
// and availability Apple's Foundation has as Swift 6.2 imports it (Foundation.framework headers and
// swift-foundation's Swift overlay). It is never linked or run: every body traps. Add a declaration here, as
// the SDK has it, when generated code or an example needs one.

// MARK: - NSObject.h (ObjectiveC)

/// `@protocol NSObject`.
public protocol NSObjectProtocol: AnyObject {
    func isEqual(_ object: Any?) -> Bool
    var hash: Int { get }
    var description: String { get }
}

/// `@interface NSObject`: not `Sendable`.
open class NSObject: NSObjectProtocol, Hashable, CustomStringConvertible {
    public init() {}
    open func isEqual(_ object: Any?) -> Bool { fatalError() }
    open var hash: Int { fatalError() }
    open var description: String { fatalError() }
    open func copy() -> Any { fatalError() }
    open func mutableCopy() -> Any { fatalError() }
    public static func == (lhs: NSObject, rhs: NSObject) -> Bool { fatalError() }
    public func hash(into hasher: inout Hasher) { fatalError() }
}

/// `NSZone`.
public struct NSZone {}

/// `@protocol NSCopying`.
public protocol NSCopying {
    func copy(with zone: NSZone?) -> Any
}

/// `@protocol NSMutableCopying`.
public protocol NSMutableCopying {
    func mutableCopy(with zone: NSZone?) -> Any
}

// MARK: - Foundation classes

/// `NSLock`: `@unchecked Sendable` since macOS 10.? in the Swift overlay.
open class NSLock: NSObject, @unchecked Sendable {
    public override init() {}
    open func lock() { fatalError() }
    open func unlock() { fatalError() }
    public func withLock<R>(_ body: () throws -> R) rethrows -> R { fatalError() }
}

// MARK: - Dispatch (re-exported by Foundation)

/// `DispatchSpecificKey`.
public final class DispatchSpecificKey<T>: @unchecked Sendable {
    public init() {}
}

/// `DispatchQueue`.
open class DispatchQueue: @unchecked Sendable {
    public class var main: DispatchQueue { fatalError() }
    public func setSpecific<T>(key: DispatchSpecificKey<T>, value: T?) { fatalError() }
    public class func getSpecific<T>(key: DispatchSpecificKey<T>) -> T? { fatalError() }
    public func async(execute work: @escaping @Sendable () -> Void) { fatalError() }
}

/// `DispatchTime`.
public struct DispatchTime: Sendable {
    public static func now() -> DispatchTime { fatalError() }
    public static func + (time: DispatchTime, seconds: Double) -> DispatchTime { fatalError() }
}

/// `DispatchTimeoutResult`.
public enum DispatchTimeoutResult: Sendable {
    case success
    case timedOut
}

/// `DispatchSemaphore`.
open class DispatchSemaphore: @unchecked Sendable {
    public init(value: Int) { fatalError() }
    @discardableResult public func signal() -> Int { fatalError() }
    public func wait(timeout: DispatchTime) -> DispatchTimeoutResult { fatalError() }
}

/// `NSThread`.
open class Thread: NSObject {
    open class var isMainThread: Bool { fatalError() }
    open class func detachNewThread(_ block: @escaping @Sendable () -> Void) { fatalError() }
}

/// `NSNumber`.
open class NSNumber: NSObject, @unchecked Sendable {
    public init(value: Int) { fatalError() }
    public init(value: Bool) { fatalError() }
    public init(value: Double) { fatalError() }
    open var intValue: Int { fatalError() }
    open var boolValue: Bool { fatalError() }
    open var doubleValue: Double { fatalError() }
    open var int64Value: Int64 { fatalError() }
    open var uint64Value: UInt64 { fatalError() }
    open var objCType: UnsafePointer<CChar> { fatalError() }
    open var stringValue: String { fatalError() }
}

/// `NSDecimalNumber`.
open class NSDecimalNumber: NSNumber, @unchecked Sendable {}

/// `NSString`.
open class NSString: NSObject, @unchecked Sendable {
    public init(string: String) { fatalError() }
}

/// `NSNull`.
open class NSNull: NSObject, @unchecked Sendable {
    public override init() {}
}

/// `LocalizedError`: an error with localized messages, each `nil` by default.
public protocol LocalizedError: Error {
    var errorDescription: String? { get }
    var failureReason: String? { get }
    var recoverySuggestion: String? { get }
    var helpAnchor: String? { get }
}

extension LocalizedError {
    public var errorDescription: String? { nil }
    public var failureReason: String? { nil }
    public var recoverySuggestion: String? { nil }
    public var helpAnchor: String? { nil }
}

/// `NSError`.
open class NSError: NSObject, Error, @unchecked Sendable {
    public init(domain: String, code: Int, userInfo: [String: Any]? = nil) { fatalError() }
}

/// `NSBundle`.
open class Bundle: NSObject, @unchecked Sendable {
    open class var main: Bundle { fatalError() }
    public init?(identifier: String) { fatalError() }
    open func localizedString(forKey key: String, value: String?, table tableName: String?) -> String { fatalError() }
}

public typealias TimeInterval = Double

/// `NSRange`.
public struct NSRange: Hashable, Sendable {
    public var location: Int
    public var length: Int
    public init(location: Int, length: Int) { fatalError() }
    public init<R: RangeExpression>(_ region: R, in target: some StringProtocol) where R.Bound == String.Index { fatalError() }
}

/// `NSRegularExpression`: `@unchecked Sendable` (its header says it is immutable and thread safe).
open class NSRegularExpression: NSObject, @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public struct MatchingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var anchored: MatchingOptions { fatalError() }
    }
    public init(pattern: String, options: Options = []) throws { fatalError() }
    open func firstMatch(in string: String, options: MatchingOptions = [], range: NSRange) -> NSTextCheckingResult? { fatalError() }
    open func numberOfMatches(in string: String, options: MatchingOptions = [], range: NSRange) -> Int { fatalError() }
}

/// `NSTextCheckingResult`.
open class NSTextCheckingResult: NSObject, @unchecked Sendable {
    open var range: NSRange { fatalError() }
}

// MARK: - Value types

/// `Data`.
public struct Data: Hashable, Sendable, Codable, RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public typealias Index = Int
    public typealias Element = UInt8
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element == UInt8 { fatalError() }
    public var startIndex: Int { fatalError() }
    public var endIndex: Int { fatalError() }
    public subscript(position: Int) -> UInt8 { get { fatalError() } set { fatalError() } }
    public mutating func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == UInt8 {
        fatalError()
    }
    public struct Base64EncodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public struct Base64DecodingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
    }
    public init?(base64Encoded base64String: String, options: Base64DecodingOptions = []) { fatalError() }
    public init?(base64Encoded base64Data: Data, options: Base64DecodingOptions = []) { fatalError() }
    public func base64EncodedString(options: Base64EncodingOptions = []) -> String { fatalError() }
    public func withUnsafeBytes<ResultType>(_ body: (UnsafeRawBufferPointer) throws -> ResultType) rethrows -> ResultType {
        fatalError()
    }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

/// `Date`.
public struct Date: Hashable, Comparable, Sendable, Codable {
    public init() { fatalError() }
    public init(timeIntervalSinceNow: TimeInterval) { fatalError() }
    public init(timeIntervalSince1970: TimeInterval) { fatalError() }
    public init(timeIntervalSinceReferenceDate: TimeInterval) { fatalError() }
    public var timeIntervalSince1970: TimeInterval { fatalError() }
    public var timeIntervalSinceReferenceDate: TimeInterval { fatalError() }
    public static func < (lhs: Date, rhs: Date) -> Bool { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

/// `URL`.
public struct URL: Hashable, Sendable, Codable, CustomStringConvertible {
    public init?(string: String) { fatalError() }
    public init(fileURLWithPath path: String) { fatalError() }
    public var scheme: String? { fatalError() }
    public var host: String? { fatalError() }
    public var absoluteString: String { fatalError() }
    public var relativeString: String { fatalError() }
    public var description: String { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

/// `UUID`.
public struct UUID: Hashable, Sendable, Codable, CustomStringConvertible {
    public init() { fatalError() }
    public init?(uuidString string: String) { fatalError() }
    public var uuidString: String { fatalError() }
    public var description: String { fatalError() }
    public init(from decoder: any Decoder) throws { fatalError() }
    public func encode(to encoder: any Encoder) throws { fatalError() }
}

/// `Locale`.
public struct Locale: Hashable, Sendable {
    public init(identifier: String) { fatalError() }
    public static var current: Locale { fatalError() }
}

// MARK: - Coders and formatters

/// `JSONEncoder`: not `Sendable` before macOS 13 / iOS 16 in the SDK; declared without.
open class JSONEncoder {
    public struct OutputFormatting: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var prettyPrinted: OutputFormatting { fatalError() }
        public static var sortedKeys: OutputFormatting { fatalError() }
        public static var withoutEscapingSlashes: OutputFormatting { fatalError() }
    }
    public enum KeyEncodingStrategy: Sendable {
        case useDefaultKeys
        case convertToSnakeCase
    }
    public enum DateEncodingStrategy: Sendable {
        case deferredToDate
        case iso8601
    }
    open var outputFormatting: OutputFormatting = []
    open var keyEncodingStrategy: KeyEncodingStrategy = .useDefaultKeys
    open var dateEncodingStrategy: DateEncodingStrategy = .deferredToDate
    public init() {}
    open func encode<T: Encodable>(_ value: T) throws -> Data { fatalError() }
}

/// `JSONDecoder`.
open class JSONDecoder {
    public enum KeyDecodingStrategy: Sendable {
        case useDefaultKeys
        case convertFromSnakeCase
    }
    public enum DateDecodingStrategy: Sendable {
        case deferredToDate
        case iso8601
    }
    open var keyDecodingStrategy: KeyDecodingStrategy = .useDefaultKeys
    open var dateDecodingStrategy: DateDecodingStrategy = .deferredToDate
    public init() {}
    open func decode<T: Decodable>(_ type: T.Type, from data: Data) throws -> T { fatalError() }
}

/// `NSJSONSerialization`.
open class JSONSerialization: NSObject {
    public struct ReadingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var fragmentsAllowed: ReadingOptions { fatalError() }
    }
    public struct WritingOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var sortedKeys: WritingOptions { fatalError() }
        public static var fragmentsAllowed: WritingOptions { fatalError() }
        public static var withoutEscapingSlashes: WritingOptions { fatalError() }
    }
    open class func isValidJSONObject(_ obj: Any) -> Bool { fatalError() }
    open class func data(withJSONObject obj: Any, options opt: WritingOptions = []) throws -> Data { fatalError() }
    open class func jsonObject(with data: Data, options opt: ReadingOptions = []) throws -> Any { fatalError() }
}

/// `NSFormatter`.
open class Formatter: NSObject {}

/// `NSISO8601DateFormatter`: `@unchecked Sendable` in the SDK.
open class ISO8601DateFormatter: Formatter, @unchecked Sendable {
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var withInternetDateTime: Options { fatalError() }
        public static var withFractionalSeconds: Options { fatalError() }
    }
    open var formatOptions: Options = []
    public override init() {}
    open func string(from date: Date) -> String { fatalError() }
    open func date(from string: String) -> Date? { fatalError() }
}

// MARK: - Strings

/// `NSString.CompareOptions`.
extension String {
    public struct CompareOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var regularExpression: CompareOptions { fatalError() }
        public static var anchored: CompareOptions { fatalError() }
        public static var caseInsensitive: CompareOptions { fatalError() }
    }
}

extension StringProtocol {
    public func range<T: StringProtocol>(of aString: T, options mask: String.CompareOptions = [],
                                         range searchRange: Range<Index>? = nil, locale: Locale? = nil) -> Range<Index>? {
        fatalError()
    }
    public func components<T: StringProtocol>(separatedBy separator: T) -> [String] { fatalError() }
    public func replacingOccurrences<Target: StringProtocol, Replacement: StringProtocol>(
        of target: Target, with replacement: Replacement, options: String.CompareOptions = [], range searchRange: Range<Index>? = nil
    ) -> String { fatalError() }
    public func trimmingCharacters(in set: CharacterSet) -> String { fatalError() }
}

/// `CharacterSet`.
public struct CharacterSet: Hashable, Sendable {
    public static var whitespaces: CharacterSet { fatalError() }
    public static var whitespacesAndNewlines: CharacterSet { fatalError() }
}

extension String {
    public init(format: String, _ arguments: any CVarArg...) { fatalError() }
    public init(format: String, arguments: [any CVarArg]) { fatalError() }
    public init?(data: Data, encoding: String.Encoding) { fatalError() }
    public func data(using encoding: String.Encoding, allowLossyConversion: Bool = false) -> Data? { fatalError() }

    /// `String.Encoding`.
    public struct Encoding: Hashable, Sendable {
        public var rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static var utf8: Encoding { fatalError() }
    }

    @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public init(localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
                locale: Locale = .current, comment: StaticString? = nil) { fatalError() }

    @available(macOS 13.0, iOS 16.0, tvOS 16.0, watchOS 9.0, *)
    public init(localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
                bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) { fatalError() }

    /// `String.LocalizationValue`.
    @available(macOS 12.0, iOS 15.0, tvOS 15.0, watchOS 8.0, *)
    public struct LocalizationValue: ExpressibleByStringInterpolation, Sendable, Hashable {
        public init(stringLiteral value: String) { fatalError() }
        public init(stringInterpolation: DefaultStringInterpolation) { fatalError() }
        public init(_ value: String) { fatalError() }
    }
}

/// `NSLocalizedString`.
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "",
                              comment: String) -> String { fatalError() }

