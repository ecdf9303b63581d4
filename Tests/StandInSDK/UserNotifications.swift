// UserNotifications.swift
//
// Linux stand-in for Apple's UserNotifications framework, used only by the test suite so that
// generated Swift doing `import UserNotifications` can be compiled and run without an Apple SDK.
//
// The public declarations mirror the Swift-imported SDK declarations (names, labels, default
// arguments, optionality, read-only properties, option raw values, constants and availability) of
// the headers UNNotificationAction.h, UNNotificationActionIcon.h, UNNotificationCategory.h,
// UNNotificationResponse.h, UNUserNotificationCenter.h, NSString+UserNotifications.h and
// UNNotificationContent.h (MacOSX12.x SDK; see apple-api.md §1.1–1.9), plus UNNotificationRequest.h,
// UNNotification.h and UNNotificationTrigger.h for the response side, and
// UNNotificationServiceExtension.h. Only a subset of the framework is declared. Nothing here talks
// to a notification system; `StandInPushDelivery` does, for a remote notification's JSON, what the
// system does before it shows one (run the service extension when `aps` asks for it).
//
// Members marked `@_spi(StandIn)` are NOT part of the SDK. They exist only so tests can build and
// inspect values (`@_spi(StandIn) import UserNotifications`); a plain `import UserNotifications`
// cannot see them.

// Like the SDK module (whose headers import <Foundation/Foundation.h>), re-export Foundation.
@_exported import Foundation

// MARK: - UNNotificationAction.h

/// Options for a notification action (`NS_OPTIONS(NSUInteger, UNNotificationActionOptions)`).
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationActionOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Whether this action should require unlocking before being performed.
    public static var authenticationRequired: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 0) }
    /// Whether this action should be indicated as destructive.
    public static var destructive: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 1) }
    /// Whether this action should cause the application to launch in the foreground.
    public static var foreground: UNNotificationActionOptions { UNNotificationActionOptions(rawValue: 1 << 2) }
}

/// A task the app performs in response to a notification.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationAction: NSObject, NSCopying {
    internal let _identifier: String
    internal let _title: String
    internal let _options: UNNotificationActionOptions
    internal let _icon: UNNotificationActionIcon?
    // Stored in the base class, as in the SDK; exposed publicly only by UNTextInputNotificationAction.
    internal let _textInputButtonTitle: String
    internal let _textInputPlaceholder: String

    /// The unique identifier for this action.
    open var identifier: String { _identifier }
    /// The title to display for this action.
    open var title: String { StandInReads.record(); return _title }
    /// The options configured for this action.
    open var options: UNNotificationActionOptions { _options }
    /// The icon configured for this action.
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    open var icon: UNNotificationActionIcon? { _icon }

    internal init(_identifier identifier: String, title: String, options: UNNotificationActionOptions,
                  icon: UNNotificationActionIcon?, textInputButtonTitle: String, textInputPlaceholder: String) {
        _identifier = identifier
        _title = title
        _options = options
        _icon = icon
        _textInputButtonTitle = textInputButtonTitle
        _textInputPlaceholder = textInputPlaceholder
        super.init()
    }

    @available(*, unavailable)
    public override init() { fatalError("UNNotificationAction.init() is unavailable") }

    /// `+actionWithIdentifier:title:options:`
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = []) {
        self.init(_identifier: identifier, title: title, options: options, icon: nil,
                  textInputButtonTitle: "", textInputPlaceholder: "")
    }

    /// `+actionWithIdentifier:title:options:icon:`
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [], icon: UNNotificationActionIcon?) {
        self.init(_identifier: identifier, title: title, options: options, icon: icon,
                  textInputButtonTitle: "", textInputPlaceholder: "")
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationAction else { return false }
        if other === self { return true }
        return type(of: other) == type(of: self)
            && other._identifier == _identifier
            && other._title == _title
            && other._options == _options
            && other._icon == _icon
            && other._textInputButtonTitle == _textInputButtonTitle
            && other._textInputPlaceholder == _textInputPlaceholder
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_identifier)
        hasher.combine(_title)
        hasher.combine(_options.rawValue)
        return hasher.finalize()
    }

    open override var description: String {
        var text = "<\(type(of: self)): identifier: \(_identifier), title: \(_title), options: \(_options.rawValue)"
        if let icon = _icon { text += ", icon: \(icon)" }
        if self is UNTextInputNotificationAction {
            text += ", textInputButtonTitle: \(_textInputButtonTitle), textInputPlaceholder: \(_textInputPlaceholder)"
        }
        return text + ">"
    }
}

/// An action that accepts user-typed text.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNTextInputNotificationAction: UNNotificationAction {
    /// `+actionWithIdentifier:title:options:textInputButtonTitle:textInputPlaceholder:`
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(_identifier: identifier, title: title, options: options, icon: nil,
                  textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }

    /// `+actionWithIdentifier:title:options:icon:textInputButtonTitle:textInputPlaceholder:`
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    public convenience init(identifier: String, title: String, options: UNNotificationActionOptions = [],
                            icon: UNNotificationActionIcon?, textInputButtonTitle: String, textInputPlaceholder: String) {
        self.init(_identifier: identifier, title: title, options: options, icon: icon,
                  textInputButtonTitle: textInputButtonTitle, textInputPlaceholder: textInputPlaceholder)
    }

    /// The text input button title displayed for this action.
    open var textInputButtonTitle: String { _textInputButtonTitle }
    /// The placeholder text displayed in the text input field for this action.
    open var textInputPlaceholder: String { _textInputPlaceholder }
}

