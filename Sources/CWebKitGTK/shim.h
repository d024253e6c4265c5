#include <gtk/gtk.h>
#include <webkit/webkit.h>
#include <glib-unix.h>
#include <fcntl.h>
#include <malloc.h>

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

// Widget helpers for the desktop window: every widget is passed as GtkWidget* (the type-check casts are macros).
static inline GtkWidget *avn_box_new(gboolean vertical, int spacing) {
    return gtk_box_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL, spacing);
}
static inline void avn_box_append(GtkWidget *box, GtkWidget *child) { gtk_box_append(GTK_BOX(box), child); }
static inline void avn_box_remove(GtkWidget *box, GtkWidget *child) { gtk_box_remove(GTK_BOX(box), child); }
static inline void avn_label_set_text(GtkWidget *label, const char *text) { gtk_label_set_text(GTK_LABEL(label), text); }
static inline const char *avn_label_get_text(GtkWidget *label) { return gtk_label_get_text(GTK_LABEL(label)); }
static inline void avn_label_setup(GtkWidget *label, gboolean wrap, float xalign) {
    gtk_label_set_wrap(GTK_LABEL(label), wrap);
    gtk_label_set_xalign(GTK_LABEL(label), xalign);
    gtk_label_set_selectable(GTK_LABEL(label), FALSE);
}
static inline void avn_label_ellipsize(GtkWidget *label) { gtk_label_set_ellipsize(GTK_LABEL(label), PANGO_ELLIPSIZE_END); }
static inline void avn_button_set_label(GtkWidget *button, const char *text) { gtk_button_set_label(GTK_BUTTON(button), text); }
static inline const char *avn_button_get_label(GtkWidget *button) { return gtk_button_get_label(GTK_BUTTON(button)); }
static inline gboolean avn_is_button(GtkWidget *w) { return GTK_IS_BUTTON(w); }
static inline gboolean avn_is_entry(GtkWidget *w) { return GTK_IS_ENTRY(w); }
static inline gboolean avn_is_drop_down(GtkWidget *w) { return GTK_IS_DROP_DOWN(w); }
static inline void avn_editable_set_text(GtkWidget *entry, const char *text) { gtk_editable_set_text(GTK_EDITABLE(entry), text); }
static inline const char *avn_editable_get_text(GtkWidget *entry) { return gtk_editable_get_text(GTK_EDITABLE(entry)); }
static inline void avn_entry_set_placeholder(GtkWidget *entry, const char *text) { gtk_entry_set_placeholder_text(GTK_ENTRY(entry), text); }
static inline void avn_stack_add(GtkWidget *stack, GtkWidget *child) { gtk_stack_add_child(GTK_STACK(stack), child); }
static inline void avn_stack_remove(GtkWidget *stack, GtkWidget *child) { gtk_stack_remove(GTK_STACK(stack), child); }
static inline void avn_stack_show(GtkWidget *stack, GtkWidget *child) { gtk_stack_set_visible_child(GTK_STACK(stack), child); }
static inline GtkWidget *avn_window_new_titled(const char *title, int width, int height) {
    GtkWidget *w = gtk_window_new();
    gtk_window_set_title(GTK_WINDOW(w), title);
    gtk_window_set_default_size(GTK_WINDOW(w), width, height);
    return w;
}
static inline void avn_window_set_child(GtkWidget *window, GtkWidget *child) { gtk_window_set_child(GTK_WINDOW(window), child); }
static inline void avn_window_show(GtkWidget *window) { gtk_window_present(GTK_WINDOW(window)); }
static inline void avn_window_close(GtkWidget *window) { gtk_window_destroy(GTK_WINDOW(window)); }
static inline GtkWidget *avn_window_focus(GtkWidget *window) { return gtk_window_get_focus(GTK_WINDOW(window)); }
static inline void avn_scrolled_set_child(GtkWidget *scrolled, GtkWidget *child) {
    gtk_scrolled_window_set_child(GTK_SCROLLED_WINDOW(scrolled), child);
    gtk_scrolled_window_set_policy(GTK_SCROLLED_WINDOW(scrolled), GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC);
}
static inline GtkWidget *avn_drop_down_new(const char *const *strings) { return gtk_drop_down_new_from_strings(strings); }
static inline guint avn_drop_down_get_selected(GtkWidget *d) { return gtk_drop_down_get_selected(GTK_DROP_DOWN(d)); }
static inline void avn_drop_down_set_selected(GtkWidget *d, guint i) { gtk_drop_down_set_selected(GTK_DROP_DOWN(d), i); }

