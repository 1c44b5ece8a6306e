/// The rotor: choosing a setting (rotate) and moving by it (swipe up or down).
extension VoiceOverSession {
    /// The rotor settings offered for the focused element: Actions only when it has some.
    public var availableRotorSettings: [RotorSetting] {
        let hasActions = !(focusedElement?.view.accessibilityCustomActions.isEmpty ?? true)
        return RotorSetting.allCases.filter { $0 != .actions || hasActions }
    }

    /// Turns the rotor to the next or previous setting and speaks its name.
    public func rotor(forward: Bool) {
        performAction {
            let settings = availableRotorSettings
            let index = settings.firstIndex(of: rotorSetting) ?? (forward ? -1 : settings.count)
            let next = (index + (forward ? 1 : -1) + settings.count) % settings.count
            rotorSetting = settings[next]
            cursor.actionIndex = nil
            say(rotorSetting.spokenName(in: self.settings.words(for: nil)))
        }
    }

    /// Moves by the rotor setting (swipe down/up with the rotor set): to the next heading,
    /// link, form control or container, or the next custom action; a boundary at the end.
    public func rotorMove(forward: Bool) {
        performAction {
            if rotorSetting == .actions {
                guard let actions = focusedElement?.view.accessibilityCustomActions, !actions.isEmpty else {
                    queue.play(.boundary)
                    return
                }
                let next = (cursor.actionIndex ?? (forward ? -1 : actions.count)) + (forward ? 1 : -1)
                guard actions.indices.contains(next) else { queue.play(.boundary); return }
                cursor.actionIndex = next
                say(actions[next].name)
                return
            }
            let list = elements
            let start = focusedIndex ?? (forward ? -1 : list.count)
            let indices = forward ? Array(stride(from: start + 1, to: list.count, by: 1))
                                  : Array(stride(from: start - 1, through: 0, by: -1))
            let current = focusedIndex.flatMap { list[$0].container }
            let match = indices.first { index in
                let element = list[index]
                let traits = element.view.accessibilityTraits
                switch rotorSetting {
                case .headings: return traits.contains(.header)
                case .links: return traits.contains(.link)
                case .formControls:
                    return !traits.isDisjoint(with: [.button, .switchButton, .adjustable, .textEntry, .searchField])
                        && !traits.contains(.staticText)
                case .containers:
                    guard let container = element.container, container != current else { return false }
                    // The first element of that container.
                    return index == 0 || list[index - 1].container != container
                case .actions: return false
                }
            }
            guard let match else { queue.play(.boundary); return }
            moveFocus(toIndex: match)
        }
    }
}
