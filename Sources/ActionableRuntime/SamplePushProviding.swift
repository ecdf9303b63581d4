/// A category or push kind with sample pushes, for an app's tests and SwiftUI previews: in debug builds
/// (`#if DEBUG`) a generated file gives every category type and every push kind's type its samples (its
/// `samples:`, or one made from its keys' types), and a release build carries none of them.
public protocol SamplePushProviding {
    /// The sample pushes, each with its name, as the `userInfo` the system hands the app (`aps` included).
    static var sampleUserInfos: [(name: String, userInfo: [AnyHashable: Any])] { get }

    /// The proof's type, by a name the protocol's extensions find with the runtime embedded too.
    @_spi(ActionableGenerated) typealias ActionableGeneratedConformance = ActionableRuntime.GeneratedConformance
    /// Closes the protocol to types outside generated code (see `GeneratedConformance`): a name of its own, so that
    /// a type conforming to several protocols gets one default for each.
    @_spi(ActionableGenerated) static var samplesConformance: ActionableRuntime.GeneratedConformance { get }
}

extension SamplePushProviding
where Self: ActionableRuntime.PayloadCategory {
    /// The samples' custom keys, typed, or why they are not what the category declares.
    public static var samples: [(name: String, keys: Result<UserInfo, UserInfo.Schema.UserInfoError>)] {
        sampleUserInfos.map { ($0.name, UserInfo.decoding($0.userInfo)) }
    }
}

extension SamplePushProviding
where Self: ActionableRuntime.PushUserInfo {
    /// The samples' keys, typed, or why they are not what the kind declares.
    public static var samples: [(name: String, keys: Result<Self, Schema.UserInfoError>)] {
        sampleUserInfos.map { ($0.name, decoding($0.userInfo)) }
    }
}

extension SamplePushProviding {
    /// Generated code's proof of conformance.
    @_spi(ActionableGenerated) public static var samplesConformance: ActionableGeneratedConformance {
        .init()
    }
}
