/// The one style sheet of a preview page, inline and named by its hash in the page's Content-Security-Policy.
/// System fonts only (nothing is downloaded); light and dark follow `prefers-color-scheme`; colours keep text
/// at a contrast of at least 4.5:1 on its background in both.
enum PreviewStyle {
    /// The style sheet for a page with one anchor per language, the development language's first: it shows
    /// until another language's anchor (`#lang-...`, see ``PreviewPage``) is the target.
    /// With one rule per content extension's size ratio in `contentSizeRatios`, giving the box that stands for the
    /// extension's view that ratio of height to width (``ratioClass(_:)``).
    static func sheet(languageAnchors: [String], contentSizeRatios: [String] = []) -> String {
        var sheet = base
        for ratio in Set(contentSizeRatios.map(cssRatio)).sorted() {
            sheet += ".\(ratioClass(ratio)){aspect-ratio:1/\(ratio)}\n"
        }
        for (index, anchor) in languageAnchors.enumerated() where index > 0 {
            sheet += "#\(anchor):target~* .t-0{display:none}#\(anchor):target~* .t-\(index){display:inline}"
                + "#\(anchor):target~header .lang-0{font-weight:400}#\(anchor):target~header .lang-\(index){font-weight:700}\n"
        }
        return sheet
    }

    /// A content extension's initial size ratio (a JSON number the validator accepted) as CSS writes a number, with
    /// three decimals, kept between 0.05 and 10 so that the box stays drawable: `0.5` → `0.500`.
    static func cssRatio(_ ratio: String) -> String {
        let value = min(max(Double(ratio) ?? 1, 0.05), 10)
        let thousandths = Int(value * 1000 + 0.5)
        let fraction = String(thousandths % 1000)
        return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }

    /// The class of the box of a content extension's view whose ratio, as ``cssRatio(_:)`` writes it, is `ratio`:
    /// digits and `_` only (`ratio-0_500`).
    static func ratioClass(_ ratio: String) -> String {
        "ratio-" + String(ratio.map { $0 == "." ? "_" : $0 })
    }

    private static let base = """
        :root{color-scheme:light dark;--bg:#f2f2f7;--card:#fff;--banner:#e9e9ee;--text:#1c1c1e;--secondary:#5a5a5f;\
        --line:#c6c6c8;--destructive:#d70015;--accent:#0a5bc4;--chip:#e5e5ea;--mark:#6b3a00;--mark-bg:#ffe8b0;\
        --added:#0b6b2a;--removed:#a4001a}
        @media (prefers-color-scheme:dark){:root{--bg:#000;--card:#1c1c1e;--banner:#2c2c2e;--text:#f2f2f7;\
        --secondary:#aeaeb2;--line:#48484a;--destructive:#ff6961;--accent:#6cb4ff;--chip:#3a3a3c;--mark:#ffd98a;\
        --mark-bg:#4a3500;--added:#7ee2a0;--removed:#ff9aa8}}
        *{box-sizing:border-box}
        body{margin:0;background:var(--bg);color:var(--text);font:15px/1.4 -apple-system,BlinkMacSystemFont,"Segoe UI",\
        Roboto,"Helvetica Neue",Arial,sans-serif}
        header,main,footer{max-width:1100px;margin:0 auto;padding:12px 16px}
        h1{font-size:1.6em;margin:.4em 0}h2{font-size:1.25em;margin:0 0 .5em}h3{font-size:1em;margin:1em 0 .3em}
        a{color:var(--accent)}a:focus-visible,summary:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
        code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.92em;overflow-wrap:anywhere}
        .sample pre{overflow-x:auto;margin:.3em 0;padding:.5em;border-radius:6px;background:var(--chip);user-select:all}
        .t{display:none}.t-0{display:inline}
        nav ol,nav ul{list-style:none;padding:0;margin:.3em 0;display:flex;flex-wrap:wrap;gap:.4em .9em}
        .lang-0{font-weight:700}
        .category{background:var(--card);border-radius:14px;padding:16px;margin:16px 0;display:grid;\
        grid-template-columns:minmax(0,360px) minmax(0,1fr);gap:20px}
        .category>h2{grid-column:1/-1}
        @media (max-width:720px){.category{grid-template-columns:minmax(0,1fr)}}
        .extension-view{box-sizing:border-box;width:calc(100% + 28px);margin:8px -14px;border:1px dashed var(--secondary);border-radius:14px;\
        display:flex;align-items:center;justify-content:center;text-align:center;padding:4px 10px;color:var(--secondary);\
        overflow:hidden;font-size:.85em}
        .device{margin:0}
        .banner{background:var(--banner);border-radius:16px;padding:10px 14px}
        .app{display:flex;gap:.5em;align-items:center;margin:0;color:var(--secondary);font-size:.85em;text-transform:uppercase}
        .app-icon{width:18px;height:18px;border-radius:5px;background:var(--accent)}
        .time{margin-left:auto;text-transform:none}
        .caption{color:var(--secondary);font-size:.85em;margin:0 0 4px}
        .title{font-weight:600;margin:.2em 0 0}.subtitle,.body{margin:.1em 0 0;overflow-wrap:anywhere}
        .actions{list-style:none;margin:8px 0 0;padding:0;background:var(--banner);border-radius:14px;overflow:hidden}
        .action{padding:11px 14px;border-top:1px solid var(--line);display:flex;flex-wrap:wrap;gap:.2em .6em;align-items:baseline}
        .action:first-child{border-top:0}
        .action-title{flex:1 1 auto;font-size:1.05em;overflow-wrap:anywhere}
        .destructive .action-title{color:var(--destructive)}
        .icon{color:var(--secondary);font-size:.85em}
        .tags{flex-basis:100%;display:flex;flex-wrap:wrap;gap:.3em}
        .tag{background:var(--chip);border-radius:6px;padding:0 .45em;font-size:.8em;color:var(--text)}
        .hidden-action{opacity:.75}
        .reply{display:flex;gap:8px;align-items:center;margin:8px 0 0;background:var(--banner);border-radius:18px;padding:6px 6px 6px 14px}
        .placeholder{flex:1 1 6em;min-width:6em;color:var(--secondary);overflow-wrap:anywhere}
        .send{background:var(--accent);color:#fff;border-radius:14px;padding:3px 12px;font-weight:600;max-width:60%;overflow-wrap:anywhere}
        @media (prefers-color-scheme:dark){.send{color:#000}}
        .system{font-style:italic}
        mark{background:var(--mark-bg);color:var(--mark);border-radius:4px;padding:0 .3em;font-size:.8em;margin-left:.3em}
        dl{margin:0;display:grid;grid-template-columns:max-content minmax(0,1fr);gap:.2em .8em}dt{color:var(--secondary)}dd{margin:0}
        table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:3px 6px;border-bottom:1px solid var(--line);vertical-align:top}
        .sides{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:16px}
        @media (max-width:720px){.sides{grid-template-columns:minmax(0,1fr)}}
        .side>h3{margin-top:0}
        .change-row{background:var(--card);border-radius:14px;padding:16px;margin:16px 0}
        .change-row .category{padding:0;margin:0;display:block}
        .changes{margin:.3em 0 1em;padding-left:1.2em}
        .class-wire{color:var(--removed);font-weight:700}.class-behavior,.class-source{font-weight:700}
        .class-compatible{color:var(--added);font-weight:700}
        .absent{color:var(--secondary);font-style:italic}
        """
}
