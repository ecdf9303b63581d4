import ActionableCore

/// A deterministic corpus of many definition files, like the benchmark's (`Benchmarks/generate-corpus`) but
/// smaller and with optional mistakes: enough files and definitions that every concurrent stage splits its
/// work into several pieces.
enum DefinitionCorpus {
    /// `fileCount` files under `defs/`, each with 2 shared actions and 5 categories of 3 inline actions that
    /// also list a shared action of the next file. Titles and descriptions mix ASCII, other scripts, quotes
    /// and line breaks. With `mistakes`, every seventh file also breaks a rule: a duplicate id across files,
    /// an undefined action, an unknown key, a YAML syntax error, an unused shared action, an alias, a tag.
    static func files(count fileCount: Int, mistakes: Bool = false) -> [SourceFile] {
        (0..<fileCount).map { index in
            var text = "actions:\n"
            for verb in ["SNOOZE", "ARCHIVE"] {
                text += action(id: "SHARED_\(index)_\(verb)", number: index, indent: "  ")
            }
            text += "categories:\n"
            for category in 0..<5 {
                let id = "CATEGORY_\(index)_\(category)"
                text += "  - id: \(id)\n"
                if category % 2 == 0 { text += "    description: \"Category \(category) of file \(index)\\nsecond line\"\n" }
                if category == 1 { text += "    options: [customDismissAction, allowInCarPlay]\n" }
                if category == 3 { text += "    hiddenPreviewsBodyPlaceholder: \"%u new\"\n    categorySummaryFormat: \"%u from %@\"\n" }
                text += "    actions:\n"
                text += "      - SHARED_\((index + 1) % fileCount)_\(category % 2 == 0 ? "SNOOZE" : "ARCHIVE")\n"
                for number in 0..<3 {
                    text += action(id: "\(id)_ACTION_\(number)", number: index + category + number, indent: "      ")
                }
            }
            if mistakes, index % 7 == 3 { text += mistake(in: index) }
            return SourceFile(path: "defs/file-\(index).yaml", contents: Array(text.utf8))
        }
    }

    /// One action mapping, as a list item at `indent`; `number` varies its optional keys.
    private static func action(id: String, number: Int, indent: String) -> String {
        let titles = ["Accept", "Répondre", "返信", "Like ❤️", "Say \\\"hi\\\"", "Tab\\there"]
        var text = "\(indent)- id: \(id)\n\(indent)  title: \"\(titles[number % titles.count])\"\n"
        if number % 3 == 0 { text += "\(indent)  options: [foreground, destructive]\n" }
        if number % 4 == 1 { text += "\(indent)  icon: { system: checkmark.circle }\n" }
        if number % 5 == 2 { text += "\(indent)  textInput: { buttonTitle: Send, placeholder: \"Type…\" }\n" }
        return text
    }

    /// Lines appended to the file `index` that break a rule, different from file to file.
    private static func mistake(in index: Int) -> String {
        switch index / 7 % 4 {
        case 0: return "  - id: CATEGORY_0_0\n    actions: [NO_SUCH_ACTION]\n    colour: red\n"
        case 1: return "  - id: !!str TAGGED\n    actions: [SHARED_0_SNOOZE, SHARED_0_SNOOZE]\n"
        case 2: return "  - id: ALIASED_\(index)\n    options: &opts [customDismissAction, customDismissAction]\n  - id: ALIASED_AGAIN_\(index)\n    options: *opts\n"
        default: return "  - id: [unclosed\n"
        }
    }
}
