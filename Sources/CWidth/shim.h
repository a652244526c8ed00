#ifndef DOGEAR_CWIDTH_SHIM_H
#define DOGEAR_CWIDTH_SHIM_H
// glibc's display widths on their own, so that programs that measure text without drawing
// it (dogear dump, the tests) do not link ncurses for one function.
#define _XOPEN_SOURCE 700
#include <langinfo.h>
#include <locale.h>
#include <string.h>
#include <wchar.h>

/// glibc's wcwidth, the same table ncurses moves its cursor by. Swift's Glibc module hides it.
static inline int dogear_scalar_width(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

/// True when LC_CTYPE is a UTF-8 locale (wcwidth returns -1 for all non-ASCII otherwise).
static inline int dogear_locale_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}

#endif