// The accessible name and description that screen readers announce (the update call is variadic).
static inline void avn_accessible_name(GtkWidget *w, const char *name, const char *description) {
    if (description)
        gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, name,
                                       GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description, -1);
    else
        gtk_accessible_update_property(GTK_ACCESSIBLE(w), GTK_ACCESSIBLE_PROPERTY_LABEL, name, -1);
}

// Keys: one controller on the window, in the capture phase, so shortcuts work wherever the focus is.
static inline GtkEventController *avn_key_controller(GtkWidget *window) {
    GtkEventController *c = gtk_event_controller_key_new();
    gtk_event_controller_set_propagation_phase(c, GTK_PHASE_CAPTURE);
    gtk_widget_add_controller(window, c);
    return c;
}
// Press and release on a widget (hold-to-talk on the talk button).
static inline GtkGesture *avn_press_gesture(GtkWidget *widget) {
    GtkGesture *g = gtk_gesture_click_new();
    gtk_event_controller_set_propagation_phase(GTK_EVENT_CONTROLLER(g), GTK_PHASE_CAPTURE);
    gtk_widget_add_controller(widget, GTK_EVENT_CONTROLLER(g));
    return g;
}

static inline void avn_css(const char *css) {
    GtkCssProvider *p = gtk_css_provider_new();
    gtk_css_provider_load_from_data(p, css, -1);
    gtk_style_context_add_provider_for_display(gdk_display_get_default(), GTK_STYLE_PROVIDER(p),
                                               GTK_STYLE_PROVIDER_PRIORITY_APPLICATION);
    g_object_unref(p);
}

// How much is on an image: distinct colours among a sample of pixels (a blank window has one or two).
static inline int avn_texture_colours(GdkTexture *texture) {
    int width = gdk_texture_get_width(texture), height = gdk_texture_get_height(texture);
    gsize stride = (gsize)width * 4;
    guchar *data = g_malloc(stride * height);
    gdk_texture_download(texture, data, stride);
    GHashTable *seen = g_hash_table_new(g_direct_hash, g_direct_equal);
    for (int y = 0; y < height; y += 3)
        for (int x = 0; x < width; x += 3) {
            guint32 px = *(guint32 *)(data + y * stride + x * 4) & 0x00ffffff;
            g_hash_table_add(seen, GUINT_TO_POINTER(px + 1));
        }
    int n = (int)g_hash_table_size(seen);
    g_hash_table_destroy(seen);
    g_free(data);
    return n;
}

// The whole window (toolbar, tabs, page, voice bar) rendered to a PNG by the window's own renderer; returns the
// number of distinct colours in it, or -1 when it could not be drawn or written.
static inline int avn_widget_save_png(GtkWidget *w, const char *path) {
    int width = gtk_widget_get_width(w), height = gtk_widget_get_height(w);
    if (width <= 0 || height <= 0) return -1;
    GdkPaintable *paintable = gtk_widget_paintable_new(w);
    GtkSnapshot *snapshot = gtk_snapshot_new();
    gdk_paintable_snapshot(paintable, GDK_SNAPSHOT(snapshot), width, height);
    GskRenderNode *node = gtk_snapshot_free_to_node(snapshot);
    g_object_unref(paintable);
    if (!node) return -1;
    GskRenderer *renderer = gtk_native_get_renderer(gtk_widget_get_native(w));
    graphene_rect_t bounds = GRAPHENE_RECT_INIT(0, 0, width, height);
    GdkTexture *texture = gsk_renderer_render_texture(renderer, node, &bounds);
    gsk_render_node_unref(node);
    if (!texture) return -1;
    int colours = gdk_texture_save_to_png(texture, path) ? avn_texture_colours(texture) : -1;
    g_object_unref(texture);
    return colours;
}

static inline gulong avn_signal_connect_full(gpointer instance, const char *signal, GCallback callback, gpointer data,
                                             GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, callback, data, destroy, (GConnectFlags)0);
}

/// Returns freed heap pages to the system (glibc).
static inline void avn_release_free_memory(void) { malloc_trim(0); }

/// Keeps glibc's threshold for serving an allocation with its own mapping at `bytes` (glibc starts at 128 KiB but
/// raises it to the size of each large block freed, up to 32 MiB; blocks under it come from the heap and stay
/// there once freed).
static inline void avn_pin_mmap_threshold(int bytes) { mallopt(M_MMAP_THRESHOLD, bytes); }
