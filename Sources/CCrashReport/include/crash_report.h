#ifndef AVANUES_CRASH_REPORT_H
#define AVANUES_CRASH_REPORT_H

/// Replaces the handlers for fatal signals (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT) with one that
/// writes the signal and a native stack trace to standard error, then ends the process with that signal.
/// `program` names the process in the first line. Call once, early in main.
void avn_crash_report_install(const char *program);

#endif
