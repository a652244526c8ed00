#ifndef DOGEAR_CPICTURELIBRARIES_H
#define DOGEAR_CPICTURELIBRARIES_H
// chafa (pixels to cells or to sixel/kitty/iTerm2), gdk-pixbuf (decoding) and the GLib they
// stand on, opened on first use rather than linked: a process linking them loads some
// twenty libraries at every start, and most commands never draw a picture
// (Sources/DogearCommandLine/NOTES.md, "One executable").
//
// Their headers are not included: they live in folders only pkg-config knows, and asking
// pkg-config for them would link the libraries too. What follows declares only what
// DogearPictures uses, as chafa 1.12, gdk-pixbuf 2.42 and GLib 2.74 document it (types,
// enumerations with their values, function signatures); all three keep these stable.
#include <stddef.h>
#include <stdint.h>

// Only the function pointers of the table are marked non-null (so Swift calls them without
// unwrapping); the rest keep the libraries' own unmarked style.
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wnullability-completeness"

typedef char gchar;
typedef unsigned char guchar;
typedef int gint;
typedef int gboolean;
typedef float gfloat;
typedef uint8_t guint8;
typedef uint32_t gunichar;
typedef uint32_t GQuark;
typedef size_t gsize;
typedef unsigned long gulong;
typedef void *gpointer;

// GLib
typedef struct {
  gchar *str;
  gsize len;
  gsize allocated_len;
} GString;
typedef struct {
  GQuark domain;
  gint code;
  gchar *message;
} GError;
typedef enum { G_LOG_WRITER_UNHANDLED = 0, G_LOG_WRITER_HANDLED = 1 } GLogWriterOutput;
typedef gint GLogLevelFlags;
typedef struct GLogField GLogField;
typedef void (*GLogFunc)(
  const gchar *domain, GLogLevelFlags level, const gchar *message, gpointer data);
typedef GLogWriterOutput (*GLogWriterFunc)(
  GLogLevelFlags level, const GLogField *fields, gsize count, gpointer data);
typedef void (*GDestroyNotify)(gpointer data);
typedef void (*GCallback)(void);
typedef struct GClosure GClosure;
typedef void (*GClosureNotify)(gpointer data, GClosure *closure);
typedef enum { G_CONNECT_AFTER = 1 << 0, G_CONNECT_SWAPPED = 1 << 1 } GConnectFlags;

// gdk-pixbuf
typedef struct GdkPixbuf GdkPixbuf;
typedef struct GdkPixbufLoader GdkPixbufLoader;

// chafa
typedef struct ChafaCanvas ChafaCanvas;
typedef struct ChafaCanvasConfig ChafaCanvasConfig;
typedef struct ChafaSymbolMap ChafaSymbolMap;
typedef struct ChafaTermDb ChafaTermDb;
typedef struct ChafaTermInfo ChafaTermInfo;
typedef enum {
  CHAFA_CANVAS_MODE_TRUECOLOR = 0,
  CHAFA_CANVAS_MODE_INDEXED_256 = 1,
  CHAFA_CANVAS_MODE_INDEXED_240 = 2,
} ChafaCanvasMode;
typedef enum { CHAFA_DITHER_MODE_NONE = 0 } ChafaDitherMode;
typedef enum {
  CHAFA_PIXEL_MODE_SYMBOLS = 0,
  CHAFA_PIXEL_MODE_SIXELS = 1,
  CHAFA_PIXEL_MODE_KITTY = 2,
  CHAFA_PIXEL_MODE_ITERM2 = 3,
} ChafaPixelMode;
typedef enum { CHAFA_PIXEL_RGBA8_UNASSOCIATED = 4, CHAFA_PIXEL_RGB8 = 8 } ChafaPixelType;
typedef enum {
  CHAFA_SYMBOL_TAG_SPACE = 1 << 0,
  CHAFA_SYMBOL_TAG_BLOCK = 1 << 3,
  CHAFA_SYMBOL_TAG_WIDE = 1 << 18,
  CHAFA_SYMBOL_TAG_AMBIGUOUS = 1 << 19,
} ChafaSymbolTags;

