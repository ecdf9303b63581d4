/// The catalog of change rules `actionable diff` applies. Each has a stable id (its raw value), a class and a
/// one-line purpose; `actionable rules` prints this table and the README documents it.
public enum ChangeRule: String, CaseIterable, Sendable, Hashable {
    // Wire: ids and shapes that payloads and older app builds depend on.
    case categoryRemoved = "category-removed"
    case categoryRenamed = "category-renamed"
    case actionRemoved = "action-removed"
    case actionRenamed = "action-renamed"
    case actionKindChanged = "action-kind-changed"
    case formatArgumentsChanged = "format-arguments-changed"
    case reservedIDReused = "reserved-id-reused"
    case reservationRemoved = "reservation-removed"
    case localizationKeyChanged = "localization-key-changed"
    case localizationRemoved = "localization-removed"
    case localizationLeftPushTable = "localization-left-push-table"
    case payloadKeyRemoved = "payload-key-removed"
    case payloadKeyRenamed = "payload-key-renamed"
    case payloadKeyTypeChanged = "payload-key-type-changed"
    case payloadKeyMadeRequired = "payload-key-made-required"
    case payloadKeyMadeOptional = "payload-key-made-optional"
    case payloadKeyRequiredAdded = "payload-key-required-added"
    case pushKindRemoved = "push-kind-removed"
    case pushMatchChanged = "push-match-changed"
    case mutableContentAdded = "mutable-content-added"
    case mutableContentRemoved = "mutable-content-removed"
    case sampleLocalizationChanged = "sample-localization-changed"
    // Behavior: what users and the OS do.
    case foregroundChanged = "foreground-changed"
    case authenticationChanged = "authentication-changed"
    case destructiveChanged = "destructive-changed"
    case hiddenPreviewsChanged = "hidden-previews-changed"
    case carPlayChanged = "carplay-changed"
    case customDismissAdded = "custom-dismiss-added"
    case leadingActionsChanged = "leading-actions-changed"
    case actionLeftCategory = "action-left-category"
    case intentsChanged = "intents-changed"
    case platformsChanged = "platforms-changed"
    case availabilityChanged = "availability-changed"
    case pushOrderChanged = "push-order-changed"
    case actionOrderChanged = "action-order-changed"
    case titleChanged = "title-changed"
    case iconChanged = "icon-changed"
    case placeholderChanged = "placeholder-changed"
    case localizationAdded = "localization-added"
    case deprecatedOptionChanged = "deprecated-option-changed"
    case customDismissRemoved = "custom-dismiss-removed"
    case actionMoved = "action-moved"
    case actionRetired = "action-retired"
    case actionAdded = "action-added"
    case actionJoinedCategory = "action-joined-category"
    case localizationTableChanged = "localization-table-changed"
    case contentExtensionAdded = "content-extension-added"
    case contentExtensionRemoved = "content-extension-removed"
    case contentExtensionCategoryAdded = "content-extension-category-added"
    case contentExtensionCategoryRemoved = "content-extension-category-removed"
    case contentExtensionChanged = "content-extension-changed"
    // Source: the generated Swift API. Additions are here too: the generated enums are exhaustive on purpose.
    case swiftNameChanged = "swift-name-changed"
    case payloadValueAdded = "payload-value-added"
    case payloadValueRemoved = "payload-value-removed"
    case payloadKeysReordered = "payload-keys-reordered"
    case accessLevelNarrowed = "access-level-narrowed"
    case namespaceChanged = "namespace-changed"
    case categoryRetired = "category-retired"
    case categoryAdded = "category-added"
    case pushKindAdded = "push-kind-added"
    case payloadDeclared = "payload-declared"
    // Compatible: breaks nothing, listed so reviewers see it.
    case reservationAdded = "reservation-added"
    case descriptionChanged = "description-changed"
    case accessLevelWidened = "access-level-widened"
    case payloadKeyAdded = "payload-key-added"
    case sampleAdded = "sample-added"
    case sampleRemoved = "sample-removed"
    case sampleRenamed = "sample-renamed"
    case sampleTextChanged = "sample-text-changed"
    case sampleKeysChanged = "sample-keys-changed"
    case sampleChanged = "sample-changed"

