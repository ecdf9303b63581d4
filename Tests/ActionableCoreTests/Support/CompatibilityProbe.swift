@testable import ActionableCore
import Foundation

/// One observation the oracle's program makes for a pair: a Swift statement that prints one line, and how to
/// read that line.
struct CompatibilityProbe {
    /// What a printed line means.
    enum Verdict {
        /// Nothing broke.
        case fine
        /// Something broke, in this class, for this reason.
        case found(ChangeClass, String)
        /// The oracle itself went wrong (a sample its own side does not read).
        case broken(String)
    }

    /// The statement; it prints exactly one line.
    var code: String
    /// Reads the line.
    var judge: @Sendable (String) -> Verdict

    /// The imports of every file of the program that holds probes.
    static let imports = """
        #if canImport(UserNotifications)
        @_spi(StandIn) import UserNotifications
        #endif
        import Foundation

        """

    /// Declarations the program's `main.swift` needs once, before every probe.
    static let helpers = imports + #"""

        /// A service extension that hands back what it gets: whether it ran is what the stand-in system reports.
        nonisolated final class ProbeServiceExtension: UNNotificationServiceExtension {
            override func didReceive(
                _ request: UNNotificationRequest, withContentHandler contentHandler: @escaping (UNNotificationContent) -> Void
            ) {
                contentHandler(request.content)
            }
        }