// MARK: - UNNotificationActionIcon.h

/// An icon associated with an action. The SDK has no public getter for the image name.
@available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
open class UNNotificationActionIcon: NSObject, NSCopying {
    internal let _systemImageName: String?
    internal let _templateImageName: String?

    internal init(_systemImageName systemImageName: String?, templateImageName: String?) {
        _systemImageName = systemImageName
        _templateImageName = templateImageName
        super.init()
    }

    @available(*, unavailable)
    public override init() { fatalError("UNNotificationActionIcon.init() is unavailable") }

    /// `+iconWithTemplateImageName:`
    public convenience init(templateImageName: String) {
        self.init(_systemImageName: nil, templateImageName: templateImageName)
    }

    /// `+iconWithSystemImageName:`
    public convenience init(systemImageName: String) {
        self.init(_systemImageName: systemImageName, templateImageName: nil)
    }

    /// Stand-in only: the name passed to `init(systemImageName:)`, else nil.
    @_spi(StandIn) public var standInSystemImageName: String? { _systemImageName }
    /// Stand-in only: the name passed to `init(templateImageName:)`, else nil.
    @_spi(StandIn) public var standInTemplateImageName: String? { _templateImageName }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationActionIcon else { return false }
        return other._systemImageName == _systemImageName && other._templateImageName == _templateImageName
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_systemImageName)
        hasher.combine(_templateImageName)
        return hasher.finalize()
    }

    open override var description: String {
        if let name = _systemImageName { return "<UNNotificationActionIcon: systemImageName: \(name)>" }
        return "<UNNotificationActionIcon: templateImageName: \(_templateImageName ?? "")>"
    }
}

// MARK: - UNNotificationCategory.h

/// Options for a notification category (`NS_OPTIONS(NSUInteger, UNNotificationCategoryOptions)`).
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public struct UNNotificationCategoryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Whether dismiss action should be sent to the UNUserNotificationCenter delegate.
    public static var customDismissAction: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 0) }

    /// Whether notifications of this category should be allowed in CarPlay.
    @available(macOS, unavailable)
    public static var allowInCarPlay: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 1) }

    /// Whether the title should be shown if the user has previews off.
    @available(macOS 10.14, iOS 11.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public static var hiddenPreviewsShowTitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 2) }

    /// Whether the subtitle should be shown if the user has previews off.
    @available(macOS 10.14, iOS 11.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public static var hiddenPreviewsShowSubtitle: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 3) }

    /// Whether notifications of this category should be allowed for announcing notifications.
    @available(iOS, introduced: 13.0, deprecated: 15.0, message: "Announcement option is ignored")
    @available(watchOS, introduced: 6.0, deprecated: 7.0, message: "Announcement option is ignored")
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    public static var allowAnnouncement: UNNotificationCategoryOptions { UNNotificationCategoryOptions(rawValue: 1 << 4) }
}

/// A type of notification the app supports, with its custom actions.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationCategory: NSObject, NSCopying {
    internal let _identifier: String
    internal let _actions: [UNNotificationAction]
    internal let _intentIdentifiers: [String]
    internal let _options: UNNotificationCategoryOptions
    internal let _hiddenPreviewsBodyPlaceholder: String
    internal let _categorySummaryFormat: String

    /// The unique identifier for this category.
    open var identifier: String { _identifier }
    /// The actions, in the order they will be displayed.
    open var actions: [UNNotificationAction] { _actions }
    /// The intents supported for notifications of this category.
    open var intentIdentifiers: [String] { _intentIdentifiers }
    open var options: UNNotificationCategoryOptions { _options }

    /// The format string that will replace the notification body if previews are hidden.
    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    open var hiddenPreviewsBodyPlaceholder: String { _hiddenPreviewsBodyPlaceholder }

    /// A format string for the summary shown when notifications of this category are grouped.
    @available(iOS 12.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    open var categorySummaryFormat: String { _categorySummaryFormat }

    internal init(_identifier identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                  hiddenPreviewsBodyPlaceholder: String, categorySummaryFormat: String,
                  options: UNNotificationCategoryOptions) {
        _identifier = identifier
        _actions = actions
        _intentIdentifiers = intentIdentifiers
        _options = options
        _hiddenPreviewsBodyPlaceholder = hiddenPreviewsBodyPlaceholder
        _categorySummaryFormat = categorySummaryFormat
        super.init()
    }

    @available(*, unavailable)
    public override init() { fatalError("UNNotificationCategory.init() is unavailable") }

    /// C1: `+categoryWithIdentifier:actions:intentIdentifiers:options:`
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            options: UNNotificationCategoryOptions = []) {
        self.init(_identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  hiddenPreviewsBodyPlaceholder: "", categorySummaryFormat: "", options: options)
    }

    /// C2: `+categoryWithIdentifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:options:`
    @available(iOS 11.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String, options: UNNotificationCategoryOptions = []) {
        self.init(_identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder, categorySummaryFormat: "",
                  options: options)
    }

    /// C3: `+categoryWithIdentifier:actions:intentIdentifiers:hiddenPreviewsBodyPlaceholder:categorySummaryFormat:options:`
    /// A nil placeholder or format is stored as "".
    @available(iOS 12.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public convenience init(identifier: String, actions: [UNNotificationAction], intentIdentifiers: [String],
                            hiddenPreviewsBodyPlaceholder: String?, categorySummaryFormat: String?,
                            options: UNNotificationCategoryOptions = []) {
        self.init(_identifier: identifier, actions: actions, intentIdentifiers: intentIdentifiers,
                  hiddenPreviewsBodyPlaceholder: hiddenPreviewsBodyPlaceholder ?? "",
                  categorySummaryFormat: categorySummaryFormat ?? "", options: options)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UNNotificationCategory else { return false }
        if other === self { return true }
        return other._identifier == _identifier
            && other._actions == _actions
            && other._intentIdentifiers == _intentIdentifiers
            && other._options == _options
            && other._hiddenPreviewsBodyPlaceholder == _hiddenPreviewsBodyPlaceholder
            && other._categorySummaryFormat == _categorySummaryFormat
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(_identifier)
        hasher.combine(_options.rawValue)
        return hasher.finalize()
    }

    open override var description: String {
        "<UNNotificationCategory: identifier: \(_identifier), actions: \(_actions), "
            + "intentIdentifiers: \(_intentIdentifiers), options: \(_options.rawValue), "
            + "hiddenPreviewsBodyPlaceholder: \(_hiddenPreviewsBodyPlaceholder), "
            + "categorySummaryFormat: \(_categorySummaryFormat)>"
    }
}

