/// Gestures and activation (VoiceOverRules, "Gestures", AX-20..29).
extension VoiceOverSession {
    /// Performs a special gesture. Escape, Magic Tap and scroll go to the focused element,
    /// then up the responder chain to the app delegate; a `true` return stops the walk
    /// (AX-21..23). When nobody handles one, the system default runs: Magic Tap pauses the
    /// system media player if it is playing; a scroll that a built-in scroller declined at
    /// its end plays the boundary sound; otherwise the `[no action]` sound (AX-25, VoiceOverRules, "Gestures").
    /// Increment and decrement go only to a focused adjustable element, which then speaks
    /// its new value (AX-29).
    public func perform(_ gesture: Gesture) {
        performAction {
            // The keyboard and a presented alert take Escape first (VoiceOverSession+Alerts).
            if gesture == .escape, escapeBeforeResponderChain() { return }
            switch gesture {
            case .increment, .decrement:
                adjust(up: gesture == .increment)
            case .escape, .magicTap, .scroll:
                let chain = gestureChain
                guard let handler = dispatchUpChain(gesture, chain: chain) else {
                    // VoiceOverRules, "Gestures": a built-in scroller at its end declined; the boundary
                    // sound plays at once.
                    if case .scroll(let direction) = gesture,
                       chain.contains(where: { $0.accessibilityScrollIsAtLimit(direction) }) {
                        queue.play(.boundary, focus: focusedView?.accessibilityIdentifier)
                        return
                    }
                    systemDefault(for: gesture)
                    return
                }
                if case .scroll = gesture { scrolling.lastHandler = ObjectIdentifier(handler) }
                if case .scroll = gesture, focusedIndex == nil {
                    // The focused element scrolled away: VoiceOver lands on the first
                    // element of what scrolled (the new page), not of the whole screen.
                    let container = (handler as? View) ?? (handler as? ViewController)?.viewIfLoaded
                    if let container, let first = elements.first(where: { $0.view.isDescendant(of: container) }) {
                        cursor.view = first.view
                    }
                }
            }
        }
    }

    /// The responders a gesture visits, from the focused element to the app delegate.
    public var gestureChain: [Responder] {
        let start: Responder = focusedElement?.view ?? window.topViewController?.viewIfLoaded ?? window
        return start.responderChain
    }

    /// Offers `gesture` up `chain`; returns the responder that handled it.
    private func dispatchUpChain(_ gesture: Gesture, chain: [Responder]) -> Responder? {
        for responder in chain {
            let handled: Bool
            switch gesture {
            case .escape: handled = responder.accessibilityPerformEscape()
            case .magicTap: handled = responder.accessibilityPerformMagicTap()
            case .scroll(let direction): handled = responder.accessibilityScroll(direction)
            case .increment, .decrement: handled = false
            }
            if handled { return responder }
        }
        return nil
    }

    private func systemDefault(for gesture: Gesture) {
        // AX-25: magic tap plays or pauses the system media player, when there is one.
        if gesture == .magicTap, mediaPlayer.hasMedia {
            mediaPlayer.isPlaying.toggle()
            return
        }
        queue.play(.noAction, focus: focusedView?.accessibilityIdentifier)
    }

    private func adjust(up: Bool) {
        guard let element = focusedElement, element.view.accessibilityTraits.contains(.adjustable) else {
            queue.play(.noAction, focus: focusedView?.accessibilityIdentifier)
            return
        }
        let view = element.view
        _ = up ? view.accessibilityIncrement() : view.accessibilityDecrement()
        if let value = view.accessibilityValue, !value.isEmpty { say(value) }
    }

    /// Activates the focused element (a double tap): `accessibilityActivate()`, else the
    /// control's default action; a changed value or state is spoken (VoiceOverRules, "Gestures").
    /// With the rotor on Actions and an action chosen, performs that custom action.
    public func activate() {
        performAction {
            guard let element = focusedElement else {
                queue.play(.noAction)
                return
            }
            if rotorSetting == .actions, let index = cursor.actionIndex,
               element.view.accessibilityCustomActions.indices.contains(index) {
                if !element.view.accessibilityCustomActions[index].handler() { queue.play(.noAction) }
                return
            }
            let view = element.view
            endTextEditing(except: view)   // activating another element ends editing (VoiceOverSession+Typing)
            let before = element.snapshot
            var handled = view.accessibilityActivate()
            if !handled, let point = view.explicitActivationPoint {
                // An activation point the app set: the tap lands on what a touch there reaches.
                handled = view.window.flatMap { $0.deepestView(at: point) }.map { Self.tap($0, besides: view) } ?? false
            } else {
                if !handled { handled = view.performDefaultAction() }
                // A tap at the activation point that the element does not take reaches the views under it.
                if !handled { handled = Self.tapBeneath(view) }
            }
            guard handled else {
                queue.play(.noAction, focus: before.id)
                return
            }
            reportChange(of: view, from: before)
        }
    }

    /// A tap on `view`, where a touch at a point lands: the view takes it, or the nearest view
    /// around it that acts on one. The focused `element`'s own activation ran already: it is
    /// not asked again.
    static func tap(_ view: View, besides element: View) -> Bool {
        var current: View? = view
        while let target = current {
            if target !== element {
                if let activate = target.accessibilityGestureHandlers.activate { return activate() }
                if target.performDefaultAction() { return true }
            }
            current = target.superview
        }
        return false
    }

    /// A tap the element itself does not act on, given to the nearest view around it that
    /// acts on one (VoiceOverRules, "Gestures": a label in a collection view's cell selects the
    /// cell); false when none does.
    static func tapBeneath(_ view: View) -> Bool {
        var current = view.superview
        while let ancestor = current {
            if let activate = ancestor.accessibilityGestureHandlers.activate { return activate() }
            current = ancestor.superview
        }
        return false
    }

    /// Speaks what an activation changed on the still-focused element.
    private func reportChange(of view: View, from before: ElementSnapshot) {
        // A new screen is announced by the screen change itself.
        if isScreenChangePending { return }
        guard let after = focusedElement?.snapshot, after.id == before.id || cursor.view === view else { return }
        if after.traits.contains(.isEditing) && !before.traits.contains(.isEditing) {
            speakFocused()   // editing began: "Email. Text Field. Is editing." and the insertion point
        } else if after.value != before.value, let value = after.value {
            let words = settings.words(for: after.language)
            say(after.traits.contains(.switchButton) ? ElementDescriber.switchState(value, words: words) : value)
        } else if after.traits.contains(.selected) && !before.traits.contains(.selected) {
            say(settings.words(for: after.language)[.selected])
        }
    }

    /// Performs the focused element's custom action called `name`; false when it has none
    /// by that name or the action failed.
    @discardableResult
    public func performCustomAction(named name: String) -> Bool {
        var result = false
        performAction {
            guard let action = focusedElement?.view.accessibilityCustomActions.first(where: { $0.name == name }) else {
                queue.play(.noAction)
                return
            }
            result = action.handler()
            if !result { queue.play(.noAction) }
        }
        return result
    }

    /// Rotates the device (AX-14, RO-03): a layout change that resets the cursor. Returns
    /// whether the interface rotated; when refused, nothing changes.
    @discardableResult
    public func rotate(to orientation: InterfaceOrientation) -> Bool {
        var rotated = false
        performAction { rotated = window.rotate(to: orientation) }
        return rotated
    }
}
