import AvanuesCLI
import CCrashReport
import Foundation

// A crash says what happened and ends the process at once. Swift's own backtracer stays available to whoever
// asks for it with SWIFT_BACKTRACE=enable=yes; by default it can hang after a crash with WebKit loaded, keeping
// standard output open for ever (anything reading it never finishes).
if !(ProcessInfo.processInfo.environment["SWIFT_BACKTRACE"] ?? "").contains("enable=yes") {
    avn_crash_report_install("avanues")
}

Avanues.main()
