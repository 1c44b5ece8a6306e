/// A window's elements in reading order, kept until the window's accessibility generation or
/// orientation changes (cursor moves on an unchanged screen derive nothing).
@MainActor
struct ElementCache {
    var elements: [OrderedElement] = []
    var generation: UInt64 = .max
    var orientation: InterfaceOrientation?
}
