import Testing
@testable import A11yCore
@testable import TestSupport

/// End-to-end transcripts of the built-in pad demo, examples/demo-pad.yaml: the split
/// view's master popover, a popover from a bar button and a form sheet.
@Suite("The pad demo, end to end (examples/demo-pad.yaml)")
@MainActor
struct ExamplePadDemoTests {
    @Test("split view: the master opens in a popover in portrait; picking a play updates the detail (SV-06, SV-07)")
    func masterPopover() throws {
        let script = """
        # The Plays button opens the hidden master in a popover (SV-06).
        activate
        next
        next
        next
        next
        next
        next
        next
        # Escape closes the popover.
        escape
        activate
        # Picking a play updates the detail, closes the popover and focuses the title (SV-07).
        focus macbeth
        activate
        next
        next
        next
        first
        """
        #expect(try ExampleRun.transcript("demo-pad.yaml", script) == [
            "[screen changed]",
            "Plays. Button.",
            "[screen changed]",
            "Plays. Heading.",
            "Tragedies. Heading.",
            "Hamlet. Button.",
            "Macbeth. Button.",
            "Comedies. Heading.",
            "The Tempest. Button.",
            "Dismiss popup. Button.",
            "[boundary]",
            "[screen changed]",
            "Plays. Button.",
            "[screen changed]",
            "Plays. Heading.",
            "Macbeth. Button.",
            "[screen changed]",
            "Macbeth. Heading.",
            "Written about 1606",
            "A Scottish general murders his way to the throne.",
            "[boundary]",
            "Plays. Button.",
        ])
    }

    @Test("a popover from a bar button closes on Escape and on its dismiss element (PO-06)")
    func castPopover() throws {
        let script = """
        focus castButton
        activate
        next
        next
        next
        next
        # A popover closes itself on Escape.
        escape
        focus castButton
        activate
        # So does its Dismiss popup element, read after the content.
        last
        activate
        """
        #expect(try ExampleRun.transcript("demo-pad.yaml", script) == [
            "[screen changed]",
            "Plays. Button.",
            "Cast. Button.",
            "Lists the characters.",
            "[screen changed]",
            "Hamlet: Prince of Denmark",
            "Ophelia: Daughter of Polonius",
            "Horatio: Friend to Hamlet",
            "Dismiss popup. Button.",
            "[boundary]",
            "[screen changed]",
            "Plays. Button.",
            "Cast. Button.",
            "Lists the characters.",
            "[screen changed]",
            "Hamlet: Prince of Denmark",
            "Dismiss popup. Button.",
            "[screen changed]",
            "Plays. Button.",
        ])
    }

    @Test("a form sheet hides what it covers; Escape cancels, Magic Tap and Save save (AX-26, AX-27, AX-41)")
    func reviewFormSheet() throws {
        let script = """
        focus reviewButton
        activate
        next
        next
        next
        next
        next
        next
        next
        next
        next
        next
        # Escape cancels the sheet (AX-26).
        escape
        focus reviewButton
        activate
        focus rating.4
        activate
        # Magic Tap saves (AX-27).
        magicTap
        focus reviewButton
        activate
        focus saveReview
        activate
        focus reviewButton
        activate
        focus cancelReview
        activate
        """
        #expect(try ExampleRun.transcript("demo-pad.yaml", script) == [
            "[screen changed]",
            "Plays. Button.",
            "Review. Button.",
            "Writes a review of this play.",
            "[screen changed]",
            "Cancel. Button.",
            "New Review. Heading.",
            "Save. Button.",
            "Rating. Heading.",
            "1 Star. Button. 1 of 5.",
            "2 Stars. Button. 2 of 5.",
            "Selected: 3 Stars. Button. 3 of 5.",
            "4 Stars. Button. 4 of 5.",
            "5 Stars. Button. 5 of 5.",
            "Review: What did you think? Text Field.",   // the placeholder is the value while empty (issue 15)
            "Double tap to edit.",
            "[boundary]",
            "[screen changed]",
            "Plays. Button.",
            "Review. Button.",
            "Writes a review of this play.",
            "[screen changed]",
            "Cancel. Button.",
            "5 Stars. Button. 5 of 5.",
            "Selected.",
            "[screen changed]",
            "Plays. Button.",
            "Review saved",
            "Review. Button.",
            "Writes a review of this play.",
            "[screen changed]",
            "Cancel. Button.",
            "Save. Button.",
            "[screen changed]",
            "Plays. Button.",
            "Review saved",
            "Review. Button.",
            "Writes a review of this play.",
            "[screen changed]",
            "Cancel. Button.",
            "Cancel. Button.",
            "[screen changed]",
            "Plays. Button.",
        ])
    }

    @Test("rotation shows the master in landscape and hides it again in portrait (SV-06, AX-14)")
    func rotation() throws {
        let script = """
        # Landscape shows master and detail side by side; rotation resets the cursor (AX-14).
        rotate landscapeLeft
        focus tempest
        activate
        focus playSummary
        # Portrait hides the master again behind the Plays button.
        rotate portrait
        next
        next
        """
        #expect(try ExampleRun.transcript("demo-pad.yaml", script) == [
            "[screen changed]",
            "Plays. Button.",
            "Plays. Heading.",
            "The Tempest. Button.",
            "The Tempest. Heading.",
            "A magician wrecks a ship to set things right on his island.",
            "Plays. Button.",
            "Play. Heading.",
            "Cast. Button.",
            "Lists the characters.",
        ])
    }
}
