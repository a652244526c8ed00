#include "CNCursesW.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

// Every ncurses function dogear calls. Each pointer has the type ncurses's header gives the
// function, so a mismatch is a compile error, not a crash; calls are written `(curses.name)(…)`
// because ncurses may also define a name as a macro.
#define EVERY_FUNCTION(F)                                                                      \
  F(cbreak) F(noecho) F(nonl) F(intrflush) F(keypad) F(curs_set) F(def_prog_mode)              \
  F(doupdate) F(endwin) F(has_colors) F(isendwin) F(mouseinterval) F(mousemask)                \
  F(set_escdelay) F(start_color) F(use_default_colors) F(werase) F(wclrtoeol) F(wget_wch)      \
  F(wmove) F(wnoutrefresh) F(wredrawln) F(wtimeout) F(newterm) F(getmaxy) F(getmaxx)           \
  F(setupterm) F(tigetstr) F(del_curterm) F(clearok) F(init_extended_pair) F(setcchar)         \
  F(wadd_wchnstr) F(getmouse) F(tputs) F(tiparm) F(vid_puts) F(getcury) F(getcurx)           \
  F(idlok) F(scrollok) F(wsetscrreg) F(wscrl) F(typeahead) F(wtouchln) F(tigetflag)        \
  F(tigetnum)

#define FIELD(name) __typeof__(name) *name;
static struct {
  EVERY_FUNCTION(FIELD)
  // ncurses's globals, by address.
  WINDOW **stdscr_address;
  WINDOW **curscr_address;
  WINDOW **newscr_address;
  int *colors_address;
  int *color_pairs_address;
  TERMINAL **cur_term_address;
  // Optional: ncurses' own output function, which fills the buffer doupdate flushes (not in
  // its manual pages, but exported by libtinfo since 1999). Without it, scrolls write alone.
  int (*outch)(int);
} curses;
#undef FIELD

static bool loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

