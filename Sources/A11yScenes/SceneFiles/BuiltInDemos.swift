import A11yCore
/// The demo apps built into voicenav, so the binary works without the examples folder.
///
/// Each demo is the exact text of a scene file in `examples/`: `phone` is
/// `examples/demo.yaml` and `pad` is `examples/demo-pad.yaml`. The first entry is the
/// default demo. A test (Tests/A11yCoreTests/Examples) fails when a copy here and its file
/// differ by a byte; after editing a file, paste it back between the delimiters below,
/// indented by four spaces, keeping the blank line before the closing delimiter (it is
/// the file's final newline).
///
/// ```swift
/// let demo = BuiltInDemos.named("pad") ?? BuiltInDemos.all[0]
/// let app = SceneApp(spec: try SceneParser.parse(demo.yaml, file: demo.name))
/// ```
///
/// The file is long because it is mostly data: two scene files.
public enum BuiltInDemos {
    /// One built-in demo: the name that picks it, a one-line summary and its scene file.
    public struct Demo: Sendable {
        /// The name that picks the demo (`phone`, `pad`).
        public let name: String
        /// One line saying what the demo shows, for help text and listings.
        public let summary: String
        /// The scene file's text, byte for byte as in `examples/`.
        public let yaml: String
    }

    /// Every built-in demo; the first is the default.
    public static let all: [Demo] = [
        Demo(name: "phone",
             summary: "Phone: tabs with More, Magic Tap (music, stopwatch), Settings, a compose sheet, a book read aloud.",
             yaml: phoneYAML),
        Demo(name: "pad",
             summary: "Pad: a split view whose master opens in a popover, a popover and a form sheet.",
             yaml: padYAML),
    ]

    /// The demo called `name` (any case), or nil when there is none.
    public static func named(_ name: String) -> Demo? {
        all.first { $0.name == name.lowercased() }
    }

    /// The text of examples/demo.yaml.
    static let phoneYAML = #"""
    # The built-in phone demo (`voicenav demo`, the default); also `voicenav run examples/demo.yaml`.
    #
    # One app that exercises what the seeds say a view controller can do for VoiceOver:
    #
    # - A tab bar with six tabs, so the bar shows four and More (TB-20). More lists Books and
    #   Help (TB-21); its Edit button opens the configuration screen, where Music, Clock, Mail
    #   and Help can be swapped with the Actions rotor (TB-23). Settings stays on the bar and
    #   Books stays in More, as they are not customizable (TB-24).
    # - Music: play/pause is the app delegate's Magic Tap (`app: magicTap`), so it works on
    #   every screen that does not handle Magic Tap itself (AX-27); the state label and an
    #   announcement say what happened.
    # - Clock: the stopwatch's view controller handles Magic Tap, so it starts and stops the
    #   stopwatch whatever element is focused on that screen (AX-27, the seeds' stopwatch example).
    # - Mail: a navigation drill-down into a message, and Compose in the toolbar presents a
    #   form sheet with Cancel and Send; the sheet handles Escape itself (AX-26).
    # - Settings: a grouped table drill-down with a switch row and a disclosure row that
    #   pushes a screen with a slider; Escape goes back, as the navigation controller does
    #   by itself (NC-96, TV-01..05).
    # - Books: a page view controller; a three-finger scroll turns the page and says
    #   "Page 2 of 3" (AX-28). Read speaks the book line by line, each line an announcement,
    #   the next one started when the previous one was heard to the end, turning the page
    #   after a page's last line (the iBooks pattern, AX-34). Stopping speech ends the chain.
    #
    # Try:  magicTap (music) · focus tab.clock, activate, magicTap (stopwatch) ·
    #       focus tab.settings, activate, ... , escape · focus tab.more, activate (More).
    scene: 1
    name: voicenav demo
    device: phone

