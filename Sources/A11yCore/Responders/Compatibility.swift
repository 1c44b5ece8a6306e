/// Behaviour that changed between the eras the seeds describe, 2008 to 2012 (UIKitRules, LC-20..23, RO-01, RO-03).
public struct Compatibility: Sendable, Hashable {
    /// iPhone OS 3 to iOS 5: a memory warning unloads views that are off screen (LC-20..22).
    /// iOS 6 (the default) keeps them (LC-23).
    public var unloadsViewsOnMemoryWarning = false
    /// iPhone OS 2 to iOS 5: controllers support portrait only by default (RO-01).
    /// iOS 6 (the default): all orientations on pad, all but upside-down on phone (RO-03).
    public var portraitOnlyByDefault = false
    /// AX-16: layoutChanged with no argument keeps focus on an element still on screen.
    /// When false, a bare layoutChanged always resets to the first element (AX-10 read strictly).
    public var layoutChangeKeepsFocus = true

    public init() {}
}
