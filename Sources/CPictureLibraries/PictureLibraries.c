#include "CPictureLibraries.h"

#include <dlfcn.h>
#include <pthread.h>

// Each function with the library that defines it (the handles opened in `load`).
#define EVERY_FUNCTION(F)                                                                      \
  F(glib, g_clear_error) F(glib, g_log_set_default_handler) F(glib, g_log_set_writer_func)   \
  F(glib, g_string_free) F(gobject, g_object_unref) F(gobject, g_signal_connect_data)       \
  F(pixbuf, gdk_pixbuf_loader_new_with_type) F(pixbuf, gdk_pixbuf_loader_set_size)           \
  F(pixbuf, gdk_pixbuf_loader_write) F(pixbuf, gdk_pixbuf_loader_close)                      \
  F(pixbuf, gdk_pixbuf_loader_get_pixbuf) F(pixbuf, gdk_pixbuf_get_width)                    \
  F(pixbuf, gdk_pixbuf_get_height) F(pixbuf, gdk_pixbuf_get_rowstride)                       \
  F(pixbuf, gdk_pixbuf_get_n_channels) F(pixbuf, gdk_pixbuf_get_has_alpha)                   \
  F(pixbuf, gdk_pixbuf_get_bits_per_sample) F(pixbuf, gdk_pixbuf_read_pixels)                \
  F(chafa, chafa_canvas_config_new) F(chafa, chafa_canvas_config_unref)                      \
  F(chafa, chafa_canvas_config_set_geometry) F(chafa, chafa_canvas_config_set_cell_geometry) \
  F(chafa, chafa_canvas_config_set_canvas_mode) F(chafa, chafa_canvas_config_set_dither_mode) \
  F(chafa, chafa_canvas_config_set_pixel_mode) F(chafa, chafa_canvas_config_set_work_factor) \
  F(chafa, chafa_canvas_config_set_symbol_map) F(chafa, chafa_symbol_map_new)                \
  F(chafa, chafa_symbol_map_unref) F(chafa, chafa_symbol_map_add_by_tags)                    \
  F(chafa, chafa_symbol_map_remove_by_tags) F(chafa, chafa_canvas_new)                       \
  F(chafa, chafa_canvas_unref) F(chafa, chafa_canvas_draw_all_pixels)                        \
  F(chafa, chafa_canvas_get_char_at) F(chafa, chafa_canvas_get_colors_at)                    \
  F(chafa, chafa_canvas_get_raw_colors_at) F(chafa, chafa_canvas_print)                      \
  F(chafa, chafa_term_db_get_default) F(chafa, chafa_term_db_detect)                         \
  F(chafa, chafa_term_info_unref)

static DogearPictureFunctions functions;
static const DogearPictureFunctions *found;
static const char *missing = "";
static pthread_once_t once = PTHREAD_ONCE_INIT;

// The library's handle by the file name (SONAME) a program linked against it would ask for,
// or NULL with `missing` naming it. Nothing is ever closed: GLib's type system cannot be
// unloaded.
static void *open_library(const char *name) {
  void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL && missing[0] == '\0') missing = name;
  return library;
}

// Fills the table only when every function is found, so callers get all or nothing.
static void load(void) {
  void *chafa = open_library("libchafa.so.0");
  void *pixbuf = open_library("libgdk_pixbuf-2.0.so.0");
  void *gobject = open_library("libgobject-2.0.so.0");
  void *glib = open_library("libglib-2.0.so.0");
  if (chafa == NULL || pixbuf == NULL || gobject == NULL || glib == NULL) return;
  DogearPictureFunctions table;
#define FIND(library, name)                                                   \
  table.name = (__typeof__(table.name))dlsym(library, #name);                \
  if (table.name == NULL) {                                                   \
    missing = #name;                                                          \
    return;                                                                   \
  }
  EVERY_FUNCTION(FIND)
#undef FIND
  functions = table;
  found = &functions;
}

const DogearPictureFunctions *dogear_picture_functions(void) {
  pthread_once(&once, load);
  return found;
}

const char *dogear_picture_libraries_missing(void) {
  pthread_once(&once, load);
  return missing;
}