    app:
      # The app delegate: the last stop of the responder chain. Magic Tap plays or pauses
      # the music wherever no screen handles it first. Music is the tab shown at launch, so
      # its view (and the playbackState label this handler reads) is always loaded.
      magicTap: &playPause
        - if:
            view: playbackState
            text: Paused
            then:
              - set: { view: playbackState, text: Playing }
              - set: { view: playPause, title: Pause }
              - announce: Playing Clair de Lune
            else:
              - set: { view: playbackState, text: Paused }
              - set: { view: playPause, title: Play }
              - announce: Paused

    root: tabs

    controllers:
      tabs:
        kind: tabBar
        tabs: [music, clock, mail, settings, books, help]
        # Settings stays on the bar and Books in More (TB-24): the book keeps its Read button
        # and its reader state in the More screen's navigation bar.
        customizable: [music, clock, mail, help]

      # ── Music ────────────────────────────────────────────────────────────────
      music:
        title: Music
        view:
          subviews:
            - { type: label, id: nowPlayingTitle, text: Now Playing, traits: [header] }
            - { type: label, id: song, text: Clair de Lune }
            - { type: label, id: artist, text: Claude Debussy }
            - { type: label, id: playbackState, text: Paused }
            - type: button
              id: playPause
              title: Play
              hint: Plays or pauses the song. Magic Tap does the same anywhere in the app.
              onActivate: *playPause
            - { type: slider, id: volume, label: Volume, value: 60 }

      # ── Clock ────────────────────────────────────────────────────────────────
      clock:
        title: Stopwatch
        tabBarItem: { title: Clock }
        # The view controller handles Magic Tap, so it works whatever element is focused here.
        magicTap: &startStop
          - if:
              view: stopwatchState
              text: Stopped
              then:
                - set: { view: stopwatchState, text: Running }
                - set: { view: startStop, title: Stop }
                - set: { view: lap, enabled: true }
                - announce: Stopwatch started
              else:
                - set: { view: stopwatchState, text: Stopped }
                - set: { view: startStop, title: Start }
                - set: { view: lap, enabled: false }
                - announce: Stopwatch stopped
        view:
          subviews:
            - { type: label, id: stopwatchTitle, text: Stopwatch, traits: [header] }
            - { type: label, id: elapsed, text: "00:00.00", label: Elapsed time, value: "00:00.00", traits: [updatesFrequently] }
            - { type: label, id: stopwatchState, text: Stopped }
            - type: button
              id: startStop
              title: Start
              hint: Starts or stops the stopwatch. Magic Tap does the same anywhere on this screen.
              onActivate: *startStop
            - { type: button, id: lap, title: Lap, enabled: false, onActivate: [if: { view: lap, enabled: true, then: [announce: Lap recorded], else: [pass: true] }] }

      # ── Mail ─────────────────────────────────────────────────────────────────
      mail:
        kind: navigation
        stack: [inbox]
        tabBarItem: { title: Mail, badge: "2" }
        toolbarHidden: false

      inbox:
        kind: table
        title: Inbox
        toolbarItems:
          - { id: refresh, system: refresh, label: Check for new mail, onActivate: [announce: No new mail] }
          - { system: flexibleSpace }
          - { id: compose, system: compose, hint: Writes a new message., onActivate: [present: composeSheet] }
        sections:
          - rows:
              - { id: message1, text: Anna Haro, detail: Lunch on Friday, accessory: disclosure, onActivate: [push: message] }
              - { id: message2, text: Hank Zakroff, detail: Quarterly report, accessory: disclosure, onActivate: [push: report] }

      message:
        title: Lunch on Friday
        toolbarItems:
          - { system: flexibleSpace }
          - { id: reply, system: reply, onActivate: [present: composeSheet] }
        view:
          subviews:
            - { type: label, id: messageFrom, text: "From: Anna Haro" }
            - { type: label, id: messageDate, text: "Today, 9:41" }
            - { type: label, id: messageBody, text: Are you free for lunch on Friday at noon? }