// MARK: - UNUserNotificationCenter.h

/// `NS_OPTIONS(NSUInteger, UNAuthorizationOptions)` (UNUserNotificationCenter.h).
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public struct UNAuthorizationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `UNAuthorizationOptionBadge`.
    public static var badge: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 0) }
    /// `UNAuthorizationOptionSound`.
    public static var sound: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 1) }
    /// `UNAuthorizationOptionAlert`.
    public static var alert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 2) }
    /// `UNAuthorizationOptionCarPlay` (`API_UNAVAILABLE(macos)`).
    @available(macOS, unavailable)
    public static var carPlay: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 3) }
    /// `UNAuthorizationOptionCriticalAlert` (`API_AVAILABLE(macos(10.14), ios(12.0), watchos(5.0), tvos(12.0))`).
    @available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
    public static var criticalAlert: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 4) }
    /// `UNAuthorizationOptionProvidesAppNotificationSettings` (same availability).
    @available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
    public static var providesAppNotificationSettings: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 5) }
    /// `UNAuthorizationOptionProvisional` (same availability).
    @available(macOS 10.14, iOS 12.0, watchOS 5.0, tvOS 12.0, *)
    public static var provisional: UNAuthorizationOptions { UNAuthorizationOptions(rawValue: 1 << 6) }
}