    /// How much a change this rule finds can break.
    public var changeClass: ChangeClass {
        switch self {
        case .categoryRemoved, .categoryRenamed, .actionRemoved, .actionRenamed, .actionKindChanged,
             .formatArgumentsChanged, .reservedIDReused, .reservationRemoved, .localizationKeyChanged, .localizationRemoved,
             .localizationLeftPushTable, .payloadKeyRemoved, .payloadKeyRenamed, .payloadKeyTypeChanged, .payloadKeyMadeRequired,
             .payloadKeyMadeOptional, .payloadKeyRequiredAdded, .pushKindRemoved, .pushMatchChanged, .mutableContentAdded,
             .mutableContentRemoved, .sampleLocalizationChanged:
            return .wire
        case .foregroundChanged, .authenticationChanged, .destructiveChanged, .hiddenPreviewsChanged, .carPlayChanged,
             .customDismissAdded, .leadingActionsChanged, .actionLeftCategory, .intentsChanged, .platformsChanged,
             .availabilityChanged, .pushOrderChanged, .actionOrderChanged, .titleChanged, .iconChanged, .placeholderChanged,
             .localizationAdded, .deprecatedOptionChanged, .customDismissRemoved, .actionMoved, .actionRetired, .actionAdded,
             .actionJoinedCategory, .localizationTableChanged, .contentExtensionAdded, .contentExtensionRemoved,
             .contentExtensionCategoryAdded, .contentExtensionCategoryRemoved, .contentExtensionChanged:
            return .behavior
        case .swiftNameChanged, .accessLevelNarrowed, .namespaceChanged, .categoryRetired, .payloadValueAdded, .payloadValueRemoved,
             .categoryAdded, .pushKindAdded, .payloadDeclared, .payloadKeysReordered:
            return .source
        case .reservationAdded, .descriptionChanged, .accessLevelWidened, .payloadKeyAdded, .sampleAdded, .sampleRemoved,
             .sampleRenamed, .sampleTextChanged, .sampleKeysChanged, .sampleChanged:
            return .compatible
        }
    }

    /// Whether a change this rule finds, of another class, also adds, removes or changes a declaration of the
    /// generated Swift API (a case of an id, of a category's `Action` or `Response`, of `Push`; a key's property
    /// or its type; a required parameter): app code written against the old API stops compiling, so the change
    /// counts as a `source` change too.
    public var changesSwiftCases: Bool {
        switch self {
        case .categoryRemoved, .categoryRenamed, .actionRemoved, .actionRenamed, .actionKindChanged, .actionLeftCategory,
             .pushKindRemoved, .customDismissAdded, .customDismissRemoved, .reservedIDReused, .payloadKeyRemoved,
             .payloadKeyRenamed, .payloadKeyTypeChanged, .payloadKeyMadeRequired, .payloadKeyMadeOptional,
             .payloadKeyRequiredAdded, .actionMoved, .actionRetired, .actionAdded, .actionJoinedCategory, .mutableContentAdded,
             .mutableContentRemoved, .contentExtensionRemoved, .contentExtensionCategoryAdded, .contentExtensionCategoryRemoved:
            return true
        default:
            return false
        }
    }

    /// Whether the class is conservative: higher than what the compatibility oracle can observe, for the reason
    /// given (`Documentation/Review.md`, "What each class promises").
    public var conservativeReason: String? {
        switch self {
        case .reservationRemoved:
            return "nothing changes until the id is reused, which old builds and servers would read with its old meaning"
        case .reservedIDReused:
            return "old builds and servers know the id with its retired meaning, which neither side's definitions hold any more"
        case .actionRemoved, .actionRenamed:
            return "shipped builds still report the old id to servers that read responses (analytics, a relay), which the oracle's builds do not"
        case .payloadKeyRemoved:
            return "an optional key's removal only loses its value in shipped builds; a required key's fails them"
        case .actionAdded:
            return "an action only in categories that are new too changes no category users already see"
        case .actionKindChanged:
            return "a button that becomes a text-input action still matches `case .name:` in a switch; the reverse does not compile"
        case .platformsChanged, .availabilityChanged:
            return "what an OS shows depends on the OS the app runs on, which the oracle's build does not vary"
        case .localizationLeftPushTable, .localizationKeyChanged, .localizationRemoved, .formatArgumentsChanged:
            return "the strings are looked up on the device, in the app's catalog, which the oracle does not have"
        case .pushOrderChanged:
            return "only a push that two kinds both recognise changes kind, and the definitions may not make one"
        case .pushMatchChanged:
            return "a push of the kind made by the old server is no longer the kind in a new build, unless the match still holds"
        case .mutableContentAdded:
            return "the first category or kind marked adds ServiceExtensionPush, which no app code names yet"
        case .sampleLocalizationChanged:
            return "only a key no string of the new definitions keeps goes from new builds' strings; a text newly localized removes none"
        case .contentExtensionAdded, .contentExtensionRemoved:
            return "only a category both sides have, drawn by another extension or by none, changes what users see; an extension renamed draws the same"
        default:
            return nil
        }
    }

