import Testing
@testable import A11yNavigator
@testable import TestSupport

/// The navigator's key table (KeyBindings): every binding reachable, one help line each, no
/// key bound twice.
@Suite("Key bindings")
struct KeyBindingsTests {
    @Test("every key of every binding runs that binding's command")
    func everyBindingReachable() {
        for binding in KeyBindings.table {
            #expect(!binding.keys.isEmpty, "\(binding.summary) has no key")
            for key in binding.keys {
                #expect(KeyBindings.command(for: key) == binding.command, "\(key) does not run \"\(binding.summary)\"")
            }
        }
    }

    @Test("no key is bound twice, and no command has two bindings")
    func noKeyBoundTwice() {
        let keys = KeyBindings.table.flatMap(\.keys)
        #expect(Set(keys).count == keys.count, "\(keys.map(\.description))")
        let commands = KeyBindings.table.map(\.command)
        #expect(Set(commands).count == commands.count)
    }

    @Test("keys outside the table run nothing")
    func unboundKeys() {
        for key: Key in [.tab, .backspace, .character("z"), .character("é"), .control("a")] {
            #expect(KeyBindings.command(for: key) == nil, "\(key)")
        }
    }

    @Test("the help has one line per binding, in table order: its keys, then its summary")
    func helpLines() {
        let lines = KeyBindings.helpLines
        #expect(lines.count == KeyBindings.table.count)
        for (line, binding) in zip(lines, KeyBindings.table) {
            let keys = binding.keys.map(\.description).joined(separator: " or ")
            #expect(line.hasPrefix(keys), "\(line)")
            #expect(line.hasSuffix(binding.summary), "\(line)")
        }
        // The summaries start in one column when the keys fit in it.
        let columns = Set(zip(lines, KeyBindings.table).map { line, binding in line.count - binding.summary.count })
        #expect(columns == [18], "\(columns)")
    }

    @Test("help and quit come first, as the status line lists them")
    func helpAndQuitFirst() {
        #expect(KeyBindings.table.prefix(2).map(\.command) == [.help, .quit])
        #expect(KeyBindings.command(for: .control("c")) == .quit)
    }
}