/// The app's notification center (UNUserNotificationCenter.h): `NSObject`, not `Sendable`, no public
/// initializer (`- init NS_UNAVAILABLE`; the system makes the one instance `current()` returns). Registered
/// categories and added requests are kept in memory for the life of the process. Completion handlers are
/// `@Sendable` and, as the header says of `getNotificationCategories`, "may be executed on a background
/// thread": this stand-in always calls them on one, so code that assumes the main thread is caught.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNUserNotificationCenter: NSObject {
    nonisolated(unsafe) private static let shared = UNUserNotificationCenter(_standIn: ())

    private let lock = NSLock()
    private var registeredCategories: [NSObject] = []
    private var addedRequests: [UNNotificationRequest] = []

    internal init(_standIn: ()) { super.init() }

    @available(*, unavailable)
    public override init() { fatalError("UNUserNotificationCenter.init() is unavailable; use current()") }

    /// `+currentNotificationCenter`, imported as `current()`.
    open class func current() -> UNUserNotificationCenter { shared }

    /// The object that receives notifications and responses (`weak`, as in the SDK). The system calls its
    /// completion-handler methods on the main thread (see ``standInDeliver(_:completionHandler:)``).
    weak open var delegate: (any UNUserNotificationCenterDelegate)?

    /// `-requestAuthorizationWithOptions:completionHandler:`; the stand-in grants everything.
    open func requestAuthorization(options: UNAuthorizationOptions = [], completionHandler: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        Self.onBackgroundThread { completionHandler(true, nil) }
    }

    /// The async form of `requestAuthorization(options:completionHandler:)`, `nonisolated(nonsending)` as Swift
    /// 6.2 imports it (SE-0461): it runs on the caller's actor, so the caller's non-`Sendable` center never leaves it.
    nonisolated(nonsending) open func requestAuthorization(options: UNAuthorizationOptions = []) async throws -> Bool {
        true
    }

    /// `-setNotificationCategories:`: registers all of the app's categories, replacing those registered before.
    @available(tvOS, unavailable)
    open func setNotificationCategories(_ categories: Set<UNNotificationCategory>) {
        lock.withLock { registeredCategories = Array(categories) }
    }

    /// `-getNotificationCategoriesWithCompletionHandler:`: calls `completionHandler` on a background thread.
    @available(tvOS, unavailable)
    open func getNotificationCategories(completionHandler: @escaping @Sendable (Set<UNNotificationCategory>) -> Void) {
        let categories = UncheckedBox(snapshotCategories())
        Self.onBackgroundThread { completionHandler(categories.value) }
    }

    /// The async form of `getNotificationCategories(completionHandler:)`, `nonisolated(nonsending)`.
    @available(tvOS, unavailable)
    nonisolated(nonsending) open func notificationCategories() async -> Set<UNNotificationCategory> {
        snapshotCategories()
    }

    /// `-addNotificationRequest:withCompletionHandler:`: the handler (optional) runs on a background thread.
    open func add(_ request: UNNotificationRequest, withCompletionHandler completionHandler: (@Sendable ((any Error)?) -> Void)? = nil) {
        lock.withLock { addedRequests.append(request) }
        if let completionHandler { Self.onBackgroundThread { completionHandler(nil) } }
    }

    /// The async form of `add(_:withCompletionHandler:)`, `nonisolated(nonsending)`.
    nonisolated(nonsending) open func add(_ request: UNNotificationRequest) async throws {
        lock.withLock { addedRequests.append(request) }
    }

    /// Stand-in only: forget all registered categories and added requests (test isolation).
    @_spi(StandIn) public func standInReset() {
        lock.withLock {
            registeredCategories = []
            addedRequests = []
        }
    }

    /// Stand-in only: the requests added so far.
    @_spi(StandIn) public var standInAddedRequests: [UNNotificationRequest] { lock.withLock { addedRequests } }

    /// Stand-in only: delivers `response` to the delegate as iOS does: on the main thread (call it there),
    /// through the completion-handler method `userNotificationCenter(_:didReceive:withCompletionHandler:)`,
    /// the only selector the system knows; a delegate that implements the `async` spelling instead is reached
    /// through the thunk Swift makes for it (``UNUserNotificationCenterDelegate``). `completionHandler` runs
    /// when the delegate calls its own; without a delegate, at once.
    @available(tvOS, unavailable)
    @_spi(StandIn) public func standInDeliver(_ response: UNNotificationResponse, completionHandler: @escaping @Sendable () -> Void) {
        precondition(StandInMainQueue.isCurrent, "the system delivers responses on the main thread")
        guard let delegate else { return completionHandler() }
        delegate.userNotificationCenter(self, didReceive: response, withCompletionHandler: completionHandler)
    }

    /// Stand-in only: presents `notification` to the delegate as iOS does when the app is in the foreground:
    /// on the main thread, through `userNotificationCenter(_:willPresent:withCompletionHandler:)`.
    @_spi(StandIn) public func standInPresent(
        _ notification: UNNotification, completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        precondition(StandInMainQueue.isCurrent, "the system presents notifications on the main thread")
        guard let delegate else { return completionHandler([]) }
        delegate.userNotificationCenter(self, willPresent: notification, withCompletionHandler: completionHandler)
    }

    @available(tvOS, unavailable)
    private func snapshotCategories() -> Set<UNNotificationCategory> {
        lock.withLock { Set(registeredCategories.map { $0 as! UNNotificationCategory }) }
    }

    /// Runs `work` on a thread that is not the main thread, as the system's callbacks may.
    private static func onBackgroundThread(_ work: @escaping @Sendable () -> Void) {
        Thread.detachNewThread(work)
    }
}

/// Stand-in only: how often the objects the system hands a delegate (a response, its notification, request and
/// content) were read off the main thread. UIKit objects to that (a delegate that reads them off the main thread
/// and completes there crashes apps), so tests of a documented delegate expect none.
@_spi(StandIn) public enum StandInReads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var offMain = 0

    /// The reads made off the main thread so far.
    public static var offMainThread: Int { lock.withLock { offMain } }

    /// Counts a read, if it is made off the main thread.
    static func record() {
        if !StandInMainQueue.isCurrent { lock.withLock { offMain += 1 } }
    }
}

/// Whether code runs on the main queue, the main actor's executor. On Apple platforms that is the main thread;
/// on Linux, once a program's async `main` has parked the main thread, another thread serves the main queue,
/// so the stand-in asks the queue, not the thread.
enum StandInMainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue.
    static var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }
}

