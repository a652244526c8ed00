#ifndef DOGEAR_CNCURSESW_SHIM_H
#define DOGEAR_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600; without these the wide-character API vanishes.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <string.h>
#include <wchar.h>
#include <ncurses.h>

/// glibc's wcwidth, the same table ncurses moves its cursor by. Swift's Glibc module hides it.
static inline int dogear_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

/// True when LC_CTYPE is a UTF-8 locale (wcwidth returns -1 for all non-ASCII otherwise).
static inline int dogear_ctype_is_utf8(void) {
  const char *codeset = nl_langinfo(CODESET);
  return codeset != NULL && strcmp(codeset, "UTF-8") == 0;
}
#endif
