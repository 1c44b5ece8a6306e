/// Text metrics of the system font (SF Pro), per point of font size: line height, ascender
/// and descender as its font tables give them (UIFont's `lineHeight`, `ascender`,
/// `descender` for the system font are these times the point size).
enum TextMeasure {
    /// An estimate of `text`'s width on one line: each character's advance by its kind, in
    /// ems of SF Pro Text (narrow punctuation and i, l, j a quarter; a space 0.27; digits
    /// 0.56; lowercase 0.52; m and w 0.8; capitals 0.66; ideographs and emoji a full em).
    /// Used only where no measurement exists (a stretched frame, a larger text size).
    static func width(of text: String, pointSize: Double) -> Double {
        var ems = 0.0
        for character in text {
            let advance: Double = switch character {
            case "i", "l", "j", "I", ".", ",", ":", ";", "'", "|", "!": 0.25
            case " ": 0.27
            case "m", "w": 0.8
            case "M", "W": 0.9
            case _ where character.isNumber: 0.56
            case _ where character.isUppercase: 0.66
            case _ where character.isLowercase && character.isASCII: 0.52
            case _ where character.isLetter && !character.isASCII
                && character.unicodeScalars.first.map({ $0.value >= 0x2E80 }) == true: 1
            case _ where character.unicodeScalars.first?.properties.isEmojiPresentation == true: 1.2
            default: 0.55
            }
            ems += advance
        }
        return (ems * pointSize).rounded(.up)
    }

    static func lineHeight(pointSize: Double) -> Double { pointSize * 1.1934 }
    static func ascender(pointSize: Double) -> Double { pointSize * 0.9521 }
    static func descender(pointSize: Double) -> Double { pointSize * 0.2412 }
}
