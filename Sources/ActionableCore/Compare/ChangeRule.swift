/// The catalog of change rules `actionable diff` applies. Each has a stable id (its raw value), a class and a
/// one-line purpose; `actionable rules` prints this table and the README documents it.
public enum ChangeRule: String, CaseIterable, Sendable, Hashable {
    // Wire: ids and shapes that payloads and older app builds depend on.
    case categoryRemoved = "category-removed"
    case categoryRenamed = "category-renamed"
    case actionRemoved = "action-removed"
    case actionRenamed = "action-renamed"
    case actionKindChanged = "action-kind-changed"
    case customDismissRemoved = "custom-dismiss-removed"
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
    // Source: the generated Swift API.
    case swiftNameChanged = "swift-name-changed"
    case payloadValueAdded = "payload-value-added"
    case payloadValueRemoved = "payload-value-removed"
    case actionMoved = "action-moved"
    case accessLevelNarrowed = "access-level-narrowed"
    case namespaceChanged = "namespace-changed"
    case categoryRetired = "category-retired"
    case actionRetired = "action-retired"
    // Compatible: breaks nothing, listed so reviewers see it.
    case categoryAdded = "category-added"
    case actionAdded = "action-added"
    case actionJoinedCategory = "action-joined-category"
    case reservationAdded = "reservation-added"
    case actionOrderChanged = "action-order-changed"
    case titleChanged = "title-changed"
    case iconChanged = "icon-changed"
    case placeholderChanged = "placeholder-changed"
    case localizationAdded = "localization-added"
    case descriptionChanged = "description-changed"
    case deprecatedOptionChanged = "deprecated-option-changed"
    case accessLevelWidened = "access-level-widened"
    case localizationTableChanged = "localization-table-changed"
    case payloadKeyAdded = "payload-key-added"
    case pushKindAdded = "push-kind-added"

    /// How much a change this rule finds can break.
    public var changeClass: ChangeClass {
        switch self {
        case .categoryRemoved, .categoryRenamed, .actionRemoved, .actionRenamed, .actionKindChanged, .customDismissRemoved,
             .formatArgumentsChanged, .reservedIDReused, .reservationRemoved, .localizationKeyChanged, .localizationRemoved,
             .localizationLeftPushTable, .payloadKeyRemoved, .payloadKeyRenamed, .payloadKeyTypeChanged, .payloadKeyMadeRequired,
             .payloadKeyMadeOptional, .payloadKeyRequiredAdded, .pushKindRemoved, .pushMatchChanged:
            return .wire
        case .foregroundChanged, .authenticationChanged, .destructiveChanged, .hiddenPreviewsChanged, .carPlayChanged,
             .customDismissAdded, .leadingActionsChanged, .actionLeftCategory, .intentsChanged, .platformsChanged,
             .availabilityChanged, .pushOrderChanged:
            return .behavior
        case .swiftNameChanged, .actionMoved, .accessLevelNarrowed, .namespaceChanged, .categoryRetired, .actionRetired,
             .payloadValueAdded, .payloadValueRemoved:
            return .source
        case .categoryAdded, .actionAdded, .actionJoinedCategory, .reservationAdded,
             .actionOrderChanged, .titleChanged, .iconChanged, .placeholderChanged, .localizationAdded, .descriptionChanged,
             .deprecatedOptionChanged, .accessLevelWidened, .localizationTableChanged, .payloadKeyAdded, .pushKindAdded:
            return .compatible
        }
    }

    /// Whether a change this rule finds, of another class, also removes or changes a case of the generated
    /// Swift API (an id's case, a category's `Action` case, a `Response` case's payload): app code that names
    /// the case stops compiling, so the change counts as a `source` change too.
    public var changesSwiftCases: Bool {
        switch self {
        case .categoryRemoved, .categoryRenamed, .actionRemoved, .actionRenamed, .actionKindChanged, .actionLeftCategory, .pushKindRemoved:
            return true
        default:
            return false
        }
    }

    /// One line saying what the rule finds.
    public var purpose: String {
        switch self {
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
        case .payloadKeyAdded: return "An optional custom payload key is added."
        case .pushKindRemoved: return "A push kind is removed; app builds without it read its pushes as unknown, and servers may still send them."
        case .pushMatchChanged:
            return "How a push kind is recognised (its match key or value, or being silent) changes, so one side's pushes are not the other's kind."
        case .pushOrderChanged: return "Push kinds are tried in another order, so a push that two kinds recognise may change kind."
        case .pushKindAdded: return "A push kind is added."
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
        case .categoryAdded: return "A category is added."
        case .actionAdded: return "An action is added."
        case .actionJoinedCategory: return "A category starts offering an action that already existed."
        case .categoryRetired: return "A category is removed and its id reserved: nothing breaks on the wire, but its Swift case goes."
        case .actionRetired: return "An action is removed and its id reserved: nothing breaks on the wire, but its Swift case goes."
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
