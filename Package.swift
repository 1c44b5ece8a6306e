// swift-tools-version:6.1
import PackageDescription

// Layers, each a target; dependencies point down only (README, "The library"):
//
//   voicenav (command line: arguments, raw terminal, wiring)
//     ├─ A11yNavigator (keys, bindings, navigator state, renderer, run loop)
//     ├─ A11yScenes    (the input document, scripts, silent runs, pictures)
//     │    ├─ A11ySceneFiles, A11yInterfaceBuilder, A11yDumps (the readers; IB shows A11yLocalization's tables)
//     │    ├─ A11ySwiftSource (SwiftUI from its source: the only target on swift-syntax; the nibs code loads
//     │    │                    through A11yInterfaceBuilder)
//     │    └─ A11ySceneModel (the scene spec, its builder, located messages, byte/JSON/XML helpers)
//     ├─ A11ySpeech    (eSpeak NG, live backend, audio sinks, earcons)  ── CEspeak (headers)
//     ├─ A11yBraille   (liblouis: braille cells of the model's print line) ── CLouis (headers)
//     └─ A11yBenchmarks
//   A11yTesting (spoken-phrase log, golden transcripts for a team's Swift tests)
//   A11yReport (the browsable report: static HTML pages of every screen, on A11yAudit)
//   A11yAudit (the audit's rules and explorer, on A11yScenes and A11yLayout)
//   A11yLayout (Auto Layout: storyboard constraints solved for the model's views)
//     └─ LayoutSolver (Cassowary-family simplex: standard library only, Synchronization for one lock)
//   A11yCore (UIKit and VoiceOver model, speech queue, virtual clock: standard library only)

/// Each file imports what it uses (SE-0444), so a layer's real dependencies show.
let strictImports: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]

/// The scene model and its readers (Sources/A11ySceneModel … A11yDumps): what the door, A11yScenes, stands in front of.
let sceneReaders: [Target.Dependency] = [
    "A11ySceneModel", "A11ySceneFiles", "A11yLocalization", "A11yInterfaceBuilder", "A11yDumps", "A11ySwiftSource",
]

