// swift-tools-version:6.1
// The speech engine's tests alone, for ThreadSanitizer (`scripts/sanitize thread`): building
// the root package's tests with a sanitizer compiles every target, swift-syntax included,
// for tests that need A11yCore, A11yFiles and A11ySpeech. Its two folders are links to the
// root's `Tests/TestSupport` and `Tests/A11ySpeechTests`: the same files, never copies.
import PackageDescription

let package = Package(
    name: "SpeechSanitizerPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "voicenav", path: "../..")],
    targets: [
        .target(
            name: "TestSupport",
            dependencies: [.product(name: "A11yCore", package: "voicenav")],
            path: "Sources/TestSupport"
        ),
        .testTarget(
            name: "A11ySpeechTests",
            dependencies: [
                "TestSupport",
                .product(name: "A11yCore", package: "voicenav"),
                .product(name: "A11ySpeech", package: "voicenav"),
            ],
            path: "Tests/A11ySpeechTests"
        ),
    ],
    swiftLanguageModes: [.v6]
)
