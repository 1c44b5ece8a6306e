import A11yBraille
import A11yCore
import A11yScenes
import ArgumentParser
import A11ySceneModel

/// `--braille [TABLE]`, `--braille-roles FILE`: the braille line beside the speech (the braille
/// contract). `--braille` alone takes the default table (`en-ueb-g1.ctb`, or with `--language`
/// that language's uncontracted table): the command line is normalised first (`BrailleArguments`).
struct BrailleOptions: ParsableArguments {
    @Option(name: .customLong("braille"), help: ArgumentHelp("""
        Show the braille line of each element, translated by liblouis: a table name (en-ueb-g1.ctb, en-ueb-g2.ctb, \
        en-us-comp8.ctb, de-g2.ctb …), or --braille alone for uncontracted English (or the --language's own).
        """, valueName: "table"))
    var table: String?

    @Option(name: .customLong("braille-roles"), help: ArgumentHelp(
        "A role file for the braille line: one `trait<TAB>shown` line each (default: hdg, lnk, btn …).", valueName: "file"))
    var roles: String?

    @Option(name: .customLong("braille-cells"), help: ArgumentHelp(
        "The braille panel's cells in the navigator (default 40).", valueName: "n"))
    var cells = 40

    @Option(name: .customLong("braille-flash"), help: ArgumentHelp(
        "How long an announcement flashes on the braille panel, in milliseconds (default 4000).", valueName: "ms"))
    var flash = 4000

    @Flag(name: .customLong("braille-display"), help: """
        Also show the panel on a real braille display, through BRLTTY (BrlAPI); its window keys pan it.
        """)
    var realDisplay = false

    func validate() throws {
        guard (1...200).contains(cells) else { throw ValidationError("--braille-cells must be 1 to 200.") }
        guard (0...600_000).contains(flash) else { throw ValidationError("--braille-flash must be 0 to 600000 ms.") }
    }

    /// Whether braille was asked for.
    var isOn: Bool { table != nil || realDisplay }

    /// The translator, or nil without `--braille`. A missing liblouis is exit 69, an unknown
    /// table exit 64 with the closest names; speech is never touched.
    func translator(language: String?) throws -> LouisBraille? {
        guard isOn else { return nil }
        do {
            return try LouisBraille(table: table == BrailleArguments.defaultTable ? nil : table, language: language)
        } catch let error as BrailleError {
            throw Self.report(error)
        }
    }

    /// Says why braille cannot be shown and gives the exit code: 64 for a table name nobody
    /// has (with the closest names), 69 for a missing liblouis, a table it cannot compile or no
    /// display.
    static func report(_ error: BrailleError) -> ExitCode {
        switch error.kind {
        case .unknownTable:
            printError("voicenav: \(error) (every table: ls /usr/share/liblouis/tables)")
            return ExitCode(ExitStatus.usage)
        case .libraryUnavailable:
            printError("voicenav: braille needs liblouis: \(error)")
            return ExitCode(ExitStatus.speechUnavailable)
        case .badTable:
            printError("voicenav: \(error); the installed table is broken: reinstall liblouis-data")
            return ExitCode(ExitStatus.speechUnavailable)
        }
    }

    /// Refuses the navigator's panel options on a command that has no panel (`describe`): they
    /// would do nothing.
    func rejectPanelOptions(in command: String) throws {
        if realDisplay || cells != 40 || flash != 4000 {
            throw ValidationError("--braille-display, --braille-cells and --braille-flash are for the navigator "
                + "(voicenav run, voicenav demo); `voicenav \(command)` shows the braille line with --braille alone.")
        }
    }

    /// The role table (`--braille-roles`, else the standard one); a bad file is exit 65.
    func roleTable() throws -> BrailleRoles {
        guard let roles else { return .standard }
        return try BrailleRoleFile.read(try InputFile.readText(path: roles), file: roles)
    }
}

/// `--braille` with no table: rewritten to `--braille=default` before parsing, unless the next
/// argument is a table name (a liblouis extension, or a list).
enum BrailleArguments {
    static let defaultTable = "default"
    static let tableExtensions = [".ctb", ".utb", ".tbl", ".uti", ".cti", ".dis", ".dic", ".ttb"]

    static func normalized(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { result += arguments[index...]; break }
            if argument == "--braille" {
                let next = index + 1 < arguments.count ? arguments[index + 1] : nil
                if let next, next.contains(",") || tableExtensions.contains(where: { next.lowercased().hasSuffix($0) }) {
                    result += ["--braille", next]
                    index += 2
                    continue
                }
                result.append("--braille=" + defaultTable)
            } else {
                result.append(argument)
            }
            index += 1
        }
        return result
    }
}