/// A value moved across threads the way the system moves its own objects; the stand-in's business only.
struct UncheckedBox<Value>: @unchecked Sendable {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// How a notification that arrives while the app is in the foreground is presented.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public struct UNNotificationPresentationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// `UNNotificationPresentationOptionBadge`: apply the notification's badge value to the app's icon.
    public static var badge: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 0) }
    /// `UNNotificationPresentationOptionSound` (`API_UNAVAILABLE(tvos)`: tvOS only badges): play the sound.
    @available(tvOS, unavailable)
    public static var sound: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 1) }
    /// `UNNotificationPresentationOptionAlert`: `API_DEPRECATED("Use -[UNNotificationPresentationOptionList |
    /// UNNotificationPresentationOptionBanner]", macos(10.14, 11.0), ios(10.0, 14.0), watchos(3.0, 7.0))
    /// API_UNAVAILABLE(tvos)`.
    @available(iOS, deprecated: 14.0)
    @available(macOS, deprecated: 11.0)
    @available(watchOS, deprecated: 7.0)
    @available(tvOS, unavailable)
    public static var alert: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 2) }
    /// `UNNotificationPresentationOptionList`: show the notification in Notification Center
    /// (`API_AVAILABLE(macos(11.0), ios(14.0), watchos(7.0)) API_UNAVAILABLE(tvos)`).
    @available(macOS 11.0, iOS 14.0, watchOS 7.0, *)
    @available(tvOS, unavailable)
    public static var list: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 3) }
    /// `UNNotificationPresentationOptionBanner`: present the notification as a banner
    /// (`API_AVAILABLE(macos(11.0), ios(14.0), watchos(7.0)) API_UNAVAILABLE(tvos)`).
    @available(macOS 11.0, iOS 14.0, watchOS 7.0, *)
    @available(tvOS, unavailable)
    public static var banner: UNNotificationPresentationOptions { UNNotificationPresentationOptions(rawValue: 1 << 4) }
}

/// The app's handler of notifications and responses (UNUserNotificationCenter.h, `@protocol
/// UNUserNotificationCenterDelegate <NSObject>`, every method `@optional`).
///
/// Swift imports each Objective-C method twice: with its completion handler (`@Sendable`, as the SDK
/// audited for Swift 6), and as an `async` method, both spellings of one requirement; neither is isolated to an
/// actor. The system only knows the Objective-C selector: it calls the completion-handler method, on the main
/// thread. When an app implements the `async` spelling, Swift's `@objc` thunk receives that call and runs the
/// `async` body in an unstructured task: a `nonisolated` body then runs on the global executor, off the main
/// thread, and the completion handler is called there; a main-actor body runs on the main actor.
///
/// Swift on Linux has no optional requirements, so the stand-in declares both spellings with default
/// implementations that behave as the thunk and the system do: the completion-handler default runs the
/// `async` spelling in a task (the thunk), and the `async` default does what the system does without the
/// method (no presentation; nothing). `UNUserNotificationCenter.standInDeliver(_:completionHandler:)` and
/// `standInPresent(_:completionHandler:)` call the completion-handler spelling on the main thread, as iOS does.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
public protocol UNUserNotificationCenterDelegate: NSObjectProtocol {
    /// `-userNotificationCenter:willPresentNotification:withCompletionHandler:`
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void)
    /// The same requirement, as Swift imports it `async`.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions
    /// `-userNotificationCenter:didReceiveNotificationResponse:withCompletionHandler:` (`API_UNAVAILABLE(tvos)`).
    @available(tvOS, unavailable)
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void)
    /// The same requirement, as Swift imports it `async`.
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async
    /// `-userNotificationCenter:openSettingsForNotification:` (`API_AVAILABLE(macos(10.14), ios(12.0))
    /// API_UNAVAILABLE(watchos, tvos)`).
    @available(macOS 10.14, iOS 12.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?)
}

extension UNUserNotificationCenterDelegate {
    /// What Swift's `@objc` thunk does for a delegate that implements the `async` spelling: an unstructured
    /// task runs it (on the global executor, unless the implementation is isolated to an actor) and then calls
    /// the completion handler, on whatever thread the task ends on.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping @Sendable (UNNotificationPresentationOptions) -> Void
    ) {
        let body = UncheckedBox({ await self.userNotificationCenter(center, willPresent: notification) })
        Task { @concurrent in completionHandler(await body.value()) }
    }

    /// Without the method, the system does not present the notification.
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification
    ) async -> UNNotificationPresentationOptions { [] }

    /// The `@objc` thunk for the `async` spelling (see the `willPresent` one).
    @available(tvOS, unavailable)
    public func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping @Sendable () -> Void
    ) {
        let body = UncheckedBox({ await self.userNotificationCenter(center, didReceive: response) })
        Task { @concurrent in
            await body.value()
            completionHandler()
        }
    }

    /// Without the method, the response is not delivered.
    @available(tvOS, unavailable)
    public func userNotificationCenter(_ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse) async {}

    /// Without the method, the system shows no in-app settings link.
    @available(macOS 10.14, iOS 12.0, *)
    @available(watchOS, unavailable)
    @available(tvOS, unavailable)
    public func userNotificationCenter(_ center: UNUserNotificationCenter, openSettingsFor notification: UNNotification?) {}
}

// MARK: - NSString+UserNotifications.h

extension NSString {
    /// Looks `key` up in the main bundle's Localizable.strings (the key itself if missing) and
    /// formats it with `arguments`. The SDK defers localization to presentation time.
    @available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
    @available(tvOS, unavailable)
    public class func localizedUserNotificationString(forKey key: String, arguments: [Any]?) -> String {
        let format = Bundle.main.localizedString(forKey: key, value: nil, table: nil)
        guard let arguments, !arguments.isEmpty else { return format }
        return String(format: format, arguments: arguments.compactMap { $0 as? CVarArg })
    }
}