        /// `ran` or `skipped`: whether the system runs an app's service extension (when it has one) for `json`, then
        /// `|` and what the app's own reading of it says (`marked` or `unmarked`).
        func serviceExtension(_ json: Data, present: Bool, marks: ([AnyHashable: Any]) -> Bool) -> String {
            let delivery = try! StandInPushDelivery.deliver(json, serviceExtension: present ? ProbeServiceExtension() : nil)
            let userInfo = (try! JSONSerialization.jsonObject(with: json) as! [String: Any]).reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value }
            return (delivery.serviceExtensionRan ? "ran" : "skipped") + "|" + (marks(userInfo) ? "marked" : "unmarked")
        }

        /// The category `id` of `categories` as the stand-in SDK describes it (every registered property), or `none`.
        func describe(_ categories: Set<UNNotificationCategory>, _ id: String) -> String {
            (categories.first { $0.identifier == id }?.description ?? "none").replacingOccurrences(of: "\n", with: "\\n")
        }

        /// What a decoded response is: `unknown`, `text` (it carries the user's text) or `button`.
        func responseKind(_ response: Any) -> String {
            let text = String(describing: response)
            return text.contains("unknown(") ? "unknown" : text.contains("userText:") ? "text" : "button"
        }

        /// `json`, written by `encode` and read back by `decode`; `encode failed` when the producing side refuses it.
        func roundTrip(_ json: String, _ encode: ([AnyHashable: Any]) throws -> Data, _ decode: ([AnyHashable: Any]) -> String) -> String {
            let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            do {
                let written = try JSONSerialization.jsonObject(with: try encode(object)) as! [String: Any]
                return decode(written)
            } catch {
                return "encode failed: \(error)".replacingOccurrences(of: "\n", with: " ")
            }
        }

        /// What `decode` says of the push `json` as a server sends it, without an encoder in between.
        func read(_ json: String, _ decode: ([AnyHashable: Any]) -> String) -> String {
            let object = try! JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            return decode(object.reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value })
        }

        /// `ok`, or why `result` is not a clean read.
        func verdict<Keys>(_ result: Result<Keys, some Error>, problems: (Keys) -> [any Error]) -> String {
            switch result {
            case .success(let keys): problems(keys).isEmpty ? "ok" : "problems: \(problems(keys))"
            case .failure(let error): "fails: \(error)"
            }
        }

        """#

    /// The probes for one pair; `base` and `head` are the namespaces the program gives each side.
    static func plan(base baseModel: Model, head headModel: Model, base: String, head: String) -> [CompatibilityProbe] {
        var probes: [CompatibilityProbe] = []
        let baseCategories = Dictionary(baseModel.categories.map { ($0.identifier, $0) }) { first, _ in first }
        let headCategories = Dictionary(headModel.categories.map { ($0.identifier, $0) }) { first, _ in first }
        let baseActions = Dictionary(baseModel.actions.map { ($0.identifier, $0) }) { first, _ in first }
        let headActions = Dictionary(headModel.actions.map { ($0.identifier, $0) }) { first, _ in first }
        let reservedInHead = Set(headModel.reservedCategories.map(\.identifier))
        let literal = SwiftLiteral.string

        // Registration: old servers' aps.category is registered by new builds, the same way.
        for category in baseModel.categories where !reservedInHead.contains(category.identifier) {
            let id = category.identifier
            probes.append(CompatibilityProbe(
                code: "print(describe(\(base).makeCategories(), \(literal(id))) + \"\\u{1}\" + describe(\(head).makeCategories(), \(literal(id))))"
            ) { line in
                let sides = line.components(separatedBy: "\u{1}")
                if sides.count == 2, sides[1] == "none" { return .found(.wire, "new builds do not register category \(id), which old servers name") }
                return sides.count == 2 && sides[0] == sides[1] ? .fine : .found(.behavior, "category \(id) is registered as \(sides.last ?? "")")
            })
        }

        // Responses: each side's responses to actions both sides list in a category are read alike by the other.
        for (producer, consumer, producerActions, name) in [
            (baseModel, headCategories, baseActions, "old builds'"), (headModel, baseCategories, headActions, "new builds'"),
        ] {
            for category in producer.categories {
                guard let other = consumer[category.identifier] else { continue }
                let listed = Set(other.actions)
                for actionID in category.actions where listed.contains(actionID) {
                    let text = producerActions[actionID]?.textInput == nil ? "nil" : "\"hi\""
                    let call = { (namespace: String) in
                        "responseKind(\(namespace).Response(categoryIdentifier: \(literal(category.identifier)), actionIdentifier: \(literal(actionID)), userText: \(text)))"
                    }
                    probes.append(CompatibilityProbe(code: "print(\(call(base)) + \"\\u{1}\" + \(call(head)))") { line in
                        let sides = line.components(separatedBy: "\u{1}")
                        guard sides.count == 2, sides[0] != sides[1] else { return .fine }
                        return .found(.wire, "\(name) response \(actionID) in \(category.identifier) is read as \(sides[0]) by the base, \(sides[1]) by the head")
                    })
                }
            }
        }

        // Payloads: a category's pushes, written by one side's encoder, are read cleanly by the other's decoder.
        for (producer, consumerCategories, from, to, name) in [
            (baseModel, headCategories, base, head, "old servers'"), (headModel, baseCategories, head, base, "new servers'"),
        ] {
            for category in producer.categories {
                guard let consumer = consumerCategories[category.identifier], consumer.payload != nil else { continue }
                let producerType = "\(from).\(SwiftIdentifier.escaped(category.typeName))"
                let consumerType = "\(to).\(SwiftIdentifier.escaped(consumer.typeName))"
                for everyKey in [false, true] {
                    let sample = Model.Sample(name: "probe", userInfo: PayloadSampleValues.members(of: category.payload ?? [], everyKey: everyKey))
                    let json = SamplePushes.payload(sample, category: category, kind: nil, bundleID: nil).document
                    let encode = category.payload == nil
                        ? "{ _ in try \(from).Payload(.category(.\(SwiftIdentifier.escaped(category.swiftName)))).jsonData() }"
                        : "{ try \(from).Payload(try \(producerType).UserInfo(userInfo: $0)).jsonData() }"
                    let decode = "{ verdict(\(consumerType).UserInfo.decoding($0), problems: { $0.problems }) }"
                    probes.append(CompatibilityProbe(code: "print(roundTrip(\(literal(json)), \(encode), \(decode)))") { line in
                        if line == "ok" { return .fine }
                        if line.hasPrefix("encode failed") { return .broken("\(category.identifier)'s sample \(json): \(line)") }
                        return .found(.wire, "\(name) push of \(category.identifier) \(everyKey ? "with every key" : "with its required keys") is not read: \(line)")
                    })
                }
            }
        }

        // Push kinds: each side's pushes of a kind the other has are recognised as it, cleanly; old servers' of
        // a kind the head removed are not recognised at all.
        let headKinds = Dictionary(headModel.pushes.map { ($0.identifier, $0) }) { first, _ in first }
        let baseKinds = Dictionary(baseModel.pushes.map { ($0.identifier, $0) }) { first, _ in first }
        for kind in baseModel.pushes where headKinds[kind.identifier] == nil {
            probes.append(CompatibilityProbe(code: "print(\"\")") { _ in
                .found(.wire, "new builds do not recognise push kind \(kind.identifier), which old servers send")
            })
        }
        for (producer, consumerKinds, from, to, name) in [
            (baseModel, headKinds, base, head, "old servers'"), (headModel, baseKinds, head, base, "new servers'"),
        ] {
            let consumerModel = consumerKinds.isEmpty ? nil : (to == head ? headModel : baseModel)
            for kind in producer.pushes {
                guard consumerKinds[kind.identifier] != nil, let consumerModel else { continue }
                for everyKey in [false, true] {
                    // The push a kind's sample makes: `aps` (silent for a silent kind) and the key its match fixes.
                    let sample = Model.Sample(name: "probe", userInfo: PayloadSampleValues.members(of: kind.keys, everyKey: everyKey))
                    let json = SamplePushes.payload(sample, category: nil, kind: kind, bundleID: nil).document
                    let type = "\(from).Push.\(SwiftIdentifier.escaped(kind.typeName))"
                    var cases = consumerModel.pushes.map { kind in
                        "case .\(SwiftIdentifier.escaped(kind.swiftName))(let keys): \(literal(kind.identifier + ":")) + (keys.problems.isEmpty ? \"ok\" : \"problems: \\(keys.problems)\")"
                    }
                    cases.append("case .category: \"category\"")
                    cases.append("case .unknown(_, let error): \"unknown \\(String(describing: error))\"")
                    let decode = "{ (userInfo: [AnyHashable: Any]) -> String in\nswitch \(to).Push(userInfo: userInfo) {\n\(cases.joined(separator: "\n"))\n}\n}"
                    let expected = kind.identifier + ":ok"
                    probes.append(CompatibilityProbe(
                        code: "print(roundTrip(\(literal(json)), { try \(from).Payload(try \(type)(userInfo: $0)).jsonData() }, \(decode)))"
                    ) { line in
                        if line == expected { return .fine }
                        if line.hasPrefix("encode failed") { return .broken("push kind \(kind.identifier)'s sample \(json): \(line)") }
                        if line.hasPrefix("unknown") || line.hasPrefix("category") || line.hasPrefix(kind.identifier + ":") {
                            return .found(.wire, "\(name) push of kind \(kind.identifier) is read as \(line)")
                        }
                        return .found(.behavior, "\(name) push of kind \(kind.identifier) is read as another kind: \(line)")
                    })
                }
            }
        }
        probes += serviceExtensionProbes(base: baseModel, head: headModel, base: base, head: head)
        probes += sampleProbes(base: baseModel, head: headModel, base: base, head: head)
        return probes
    }

    /// Samples as servers' fixtures: each side's written samples of a category or push kind the other side has, sent
    /// as the pushes `actionable samples` writes, are read by the other side's decoder cleanly (as the same kind).
    private static func sampleProbes(base baseModel: Model, head headModel: Model, base: String, head: String) -> [CompatibilityProbe] {
        var probes: [CompatibilityProbe] = []
        let literal = SwiftLiteral.string
        for (producer, consumer, to, name) in [(baseModel, headModel, head, "old servers'"), (headModel, baseModel, base, "new servers'")] {
            let categories = Dictionary(consumer.categories.map { ($0.identifier, $0) }) { first, _ in first }
            for category in producer.categories where !category.samples.isEmpty {
                guard let other = categories[category.identifier], other.payload != nil else { continue }
                let decode = "{ verdict(\(to).\(SwiftIdentifier.escaped(other.typeName)).UserInfo.decoding($0), problems: { $0.problems }) }"
                for (sample, push) in SamplePushes.pushes(of: category) {
                    probes.append(CompatibilityProbe(code: "print(read(\(literal(push.document)), \(decode)))") { line in
                        line == "ok" ? .fine : .found(.wire, "\(name) sample \(sample) of \(category.identifier) is not read: \(line)")
                    })
                }
            }
            let kinds = Set(consumer.pushes.map(\.identifier))
            var cases = consumer.pushes.map { kind in
                "case .\(SwiftIdentifier.escaped(kind.swiftName))(let keys): \(literal(kind.identifier + ":")) + (keys.problems.isEmpty ? \"ok\" : \"problems\")"
            }
            cases += ["case .category: \"category\"", "case .unknown: \"unknown\""]
            let decode = "{ (userInfo: [AnyHashable: Any]) -> String in\nswitch \(to).Push(userInfo: userInfo) {\n\(cases.joined(separator: "\n"))\n}\n}"
            for kind in producer.pushes where !kind.samples.isEmpty && kinds.contains(kind.identifier) {
                for (sample, push) in SamplePushes.pushes(of: kind) {
                    probes.append(CompatibilityProbe(code: "print(read(\(literal(push.document)), \(decode)))") { line in
                        line == kind.identifier + ":ok" ? .fine : .found(.wire, "\(name) sample \(sample) of push kind \(kind.identifier) is read as \(line)")
                    })
                }
            }
        }
        return probes
    }

    /// The service extension: each side's pushes of the categories and push kinds both sides have (with an alert, as
    /// the extension needs), written by its encoder and delivered by the stand-in system to the other side's app,
    /// which has a service extension when its definitions mark anything `mutableContent`. A push the reading side marks
    /// that its extension does not get is a wire break (it shows unmodified); one it does not mark that its extension
    /// gets is a behavior change.
    private static func serviceExtensionProbes(base baseModel: Model, head headModel: Model, base: String, head: String) -> [CompatibilityProbe] {
        var probes: [CompatibilityProbe] = []
        let literal = SwiftLiteral.string
        for (producer, consumer, from, to, name) in [
            (baseModel, headModel, base, head, "old servers'"), (headModel, baseModel, head, base, "new servers'"),
        ] {
            let marks = { (userInfo: String) -> String in
                guard consumer.marksMutableContent else { return "{ _ in false }" }
                return "{ Mirror(reflecting: \(to).ServiceExtensionPush(userInfo: \(userInfo))).children.first?.label != \"unknown\" }"
            }
            let consumerCategories = Set(consumer.categories.map(\.identifier))
            for category in producer.categories where consumerCategories.contains(category.identifier) {
                let sample = Model.Sample(name: "probe", userInfo: PayloadSampleValues.members(of: category.payload ?? [], everyKey: false))
                let json = SamplePushes.payload(sample, category: category, kind: nil, bundleID: nil).document
                let content = category.payload == nil
                    ? ".category(.\(SwiftIdentifier.escaped(category.swiftName)))"
                    : "try \(from).\(SwiftIdentifier.escaped(category.typeName)).UserInfo(userInfo: object)"
                probes.append(probe(
                    json: json, encode: "\(from).Payload(\(content), title: \"probe\")", consumer: consumer, marks: marks,
                    subject: "\(name) push of category \(category.identifier)"))
            }
            let consumerKinds = Set(consumer.pushes.map(\.identifier))
            for kind in producer.pushes where consumerKinds.contains(kind.identifier) && !kind.isSilent {
                let sample = Model.Sample(name: "probe", userInfo: PayloadSampleValues.members(of: kind.keys, everyKey: false))
                let json = SamplePushes.payload(sample, category: nil, kind: kind, bundleID: nil).document
                let type = "\(from).Push.\(SwiftIdentifier.escaped(kind.typeName))"
                probes.append(probe(
                    json: json, encode: "\(from).Payload(try \(type)(userInfo: object), title: \"probe\")", consumer: consumer,
                    marks: marks, subject: "\(name) push of kind \(kind.identifier)"))
            }
        }
        return probes

        func probe(
            json: String, encode: String, consumer: Model, marks: (String) -> String, subject: String
        ) -> CompatibilityProbe {
            // The sample's keys, for an encoder that takes them.
            let keys = !encode.contains("(userInfo: object)") ? "" : """
                    let object = (try! JSONSerialization.jsonObject(with: Data(\(literal(json)).utf8)) as! [String: Any])
                        .reduce(into: [AnyHashable: Any]()) { $0[$1.key] = $1.value }

                """
            let code = """
                do {
                \(keys)    print(serviceExtension(try \(encode).jsonData(), present: \(consumer.marksMutableContent), marks: \(marks("$0"))))
                } catch {
                    print("encode failed: \\(error)")
                }
                """
            return CompatibilityProbe(code: code) { line in
                switch line {
                case "ran|marked", "skipped|unmarked": return .fine
                case "skipped|marked": return .found(.wire, "\(subject) does not reach the service extension that reads it")
                case "ran|unmarked": return .found(.behavior, "\(subject) reaches a service extension that does not mark it")
                default: return .broken("\(subject): \(line)")
                }
            }
        }
    }
}
