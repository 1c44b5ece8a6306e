/// The app's observer registry for `AccessibilityEvent`s (AX-31).
@MainActor
public final class AccessibilityNotificationCenter {
    /// A registration; pass it to `removeObserver(_:)`.
    public struct Token: Hashable, Sendable { let id: Int }

    private var observers: [(token: Token, name: AccessibilityEvent.Name, handler: @MainActor (AccessibilityEvent) -> Void)] = []
    private var nextID = 0

    public init() {}

    /// Calls `handler` for each event named `name`, until removed.
    @discardableResult
    public func addObserver(for name: AccessibilityEvent.Name,
                            handler: @escaping @MainActor (AccessibilityEvent) -> Void) -> Token {
        nextID += 1
        let token = Token(id: nextID)
        observers.append((token, name, handler))
        return token
    }

    /// Stops the observer registered with `token`.
    public func removeObserver(_ token: Token) {
        observers.removeAll { $0.token == token }
    }

    /// Delivers `event` to its observers, in registration order.
    public func post(_ event: AccessibilityEvent) {
        for observer in observers where observer.name == event.name {
            observer.handler(event)
        }
    }
}