// MARK: - UNNotificationResponse.h (constants)

/// The action identifier for the user opening the app from the notification.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public let UNNotificationDefaultActionIdentifier: String = "com.apple.UNNotificationDefaultActionIdentifier"

/// The action identifier for the user explicitly dismissing the notification (needs `.customDismissAction`).
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
public let UNNotificationDismissActionIdentifier: String = "com.apple.UNNotificationDismissActionIdentifier"

// MARK: - UNNotificationContent.h

/// `NS_ENUM(NSUInteger, UNNotificationInterruptionLevel)`
@available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0
    case active = 1
    case timeSensitive = 2
    case critical = 3
}

/// The read-only content of a notification. (attachments, sound, summaryArgument* and
/// updating(from:) are not provided by this stand-in.)
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationContent: NSObject, NSCopying, NSMutableCopying {
    internal var _badge: NSNumber?
    internal var _body = ""
    internal var _categoryIdentifier = ""
    internal var _launchImageName = ""
    internal var _subtitle = ""
    internal var _threadIdentifier = ""
    internal var _title = ""
    internal var _userInfo: [AnyHashable: Any] = [:]
    internal var _targetContentIdentifier: String?
    internal var _interruptionLevel: UNNotificationInterruptionLevel = .active
    internal var _relevanceScore: Double = 0

    public override init() { super.init() }

    /// The application badge number.
    open var badge: NSNumber? { _badge }
    /// The body of the notification.
    @available(tvOS, unavailable)
    open var body: String { StandInReads.record(); return _body }
    /// The identifier of the registered UNNotificationCategory whose actions are shown.
    @available(tvOS, unavailable)
    open var categoryIdentifier: String { StandInReads.record(); return _categoryIdentifier }
    /// The launch image used when the app is opened from the notification.
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    open var launchImageName: String { _launchImageName }
    /// The subtitle of the notification.
    @available(tvOS, unavailable)
    open var subtitle: String { StandInReads.record(); return _subtitle }
    /// The identifier used to group notifications into threads.
    @available(tvOS, unavailable)
    open var threadIdentifier: String { StandInReads.record(); return _threadIdentifier }
    /// The title of the notification.
    @available(tvOS, unavailable)
    open var title: String { _title }
    /// The custom payload of the notification.
    @available(tvOS, unavailable)
    open var userInfo: [AnyHashable: Any] { StandInReads.record(); return _userInfo }
    /// Identifier used to pick the scene to activate; default nil.
    @available(iOS 13.0, *)
    open var targetContentIdentifier: String? { StandInReads.record(); return _targetContentIdentifier }
    /// The degree of interruption (default `.active`).
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    open var interruptionLevel: UNNotificationInterruptionLevel { _interruptionLevel }
    /// Relevance score used to sort the app's notifications (0.0 ... 1.0).
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    open var relevanceScore: Double { _relevanceScore }

    internal func copyFields(to target: UNNotificationContent) {
        target._badge = _badge
        target._body = _body
        target._categoryIdentifier = _categoryIdentifier
        target._launchImageName = _launchImageName
        target._subtitle = _subtitle
        target._threadIdentifier = _threadIdentifier
        target._title = _title
        target._userInfo = _userInfo
        target._targetContentIdentifier = _targetContentIdentifier
        target._interruptionLevel = _interruptionLevel
        target._relevanceScore = _relevanceScore
    }

    /// Returns an immutable snapshot (`self` if already immutable).
    open func copy(with zone: NSZone? = nil) -> Any {
        if type(of: self) == UNNotificationContent.self { return self }
        let snapshot = UNNotificationContent()
        copyFields(to: snapshot)
        return snapshot
    }

    /// Returns a new UNMutableNotificationContent with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let mutable = UNMutableNotificationContent()
        copyFields(to: mutable)
        return mutable
    }
}

/// Editable notification content.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNMutableNotificationContent: UNNotificationContent {
    public override init() { super.init() }

    open override var badge: NSNumber? {
        get { _badge }
        set { _badge = newValue }
    }
    @available(tvOS, unavailable)
    open override var body: String {
        get { _body }
        set { _body = newValue }
    }
    @available(tvOS, unavailable)
    open override var categoryIdentifier: String {
        get { _categoryIdentifier }
        set { _categoryIdentifier = newValue }
    }
    @available(macOS, unavailable)
    @available(tvOS, unavailable)
    open override var launchImageName: String {
        get { _launchImageName }
        set { _launchImageName = newValue }
    }
    @available(tvOS, unavailable)
    open override var subtitle: String {
        get { _subtitle }
        set { _subtitle = newValue }
    }
    @available(tvOS, unavailable)
    open override var threadIdentifier: String {
        get { _threadIdentifier }
        set { _threadIdentifier = newValue }
    }
    @available(tvOS, unavailable)
    open override var title: String {
        get { _title }
        set { _title = newValue }
    }
    @available(tvOS, unavailable)
    open override var userInfo: [AnyHashable: Any] {
        get { _userInfo }
        set { _userInfo = newValue }
    }
    @available(iOS 13.0, *)
    open override var targetContentIdentifier: String? {
        get { _targetContentIdentifier }
        set { _targetContentIdentifier = newValue }
    }
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    open override var interruptionLevel: UNNotificationInterruptionLevel {
        get { _interruptionLevel }
        set { _interruptionLevel = newValue }
    }
    @available(macOS 12.0, iOS 15.0, watchOS 8.0, tvOS 15.0, *)
    open override var relevanceScore: Double {
        get { _relevanceScore }
        set { _relevanceScore = newValue }
    }
}

