#ifndef DOGEAR_CGDKPIXBUF_SHIM_H
#define DOGEAR_CGDKPIXBUF_SHIM_H
// gdk-pixbuf decodes PNG, JPEG, GIF and (with webp-pixbuf-loader) WebP.
#include <gdk-pixbuf/gdk-pixbuf.h>
#endif