// Fills `curses` only when everything is found, so `loaded` says all or nothing. libtinfo's
// functions (setupterm, tigetstr, cur_term) are found through ncursesw, which needs it.
// Never closed: ncurses keeps the terminal's state for the life of the process.
static void load(void) {
  void *library = dlopen("libncursesw.so.6", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
  __typeof__(curses) table;
#define FIND(name)                                                 \
  table.name = (__typeof__(table.name))dlsym(library, #name);      \
  if (table.name == NULL) return;
  EVERY_FUNCTION(FIND)
#undef FIND
  table.stdscr_address = (WINDOW **)dlsym(library, "stdscr");
  table.curscr_address = (WINDOW **)dlsym(library, "curscr");
  table.newscr_address = (WINDOW **)dlsym(library, "newscr");
  table.colors_address = (int *)dlsym(library, "COLORS");
  table.color_pairs_address = (int *)dlsym(library, "COLOR_PAIRS");
  table.cur_term_address = (TERMINAL **)dlsym(library, "cur_term");
  table.outch = (int (*)(int))dlsym(library, "_nc_outch");
  if (table.stdscr_address == NULL || table.curscr_address == NULL ||
      table.newscr_address == NULL || table.colors_address == NULL ||
      table.color_pairs_address == NULL || table.cur_term_address == NULL) {
    return;
  }
  curses = table;
  loaded = true;
}

bool dogear_curses_load(void) {
  pthread_once(&once, load);
  return loaded;
}

// One body for every forwarding function: the call when ncurses is there, else `failed`.
#define FORWARD(type, name, failed, parameters, arguments) \
  type dogear_##name parameters { return dogear_curses_load() ? (curses.name)arguments : failed; }

FORWARD(int, cbreak, ERR, (void), ())
FORWARD(int, noecho, ERR, (void), ())
FORWARD(int, nonl, ERR, (void), ())
FORWARD(int, intrflush, ERR, (WINDOW *win, bool flag), (win, flag))
FORWARD(int, keypad, ERR, (WINDOW *win, bool flag), (win, flag))
FORWARD(int, curs_set, ERR, (int visibility), (visibility))
FORWARD(int, def_prog_mode, ERR, (void), ())
FORWARD(int, doupdate, ERR, (void), ())
FORWARD(int, endwin, ERR, (void), ())
FORWARD(bool, has_colors, false, (void), ())
// Without ncurses, curses was never started: as after endwin.
FORWARD(bool, isendwin, true, (void), ())
FORWARD(int, mouseinterval, ERR, (int interval), (interval))
FORWARD(mmask_t, mousemask, 0, (mmask_t mask, mmask_t *old), (mask, old))
FORWARD(int, set_escdelay, ERR, (int delay), (delay))
FORWARD(int, start_color, ERR, (void), ())
FORWARD(int, use_default_colors, ERR, (void), ())
FORWARD(int, werase, ERR, (WINDOW *win), (win))
FORWARD(int, wclrtoeol, ERR, (WINDOW *win), (win))
FORWARD(int, wget_wch, ERR, (WINDOW *win, wint_t *character), (win, character))
FORWARD(int, wmove, ERR, (WINDOW *win, int row, int column), (win, row, column))
FORWARD(int, wnoutrefresh, ERR, (WINDOW *win), (win))
FORWARD(int, wredrawln, ERR, (WINDOW *win, int row, int count), (win, row, count))

void dogear_wtimeout(WINDOW *win, int delay) {
  if (dogear_curses_load()) (curses.wtimeout)(win, delay);
}

SCREEN *dogear_newterm(void) {
  return dogear_curses_load() ? (curses.newterm)(NULL, stdout, stdin) : NULL;
}
WINDOW *dogear_stdscr(void) { return dogear_curses_load() ? *curses.stdscr_address : NULL; }
int dogear_colors(void) { return dogear_curses_load() ? *curses.colors_address : 0; }
int dogear_color_pairs(void) { return dogear_curses_load() ? *curses.color_pairs_address : 0; }
int dogear_rows(WINDOW *win) { return dogear_curses_load() ? (curses.getmaxy)(win) : 0; }
int dogear_columns(WINDOW *win) { return dogear_curses_load() ? (curses.getmaxx)(win) : 0; }

int dogear_terminal_is_usable(void) {
  if (!dogear_curses_load()) return 0;
  int error = 0;
  if ((curses.setupterm)(NULL, STDOUT_FILENO, &error) != OK) return 0;
  char *cup = (curses.tigetstr)("cup");
  int usable = cup != NULL && cup != (char *)-1;
  (curses.del_curterm)(*curses.cur_term_address);
  return usable;
}

void dogear_force_full_redraw(void) {
  if (dogear_curses_load()) (curses.clearok)(*curses.curscr_address, TRUE);
}

int dogear_init_pair(int pair, int foreground, int background) {
  if (!dogear_curses_load()) return ERR;
  return (curses.init_extended_pair)(pair, foreground, background);
}

int dogear_put_glyph(WINDOW *win, int row, int column, const unsigned int *scalars, int count,
                     attr_t attributes, int pair) {
  if (!dogear_curses_load()) return ERR;
  wchar_t text[CCHARW_MAX + 1];
  int n = count < CCHARW_MAX ? count : CCHARW_MAX;
  for (int i = 0; i < n; i++) text[i] = (wchar_t)scalars[i];
  text[n] = L'\0';
  cchar_t cell;
  int extended = pair;
  if ((curses.setcchar)(&cell, text, attributes, (short)(pair > 32767 ? 0 : pair), &extended) ==
      ERR) {
    return ERR;
  }
  if ((curses.wmove)(win, row, column) == ERR) return ERR;
  return (curses.wadd_wchnstr)(win, &cell, 1);
}

int dogear_setcchar_cell(cchar_t *cell, unsigned int scalar, attr_t attributes, int pair) {
  if (!dogear_curses_load()) return ERR;
  wchar_t text[2] = {(wchar_t)scalar, L'\0'};
  int extended = pair;
  return (curses.setcchar)(cell, text, attributes, (short)(pair > 32767 ? 0 : pair), &extended);
}

int dogear_put_cells(WINDOW *win, int row, int column, const cchar_t *cells, int count) {
  if (!dogear_curses_load()) return ERR;
  if ((curses.wmove)(win, row, column) == ERR) return ERR;
  return (curses.wadd_wchnstr)(win, cells, count);
}

FORWARD(int, idlok, ERR, (WINDOW *win, bool flag), (win, flag))
FORWARD(int, typeahead, ERR, (int fd), (fd))

int dogear_scroll_rows(WINDOW *win, int top, int bottom, int count) {
  if (!dogear_curses_load()) return ERR;
  int last = (curses.getmaxy)(win) - 1;
  if ((curses.wsetscrreg)(win, top, bottom) == ERR) return ERR;
  (curses.scrollok)(win, TRUE);
  int result = (curses.wscrl)(win, count);
  (curses.scrollok)(win, FALSE);
  (curses.wsetscrreg)(win, 0, last);
  return result;
}

static int stdio_out(int c) { return putchar(c); }

int dogear_terminal_scrolls_regions(bool colors_without_defaults) {
  if (!dogear_curses_load()) return 0;
  bool strings = dogear_string_capability("csr") != NULL &&
                 dogear_string_capability("cup") != NULL &&
                 dogear_string_capability("ind") != NULL && dogear_string_capability("ri") != NULL;
  // ncurses' own scroll (tty_update.c) clears the rows a scroll brings in on these terminals
  // and fills them with blanks when ind would leave another background; we do neither.
  bool blanks = (curses.tigetflag)("ndscr") <= 0 && (curses.tigetflag)("da") <= 0 &&
                (curses.tigetflag)("db") <= 0 && (curses.tigetnum)("xmc") <= 0 &&
                !(colors_without_defaults && (curses.tigetflag)("bce") <= 0);
  return strings && blanks;
}

// The window's rows top...bottom move by `count` as the terminal's do; none is marked changed.
static void scroll_lines_unchanged(WINDOW *win, int top, int bottom, int count) {
  int last = (curses.getmaxy)(win) - 1;
  (curses.wsetscrreg)(win, top, bottom);
  (curses.scrollok)(win, TRUE);
  (curses.wscrl)(win, count);
  (curses.scrollok)(win, FALSE);
  (curses.wsetscrreg)(win, 0, last);
  (curses.wtouchln)(win, top, bottom - top + 1, 0);
}

// A scroll's bytes go into ncurses' own output buffer (`_nc_outch`, what doupdate writes
// with), ahead of the rows doupdate draws next: the scroll and the frame leave in one
// write(2) when doupdate flushes (issue 41). putp would not do: it writes through stdio.
// Without `_nc_outch`, the simple version: the scroll's bytes in a write of their own (stdout
// is line-buffered on a terminal and ind is often "\n", which would split them).
static struct {
  char text[512];
  size_t used;
} scroll_output;

static void flush_scroll_output(void) {
  if (scroll_output.used == 0) return;
  fflush(stdout);
  size_t done = 0;
  while (done < scroll_output.used) {
    ssize_t written = write(STDOUT_FILENO, scroll_output.text + done, scroll_output.used - done);
    if (written > 0) {
      done += (size_t)written;
    } else if (errno != EINTR && errno != EAGAIN) {
      break;
    }
  }
  scroll_output.used = 0;
}

static int scroll_out(int c) {
  if (scroll_output.used == sizeof scroll_output.text) flush_scroll_output();
  scroll_output.text[scroll_output.used++] = (char)c;
  return c;
}

// 0 sends scrolls through ncurses' buffer where it can; 1 always with a write of their own
// (`DOGEAR_SCROLL_OWN_WRITE=1`, for the end-to-end test that compares the two).
static int scroll_writes_alone = -1;

static void put_capability(const char *value, int affected) {
  if (scroll_writes_alone < 0) {
    const char *own = getenv("DOGEAR_SCROLL_OWN_WRITE");
    scroll_writes_alone = curses.outch == NULL || (own != NULL && strcmp(own, "1") == 0);
  }
  (curses.tputs)(value, affected, scroll_writes_alone ? scroll_out : curses.outch);
}

// tiparm's string for (capability, a, b), remembered: the strings of a scroll repeat from key
// to key, and tiparm interprets the capability every time (~2.4 K instructions a call). The
// capabilities are cur_term's own strings, which stay put while the terminal does.
static const char *remembered_tiparm(const char *capability, int a, int b) {
  enum { slots = 8, longest = 48 };
  static struct {
    const char *capability;
    int a, b;
    char text[longest];
  } remembered[slots];
  static unsigned next;
  for (int i = 0; i < slots; i++) {
    if (remembered[i].capability == capability && remembered[i].a == a && remembered[i].b == b) {
      return remembered[i].text;
    }
  }
  const char *text = (curses.tiparm)(capability, a, b);
  if (text == NULL || strlen(text) >= longest) return text;
  unsigned slot = next++ % slots;
  remembered[slot].capability = capability;
  remembered[slot].a = a;
  remembered[slot].b = b;
  strcpy(remembered[slot].text, text);
  return remembered[slot].text;
}

int dogear_scroll_terminal_rows(WINDOW *win, int top, int bottom, int count) {
  if (!dogear_curses_load() || count == 0) return ERR;
  WINDOW *current = *curses.curscr_address;
  WINDOW *next = *curses.newscr_address;
  const char *csr = dogear_string_capability("csr");
  const char *cup = dogear_string_capability("cup");
  const char *one = dogear_string_capability(count > 0 ? "ind" : "ri");
  const char *many = dogear_string_capability(count > 0 ? "indn" : "rin");
  int last = (curses.getmaxy)(current) - 1;
  if (csr == NULL || cup == NULL || one == NULL || current == NULL || next == NULL || top < 0 ||
      bottom > last || top >= bottom) {
    return ERR;
  }
  int amount = count > 0 ? count : -count;
  // Where ncurses left the cursor (doupdate's last move) is where it goes back to: curses
  // goes on from there. Attributes are plain between frames (doupdate ends with them so),
  // so the rows brought in are the plain blanks curses' screens get below.
  int row = (curses.getcury)(current);
  int column = (curses.getcurx)(current);
  put_capability(remembered_tiparm(csr, top, bottom), 1);
  put_capability(remembered_tiparm(cup, count > 0 ? bottom : top, 0), 1);
  if (amount > 1 && many != NULL) {
    put_capability(remembered_tiparm(many, amount, 0), amount);
  } else {
    for (int i = 0; i < amount; i++) put_capability(one, 1);
  }
  put_capability(remembered_tiparm(csr, 0, last), 1);
  put_capability(remembered_tiparm(cup, row, column), 1);
  flush_scroll_output();
  scroll_lines_unchanged(current, top, bottom, count);
  scroll_lines_unchanged(next, top, bottom, count);
  scroll_lines_unchanged(win, top, bottom, count);
  return OK;
}

int dogear_mouse_event(mmask_t *button_state, int *column, int *row) {
  *button_state = 0;
  *column = 0;
  *row = 0;
  if (!dogear_curses_load()) return 0;
  MEVENT event;
  if ((curses.getmouse)(&event) != OK) return 0;
  *button_state = event.bstate;
  *column = event.x;
  *row = event.y;
  return 1;
}

const char *dogear_string_capability(const char *name) {
  if (!dogear_curses_load()) return NULL;
  char *value = (curses.tigetstr)(name);
  return (value == NULL || value == (char *)-1 || *value == '\0') ? NULL : value;
}

void dogear_begin_struck(int row, int column, attr_t attributes, int pair) {
  const char *cup = dogear_string_capability("cup");
  const char *smxx = dogear_string_capability("smxx");
  if (cup == NULL || smxx == NULL) return;
  (curses.tputs)((curses.tiparm)(cup, row, column), 1, stdio_out);
  (curses.vid_puts)(attributes, (short)(pair > 32767 ? 0 : pair), NULL, stdio_out);
  (curses.tputs)(smxx, 1, stdio_out);
}

void dogear_end_struck(void) {
  if (!dogear_curses_load()) return;
  const char *rmxx = dogear_string_capability("rmxx");
  const char *cup = dogear_string_capability("cup");
  if (rmxx != NULL) (curses.tputs)(rmxx, 1, stdio_out);
  (curses.vid_puts)(A_NORMAL, 0, NULL, stdio_out);
  WINDOW *screen = *curses.curscr_address;
  int row = (curses.getcury)(screen);
  int column = (curses.getcurx)(screen);
  if (cup != NULL) (curses.tputs)((curses.tiparm)(cup, row, column), 1, stdio_out);
  fflush(stdout);
}
