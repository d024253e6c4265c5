// A crash report that cannot hang. Swift's own crash backtracer runs as a separate process that reads the
// crashed one's memory; with WebKit's threads in the process it was seen to wait for ever, keeping the
// process's standard output open, so whatever reads that output (a pipe, a test, a script) never finishes.
// This handler only uses calls that are safe in a signal handler, prints what it can, and lets the signal end
// the process as it would have without a handler (same exit status, a core dump where enabled).
#include "crash_report.h"

#include <execinfo.h>
#include <signal.h>
#include <string.h>
#include <unistd.h>

// A copy: the caller's string need not outlive the call.
static char program_name[64] = "program";
// The handler runs here, so a stack overflow on the main thread is reported too.
static char alternate_stack[64 * 1024];
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP, SIGABRT };

static void say(const char *text) {
    size_t left = strlen(text);
    while (left > 0) {
        ssize_t n = write(STDERR_FILENO, text, left);
        if (n <= 0) return;
        text += n;
        left -= (size_t)n;
    }
}

static const char *signal_name(int sig) {
    switch (sig) {
    case SIGSEGV: return "SIGSEGV (bad memory access)";
    case SIGBUS: return "SIGBUS (bad memory access)";
    case SIGILL: return "SIGILL (a runtime check failed or an illegal instruction)";
    case SIGFPE: return "SIGFPE (arithmetic error)";
    case SIGTRAP: return "SIGTRAP (a runtime check failed)";
    case SIGABRT: return "SIGABRT (aborted)";
    default: return "a fatal signal";
    }
}

static void on_fatal_signal(int sig) {
    // Back to the default first: a fault inside this handler ends the process instead of looping.
    signal(sig, SIG_DFL);
    say("\n");
    say(program_name);
    say(": crashed with ");
    say(signal_name(sig));
    say(". Stack:\n");
    void *frames[64];
    int count = backtrace(frames, 64);
    backtrace_symbols_fd(frames, count, STDERR_FILENO);
    raise(sig);
}

void avn_crash_report_install(const char *program) {
    if (program) {
        strncpy(program_name, program, sizeof program_name - 1);
        program_name[sizeof program_name - 1] = 0;
    }
    // backtrace() loads its unwinder on first use, which allocates: do that now, not in the handler.
    void *warm[2];
    (void)backtrace(warm, 2);
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = alternate_stack;
    stack.ss_size = sizeof alternate_stack;
    sigaltstack(&stack, NULL);
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = on_fatal_signal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_NODEFER | SA_ONSTACK;
    for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
        sigaction(fatal_signals[i], &action, NULL);
    }
}
