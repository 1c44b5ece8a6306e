
/// Which controllers sit where by relationship segues (segues and containers): what decides
/// the design-time bars and whether a `show` segue pushes or presents.
package struct ContainmentContext {
    /// A controller's container by relationship segue: child id → (parent id, relationship).
    var relationParents: [String: (parent: String, relationship: String)] = [:]
    /// Controllers shown inside a navigation controller.
    package var navigation: Set<String> = []
    /// Those of them shown by a navigation controller that hides its bar (`navigationBarHidden`).
    var underHiddenNavigationBar: Set<String> = []
    /// Controllers shown inside a tab bar controller (and not hiding its bar when pushed).
    package var tabs: Set<String> = []
    /// A pushed controller's pusher on the shortest way from a navigation controller's root
    /// (controllers no relationship places).
    var pushedFrom: [String: String] = [:]
    /// Controllers a container view embeds (the destinations of embed segues).
    package var embedded: Set<String> = []
}
