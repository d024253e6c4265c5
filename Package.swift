// swift-tools-version:6.0
import PackageDescription

// Layering (docs/adr/0001-layers.md): core targets never import a platform library;
// Linux adapters depend on core, never the reverse.
let package = Package(
    name: "Avanues",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "avanues", targets: ["avanues"]),
        .library(name: "Grammar", targets: ["Grammar"]),
        .library(name: "CommandModel", targets: ["CommandModel"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
    ],
    targets: [
        // Core: no dependencies beyond Foundation.
        .target(name: "CommandModel"),
        .target(name: "PageScripts", resources: [.copy("Resources")]),
        .target(name: "BrowserCore", dependencies: ["CommandModel", "PageScripts"]),
        .target(name: "Speech", dependencies: ["CommandModel"]),
        .target(
            name: "Grammar",
            dependencies: ["CommandModel"],
            resources: [.copy("Resources/locales"), .copy("Resources/sites.json")]
        ),

        // Browser data (history, bookmarks, downloads, tab sessions, settings): SQLite through GRDB, fields sealed
        // with AES-GCM under a key kept outside the database (docs/adr/0005-storage.md). Runs on Linux and Apple.
        .target(
            name: "Storage",
            dependencies: [.product(name: "GRDB", package: "GRDB.swift"), .product(name: "Crypto", package: "swift-crypto")]
        ),

        // Linux adapters over system libraries.
        .systemLibrary(
            name: "CPocketSphinx",
            pkgConfig: "pocketsphinx",
            providers: [.apt(["libpocketsphinx-dev"])]
        ),
        .target(name: "PocketSphinx", dependencies: ["CPocketSphinx", "Speech"]),
        .systemLibrary(name: "CPulseAudio", pkgConfig: "libpulse-simple", providers: [.apt(["libpulse-dev"])]),
        .target(name: "PulseAudio", dependencies: ["CPulseAudio", "Speech"]),
        .target(name: "SpeechCommands", dependencies: ["Speech", "Grammar", "NLU", "CommandModel"]),
        // On-device understanding of free phrasing: intent classifier and entity tagger trained from the corpus.
        .target(name: "NLU", dependencies: ["Grammar", "CommandModel"], resources: [.copy("Resources")]),
        // The opt-in cloud model: consent, request building, masking, strict checking of replies.
        .target(name: "CloudUnderstanding", dependencies: ["CommandModel", "Grammar", "PageScripts"]),
        // The voice browser's decisions (typed or spoken words → command → browser → voice bar), front-end free.
        .target(name: "VoiceBrowser", dependencies: ["BrowserCore", "Grammar", "NLU", "CloudUnderstanding", "Speech", "SpeechCommands", "CommandModel", "Storage"]),
        .systemLibrary(
            name: "CWebKitGTK",
            pkgConfig: "webkitgtk-6.0",
            providers: [.apt(["libwebkitgtk-6.0-dev", "libgtk-4-dev"])]
        ),
        .target(name: "WebKitGTK", dependencies: ["CWebKitGTK", "BrowserCore", "PageScripts"]),
        // The GTK4 desktop window.
        .target(
            name: "Desktop",
            dependencies: ["CWebKitGTK", "WebKitGTK", "BrowserCore", "VoiceBrowser", "Speech", "Grammar", "NLU", "CommandModel", "Storage"],
            resources: [.copy("Resources")]
        ),

        // The command-line front end.
        .target(
            name: "AvanuesCLI",
            dependencies: [
                "CommandModel", "Grammar", "BrowserCore", "PageScripts", "WebKitGTK",
                "Speech", "SpeechCommands", "PocketSphinx", "PulseAudio", "VoiceBrowser", "Desktop", "NLU", "CloudUnderstanding", "Storage",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // A crash report written in the signal handler itself (Swift's out-of-process backtracer can hang here).
        .target(name: "CCrashReport"),
        .executableTarget(name: "avanues", dependencies: ["AvanuesCLI", "CCrashReport"]),
        .executableTarget(name: "GrammarBench", dependencies: ["Grammar"], path: "Benchmarks/GrammarBench"),
        .executableTarget(name: "StorageBench", dependencies: ["Storage"], path: "Benchmarks/StorageBench"),
        .executableTarget(
            name: "PageBench", dependencies: ["WebKitGTK", "BrowserCore", "PageScripts"], path: "Benchmarks/PageBench"),

        .testTarget(name: "GrammarTests", dependencies: ["Grammar", "CommandModel"]),
        .testTarget(name: "NLUTests", dependencies: ["NLU", "Grammar", "CommandModel"]),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "CloudTests", dependencies: ["CloudUnderstanding", "CommandModel", "PageScripts", "TestSupport"]),
        .target(name: "CSpawn", path: "Tests/CSpawn"),
        .target(name: "TestSupport", dependencies: ["BrowserCore", "PageScripts", "Speech", "Desktop", "CSpawn", "CCrashReport"], path: "Tests/Support",
                exclude: ["site-server.py", "cloud-server.py"]),  // run from their folder by LocalServer
        .testTarget(
            name: "CLITests", dependencies: ["AvanuesCLI", "Grammar", "NLU", "CommandModel", "TestSupport", "Storage", "Speech", "SpeechCommands"], resources: [.copy("Cases")]),
        .testTarget(name: "PageLayerTests", dependencies: ["TestSupport"]),
        .testTarget(name: "BrowserCoreTests", dependencies: ["BrowserCore", "PageScripts", "CommandModel", "TestSupport"]),
        .testTarget(name: "PocketSphinxTests", dependencies: ["PocketSphinx", "Grammar", "Speech", "TestSupport"]),
        .testTarget(name: "SpeechTests", dependencies: ["Speech", "CommandModel"]),
        .testTarget(name: "VoiceBrowserTests", dependencies: ["VoiceBrowser", "BrowserCore", "Grammar", "Speech", "CommandModel", "CloudUnderstanding", "TestSupport", "Storage", "NLU"]),
    ],
    swiftLanguageModes: [.v6]
)
