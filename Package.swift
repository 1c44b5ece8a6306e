// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "voicenav",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "A11yCore", targets: ["A11yCore"]),
        .executable(name: "voicenav", targets: ["voicenav"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CEspeak",
            pkgConfig: "espeak-ng",
            providers: [.apt(["libespeak-ng-dev"]), .brew(["espeak-ng"])]
        ),
        .target(
            name: "A11yCore",
            dependencies: ["CEspeak", .product(name: "Yams", package: "Yams")]
        ),
        .executableTarget(
            name: "voicenav",
            dependencies: ["A11yCore", .product(name: "ArgumentParser", package: "swift-argument-parser")]
        ),
        .testTarget(name: "A11yCoreTests", dependencies: ["A11yCore"]),
        .testTarget(name: "voicenavTests", dependencies: ["A11yCore"]),
    ],
    swiftLanguageModes: [.v6]
)
