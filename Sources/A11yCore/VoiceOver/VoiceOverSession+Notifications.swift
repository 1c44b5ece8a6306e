/// Settling what an action changed, and the VoiceOver-to-app channel: the notifications the
/// system and the app post while a user action runs are gathered and settled when it ends
/// (VoiceOverRules, "Notifications").
extension VoiceOverSession {
    // MARK: Actions and settling (AX-15)

    /// Runs `body` as one user action: notifications posted meanwhile by the system and
    /// the app are gathered and settled at the end, the system's reset first and the app's
    /// posts after it, so that a post from viewDidAppear wins (AX-15).
    func performAction(_ body: () -> Void) {
        pending.depth += 1
        body()
        pending.depth -= 1
        if pending.depth == 0 { settle() }
    }

    public func applicationWillBeginTransition(_ application: Application) {
        pending.depth += 1
    }

    public func applicationDidEndTransition(_ application: Application) {
        pending.depth -= 1
        if pending.depth == 0 { settle() }
    }

    public func application(_ application: Application, didPost notification: AccessibilityNotification) {
        pending.posts.append(notification)
        if pending.depth == 0 { settle() }
    }

    public func application(_ application: Application, systemDidChange change: SystemAccessibilityChange) {
        switch (pending.systemChange, change) {
        case (.screen?, _): break
        case (_, .screen): pending.systemChange = .screen
        case (.layout(true)?, _): break
        default: pending.systemChange = change
        }
        if pending.depth == 0 { settle() }
    }

    func settle() {
        var speakFocus = false
        var soundPlayed = false
        var pageScrolled = false
        while pending.systemChange != nil || !pending.posts.isEmpty {
            if let change = pending.systemChange {
                pending.systemChange = nil
                switch change {
                case .screen:
                    queue.play(.screenChanged)
                    soundPlayed = true
                    cancelReadAll()
                    cursor.view = elements.first?.view
                    cursor.indexHint = 0
                    speakFocus = true
                case .layout(let resetsFocus):
                    if resetsFocus || focusedIndex == nil || !application.compatibility.layoutChangeKeepsFocus {
                        let old = cursor.view
                        cursor.view = elements.first?.view
                        cursor.indexHint = 0
                        if resetsFocus || old !== cursor.view { speakFocus = true }
                    }
                }
            }
            let posts = pending.posts
            pending.posts = []
            for post in posts {
                switch post {
                case .screenChanged(let argument):
                    if !soundPlayed { queue.play(.screenChanged); soundPlayed = true }
                    cancelReadAll()
                    switch argument {
                    case .element(let view)?: cursor.view = resolve(view) ?? elements.first?.view; speakFocus = true
                    case .text(let text)?: cursor.view = elements.first?.view; say(text); speakFocus = false
                    case nil: cursor.view = elements.first?.view; speakFocus = true
                    }
                case .layoutChanged(let argument):
                    switch argument {
                    case .element(let view)?:
                        if let target = resolve(view) { cursor.view = target; speakFocus = true }
                    case .text(let text)?:
                        if speakFocus { speakFocused(); speakFocus = false }
                        // Spoken like an announcement, but it is not one: no announcementDidFinish.
                        queue.announce(text, queued: true, focus: focusedView?.accessibilityIdentifier, reportsFinish: false)
                    case nil:
                        if focusedIndex == nil || !application.compatibility.layoutChangeKeepsFocus {
                            cursor.view = elements.first?.view
                            speakFocus = true
                        }
                    }
                case .announcement(let text, let queued):
                    if speakFocus { speakFocused(); speakFocus = false }
                    queue.announce(text, queued: queued, focus: focusedView?.accessibilityIdentifier)
                case .pageScrolled(let text):
                    pageScrolled = true
                    if focusedIndex == nil { cursor.view = elements.first?.view }
                    if scrolling.suppressesNextPageScrolled {
                        scrolling.suppressesNextPageScrolled = false
                    } else if let last = scrolling.lastPageScrolled, last.text == text, last.scroller == scrolling.lastHandler {
                        // The same position from the same scroller twice in a row: a boundary.
                        queue.play(.boundary, focus: focusedView?.accessibilityIdentifier)
                    } else {
                        queue.announce(text, queued: false, focus: focusedView?.accessibilityIdentifier, reportsFinish: false)
                    }
                    scrolling.lastPageScrolled = (text, scrolling.lastHandler)
                    speakFocus = false
                }
            }
        }
        if cursor.view != nil, focusedIndex == nil {
            // The focused element left the screen without any notice: VoiceOver lands on the first.
            cursor.view = elements.first?.view
            speakFocus = cursor.view != nil && !pageScrolled
        }
        if speakFocus {
            cursor.actionIndex = nil
            speakFocused(prefix: soundPlayed ? arrivalPrefix() : nil)   // "Alert." (VoiceOverSession+Alerts)
        }
    }

    /// The element for `view`: itself when it is an element on screen, else the first
    /// element inside it.
    private func resolve(_ view: View) -> View? {
        let list = elements
        if list.contains(where: { $0.view === view }) { return view }
        return list.first(where: { $0.view.isDescendant(of: view) })?.view
    }

    /// Whether the action being performed changed the screen (its sound and reset are due).
    var isScreenChangePending: Bool {
        if case .screen? = pending.systemChange { return true }
        return pending.posts.contains { if case .screenChanged = $0 { true } else { false } }
    }

    // MARK: The VoiceOver-to-app channel (AX-32..35)

    func announcementDidFinish(_ text: String, success: Bool) {
        let event = AccessibilityEvent(name: .announcementDidFinish, announcement: text, wasSuccessful: success)
        performAction { application.accessibilityNotificationCenter.post(event) }
    }
}
