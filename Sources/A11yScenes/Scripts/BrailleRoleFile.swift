import A11yCore
import A11ySceneModel

/// Reads a braille role file (`--braille-roles`): one `trait<TAB>shown` line each, `#` comment
/// lines, in the order rows are tried; `shown` may be empty (the trait shows no role). Traits are
/// the names `describe --format json` prints; an unknown one is an error at its line.
public enum BrailleRoleFile {
    public static func read(_ text: String, file: String) throws -> BrailleRoles {
        var rows: [BrailleRoles.Row] = []
        for (number, line) in DataLines.of(text) {
            let cells = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            guard cells.count == 2 else {
                throw SceneError(file: file, line: number, column: 1,
                                 message: "expected a trait, a tab and what the braille line shows (button\tbtn)")
            }
            let trait = String(cells[0])
            guard AccessibilityTraits.trait(named: trait) != nil else {
                let names = AccessibilityTraits.named.map(\.name).joined(separator: ", ")
                throw SceneError(file: file, line: number, column: 1,
                                 message: "unknown trait \"\(trait)\"; the traits are: \(names)")
            }
            rows.append(BrailleRoles.Row(trait: trait, shown: String(cells[1])))
        }
        guard !rows.isEmpty else {
            throw SceneError(file: file, line: 1, column: 1, message: "the role file has no rows (trait, a tab, what is shown)")
        }
        return BrailleRoles(rows: rows)
    }
}