      report:
        title: Quarterly report
        toolbarItems:
          - { system: flexibleSpace }
          - { id: replyReport, system: reply, onActivate: [present: composeSheet] }
        view:
          subviews:
            - { type: label, id: reportFrom, text: "From: Hank Zakroff" }
            - { type: label, id: reportDate, text: Yesterday }
            - { type: label, id: reportBody, text: The figures for the third quarter are attached. }

      composeSheet:
        kind: navigation
        stack: [compose]
        modalPresentationStyle: formSheet
        # A sheet handles Escape itself, so the gesture never reaches what it covers (AX-26).
        escape: [dismiss: true]

      compose:
        title: New Message
        navigationItem:
          leftItems: [{ id: cancelCompose, system: cancel, onActivate: [dismiss: true] }]
          rightItems: [{ id: send, title: Send, onActivate: [{ dismiss: true }, { announce: { text: Message sent, queue: true } }] }]
        view:
          subviews:
            - { type: textField, id: to, label: To }
            - { type: textField, id: subject, label: Subject }
            - { type: textField, id: body, label: Message, placeholder: Write your message }

      # ── Settings ─────────────────────────────────────────────────────────────
      settings:
        kind: navigation
        stack: [settingsList]

      settingsList:
        kind: table
        title: Settings
        style: grouped
        sections:
          - header: Connectivity
            rows:
              - { id: airplaneMode, text: Airplane Mode, accessory: switch, on: false }
              - { id: wifi, text: Wi-Fi, detail: Home, accessory: disclosure, onActivate: [push: wifiSettings] }
          - header: Display
            rows:
              - { id: display, text: Display & Brightness, accessory: disclosure, onActivate: [push: displaySettings] }

      wifiSettings:
        title: Wi-Fi
        view:
          subviews:
            - { type: switch, id: wifiSwitch, label: Wi-Fi, on: true }
            - { type: label, id: network, label: Network, text: Home }

      displaySettings:
        title: Display & Brightness
        view:
          subviews:
            - { type: label, id: appearanceHeader, text: Appearance, traits: [header] }
            - { type: segmented, id: appearance, segments: [Light, Dark], selected: 0 }
            - { type: slider, id: brightness, label: Brightness, value: 50 }
            - { type: switch, id: trueTone, label: True Tone, on: true }

      # ── Books ────────────────────────────────────────────────────────────────
      books:
        kind: page
        title: Alice in Wonderland
        tabBarItem: { title: Books }
        pages: [page1, page2, page3]
        navigationItem:
          rightItems:
            - id: read
              title: Read
              hint: Reads this page aloud, then the pages after it. Stop speech to stop.
              onActivate:
                - if: { view: bookPage, text: "1", then: [{ set: { view: readingLine, text: "1.1" } }, { announce: "Alice was beginning to get very tired of sitting by her sister on the bank," }] }
                - if: { view: bookPage, text: "2", then: [{ set: { view: readingLine, text: "2.1" } }, { announce: "but it had no pictures or conversations in it," }] }
                - if: { view: bookPage, text: "3", then: [{ set: { view: readingLine, text: "3.1" } }, { announce: "So she was considering in her own mind," }] }
          # The title, and two hidden labels that hold the reader's state: the page on show
          # (set by each page's onAppear) and the line being read.
          titleView:
            subviews:
              - { type: label, id: bookTitle, text: Alice in Wonderland, traits: [header], frame: [0, 0, 200, 36] }
              - { type: label, id: bookPage, text: "1", hidden: true }
              - { type: label, id: readingLine, text: none, hidden: true }
        # The iBooks pattern (AX-34): when a line was heard to the end, speak the next one;
        # after a page's last line, turn the page. Checked last line first, so that one step
        # never triggers the next in the same pass.
        onAnnouncementFinished:
          - if: { view: readingLine, text: "3.2", then: [{ set: { view: readingLine, text: none } }, { announce: End of chapter. }] }
          - if: { view: readingLine, text: "3.1", then: [{ set: { view: readingLine, text: "3.2" } }, { announce: "when suddenly a White Rabbit with pink eyes ran close by her." }] }
          - if: { view: readingLine, text: "2.3", then: [{ set: { view: readingLine, text: "3.1" } }, { turnPage: forward }, { announce: "So she was considering in her own mind," }] }
          - if: { view: readingLine, text: "2.2", then: [{ set: { view: readingLine, text: "2.3" } }, { announce: "without pictures or conversations?" }] }
          - if: { view: readingLine, text: "2.1", then: [{ set: { view: readingLine, text: "2.2" } }, { announce: "and what is the use of a book, thought Alice," }] }
          - if: { view: readingLine, text: "1.3", then: [{ set: { view: readingLine, text: "2.1" } }, { turnPage: forward }, { announce: "but it had no pictures or conversations in it," }] }
          - if: { view: readingLine, text: "1.2", then: [{ set: { view: readingLine, text: "1.3" } }, { announce: "once or twice she had peeped into the book her sister was reading," }] }
          - if: { view: readingLine, text: "1.1", then: [{ set: { view: readingLine, text: "1.2" } }, { announce: "and of having nothing to do:" }] }

