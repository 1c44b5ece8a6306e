// swift-tools-version:6.1
// A package that depends on the A11yCore product alone, as a team's own tests would.
// `scripts/test` builds and runs it and checks that nothing else was compiled: no eSpeak NG
// headers (CEspeak), no Yams, no ArgumentParser.
import PackageDescription

let package = Package(
    name: "CoreOnlyPackage",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "voicenav", path: "../..")],
    targets: [
        .executableTarget(name: "CoreOnlyCheck", dependencies: [.product(name: "A11yCore", package: "voicenav")]),
    ],
    swiftLanguageModes: [.v6]
)
