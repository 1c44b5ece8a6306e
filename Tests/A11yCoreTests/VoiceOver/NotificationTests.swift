import Testing
@testable import A11yCore
@testable import TestSupport

@Suite("Notifications and speech (VoiceOverRules: Notifications, Speech, AX-30..37)")
@MainActor
struct NotificationTests {
    func harness() -> (SessionHarness, ContentController) {
        let controller = ContentController(title: "Book") { root in
            root.addSubview(label("One", 16, 100, id: "one"))
            root.addSubview(label("Two", 16, 140, id: "two"))
        }
        return (SessionHarness(root: controller), controller)
    }

    @Test("announcementDidFinish reports the text and whether it was heard through (AX-32, AX-33)")
    func didFinish() {
        let (harness, controller) = harness()
        var finished: [String] = []
        harness.application.accessibilityNotificationCenter.addObserver(for: .announcementDidFinish) { event in
            finished.append("\(event.announcement ?? ""): \(event.wasSuccessful == true)")
        }
        harness.start()
        controller.postAccessibilityNotification(.announcement("Saved", queued: false))
        harness.settle()
        controller.postAccessibilityNotification(.announcement("Stopped", queued: false))
        harness.session.stopSpeech()
        controller.postAccessibilityNotification(.announcement("Moved away", queued: false))
        harness.session.next()
        harness.settle()
        #expect(finished == ["Saved: true", "Stopped: false", "Moved away: false"])
    }

    @Test("an announcement interrupts current speech; a queued one waits")
    func interruptOrQueue() {
        let (harness, controller) = harness()
        harness.start()
        harness.session.next()
        controller.postAccessibilityNotification(.announcement("Now", queued: false))
        harness.settle()
        let kinds = harness.session.transcript.records.suffix(3).map { "\($0.kind.rawValue): \($0.text)" }
        #expect(kinds == ["speech: Two", "interrupt: Two", "announcement: Now"])
        harness.session.first()
        controller.postAccessibilityNotification(.announcement("Later", queued: true))
        #expect(harness.settle() == ["One", "Later"])
    }

    @Test("the iBooks pattern: lines chained on a successful didFinish; stopping speech ends the chain (AX-34)")
    func iBooks() {
        let (harness, controller) = harness()
        let lines = ["Line one.", "Line two.", "Line three."]
        var next = 0
        func speakNext() {
            guard next < lines.count else { return }
            controller.postAccessibilityNotification(.announcement(lines[next], queued: false))
            next += 1
        }
        harness.application.accessibilityNotificationCenter.addObserver(for: .announcementDidFinish) { event in
            if event.wasSuccessful == true { speakNext() }
        }
        harness.start()
        speakNext()
        #expect(harness.settle() == lines)
        next = 0
        speakNext()
        harness.scheduler.advance(by: .milliseconds(100))
        harness.session.stopSpeech()
        #expect(harness.settle() == ["Line one."])     // started, then cut off: the chain stops
        #expect(next == 1)
    }

    @Test("voiceOverStatusChanged when the screen reader starts and stops (AX-35)")
    func statusChanged() {
        let (harness, _) = harness()
        var changes = 0
        harness.application.accessibilityNotificationCenter.addObserver(for: .voiceOverStatusChanged) { _ in changes += 1 }
        #expect(!harness.application.isVoiceOverRunning)
        harness.start()
        #expect(harness.application.isVoiceOverRunning)
        harness.session.stop()
        #expect(!harness.application.isVoiceOverRunning)
        #expect(changes == 2)
    }

    @Test("read all reads to the end without hints; a move cancels it")
    func readAll() {
        let controller = ContentController(title: "Doc") { root in
            for (index, text) in ["A", "B", "C", "D"].enumerated() {
                let button = Button(title: text, frame: Rect(x: 16, y: 100 + Double(index) * 50, width: 100, height: 44))
                button.accessibilityHint = "Hint \(text)."
                root.addSubview(button)
            }
        }
        let harness = SessionHarness(root: controller)
        harness.start()
        #expect(harness.said { harness.session.readAll() } == ["A. Button.", "B. Button.", "C. Button.", "D. Button."])
        harness.session.first()
        harness.settle()
        harness.session.readAll()
        harness.scheduler.advance(by: .milliseconds(1500))
        harness.session.last()
        let lines = harness.settle()
        #expect(lines.last == "Hint D.")
        #expect(!harness.session.isReadingAll)
    }

