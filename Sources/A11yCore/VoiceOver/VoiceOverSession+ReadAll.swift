/// Read all (two-finger swipe down).
extension VoiceOverSession {
    /// Reads from the focused element to the end (two-finger swipe down), without hints.
    /// A stop or a cursor move cancels it. At the end of a screen whose last element has the
    /// causesPageTurn trait, it turns the page with a three-finger scroll and goes on.
    public func readAll() {
        performAction {
            readAllActive = true
            if focusedIndex == nil {
                guard let first = elements.first else { readAllActive = false; return }
                setFocusSilently(first.view)
            }
            readFocusedAndContinue()
        }
    }

    /// Whether read-all is running.
    public var isReadingAll: Bool { readAllActive }

    func cancelReadAll() {
        readAllActive = false
    }

    private func setFocusSilently(_ view: View) {
        cursor.view = view
        cursor.actionIndex = nil
    }

    private func readFocusedAndContinue() {
        speakFocused(withHint: false) { [weak self] completed in
            guard let self else { return }
            guard completed, self.readAllActive else { self.readAllActive = false; return }
            self.performAction { self.advanceReadAll() }
        }
    }

    private func advanceReadAll() {
        let list = elements
        guard readAllActive, let index = focusedIndex else { readAllActive = false; return }
        if index + 1 < list.count {
            setFocusSilently(list[index + 1].view)
            readFocusedAndContinue()
            return
        }
        // The end: turn the page if the content asks for it.
        guard list[index].view.accessibilityTraits.contains(.causesPageTurn) else {
            readAllActive = false
            return
        }
        let before = list.map { ObjectIdentifier($0.view) }
        var turned = false
        for responder in list[index].view.responderChain where responder.accessibilityScroll(.next) {
            turned = true
            break
        }
        let after = elements
        guard turned, let first = after.first, after.map({ ObjectIdentifier($0.view) }) != before else {
            readAllActive = false
            return
        }
        setFocusSilently(first.view)
        scrolling.suppressesNextPageScrolled = true
        readFocusedAndContinue()
    }
}
