#include <gtk/gtk.h>
#include <webkit/webkit.h>
#include <glib-unix.h>
#include <fcntl.h>

// libdispatch's main queue, drained from the GLib loop (g_main_loop_run does not do it by itself).
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *msg);

// GObject macros that Swift cannot import, as functions.
static inline gulong avn_signal_connect(gpointer instance, const char *signal, GCallback callback, gpointer data) {
    return g_signal_connect_data(instance, signal, callback, data, NULL, (GConnectFlags)0);
}

static inline int avn_set_nonblocking(int fd) {
    int flags = fcntl(fd, F_GETFL, 0);
    return fcntl(fd, F_SETFL, flags | O_NONBLOCK);
}

static inline gboolean avn_true(void) { return TRUE; }

// A web view with its own content manager and network session (properties only settable at construction).
static inline WebKitWebView *avn_web_view_new(WebKitUserContentManager *manager, WebKitNetworkSession *session) {
    return WEBKIT_WEB_VIEW(g_object_new(WEBKIT_TYPE_WEB_VIEW, "user-content-manager", manager,
                                        "network-session", session, NULL));
}

static inline GtkWindow *avn_window_new(WebKitWebView *view, int width, int height) {
    GtkWindow *window = GTK_WINDOW(gtk_window_new());
    gtk_window_set_default_size(window, width, height);
    gtk_window_set_child(window, GTK_WIDGET(view));
    return window;
}

static inline void avn_window_present(GtkWindow *window) { gtk_window_present(window); }
static inline void avn_window_destroy(GtkWindow *window) { gtk_window_destroy(window); }
static inline GObject *avn_object(gpointer p) { return G_OBJECT(p); }