      page1:
        onAppear: [set: { view: bookPage, text: "1" }]
        view:
          subviews:
            - { type: label, id: page1Line1, text: "Alice was beginning to get very tired of sitting by her sister on the bank," }
            - { type: label, id: page1Line2, text: "and of having nothing to do:" }
            - { type: label, id: page1Line3, text: "once or twice she had peeped into the book her sister was reading," }

      page2:
        onAppear: [set: { view: bookPage, text: "2" }]
        view:
          subviews:
            - { type: label, id: page2Line1, text: "but it had no pictures or conversations in it," }
            - { type: label, id: page2Line2, text: "and what is the use of a book, thought Alice," }
            - { type: label, id: page2Line3, text: "without pictures or conversations?" }

      page3:
        onAppear: [set: { view: bookPage, text: "3" }]
        view:
          subviews:
            - { type: label, id: page3Line1, text: "So she was considering in her own mind," }
            - { type: label, id: page3Line2, text: "when suddenly a White Rabbit with pink eyes ran close by her." }

      # ── Help ─────────────────────────────────────────────────────────────────
      help:
        title: Help
        view:
          subviews:
            - { type: label, id: helpTitle, text: VoiceOver gestures to try, traits: [header] }
            - { type: label, id: helpMagicTap, text: "Magic Tap: play or pause the music; on the Clock tab, start or stop the stopwatch." }
            - { type: label, id: helpEscape, text: "Escape: go back one level, or close the compose sheet." }
            - { type: label, id: helpScroll, text: "Three-finger scroll in Books: turn the page." }

    """#

    /// The text of examples/demo-pad.yaml.
    static let padYAML = #"""
    # The built-in pad demo (`voicenav demo pad`); also `voicenav run examples/demo-pad.yaml`.
    #
    # The iPad's own containers, after the split view and popover samples of the seeds
    # (the seeds' split view and popover samples; UIKitRules SV, PO):
    #
    # - A split view: a master list of plays and a detail pane (SV-01). In portrait the master
    #   hides, and a Plays button in the detail's navigation bar opens it in a popover
    #   (SV-06, SV-09); picking a play updates the detail and closes the popover (SV-07).
    #   Rotated to landscape, master and detail are side by side.
    # - A popover: Cast, from a bar button, lists the characters (PO-01..06); Escape closes it,
    #   as a popover does by itself.
    # - A form sheet: Review presents a sheet with Cancel and Save over a dimmed detail that
    #   VoiceOver cannot reach (MP-20, AX-41). The sheet handles Escape (cancel, AX-26) and
    #   Magic Tap (save, its most likely action, AX-27) itself.
    #
    # Try:  activate (Plays), then pick a play · focus castButton, activate, escape ·
    #       focus reviewButton, activate, magicTap · rotate landscapeLeft.
    scene: 1
    name: voicenav pad demo
    device: pad
    orientation: portrait