    @Test("rotor: headings, and custom actions announced and performed by name")
    func rotor() {
        var performed: [String] = []
        let controller = ContentController(title: "Mail") { root in
            let heading = label("Inbox", 16, 100); heading.accessibilityTraits = [.staticText, .header]
            root.addSubview(heading)
            let message = label("Message from Ann", 16, 140, id: "message")
            message.accessibilityCustomActions = [
                AccessibilityCustomAction(name: "Delete") { performed.append("Delete"); return true },
                AccessibilityCustomAction(name: "Flag") { performed.append("Flag"); return true },
            ]
            root.addSubview(message)
            let second = label("Sent", 16, 200); second.accessibilityTraits = [.staticText, .header]
            root.addSubview(second)
        }
        let harness = SessionHarness(root: controller)
        harness.start()
        #expect(harness.said { harness.session.rotorMove(forward: true) } == ["Sent. Heading."])
        #expect(harness.said { harness.session.rotorMove(forward: true) } == ["[boundary]"])
        #expect(harness.said { harness.session.focus(identifier: "message") } == ["Message from Ann", "Actions available."])
        #expect(harness.said { harness.session.rotor(forward: false) } == ["Actions"])
        #expect(harness.said { harness.session.rotorMove(forward: true) } == ["Delete"])
        #expect(harness.said { harness.session.rotorMove(forward: true) } == ["Flag"])
        harness.session.activate()
        #expect(performed == ["Flag"])
        #expect(harness.session.performCustomAction(named: "Delete"))
        #expect(performed == ["Flag", "Delete"])
    }

    @Test("moving while an announcement waits in the queue speaks the new element first (The cursor, Speech)")
    func moveBeforeQueued() {
        let (harness, controller) = harness()
        harness.start()
        controller.postAccessibilityNotification(.announcement("A long announcement that takes a while to say", queued: false))
        controller.postAccessibilityNotification(.announcement("Queued second", queued: true))
        harness.scheduler.advance(by: .milliseconds(300))
        harness.session.next()
        harness.settle()
        let started = harness.session.transcript.records.filter { $0.kind != .interrupt && $0.kind != .sound }.map(\.text)
        let position = { (text: String) in started.firstIndex(of: text) ?? -1 }
        #expect(position("Two") >= 0 && position("Two") < position("Queued second"), "\(started)")
    }

    @Test("layoutChanged and pageScrolled strings are spoken but are not announcements: no announcementDidFinish (AX-32)")
    func notAnnouncements() {
        let (harness, controller) = harness()
        var finished: [String] = []
        harness.application.accessibilityNotificationCenter.addObserver(for: .announcementDidFinish) { event in
            finished.append(event.announcement ?? "")
        }
        harness.start()
        controller.postAccessibilityNotification(.layoutChanged(.text("Layout text")))
        harness.settle()
        controller.postAccessibilityNotification(.pageScrolled("Page 2 of 5"))
        harness.settle()
        controller.postAccessibilityNotification(.announcement("Real one", queued: false))
        harness.settle()
        #expect(harness.session.transcript.lines.contains("Layout text"))
        #expect(harness.session.transcript.lines.contains("Page 2 of 5"))
        #expect(finished == ["Real one"])
    }

    @Test("the same position from another scroller is news, not a boundary (Gestures)")
    func boundaryPerScroller() {
        let first = ScrollView(frame: Rect(x: 0, y: 100, width: 200, height: 100))
        let second = ScrollView(frame: Rect(x: 0, y: 300, width: 200, height: 100))
        let controller = ContentController(title: "Two lists") { root in
            first.addSubview(label("A1", 10, 10, id: "a1"))
            second.addSubview(label("B1", 10, 10, id: "b1"))
            root.addSubview(first)
            root.addSubview(second)
        }
        for scroller in [first, second] {
            var handlers = scroller.accessibilityGestureHandlers
            handlers.scroll = { [weak controller] _ in
                controller?.postAccessibilityNotification(.pageScrolled("Page 2 of 3"))
                return true
            }
            scroller.accessibilityGestureHandlers = handlers
        }
        let harness = SessionHarness(root: controller)
        harness.start()
        harness.session.focus(identifier: "a1")
        #expect(harness.said { harness.session.perform(.scroll(.down)) } == ["Page 2 of 3"])
        #expect(harness.said { harness.session.perform(.scroll(.down)) } == ["[boundary]"])
        harness.session.focus(identifier: "b1")
        #expect(harness.said { harness.session.perform(.scroll(.down)) } == ["Page 2 of 3"])
    }

    @Test("touching where there is no element plays [no action] once")
    func focusNothing() {
        let (harness, _) = harness()
        harness.start()
        #expect(harness.said { harness.session.focus(identifier: "nowhere") } == ["[no action]"])
    }
}
