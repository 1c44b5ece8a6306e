/// The words iOS speaks for SF Symbols, as real captures show them (DumpImport.md, "SF Symbols").
///
/// Where an image or button has no label of its own, iOS gives it its symbol's accessibility
/// label: `chevron.right` is read "Forward", `magnifyingglass` "Search". A dump sometimes
/// gives only the symbol's name (as the label, or the identifier of an unlabelled element), and
/// an Interface Builder file names the symbol of a system image (`catalog="system"`); where
/// the table knows the word, the word is read, else the name (and the audit's `image-name-label`
/// rule fires). The table is data: each row is a pair seen in a real capture, one attribute
/// naming the symbol and another carrying iOS's label, with where it was seen. Rows are never
/// guessed from the picture; add one only with its source. English words only: captures on
/// devices in other languages carry that language's words (`xmark`: "Schließen" in German).
public enum SymbolLabels {
    /// symbol, word, where the pair was seen (a public repository's capture of a running app).
    package static let table = """
        checkmark\tSelected\tRadishSoftware/mobster test_verify_fixtures.py DAYBREAK_TODAY (iOS 26.4)
        checkmark.circle.fill\tSelected\tRadishSoftware/mobster test_verify_fixtures.py DAYBREAK_SETTINGS (iOS 26.4)
        chevron.right\tForward\tRadishSoftware/mobster test_verify_fixtures.py DAYBREAK_SETTINGS (iOS 26.4)
        sparkles\tSparkle\tRadishSoftware/mobster test_verify_fixtures.py DAYBREAK_PAYWALL (iOS 26.4)
        drop.fill\tWater Drop\tRadishSoftware/mobster test_verify_fixtures.py DAYBREAK_SETTINGS (iOS 26.4)
        book.fill\tBookmark\tRadishSoftware/mobster test_verify_fixtures.py DAYBREAK_SETTINGS (iOS 26.4)
        figure.walk\tWalk\tRadishSoftware/mobster test_verify_fixtures.py DAYBREAK_SETTINGS (iOS 26.4)
        magnifyingglass\tSearch\tRadishSoftware/mobster test_verify_fixtures.py SETTINGS_ROOT (iOS 26.4)
        sun.max.fill\tbrightness higher\tRadishSoftware/mobster test_verify_fixtures.py TAB_VIEW (iOS 26.4)
        gear\tsettings\tRadishSoftware/mobster test_verify_fixtures.py TAB_VIEW (iOS 26.4)
        sunrise\tSunrise\tDrj0/SwiftSparkyFitness UI_UX_REVIEW.md (quoted iOS 27 line)
        slider.horizontal.3\tEdit\tDrj0/SwiftSparkyFitness UI_UX_REVIEW.md (quoted iOS 27 line)
        xmark.circle.fill\tClose\tMobile Safari page source in a public contract test
        chevron.left\tBack\tDrj0/SwiftSparkyFitness UI_UX_REVIEW.md P1-12 and DiaryDayHeader.swift (quoted iOS 27 lines)
        list.bullet\tList\tDrj0/SwiftSparkyFitness UI_UX_REVIEW.md P1-12 (quoted iOS 27 tab bar line)
        chart.line.uptrend.xyaxis\tChart Line\tDrj0/SwiftSparkyFitness UI_UX_REVIEW.md P1-12 (quoted iOS 27 tab bar line)
        exclamationmark.circle.fill\tExclamation Mark In A Filled Circle\tDrj0/SwiftSparkyFitness ErrorBanner.swift (iOS 27)
        ellipsis.circle\tMore\tValex750/Device-Automator README.md (a dump's line, iOS 27)
        """

    /// The word iOS speaks for `symbol`, or nil when the table has none.
    public static func word(for symbol: String) -> String? { words[symbol] }

    /// The table's pairs, symbol → (word, source).
    public static let entries: [(symbol: String, word: String, source: String)] = table.split(separator: "\n").map { line in
        let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
        return (fields[0], fields[1], fields[2])
    }

    private static let words: [String: String] = Dictionary(entries.map { ($0.symbol, $0.word) }) { first, _ in first }
}
