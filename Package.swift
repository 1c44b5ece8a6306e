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
        // For the random-session property tests only (Tests/A11yCoreTests/Properties).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // eSpeak NG's headers only: the library is loaded at run time
        // (Sources/A11yCore/Speech/EspeakLibrary.swift), so that voicenav starts and says what
        // to install where it is missing. With `pkgConfig: "espeak-ng"` SwiftPM would link
        // -lespeak-ng into every binary; the shim finds the headers itself instead.
        .systemLibrary(
            name: "CEspeak",
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
        .testTarget(
            name: "A11yCoreTests",
            dependencies: ["A11yCore", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "voicenavTests", dependencies: ["A11yCore"]),
        // libFuzzer targets (scripts/fuzz builds them with -sanitize=fuzzer -DFUZZING);
        // without the fuzzer they replay the input files named on their command line.
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .executableTarget(name: "FuzzSceneLoader", dependencies: ["A11yCore", "FuzzSupport"], path: "Fuzz/SceneLoader"),
        .executableTarget(name: "FuzzScript", dependencies: ["A11yCore", "FuzzSupport"], path: "Fuzz/Script"),
    ],
    swiftLanguageModes: [.v6]
)
