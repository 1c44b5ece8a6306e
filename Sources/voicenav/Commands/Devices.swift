import A11yCore
import ArgumentParser
import Foundation

/// `voicenav devices`: the devices `--device` knows, with their screens and safe areas.
struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the devices --device knows: screen size and safe-area insets in points.",
        discussion: """
        Sizes are Apple's (Human Interface Guidelines, Layout, device screen sizes); safe-area insets are what a \
        full-screen view reports on each device in the iOS simulator. `design` (not listed) is the file's own \
        Interface Builder canvas. The default is iphone-16-pro (402 × 874), or ipad-pro-12.9 for an iPad storyboard.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "Output format: text or json.")
    var format: Format = .text

    func run() throws {
        func insets(_ e: EdgeInsets) -> String { "\(e.top.compact) \(e.left.compact) \(e.bottom.compact) \(e.right.compact)" }
        if format == .json {
            print(JSONOutput.document(Device.all), terminator: "")
            return
        }
        print("name                 points       safe area portrait (t l b r)  landscape (t l b r)  device")
        for device in Device.all {
            let size = "\(device.portraitSize.width.compact) × \(device.portraitSize.height.compact)"
            let line = device.name.padding(toLength: 21, withPad: " ", startingAt: 0)
                + size.padding(toLength: 13, withPad: " ", startingAt: 0)
                + insets(device.portraitSafeArea).padding(toLength: 30, withPad: " ", startingAt: 0)
                + insets(device.landscapeSafeArea).padding(toLength: 21, withPad: " ", startingAt: 0)
                + device.displayName
            print(line)
        }
    }
}