// MARK: - UNNotificationTrigger.h

/// Abstract trigger condition of a notification request.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationTrigger: NSObject, NSCopying {
    internal let _repeats: Bool

    open var repeats: Bool { _repeats }

    internal init(_repeats repeats: Bool) {
        _repeats = repeats
        super.init()
    }

    @available(*, unavailable)
    public override init() { fatalError("UNNotificationTrigger.init() is unavailable") }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// Delivers a notification after a time interval, optionally repeating.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger {
    internal let _timeInterval: TimeInterval

    open var timeInterval: TimeInterval { _timeInterval }

    internal init(_timeInterval timeInterval: TimeInterval, repeats: Bool) {
        _timeInterval = timeInterval
        super.init(_repeats: repeats)
    }

    /// `+triggerWithTimeInterval:repeats:` (the SDK raises for an interval <= 0, or < 60 when repeating).
    public convenience init(timeInterval: TimeInterval, repeats: Bool) {
        precondition(timeInterval > 0, "time interval must be greater than 0")
        precondition(!repeats || timeInterval >= 60, "time interval must be at least 60 if repeating")
        self.init(_timeInterval: timeInterval, repeats: repeats)
    }

    open func nextTriggerDate() -> Date? { Date(timeIntervalSinceNow: _timeInterval) }
}

// MARK: - UNNotificationRequest.h

/// A request to schedule a local notification.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNNotificationRequest: NSObject, NSCopying {
    internal let _identifier: String
    internal let _content: UNNotificationContent
    internal let _trigger: UNNotificationTrigger?

    /// The unique identifier for this request.
    open var identifier: String { StandInReads.record(); return _identifier }
    /// The content that will be shown on the notification.
    open var content: UNNotificationContent { StandInReads.record(); return _content }
    /// The trigger; nil means deliver immediately.
    open var trigger: UNNotificationTrigger? { _trigger }

    internal init(_identifier identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        _identifier = identifier
        // `copy` properties: the request keeps an immutable snapshot of the content.
        _content = content.copy() as! UNNotificationContent
        _trigger = trigger
        super.init()
    }

    @available(*, unavailable)
    public override init() { fatalError("UNNotificationRequest.init() is unavailable") }

    /// `+requestWithIdentifier:content:trigger:` (use a nil trigger to deliver immediately).
    public convenience init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.init(_identifier: identifier, content: content, trigger: trigger)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

// MARK: - UNNotification.h

/// A delivered notification. The SDK has no public initializer.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, tvOS 10.0, *)
open class UNNotification: NSObject, NSCopying {
    internal let _date: Date
    internal let _request: UNNotificationRequest

    /// The date displayed on the notification.
    open var date: Date { StandInReads.record(); return _date }
    /// The notification request that caused the notification to be delivered.
    open var request: UNNotificationRequest { StandInReads.record(); return _request }

    internal init(_request request: UNNotificationRequest, date: Date) {
        _request = request
        _date = date
        super.init()
    }

    @available(*, unavailable)
    public override init() { fatalError("UNNotification.init() is unavailable") }

