import A11yCore
import A11yScenes
import FuzzSupport
import A11ySceneModel
import A11ySceneFiles

/// The fixed scenes scripts run on: a phone app with a tab bar and More, a navigation
/// drill-down, a page view controller, controls of every kind, a sheet and app handlers;
/// and a pad app with a split view, a popover and a form sheet.
enum FuzzScenes {
    static let phone = """
    scene: 1
    name: fuzz phone
    device: phone
    nowPlaying: true
    app:
      magicTap: [announce: App magic tap]
      onAnnouncementFinished:
        - if: { view: chain, on: true, then: [announce: again], else: [] }
    root: tabs
    controllers:
      tabs:
        kind: tabBar
        tabs: [home, list, pages, table, five, six, seven]
        customizable: [home, list, six, seven]
      home:
        kind: navigation
        stack: [first]
        toolbarHidden: false
      first:
        title: First
        toolbarItems: [{ title: Compose, onActivate: [present: sheet] }]
        navigationItem: { rightItems: [{ system: edit }] }
        escape: [announce: first escape, pass: true]
        view:
          subviews:
            - { type: label, id: title, text: First, traits: [header] }
            - { type: button, id: go, title: Go, onActivate: [push: second] }
            - { type: switch, id: chain, label: Chain, on: false }
            - { type: slider, id: level, label: Level, value: 50, min: 0, max: 100, step: 10 }
            - { type: stepper, id: count, label: Count, value: 1, min: 0, max: 3 }
            - { type: segmented, id: mode, segments: [A, B, C], selected: 1 }
            - { type: textField, id: name, placeholder: Name }
            - type: view
              id: group
              groupChildren: true
              customActions:
                - { name: Delete, actions: [set: { view: title, text: Deleted }] }
                - { name: Rotate, actions: [rotate: landscapeLeft] }
              subviews:
                - { type: label, text: One }
                - { type: label, text: Two, hidden: false }
            - type: scroll
              id: scroller
              contentSize: [400, 2000]
              scroll: { down: [post: { notification: pageScrolled, text: Page 2 of 2 }], up: [pass: true] }
              subviews:
                - { type: button, id: hide, title: Hide, onActivate: [set: { view: title, hidden: true }] }
                - { type: button, id: show, title: Show, onActivate: [set: { view: title, hidden: false }] }
      second:
        title: Second
        magicTap: [pop: true]
        onAppear: [post: { notification: layoutChanged, element: deep }]
        view:
          subviews:
            - { type: label, id: deep, text: Deep }
            - { type: button, id: deeper, title: Deeper, onActivate: [push: third] }
            - { type: button, id: root, title: Root, onActivate: [popToRoot: true] }
      third:
        title: Third
        view:
          subviews:
            - { type: button, id: back, title: Back to first, onActivate: [popTo: first] }
            - { type: button, id: present, title: Present, onActivate: [present: { controller: sheet, style: formSheet }] }
      sheet:
        title: Sheet
        modalPresentationStyle: formSheet
        escape: [dismiss: true]
        view:
          modal: true
          subviews:
            - { type: button, id: cancel, title: Cancel, onActivate: [dismiss: true] }
            - { type: button, id: again, title: Again, onActivate: [present: sheet] }
            - { type: button, id: tab, title: Tab, onActivate: [selectTab: 2] }
      list:
        title: List
        view:
          containerType: list
          subviews:
            - { type: label, text: Alpha }
            - { type: label, text: Beta, language: fr }
            - { type: button, title: Announce, onActivate: [announce: { text: Hello, queue: true }] }
            - { type: button, title: Screen, onActivate: [post: { notification: screenChanged, text: New screen }] }
      pages:
        kind: page
        pages: [p1, p2, p3]
        current: 1
        onAnnouncementFinished: [turnPage: forward]
      p1: { title: Page 1, view: { subviews: [{ type: label, text: One }] } }
      p2: { title: Page 2, view: { subviews: [{ type: label, text: Two }, { type: button, title: Read, onActivate: [announce: line] }] } }
      p3: { title: Page 3, view: { subviews: [{ type: label, text: Three }] } }
      table:
        kind: table
        title: Table
        style: grouped
        sections:
          - header: Section
            rows:
              - { id: row1, text: Row 1, accessory: switch, on: true }
              - { id: row2, text: Row 2, accessory: disclosure, onActivate: [setEditing: true] }
              - { id: row3, text: Row 3, accessory: checkmark, onActivate: [toggle: row1] }
      five: { title: Five, view: { subviews: [{ type: button, title: Up, onActivate: [increment: level, decrement: count] }] } }
      six: { kind: navigation, stack: [sixRoot] }
      sixRoot: { title: Six, view: { subviews: [{ type: button, title: Push, onActivate: [push: third] }] } }
      seven: { title: Seven }
    """