/// The functions DogearPictures calls, each field named as the function it points to.
typedef struct {
  // GLib and GObject
  void (*_Nonnull g_clear_error)(GError **error);
  GLogFunc (*_Nonnull g_log_set_default_handler)(GLogFunc handler, gpointer data);
  void (*_Nonnull g_log_set_writer_func)(
    GLogWriterFunc writer, gpointer data, GDestroyNotify free_data);
  gchar *(*_Nonnull g_string_free)(GString *string, gboolean free_segment);
  void (*_Nonnull g_object_unref)(gpointer object);
  gulong (*_Nonnull g_signal_connect_data)(
    gpointer instance, const gchar *signal, GCallback handler, gpointer data,
    GClosureNotify destroy_data, GConnectFlags flags);
  // gdk-pixbuf
  GdkPixbufLoader *(*_Nonnull gdk_pixbuf_loader_new_with_type)(
    const char *type, GError **error);
  void (*_Nonnull gdk_pixbuf_loader_set_size)(GdkPixbufLoader *loader, int width, int height);
  gboolean (*_Nonnull gdk_pixbuf_loader_write)(
    GdkPixbufLoader *loader, const guchar *bytes, gsize count, GError **error);
  gboolean (*_Nonnull gdk_pixbuf_loader_close)(GdkPixbufLoader *loader, GError **error);
  GdkPixbuf *(*_Nonnull gdk_pixbuf_loader_get_pixbuf)(GdkPixbufLoader *loader);
  int (*_Nonnull gdk_pixbuf_get_width)(const GdkPixbuf *pixbuf);
  int (*_Nonnull gdk_pixbuf_get_height)(const GdkPixbuf *pixbuf);
  int (*_Nonnull gdk_pixbuf_get_rowstride)(const GdkPixbuf *pixbuf);
  int (*_Nonnull gdk_pixbuf_get_n_channels)(const GdkPixbuf *pixbuf);
  gboolean (*_Nonnull gdk_pixbuf_get_has_alpha)(const GdkPixbuf *pixbuf);
  int (*_Nonnull gdk_pixbuf_get_bits_per_sample)(const GdkPixbuf *pixbuf);
  const guint8 *(*_Nonnull gdk_pixbuf_read_pixels)(const GdkPixbuf *pixbuf);
  // chafa
  ChafaCanvasConfig *(*_Nonnull chafa_canvas_config_new)(void);
  void (*_Nonnull chafa_canvas_config_unref)(ChafaCanvasConfig *config);
  void (*_Nonnull chafa_canvas_config_set_geometry)(
    ChafaCanvasConfig *config, gint width, gint height);
  void (*_Nonnull chafa_canvas_config_set_cell_geometry)(
    ChafaCanvasConfig *config, gint width, gint height);
  void (*_Nonnull chafa_canvas_config_set_canvas_mode)(
    ChafaCanvasConfig *config, ChafaCanvasMode mode);
  void (*_Nonnull chafa_canvas_config_set_dither_mode)(
    ChafaCanvasConfig *config, ChafaDitherMode mode);
  void (*_Nonnull chafa_canvas_config_set_pixel_mode)(
    ChafaCanvasConfig *config, ChafaPixelMode mode);
  void (*_Nonnull chafa_canvas_config_set_work_factor)(ChafaCanvasConfig *config, gfloat factor);
  void (*_Nonnull chafa_canvas_config_set_symbol_map)(
    ChafaCanvasConfig *config, const ChafaSymbolMap *map);
  ChafaSymbolMap *(*_Nonnull chafa_symbol_map_new)(void);
  void (*_Nonnull chafa_symbol_map_unref)(ChafaSymbolMap *map);
  void (*_Nonnull chafa_symbol_map_add_by_tags)(ChafaSymbolMap *map, ChafaSymbolTags tags);
  void (*_Nonnull chafa_symbol_map_remove_by_tags)(ChafaSymbolMap *map, ChafaSymbolTags tags);
  ChafaCanvas *(*_Nonnull chafa_canvas_new)(const ChafaCanvasConfig *config);
  void (*_Nonnull chafa_canvas_unref)(ChafaCanvas *canvas);
  void (*_Nonnull chafa_canvas_draw_all_pixels)(
    ChafaCanvas *canvas, ChafaPixelType type, const guint8 *pixels, gint width, gint height,
    gint rowstride);
  gunichar (*_Nonnull chafa_canvas_get_char_at)(ChafaCanvas *canvas, gint x, gint y);
  void (*_Nonnull chafa_canvas_get_colors_at)(
    ChafaCanvas *canvas, gint x, gint y, gint *foreground, gint *background);
  void (*_Nonnull chafa_canvas_get_raw_colors_at)(
    ChafaCanvas *canvas, gint x, gint y, gint *foreground, gint *background);
  GString *(*_Nonnull chafa_canvas_print)(ChafaCanvas *canvas, ChafaTermInfo *info);
  ChafaTermDb *(*_Nonnull chafa_term_db_get_default)(void);
  ChafaTermInfo *(*_Nonnull chafa_term_db_detect)(ChafaTermDb *database, gchar **environment);
  void (*_Nonnull chafa_term_info_unref)(ChafaTermInfo *info);
} DogearPictureFunctions;

/// Opens the libraries and looks up every function, once per process (later calls return the
/// first answer). NULL when a library or a function is missing; `dogear_picture_libraries_missing`
/// then names what was not found.
const DogearPictureFunctions *dogear_picture_functions(void);
const char *dogear_picture_libraries_missing(void);

#pragma clang diagnostic pop
#endif