let package = Package(
    name: "voicenav",
    // macOS 15: `String(validating:as:)` (the scene loader's UTF-8 check) needs it.
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "A11yCore", targets: ["A11yCore"]),
        .library(name: "LayoutSolver", targets: ["LayoutSolver"]),
        .library(name: "A11yLayout", targets: ["A11yLayout"]),
        .library(name: "A11ySpeech", targets: ["A11ySpeech"]),
        .library(name: "A11yBraille", targets: ["A11yBraille"]),
        .library(name: "A11ySceneModel", targets: ["A11ySceneModel"]),
        .library(name: "A11ySceneFiles", targets: ["A11ySceneFiles"]),
        .library(name: "A11yLocalization", targets: ["A11yLocalization"]),
        .library(name: "A11yInterfaceBuilder", targets: ["A11yInterfaceBuilder"]),
        .library(name: "A11yDumps", targets: ["A11yDumps"]),
        .library(name: "A11ySwiftSource", targets: ["A11ySwiftSource"]),
        .library(name: "A11yScenes", targets: ["A11yScenes"]),
        .library(name: "A11yAudit", targets: ["A11yAudit"]),
        .library(name: "A11yReport", targets: ["A11yReport"]),
        .library(name: "A11yNavigator", targets: ["A11yNavigator"]),
        .library(name: "A11yTesting", targets: ["A11yTesting"]),
        .executable(name: "voicenav", targets: ["voicenav"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        // For property tests only (random sessions in A11yCoreTests, the renderer in A11yNavigatorTests).
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        // `swift package generate-documentation` for the DocC catalogs (scripts/docs).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        // The Swift source reader's parser (A11ySwiftSource only): the Swift project's own.
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
    ],
    targets: [
        // The model: UIKit's controllers and VoiceOver. Nothing outside the standard library.
        // libm by name: `rounded()` calls it, and a package using A11yCore alone has no
        // Foundation to bring it in.
        .target(
            name: "A11yCore",
            swiftSettings: strictImports,
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // eSpeak NG's headers only: the library is loaded at run time
        // (Sources/A11ySpeech/EspeakLibrary.swift), so that voicenav starts and says what
        // to install where it is missing. With `pkgConfig: "espeak-ng"` SwiftPM would link
        // -lespeak-ng into every binary; the shim finds the headers itself instead.
        .systemLibrary(
            name: "CEspeak",
            providers: [.apt(["libespeak-ng-dev"]), .brew(["espeak-ng"])]
        ),
        // liblouis's headers only, as CEspeak: the library is loaded at run time
        // (Sources/A11yBraille/LouisLibrary.swift), so voicenav starts without it.
        .systemLibrary(
            name: "CLouis",
            providers: [.apt(["liblouis-dev"]), .brew(["liblouis"])]
        ),
        // Linear constraints with priorities (Cassowary family): standard library only.
        .target(name: "LayoutSolver", swiftSettings: strictImports),
        .target(name: "A11yLayout", dependencies: ["A11yCore", "LayoutSolver"], swiftSettings: strictImports),
        // Files written whole or not at all (a temporary file beside the target, renamed).
        .target(name: "A11yFiles", swiftSettings: strictImports),
        .target(name: "A11ySpeech", dependencies: ["A11yCore", "A11yFiles", "CEspeak"], swiftSettings: strictImports),
        // Braille cells by liblouis, beside speech: the model only builds the print line.
        .target(name: "A11yBraille", dependencies: ["A11yCore", "A11ySpeech", "CLouis"], swiftSettings: strictImports),
        // The scene model every reader produces: the spec, its builder (SceneApp), located
        // messages, and the file, byte, JSON and XML helpers every reader shares.
        .target(name: "A11ySceneModel", dependencies: ["A11yCore", "A11yLayout"], swiftSettings: strictImports),
        // The readers, one family each, with no edge between them but the translation tables
        // Interface Builder files are shown with.
        .target(
            name: "A11ySceneFiles",
            dependencies: ["A11yCore", "A11ySceneModel", .product(name: "Yams", package: "Yams")],
            // The built-in demos' scene files (examples/demo.yaml and demo-pad.yaml link here).
            resources: [.copy("Demos")],
            swiftSettings: strictImports
        ),
        .target(name: "A11yLocalization", dependencies: ["A11yCore", "A11ySceneModel"], swiftSettings: strictImports),
        .target(
            name: "A11yInterfaceBuilder",
            dependencies: ["A11yCore", "A11yLayout", "A11ySceneModel", "A11yLocalization"],
            swiftSettings: strictImports
        ),
        .target(name: "A11yDumps", dependencies: ["A11yCore", "A11ySceneModel"], swiftSettings: strictImports),
        // SwiftUI screens read from their source (SwiftSourceReading.md): the only target that
        // depends on swift-syntax (Yams: XcodeGen's project specs).
        .target(
            name: "A11ySwiftSource",
            dependencies: [
                "A11yCore", "A11yLayout", "A11ySceneModel", "A11yLocalization", "A11yInterfaceBuilder",
                .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "Yams", package: "Yams"),
            ],
            swiftSettings: strictImports
        ),
        // The one door (InputDocument) in front of the readers, scripts and pictures.
        .target(
            name: "A11yScenes",
            dependencies: [
                "A11yCore", "A11yLayout", "A11ySceneModel", "A11ySceneFiles", "A11yLocalization", "A11yInterfaceBuilder",
                "A11yDumps", "A11ySwiftSource",
            ],
            swiftSettings: strictImports
        ),
        // The accessibility audit: exploration of every screen, the rules, reports (text, JSON, SARIF).
        .target(
            name: "A11yAudit",
            dependencies: sceneReaders + ["A11yCore", "A11yLayout", "A11yScenes", .product(name: "Yams", package: "Yams")],
            swiftSettings: strictImports
        ),
        // The browsable report: every screen drawn, spoken and audited, as a static site.
        .target(
            name: "A11yReport",
            dependencies: sceneReaders + ["A11yCore", "A11yScenes", "A11yAudit"],
            swiftSettings: strictImports
        ),
        .target(name: "A11yNavigator", dependencies: ["A11yCore"], swiftSettings: strictImports),
        // For a team's own tests: a spoken-phrase log, session helpers and golden transcripts.
        .target(name: "A11yTesting",
            dependencies: sceneReaders + [
                "A11yCore", "A11yScenes", "A11yFiles",
            ], swiftSettings: strictImports),
        .target(
            name: "A11yBenchmarks",
            dependencies: sceneReaders + [
                "A11yCore", "A11yLayout", "A11ySpeech", "A11yNavigator", "A11yScenes", "A11yAudit", "A11yBraille", "A11yReport",
            ],
            swiftSettings: strictImports
        ),
        .executableTarget(
            name: "voicenav",
            dependencies: sceneReaders + [
                "A11yCore", "A11yLayout", "A11ySpeech", "A11yScenes", "A11yAudit", "A11yNavigator", "A11yBenchmarks",
                "A11yTesting", "A11yFiles", "A11yBraille", "A11yReport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: strictImports
        ),

        .target(name: "TestSupport", dependencies: ["A11yCore"], path: "Tests/TestSupport"),
        .testTarget(
            name: "A11yCoreTests",
            dependencies: ["A11yCore", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(name: "A11ySpeechTests", dependencies: ["A11yCore", "A11ySpeech", "TestSupport"]),
        .testTarget(name: "A11yBrailleTests", dependencies: ["A11yCore", "A11yBraille", "TestSupport"]),
        // Storyboard and example-file helpers shared by the scenes' and the audit's tests.
        .target(name: "ScenesTestSupport",
            dependencies: sceneReaders + [
                "A11yCore", "A11yScenes",
            ], path: "Tests/ScenesTestSupport"),
        .testTarget(name: "A11yScenesTests",
            dependencies: sceneReaders + [
                "A11yCore", "A11yScenes", "TestSupport", "ScenesTestSupport",
            ]),
        .testTarget(
            name: "A11yAuditTests",
                dependencies: sceneReaders + [
                    "A11yCore", "A11yLayout", "A11yScenes", "A11yAudit", "ScenesTestSupport",
                ]
        ),
        .testTarget(
            name: "A11yNavigatorTests",
            dependencies: [
                "A11yCore", "A11yNavigator", "TestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // kiwi_oracle.py: the test oracle the tests run with Debian's python3 (not a resource).
        .testTarget(name: "A11yLayoutTests",
            dependencies: sceneReaders + [
                "A11yCore", "A11yLayout", "A11yScenes", "ScenesTestSupport",
            ]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"], exclude: ["kiwi_oracle.py"]),
        .testTarget(name: "A11yTestingTests",
            dependencies: sceneReaders + [
                "A11yCore", "A11yScenes", "A11yTesting", "A11yFiles",
            ]),
        .testTarget(name: "A11ySwiftSourceTests", dependencies: sceneReaders + ["A11yCore", "A11yScenes", "ScenesTestSupport"]),
        .testTarget(name: "voicenavTests", dependencies: sceneReaders + ["A11yCore", "A11yScenes", "ScenesTestSupport"]),

        // libFuzzer targets (scripts/fuzz builds them with -sanitize=fuzzer -DFUZZING);
        // without the fuzzer they replay the input files named on their command line.
        .target(name: "FuzzSupport", path: "Fuzz/Support"),
        .executableTarget(
            name: "FuzzSceneLoader",
                dependencies: sceneReaders + [
                    "A11yCore", "A11yScenes", "FuzzSupport",
                ], path: "Fuzz/SceneLoader"
        ),
        .executableTarget(name: "FuzzScript",
            dependencies: sceneReaders + [
                "A11yCore", "A11yScenes", "FuzzSupport",
            ], path: "Fuzz/Script"),
        .executableTarget(
            name: "FuzzStoryboard",
                dependencies: sceneReaders + [
                    "A11yCore", "A11yLayout", "A11yScenes", "FuzzSupport",
                ], path: "Fuzz/Storyboard"
        ),
        .executableTarget(
            name: "FuzzDump",
                dependencies: sceneReaders + [
                    "A11yCore", "A11yScenes", "A11yTesting", "FuzzSupport",
                ], path: "Fuzz/Dump"
        ),
        .executableTarget(name: "FuzzKeys", dependencies: ["A11yCore", "A11yNavigator", "FuzzSupport"], path: "Fuzz/Keys"),
        .executableTarget(name: "FuzzSwiftSource",
            dependencies: sceneReaders + [
                "A11yCore", "A11yScenes", "FuzzSupport",
            ], path: "Fuzz/SwiftSource"),
    ],
    swiftLanguageModes: [.v6]
)