    /// Stand-in only: builds a delivered notification for tests.
    @_spi(StandIn) public static func makeForTesting(request: UNNotificationRequest, date: Date = Date()) -> UNNotification {
        UNNotification(_request: request, date: date)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

// MARK: - UNNotificationResponse.h

/// The user's response to a delivered notification. The SDK has no public initializer.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNNotificationResponse: NSObject, NSCopying {
    internal let _notification: UNNotification
    internal let _actionIdentifier: String

    /// The notification to which the user responded.
    open var notification: UNNotification { StandInReads.record(); return _notification }
    /// The chosen action: UNNotificationDismissActionIdentifier, UNNotificationDefaultActionIdentifier,
    /// or the identifier of a registered UNNotificationAction.
    open var actionIdentifier: String { StandInReads.record(); return _actionIdentifier }

    internal init(_notification notification: UNNotification, actionIdentifier: String) {
        _notification = notification
        _actionIdentifier = actionIdentifier
        super.init()
    }

    @available(*, unavailable)
    public override init() { fatalError("UNNotificationResponse.init() is unavailable") }

    /// Stand-in only: builds a response for tests.
    @_spi(StandIn) public static func makeForTesting(notification: UNNotification, actionIdentifier: String) -> UNNotificationResponse {
        UNNotificationResponse(_notification: notification, actionIdentifier: actionIdentifier)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// The user's response to a text-input action.
@available(macOS 10.14, iOS 10.0, watchOS 3.0, *)
@available(tvOS, unavailable)
open class UNTextInputNotificationResponse: UNNotificationResponse {
    internal let _userText: String

    /// The text entered or chosen by the user.
    open var userText: String { StandInReads.record(); return _userText }

    internal init(_notification notification: UNNotification, actionIdentifier: String, userText: String) {
        _userText = userText
        super.init(_notification: notification, actionIdentifier: actionIdentifier)
    }

    /// Stand-in only: builds a text-input response for tests.
    @_spi(StandIn) public static func makeForTesting(notification: UNNotification, actionIdentifier: String,
                                                     userText: String) -> UNTextInputNotificationResponse {
        UNTextInputNotificationResponse(_notification: notification, actionIdentifier: actionIdentifier, userText: userText)
    }
}

// MARK: - UNNotificationServiceExtension.h

/// The principal class of a notification service extension (`NSExtensionPointIdentifier`
/// `com.apple.usernotifications.service`). As in the SDK: not `Sendable`, no actor isolation, and a content handler
/// that is not `@Sendable`. The base class's `didReceive` does nothing: an extension that does not call the handler
/// gets `serviceExtensionTimeWillExpire()`, and the system shows the unmodified content.
@available(macOS 10.14, iOS 10.0, watchOS 6.0, *)
@available(tvOS, unavailable)
open class UNNotificationServiceExtension: NSObject {
    public override init() { super.init() }

    /// Call `contentHandler` with the content to deliver; the system shows the request's own content otherwise.
    open func didReceive(_ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void) {}

    /// Called just before the system ends the extension.
    open func serviceExtensionTimeWillExpire() {}
}

/// Stand-in only: what the system does with a remote notification's JSON before it shows it. The content is read from
/// `aps` (`alert` as a string or its `title`, `subtitle` and `body`; `category`; `thread-id`; `target-content-id`), its
/// `userInfo` is the whole payload, `aps` included; and the service extension runs only when `aps` has
/// `mutable-content` 1 (a number) and an alert, never for a silent push. It runs off the main thread, as an
/// extension's requests do; the content it hands back is what is shown.
@available(tvOS, unavailable)
@_spi(StandIn) public enum StandInPushDelivery {
    /// What delivering a payload gave: the notification shown, and whether the service extension ran.
    public struct Delivery {
        /// The notification the system shows.
        public let notification: UNNotification
        /// Whether the service extension was given the request.
        public let serviceExtensionRan: Bool
    }

    /// A payload that is not a JSON object with an `aps` object.
    public struct MalformedPayload: Error {}

    /// Delivers `payload` (the JSON body APNs received) as request `identifier`, through `serviceExtension` when the
    /// payload asks for it.
    public static func deliver(
        _ payload: Data, identifier: String = "push", date: Date = Date(timeIntervalSince1970: 0),
        serviceExtension: UNNotificationServiceExtension?
    ) throws -> Delivery {
        guard let object = try JSONSerialization.jsonObject(with: payload) as? [String: Any],
              let aps = object["aps"] as? [String: Any] else { throw MalformedPayload() }
        let content = UNMutableNotificationContent()
        switch aps["alert"] {
        case let body as String:
            content.body = body
        case let alert as [String: Any]:
            content.title = alert["title"] as? String ?? ""
            content.subtitle = alert["subtitle"] as? String ?? ""
            content.body = alert["body"] as? String ?? ""
        default:
            break
        }
        content.categoryIdentifier = aps["category"] as? String ?? ""
        content.threadIdentifier = aps["thread-id"] as? String ?? ""
        content.targetContentIdentifier = aps["target-content-id"] as? String
        content.userInfo = Dictionary(uniqueKeysWithValues: object.map { (AnyHashable($0.key), $0.value) })
        let request = UNNotificationRequest(identifier: identifier, content: content, trigger: nil)
        guard let serviceExtension, isOne(aps["mutable-content"]), aps["alert"] != nil else {
            return Delivery(notification: UNNotification(_request: request, date: date), serviceExtensionRan: false)
        }
        let delivered = runServiceExtension(serviceExtension, on: request)
        let shown = UNNotificationRequest(identifier: identifier, content: delivered, trigger: nil)
        return Delivery(notification: UNNotification(_request: shown, date: date), serviceExtensionRan: true)
    }

    /// Whether `value` is the JSON number 1.
    private static func isOne(_ value: Any?) -> Bool {
        if let value = value as? Int { return value == 1 }
        if let value = value as? Double { return value == 1 }
        return false
    }

    /// Gives `request` to `serviceExtension` on another thread and waits for the content it hands back; an extension
    /// that hands none back before a deadline is told its time expires, and the request's own content is shown.
    private static func runServiceExtension(_ serviceExtension: UNNotificationServiceExtension, on request: UNNotificationRequest) -> UNNotificationContent {
        let handed = DispatchSemaphore(value: 0)
        let lock = NSLock()
        nonisolated(unsafe) var result: UNNotificationContent?
        let call = UncheckedBox({
            serviceExtension.didReceive(request) { content in
                lock.withLock { if result == nil { result = content } }
                handed.signal()
            }
        })
        Thread.detachNewThread { call.value() }
        if handed.wait(timeout: .now() + 10) == .timedOut {
            serviceExtension.serviceExtensionTimeWillExpire()
        }
        return lock.withLock { result } ?? request.content
    }
}