    /// What to do about a change this rule finds, in one line: for `wire`, which side breaks and the rollout
    /// that avoids it; for `source`, what the app's code must change; for the others, what to check.
    public var remedy: String {
        switch self {
        case .categoryRemoved:
            return "New builds lose the actions of pushes old servers still send: stop sending it first, then remove it and reserve its id."
        case .categoryRenamed:
            return "Old servers' pushes lose their actions in new builds, new servers' in old builds: add the new category beside the old, move servers over, reserve the old id."
        case .actionRemoved:
            return "Shipped builds still send the id back: keep handling it until no supported build has it, then reserve it."
        case .actionRenamed:
            return "Shipped builds still send the old id: keep both until no supported build has the old one, then reserve it."
        case .actionKindChanged:
            return "Shipped builds send the other kind of response: add a new action with a new id instead, and retire the old one."
        case .customDismissRemoved:
            return "New builds stop hearing of dismissals the app may act on; its Response loses case dismissed."
        case .formatArgumentsChanged:
            return "Translations and servers' loc-args built for the old arguments break: use a new localization key."
        case .reservedIDReused:
            return "Old builds and servers give the id its old meaning: choose a new id."
        case .reservationRemoved:
            return "Nothing breaks until the id is reused: keep it reserved while any supported build or server knows it."
        case .localizationKeyChanged:
            return "Pushes that send the old loc-key show it raw in new builds: keep the old key until no server sends it."
        case .localizationRemoved:
            return "Pushes that send its loc-key show it raw in new builds, and its translations are lost: keep it until no server sends it."
        case .localizationLeftPushTable:
            return "Pushes' loc-keys are looked up only in the main bundle's Localizable table: keep those strings there."
        case .payloadKeyRemoved:
            return "Shipped builds that require the key reject new servers' pushes: make it optional and ship that build first; stop sending it when no supported build requires it."
        case .payloadKeyRenamed:
            return "Old builds read the old key, new builds the new one: add the new key as optional, send both, remove the old when no supported build reads it."
        case .payloadKeyTypeChanged:
            return "Each side reads the other's value as wrong: add a key with the new type, send both, remove the old one later."
        case .payloadKeyMadeRequired:
            return "New builds reject old servers' pushes without it: have every server send it first, then make it required."
        case .payloadKeyMadeOptional:
            return "Shipped builds still require it: keep sending it until no supported build requires it."
        case .payloadKeyRequiredAdded:
            return "New builds reject old servers' pushes without it: add it as optional, have every server send it, then make it required."
        case .pushKindRemoved:
            return "New builds read old servers' pushes of the kind as unknown: stop sending it first."
        case .pushMatchChanged:
            return "One side's pushes are not the other's kind: add a new kind with the new match, move servers over, then remove the old."
        case .mutableContentAdded:
            return "Old servers' pushes lack mutable-content and reach no service extension in new builds: have every server send it first."
        case .mutableContentRemoved:
            return "New servers' pushes lack mutable-content and reach no service extension in shipped builds: keep sending it until no supported build needs it."
        case .contentExtensionAdded, .contentExtensionCategoryAdded:
            return "Users see the extension's view for the category: ship the extension's Info.plist with it (actionable update-plists); switches over the extension's cases must handle it."
        case .contentExtensionRemoved, .contentExtensionCategoryRemoved:
            return "Users see the default interface for the category: remove it from the Info.plist too (actionable update-plists) and the app's handling of its case."
        case .contentExtensionChanged:
            return "The extension's view is laid out differently: update its Info.plist (actionable update-plists) and check the view."
        case .foregroundChanged, .authenticationChanged, .destructiveChanged, .hiddenPreviewsChanged, .carPlayChanged,
             .leadingActionsChanged, .intentsChanged, .platformsChanged, .availabilityChanged, .actionOrderChanged,
             .titleChanged, .iconChanged, .placeholderChanged, .localizationAdded, .deprecatedOptionChanged:
            return "Users see or get something else: check that it is intended; nothing else needs to change."
        case .customDismissAdded:
            return "The app hears of dismissals: every exhaustive switch over the category's Response must handle case dismissed."
        case .actionLeftCategory:
            return "Users no longer see the action there; switches over the category's Action and Response must drop its case."
        case .pushOrderChanged:
            return "A push that two kinds recognise may become the other kind: check that the kinds' matches do not overlap."
        case .swiftNameChanged:
            return "App code that names the old Swift name stops compiling: rename it there too."
        case .payloadValueAdded:
            return "Switches over the values must handle the new case; shipped builds read it as unrecognized, so send it only when they cope."
        case .payloadValueRemoved:
            return "App code that names the value's case stops compiling; new builds read the value as unrecognized."
        case .payloadKeysReordered:
            return "App code that calls the keys' memberwise initializer (`UserInfo(meetingID:userID:)`) must pass them in the new order."
        case .actionMoved:
            return "The action's case moves between the categories' Action and Response: move the app's handling with it."
        case .accessLevelNarrowed:
            return "Code outside the module that uses the generated declarations stops compiling."
        case .namespaceChanged:
            return "App code that names the old namespace stops compiling: rename it there too."
        case .categoryRetired, .actionRetired:
            return "The case goes from the generated Swift: remove the app's handling of it; the reserved id stays unused."
        case .categoryAdded, .actionAdded, .actionJoinedCategory, .pushKindAdded:
            return "Every exhaustive switch over the enums named must handle the new case; ship the app before servers send it."
        case .payloadDeclared:
            return "The category's cases now carry its keys: add the userInfo to every pattern that binds its Response case."
        case .reservationAdded, .descriptionChanged, .accessLevelWidened, .localizationTableChanged, .payloadKeyAdded:
            return "Nothing to do."
        case .sampleAdded, .sampleRemoved, .sampleRenamed, .sampleTextChanged, .sampleKeysChanged, .sampleChanged:
            return "Apps and servers read pushes as before; fixtures and tests that use the sample (by name) change: regenerate them (actionable samples)."
        case .sampleLocalizationChanged:
            return "Servers that send the sample's old loc-key show it raw in new builds once the key leaves the strings: keep the old key until none sends it."
        }
    }

