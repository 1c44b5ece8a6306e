import Testing
@testable import A11yCore
@testable import TestSupport

/// End-to-end transcripts of the small examples a user can copy: settings, recipes, tabs
/// and reading order, each showing one thing.
@Suite("The small examples, end to end (examples/*.yaml)")
@MainActor
struct ExampleScenesTests {
    @Test("settings.yaml: a drill-down through tables, Back buttons and Escape (the seeds' table drill-down, AX-11, NC-96)")
    func settings() throws {
        let script = """
        # A switch row toggles in place.
        next
        activate
        # A disclosure row pushes the next level; the cursor lands on the Back button (AX-11).
        next
        activate
        next
        next
        next
        next
        next
        next
        escape
        # Two levels down, and back with Escape (NC-96).
        focus general
        activate
        next
        next
        activate
        next
        next
        next
        escape
        escape
        focus sounds
        activate
        focus ringer
        increment
        escape
        # At the root nothing handles Escape.
        escape
        """
        #expect(try ExampleRun.transcript("settings.yaml", script) == [
            "[screen changed]",
            "Settings. Heading.",
            "Airplane Mode. Switch Button. Off.",
            "Double tap to toggle setting.",
            "On.",
            "Wi-Fi: Home. Button.",
            "[screen changed]",
            "Settings. Back Button.",
            "Wi-Fi. Heading.",
            "Wi-Fi. Switch Button. On.",
            "Double tap to toggle setting.",
            "Choose a Network. Heading.",
            "Selected: Home. Button.",
            "Corner Cafe",
            "Public Library",
            "[screen changed]",
            "Settings. Heading.",
            "General. Button.",
            "[screen changed]",
            "Settings. Back Button.",
            "General. Heading.",
            "About. Button.",
            "[screen changed]",
            "General. Back Button.",
            "About. Heading.",
            "Name: Anna's iPhone",
            "Version: 6.0",
            "[screen changed]",
            "Settings. Back Button.",
            "[screen changed]",
            "Settings. Heading.",
            "Sounds. Button.",
            "[screen changed]",
            "Settings. Back Button.",
            "Ringer volume: 50%. Adjustable.",
            "Swipe up or down with one finger to adjust the value.",
            "60%",
            "[screen changed]",
            "Settings. Heading.",
            "[no action]",
        ])
    }

    @Test("recipes.yaml: the WWDC 2008 Recipes navigation demo, with rotation (the seeds' Recipes example)")
    func recipes() throws {
        let script = """
        next
        # After each push the cursor is on the Back button, titled after the previous screen.
        activate
        next
        next
        next
        activate
        next
        next
        # Rotation is a layout change: the cursor goes back to the first element (AX-14).
        rotate landscapeLeft
        next
        escape
        rotate portrait
        escape
        escape
        """
        #expect(try ExampleRun.transcript("recipes.yaml", script) == [
            "[screen changed]",
            "Recipes. Heading.",
            "Chocolate Cake. Button.",
            "[screen changed]",
            "Recipes. Back Button.",
            "Chocolate Cake. Heading.",
            "A rich, moist chocolate cake. Bake 35 minutes at 350 degrees.",
            "Photo. Button.",
            "Shows a photo of the cake.",
            "[screen changed]",
            "Chocolate Cake. Back Button.",
            "Photo. Heading.",
            "Chocolate cake on a white plate. Image.",
            "Chocolate Cake. Back Button.",
            "Photo. Heading.",
            "[screen changed]",
            "Recipes. Back Button.",
            "Recipes. Back Button.",
            "[screen changed]",
            "Recipes. Heading.",
            "[no action]",
        ])
    }

    @Test("tabs.yaml: the TabBarDemo with badges (the seeds' TabBarDemo, TB-08, AX-42)")
    func tabs() throws {
        let script = """
        next
        next
        next
        activate
        next
        next
        next
        next
        activate
        """
        #expect(try ExampleRun.transcript("tabs.yaml", script) == [
            "[screen changed]",
            "Chocolate. Heading.",
            "A slice of chocolate cake. Image.",
            "Selected: Chocolate. Tab. 1 of 3.",
            "Cobbler: 3 items. Tab. 2 of 3.",
            "[screen changed]",
            "Cobbler. Heading.",
            "Peach cobbler in a baking dish. Image.",
            "Chocolate. Tab. 1 of 3.",
            "Selected: Cobbler: 3 items. Tab. 2 of 3.",
            "Macaron: New. Tab. 3 of 3.",
            "[screen changed]",
            "Macaron. Heading.",
        ])
    }

    @Test("""
        reading-order.yaml: rows, groups, lists, explicit order, hidden views and landmarks \
        (VoiceOverRules: The element tree, Reading order)
        """)
    func readingOrder() throws {
        let script = """
        readAll
        last
        previous
        # The rotor's Headings setting moves from heading to heading.
        first
        rotorNext
        rotorNext
        rotorNext
        rotorNext
        """
        #expect(try ExampleRun.transcript("reading-order.yaml", script) == [
            "[screen changed]",
            "Reading order. Heading.",
            "Reading order. Heading.",
            "Keypad. Heading.",
            "1. Button.",
            "2. Button.",
            "3. Button.",
            "4. Button.",
            "5. Button.",
            "6. Button.",
            "Forecast. Heading.",
            "Monday",
            "Tuesday",
            "Sunny, high 24 degrees",
            "Rain, high 18 degrees",
            "Wednesday",
            "Cloudy, high 20 degrees",
            "Thursday",
            "Windy, high 17 degrees",
            "Shopping list. Heading.",
            "Milk. List Start.",
            "Eggs",
            "Flour. List End.",
            "Flour, 1 kilogram",
            "4.99 dollars",
            "Privacy. Link. Landmark.",
            "Terms. Link. End.",
            "Terms. Link. End.",
            "Privacy. Link. Landmark.",
            "Reading order. Heading.",
            "Keypad. Heading.",
            "Forecast. Heading.",
            "Shopping list. Heading.",
            "[boundary]",
        ])
    }

    @Test("reading-order-rtl.yaml: right to left, the Back button first and rows read from the right")
    func readingOrderRightToLeft() throws {
        let script = """
        next
        next
        next
        focus openKeypad
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
        next
        next
        focus key1
        escape
        """
        #expect(try ExampleRun.transcript("reading-order-rtl.yaml", script) == [
            "[screen changed]",
            "Phone. Heading.",
            "Keypad. Button.",
            "Selected: Phone. Tab. 1 of 2.",
            "Contacts. Tab. 2 of 2.",
            "Keypad. Button.",
            "[screen changed]",
            "Phone. Back Button.",
            "Keypad. Heading.",
            "1. Button.",
            "2. Button.",
            "3. Button.",
            "4. Button.",
            "5. Button.",
            "6. Button.",
            "Anna Haro",
            "Mobile",
            "Hank Zakroff",
            "Work",
            "Selected: Phone. Tab. 1 of 2.",
            "1. Button.",
            "[screen changed]",
            "Phone. Heading.",
        ])
    }
}