    static let pad = """
    scene: 1
    name: fuzz pad
    device: pad
    orientation: portrait
    root: split
    controllers:
      split: { kind: split, master: masterNav, detail: detailNav }
      masterNav: { kind: navigation, title: Items, stack: [items] }
      items:
        kind: table
        title: Items
        sections:
          - rows:
              - { id: item1, text: One, onActivate: [set: { view: detailLabel, text: One }, dismissPopover: true] }
              - { id: item2, text: Two, onActivate: [push: items2] }
      items2: { kind: table, title: More items, sections: [{ rows: [{ text: Three }] }] }
      detailNav: { kind: navigation, stack: [detail] }
      detail:
        title: Detail
        navigationItem:
          rightItems:
            - { id: castButton, title: Cast, onActivate: [popover: { controller: cast, from: castButton }] }
            - { id: reviewButton, title: Review, onActivate: [present: { controller: review, style: formSheet }] }
        view:
          subviews:
            - { type: label, id: detailLabel, text: Nothing, traits: [header] }
            - { type: button, id: page, title: Page sheet, onActivate: [present: { controller: review, style: pageSheet }] }
            - { type: button, id: full, title: Full, onActivate: [present: { controller: review, style: fullScreen }] }
      cast:
        kind: table
        title: Cast
        sections: [{ rows: [{ text: Hamlet, onActivate: [dismissPopover: true] }, { text: Nested, onActivate: [present: review] }] }]
      review:
        title: Review
        escape: [dismiss: true]
        magicTap: [announce: Saved, dismiss: true]
        view:
          subviews:
            - { type: textField, id: reviewText, placeholder: Review }
            - { type: button, id: save, title: Save, onActivate: [dismiss: true] }
            - { type: button, id: more, title: More, onActivate: [popover: { controller: cast, from: save }] }
    """

    static let specs: [SceneSpec] = [phone, pad].map { text in
        do { return try SceneParser.parse(text, file: "fuzz-fixed.yaml") } catch {
            fatalError("the fixed fuzz scene is bad: \(error)")
        }
    }
}

/// libFuzzer entry point: the input's bytes, as UTF-8 text, are a voicenav script.
///
/// A bad script must come back as a `SceneError`; one that parses is run silently on each
/// fixed scene, on a virtual clock.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let commands: [ScriptCommand]
    do {
        commands = try ScriptParser.parse(text, file: "fuzz.txt")
    } catch is SceneError {
        return 0
    } catch {
        fatalError("ScriptParser.parse threw something other than a SceneError: \(error)")
    }
    MainActor.assumeIsolated {
        for spec in FuzzScenes.specs {
            let (session, _) = SilentRun.run(spec: spec, commands: commands)
            _ = session.transcript.lines
        }
    }
    return 0
}

#if !FUZZING
/// Without the fuzzer (`swift build`): runs the inputs named on the command line.
@main
struct FuzzScriptMain {
    static func main() {
        FuzzInputs.replay(CommandLine.arguments.dropFirst(), through: fuzz)
    }
}
#endif