    /// One line saying what the rule finds.
    public var purpose: String {
        switch self {
        case .payloadKeysReordered:
            return "A category's or push kind's payload keys (or an object's properties) change order, the order of their type's initializer's parameters."
        case .categoryRemoved: return "A category is removed without being reserved; pushes that name it lose their actions."
        case .categoryRenamed: return "A category's id changes (a removal plus an addition with the same contents)."
        case .actionRemoved: return "An action is removed without being reserved; older app builds still send its id."
        case .actionRenamed: return "An action's id changes (a removal plus an addition with the same contents)."
        case .actionKindChanged: return "An action switches between a button and a text-input action, changing its response."
        case .customDismissRemoved: return "A category stops reporting dismissals (customDismissAction), which apps may rely on."
        case .formatArgumentsChanged: return "A placeholder's format arguments (%u, %@) change, so strings built for the old ones break."
        case .reservedIDReused: return "A reserved (retired) id is defined again, giving old builds a new meaning."
        case .reservationRemoved: return "A reserved id is un-reserved, so it could be reused."
        case .localizationKeyChanged:
            return "A localized string's key changes: pushes sending the old loc-key show it raw and its translations no longer apply (comments are not compared)."
        case .localizationRemoved: return "A localized string becomes literal text or is removed, so its key and translations are gone."
        case .localizationLeftPushTable:
            return "Localized strings a push may name leave the main bundle's Localizable table, the only one its loc-keys are looked up in."
        case .payloadKeyRemoved: return "A category stops declaring a custom payload key that app builds read or servers send."
        case .payloadKeyRenamed: return "A custom payload key is renamed (a removal plus an addition of the same type)."
        case .payloadKeyTypeChanged: return "A custom payload key changes type or values, so one side reads the other's value as wrong."
        case .payloadKeyMadeRequired: return "An optional custom payload key becomes required; servers that leave it out break new app builds."
        case .payloadKeyMadeOptional: return "A required custom payload key becomes optional; app builds already shipped still require it."
        case .payloadKeyRequiredAdded: return "A required custom payload key is added; servers that do not send it yet break new app builds."
        case .payloadKeyAdded: return "An optional custom payload key is added to keys a category or kind already declares."
        case .sampleAdded: return "A category or push kind gains a sample push (test data, and servers' fixtures in the manifest)."
        case .sampleRemoved: return "A category or push kind loses a sample push that tests or servers' fixtures may use by name."
        case .sampleRenamed: return "A sample push is renamed (a removal plus an addition of the same push), so fixtures named after it move."
        case .sampleTextChanged: return "A sample's title, subtitle or body shows other text (a literal, a localized value or its loc-args)."
        case .sampleKeysChanged: return "A sample's custom keys hold other values."
        case .sampleChanged: return "A sample's thread, badge, sound or interruption level changes."
        case .sampleLocalizationChanged:
            return "A sample's localized text changes key, or becomes literal or localized: pushes made from it send another loc-key."
        case .payloadDeclared:
            return "A category declares custom keys for the first time: its response and notification cases carry them now."
        case .pushKindRemoved: return "A push kind is removed; app builds without it read its pushes as unknown, and servers may still send them."
        case .pushMatchChanged:
            return "How a push kind is recognised (its match key or value, or being silent) changes, so one side's pushes are not the other's kind."
        case .pushOrderChanged: return "Push kinds are tried in another order, so a push that two kinds recognise may change kind."
        case .mutableContentAdded:
            return "A category or push kind is marked mutableContent: its pushes must carry mutable-content to reach the service extension."
        case .mutableContentRemoved:
            return "A category or push kind is no longer marked mutableContent: its pushes stop carrying mutable-content."
        case .contentExtensionAdded: return "A notification content extension is declared: the categories it draws show its view."
        case .contentExtensionRemoved: return "A notification content extension is removed: the categories it drew show the default interface."
        case .contentExtensionCategoryAdded: return "A category joins a content extension: users see the extension's view for it."
        case .contentExtensionCategoryRemoved: return "A category leaves a content extension: users see the default interface for it."
        case .contentExtensionChanged:
            return "A content extension's initial size ratio, or whether it hides the default content, overrides the title or takes touches, changes."
        case .pushKindAdded: return "A push kind is added: PushKind and Push gain a case that exhaustive switches must handle."
        case .payloadValueAdded:
            return "A key with values gets another: shipped app builds read it as unrecognized, a switch over the values must handle it."
        case .payloadValueRemoved:
            return "A key with values loses one: code that names its case stops compiling; new builds read it as unrecognized."
        case .foregroundChanged: return "An action starts or stops launching the app in the foreground."
        case .authenticationChanged: return "An action starts or stops requiring an unlocked device."
        case .destructiveChanged: return "An action starts or stops being shown as destructive."
        case .hiddenPreviewsChanged: return "What a locked screen shows with previews hidden changes (hiddenPreviewsShowTitle, ...ShowSubtitle)."
        case .carPlayChanged: return "A category's notifications start or stop showing in CarPlay."
        case .customDismissAdded: return "A category starts reporting dismissals to the app."
        case .leadingActionsChanged: return "The first two actions, the ones shown where space is short, change or swap."
        case .actionLeftCategory: return "A category stops offering an action that is still defined."
        case .intentsChanged: return "The intents a category is tied to (Siri, CarPlay) change."
        case .platformsChanged: return "The platforms a category shows an action on (platforms:) change."
        case .availabilityChanged: return "The OS versions a category shows an action from (available:) change."
        case .swiftNameChanged: return "A category's, action's or payload key's generated Swift name changes."
        case .actionMoved: return "An action leaves one category for another, moving between generated Swift types."
        case .accessLevelNarrowed: return "The generated declarations become less visible (public, package, internal)."
        case .namespaceChanged: return "The generated namespace enum is renamed."
        case .categoryAdded: return "A category is added: CategoryID and Response gain a case that exhaustive switches must handle."
        case .actionAdded: return "An action is added: users see a new button, and ActionID and its categories' Action and Response gain a case."
        case .actionJoinedCategory:
            return "A category starts offering an action that already existed: users see it there, and its Action and Response gain a case."
        case .categoryRetired: return "A category is removed and its id reserved: nothing breaks on the wire, but its Swift case goes."
        case .actionRetired:
            return "An action is removed and its id reserved: nothing breaks on the wire, but users no longer see it and its Swift case goes."
        case .reservationAdded: return "An id that was not in use is reserved."
        case .actionOrderChanged: return "A category's actions after the first two change order."
        case .titleChanged: return "An action's title, or its text field's button title or placeholder, changes."
        case .iconChanged: return "An action's icon changes."
        case .placeholderChanged: return "A category's hidden-preview placeholder or summary format changes text, not arguments."
        case .localizationAdded: return "A string becomes localized: it was literal, or the action or category did not have it."
        case .descriptionChanged: return "A description (the generated doc comment) changes."
        case .deprecatedOptionChanged: return "allowAnnouncement, which Apple ignores, is added or removed."
        case .accessLevelWidened: return "The generated declarations become more visible."
        case .localizationTableChanged:
            return "The bundle or table of localized strings changes without taking any a push may name out of the main bundle's Localizable table."
        }
    }
}
