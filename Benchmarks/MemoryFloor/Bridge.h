// The C libraries the memory floor touches, as dogear links or opens them.
#include <dlfcn.h>
#include <locale.h>
#include <sqlite3.h>
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
