/// One element in VoiceOver's reading order: the live view, its frame and its context.
@MainActor
public struct OrderedElement {
    public let view: View
    /// The frame in window coordinates.
    public let frame: Rect
    /// Its place among neighbours (series, list, landmark, table).
    public var context: ElementContext
    /// The innermost meaningful container it belongs to (the Containers rotor).
    public var container: ObjectIdentifier?

    /// A value copy of the element for descriptions and tests.
    public var snapshot: ElementSnapshot {
        ElementSnapshot(id: view.accessibilityIdentifier, label: view.accessibilityLabel, value: view.accessibilityValue,
                        hint: view.accessibilityHint, traits: view.accessibilityTraits, frame: frame,
                        language: view.accessibilityLanguage,
                        customActions: view.accessibilityCustomActions.map(\.name), context: context,
                        insertionPoint: (view as? TextField)?.insertionPoint,
                        customContent: view.accessibilityCustomContent)
    }
}
