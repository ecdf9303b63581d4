import ActionableCore

/// The invariants of the Info.plist reader, the extension check and `update-plists`' writer over one plist.
struct PlistStageChecks {
    /// The content extension the plist is checked against and written for.
    static let declared = Model.ContentExtension(
        identifier: "Content", categories: ["MEETING", "CHAT \"<&>\""], initialContentSizeRatio: "0.5", defaultContentHidden: true,
        userInteractionEnabled: true)

    /// The input, as `Info.plist`.
    let file: SourceFile

    init(_ bytes: [UInt8]) {
        file = SourceFile(path: "Info.plist", contents: bytes)
    }

    /// Reads the plist and checks that:
    /// - reading twice gives the same tree or the same error, placed inside the file;
    /// - the content and service extension checks' diagnostics are well formed;
    /// - when `update-plists` writes it (as a content extension's, and as the service extension's): the result reads
    ///   back with no difference left, writing it again changes nothing, and a plist that had no difference is
    ///   written back byte for byte; when it refuses an XML plist that reads, the check has found a difference
    ///   (another extension point, a part that is not a dictionary) or the plist is no extension's.
    func run(_ findings: inout Findings) {
        let read = Result { () throws(PropertyListError) in try PropertyListReader.read(file.contents) }
        let again = Result { () throws(PropertyListError) in try PropertyListReader.read(file.contents) }
        findings.require(read == again, "plist: reading twice gives different results")
        let plist: PropertyListNode
        switch read {
        case .failure(let error):
            if let position = error.position {
                var location = SourceLocation(path: file.path)
                location.position = position
                findings.checkLocation(location, of: [file], "plist: the error \(String(reflecting: error.message))")
            }
            return
        case .success(let node): plist = node
        }
        let differences = ExtensionPlistCheck.differences(plist, at: file.path, contentExtension: Self.declared)
        findings.checkDiagnostics(differences + ExtensionPlistCheck.serviceDifferences(plist, at: file.path), of: [file], from: "plist", everyRenderer: false)
        checkServiceWriter(plist, &findings)
        guard let written = try? ExtensionPlistWriter.updated(file.contents, contentExtension: Self.declared) else {
            // A binary plist is read and checked, never written; nor is one that is no extension's (an app's).
            let isBinary = file.contents.starts(with: "bplist00".utf8)
            let isForeign = ExtensionPlistCheck.notAnExtensionsPlist(plist) != nil
            return findings.require(isBinary || isForeign || !differences.isEmpty, "plist: a plist with no difference is refused by the writer")
        }
        if differences.isEmpty {
            findings.require(written == file.contents, "plist: a plist with no difference is not written back byte for byte")
        }
        guard let reread = try? PropertyListReader.read(written) else {
            return findings.require(false, "plist: the written plist does not read back")
        }
        let left = ExtensionPlistCheck.differences(reread, at: file.path, contentExtension: Self.declared)
        findings.require(left.isEmpty, "plist: the written plist still differs: \(left.map(\.message))")
        findings.require((try? ExtensionPlistWriter.updated(written, contentExtension: Self.declared)) == written,
                         "plist: writing the written plist changes it")
    }

    /// The service extension's writer: what it writes has no difference left and is written again unchanged, a plist
    /// without a difference comes back byte for byte, and it refuses only a binary plist, one that is no extension's,
    /// or one with a difference.
    private func checkServiceWriter(_ plist: PropertyListNode, _ findings: inout Findings) {
        let differences = ExtensionPlistCheck.serviceDifferences(plist, at: file.path)
        guard let written = try? ExtensionPlistWriter.updatedServicePlist(file.contents) else {
            let isBinary = file.contents.starts(with: "bplist00".utf8)
            let isForeign = ExtensionPlistCheck.notAnExtensionsPlist(plist) != nil
            let isContent = plist["NSExtension"].map(ExtensionPlistCheck.listsCategories) ?? false
            return findings.require(isBinary || isForeign || isContent || !differences.isEmpty,
                                    "plist: a service plist with no difference is refused by the writer")
        }
        if differences.isEmpty {
            findings.require(written == file.contents, "plist: a service plist with no difference is not written back byte for byte")
        }
        guard let reread = try? PropertyListReader.read(written) else {
            return findings.require(false, "plist: the written service plist does not read back")
        }
        let left = ExtensionPlistCheck.serviceDifferences(reread, at: file.path)
        findings.require(left.isEmpty, "plist: the written service plist still differs: \(left.map(\.message))")
        findings.require((try? ExtensionPlistWriter.updatedServicePlist(written)) == written,
                         "plist: writing the written service plist changes it")
    }
}
