/// What a session remembers of three-finger scrolls (VoiceOverRules, "Gestures").
struct ScrollMemory {
    /// The last pageScrolled position and the responder whose scroll posted it: the same
    /// position from the same scroller again is a boundary; from another it is news.
    var lastPageScrolled: (text: String, scroller: ObjectIdentifier?)?
    /// The responder that handled the last three-finger scroll.
    var lastHandler: ObjectIdentifier?
    /// Read-all turned a page itself: the page-scrolled text is not spoken over the reading.
    var suppressesNextPageScrolled = false
}