    root: split

    controllers:
      split:
        kind: split
        master: playsNav
        detail: detailNav

      # ── Master: the list of plays ────────────────────────────────────────────
      playsNav:
        kind: navigation
        title: Plays
        stack: [plays]

      plays:
        kind: table
        title: Plays
        sections:
          - header: Tragedies
            rows:
              - id: hamlet
                text: Hamlet
                accessory: disclosure
                onActivate: &showHamlet
                  - set: { view: playTitle, text: Hamlet }
                  - set: { view: playYear, text: Written about 1600 }
                  - set: { view: playSummary, text: The Prince of Denmark avenges his father's murder. }
                  - dismissPopover: true
                  - post: { notification: layoutChanged, element: playTitle }
              - id: macbeth
                text: Macbeth
                accessory: disclosure
                onActivate:
                  - set: { view: playTitle, text: Macbeth }
                  - set: { view: playYear, text: Written about 1606 }
                  - set: { view: playSummary, text: A Scottish general murders his way to the throne. }
                  - dismissPopover: true
                  - post: { notification: layoutChanged, element: playTitle }
          - header: Comedies
            rows:
              - id: tempest
                text: The Tempest
                accessory: disclosure
                onActivate:
                  - set: { view: playTitle, text: The Tempest }
                  - set: { view: playYear, text: Written about 1611 }
                  - set: { view: playSummary, text: A magician wrecks a ship to set things right on his island. }
                  - dismissPopover: true
                  - post: { notification: layoutChanged, element: playTitle }

      # ── Detail: the chosen play ──────────────────────────────────────────────
      detailNav:
        kind: navigation
        stack: [play]

      play:
        title: Play
        navigationItem:
          # The split view puts its Plays button first, as the left item, in portrait.
          rightItems:
            - id: reviewButton
              title: Review
              hint: Writes a review of this play.
              onActivate: [present: { controller: reviewSheet, style: formSheet }]
            - id: castButton
              title: Cast
              hint: Lists the characters.
              onActivate: [popover: { controller: cast, from: castButton }]
        view:
          subviews:
            - { type: label, id: playTitle, text: Hamlet, traits: [header] }
            - { type: label, id: playYear, text: Written about 1600 }
            - { type: label, id: playSummary, text: The Prince of Denmark avenges his father's murder. }

      # ── The popover ──────────────────────────────────────────────────────────
      cast:
        kind: table
        title: Cast
        sections:
          - rows:
              - { id: castHamlet, text: Hamlet, detail: Prince of Denmark }
              - { id: castOphelia, text: Ophelia, detail: Daughter of Polonius }
              - { id: castHoratio, text: Horatio, detail: Friend to Hamlet }

      # ── The form sheet ───────────────────────────────────────────────────────
      reviewSheet:
        kind: navigation
        stack: [review]
        # Over a dimmed screen: the sheet cancels on Escape and saves on Magic Tap.
        escape: [dismiss: true]
        magicTap: [{ dismiss: true }, { announce: { text: Review saved, queue: true } }]

      review:
        title: New Review
        navigationItem:
          leftItems: [{ id: cancelReview, system: cancel, onActivate: [dismiss: true] }]
          rightItems: [{ id: saveReview, system: save, onActivate: [{ dismiss: true }, { announce: { text: Review saved, queue: true } }] }]
        view:
          subviews:
            - { type: label, id: ratingHeader, text: Rating, traits: [header] }
            - { type: segmented, id: rating, segments: [1 Star, 2 Stars, 3 Stars, 4 Stars, 5 Stars], selected: 2 }
            - { type: textField, id: reviewText, label: Review, placeholder: What did you think? }

    """#
}
