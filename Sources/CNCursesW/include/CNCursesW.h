#ifndef DOGEAR_CNCURSESW_H
#define DOGEAR_CNCURSESW_H
// ncurses, opened the first time the list or the reader starts rather than linked: the quick
// commands (`--version`, `list`, `dump`) never draw on a screen, and linking ncursesw and
// libtinfo made each of their starts resolve ~500 more symbols (Sources/DogearCommandLine/
// NOTES.md, "One executable"). The headers give the types and constants; every call goes
// through the functions below, which reach ncurses through pointers looked up once.

// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600; without these the wide-character API vanishes.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>
#include <sys/ioctl.h>

/// Opens libncursesw.so.6 and looks up what dogear calls, once per process. False when it or
/// one of its functions is missing: then every function below fails harmlessly (ERR, NULL,
/// 0), and `dogear_terminal_is_usable` says no.
bool dogear_curses_load(void);

// ---- ncurses's own functions, as ncurses declares them without `dogear_`.
int dogear_cbreak(void);
int dogear_noecho(void);
int dogear_nonl(void);
int dogear_intrflush(WINDOW *win, bool flag);
int dogear_keypad(WINDOW *win, bool flag);
int dogear_curs_set(int visibility);
int dogear_def_prog_mode(void);
int dogear_doupdate(void);
int dogear_endwin(void);
bool dogear_has_colors(void);
bool dogear_isendwin(void);
int dogear_mouseinterval(int interval);
mmask_t dogear_mousemask(mmask_t mask, mmask_t *old);
int dogear_set_escdelay(int delay);
int dogear_start_color(void);
int dogear_use_default_colors(void);
int dogear_werase(WINDOW *win);
int dogear_wclrtoeol(WINDOW *win);
int dogear_wget_wch(WINDOW *win, wint_t *character);
int dogear_wmove(WINDOW *win, int row, int column);
int dogear_wnoutrefresh(WINDOW *win);
int dogear_wredrawln(WINDOW *win, int row, int count);
int dogear_idlok(WINDOW *win, bool flag);
/// -1: doupdate never polls stdin for typed-ahead input (issue 41: five polls a frame; the
/// event loop reads all input ready before it paints, so nothing is gained by them).
int dogear_typeahead(int fd);
void dogear_wtimeout(WINDOW *win, int delay);

// ---- Screen setup. Swift 6 rejects the C globals stdscr, COLS, LINES, COLORS: read them here.

/// newterm on the process's own stdin/stdout; NULL when the terminal is unusable.
SCREEN *dogear_newterm(void);
WINDOW *dogear_stdscr(void);
int dogear_colors(void);
int dogear_color_pairs(void);
int dogear_rows(WINDOW *win);
int dogear_columns(WINDOW *win);
/// True when TERM names a terminfo entry that can move the cursor (TERM=dumb cannot: curses
/// is useless there), and ncurses could be opened. Checked before newterm, so a refusal
/// touches neither screen nor tty.
int dogear_terminal_is_usable(void);

/// The terminal's cell size in pixels from TIOCGWINSZ (issue 29); 0 when it does not say.
static inline void dogear_cell_pixels(int *width, int *height) {
  struct winsize size;
  *width = 0;
  *height = 0;
  if (ioctl(STDOUT_FILENO, TIOCGWINSZ, &size) != 0 || size.ws_col == 0 || size.ws_row == 0) return;
  *width = size.ws_xpixel / size.ws_col;
  *height = size.ws_ypixel / size.ws_row;
}

/// After SIGCONT: the next doupdate repaints every cell (the shell may have drawn over us).
void dogear_force_full_redraw(void);

// ---- Attributes (macros built from NCURSES_BITS: invisible to Swift).
static inline attr_t dogear_attr_bold(void) { return A_BOLD; }
static inline attr_t dogear_attr_italic(void) { return A_ITALIC; }
static inline attr_t dogear_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t dogear_attr_reverse(void) { return A_REVERSE; }
static inline attr_t dogear_attr_dim(void) { return A_DIM; }

/// Defines a colour pair, through the extended API when this ncurses has it (pairs > 32767).
int dogear_init_pair(int pair, int foreground, int background);

/// Draws one glyph (a spacing character plus up to four combining ones) at (row, column) with
/// wadd_wchnstr, which neither wraps nor advances the cursor: the bottom-right cell is safe.
int dogear_put_glyph(WINDOW *win, int row, int column, const unsigned int *scalars, int count,
                     attr_t attributes, int pair);
/// Draws `count` cells made by `dogear_make_cell` from (row, column) in one wadd_wchnstr: a
/// run of plain text costs one call rather than one per cell (issue 41).
int dogear_put_cells(WINDOW *win, int row, int column, const cchar_t *cells, int count);
/// The cell setcchar makes of one spacing character (ncurses 6.4, lib_cchar.c: the cell
/// zeroed, the attributes without colour in it, the pair's colour bits, capped at 255, and the
/// pair itself in ext_color), written by hand: setcchar's checks cost ~75 instructions a cell,
/// a third of a page repainted (issue 41); inline, so Swift makes a run's cells in place. `dogear_setcchar_cell` is setcchar itself, the
/// simple version the tests hold this one to.
static inline void dogear_make_cell(cchar_t *cell, unsigned int scalar, attr_t attributes,
                                    int pair) {
  memset(cell, 0, sizeof *cell);
  cell->attr =
      (attributes & A_ATTRIBUTES & ~A_COLOR) | (attr_t)COLOR_PAIR(pair > 255 ? 255 : pair);
  cell->chars[0] = (wchar_t)scalar;
#if NCURSES_EXT_COLORS
  cell->ext_color = pair;
#endif
}
int dogear_setcchar_cell(cchar_t *cell, unsigned int scalar, attr_t attributes, int pair);
/// Scrolls rows top...bottom of the window up by `count` (down when negative), the rows left
/// behind blank, then gives scrolling back up: the window's lines move, no cell is drawn.
/// With idlok on, doupdate then has the terminal scroll them too (issue 41).
int dogear_scroll_rows(WINDOW *win, int top, int bottom, int count);
/// True when the terminal can scroll a region as `dogear_scroll_terminal_rows` asks it to:
/// csr, cup, ind and ri, rows brought in blank (no ndscr, da, db or magic cookies), and not
/// the one case where ncurses paints those rows itself (colour without the terminal's
/// default colours, `colors_without_defaults`, and no bce).
int dogear_terminal_scrolls_regions(bool colors_without_defaults);
/// Scrolls rows top...bottom up by `count` (down when negative): the terminal first, in a
/// scrolling region of its own (csr, then ind/indn or ri/rin, the full region and the cursor
/// back where curses left it, into curses' own output buffer: they leave with the next
/// doupdate's bytes, in one write), then curses' three screens
/// (the terminal's image, the next frame and the window) the same way, none of their lines
/// marked changed. doupdate then compares only the rows drawn afterwards, where after
/// `dogear_scroll_rows` it compares every row of the region and finds the scroll itself
/// (issue 41). ERR, and nothing done, when a capability is missing.
int dogear_scroll_terminal_rows(WINDOW *win, int top, int bottom, int count);

// ---- Struck-through text (issue 28). curses has no attribute for it; terminfo's extended
// capabilities smxx/rmxx (xterm's and tmux's entries) say how. After doupdate, struck cells
// are written again by hand, through stdio, in curses' own attributes plus smxx.

/// A string capability, or NULL when the terminal has none (tigetstr says -1 or 0).
const char *dogear_string_capability(const char *name);
/// Moves to (row, column) and switches to curses' attributes and pair, then smxx.
void dogear_begin_struck(int row, int column, attr_t attributes, int pair);
/// rmxx, curses' plain attributes (what doupdate leaves), the cursor back where curses has it.
void dogear_end_struck(void);

// ---- Keys and mouse. KEY_F(n) is a function-like macro; the mouse masks are built from bits.
static inline int dogear_key_f(int n) { return KEY_F(n); }
static inline mmask_t dogear_wheel_up_mask(void) { return BUTTON4_PRESSED; }
/// Wheel down: BUTTON5 in mouse version 2; older ABIs reported it as REPORT_MOUSE_POSITION.
static inline mmask_t dogear_wheel_down_mask(void) {
#if defined(BUTTON5_PRESSED)
  return BUTTON5_PRESSED;
#else
  return REPORT_MOUSE_POSITION;
#endif
}
/// The first button: pressed, let go, and (with any-motion tracking, which ncurses asks the
/// terminal for when the mask holds REPORT_MOUSE_POSITION) moved.
static inline mmask_t dogear_button1_pressed_mask(void) { return BUTTON1_PRESSED; }
static inline mmask_t dogear_button1_released_mask(void) { return BUTTON1_RELEASED; }
static inline mmask_t dogear_motion_mask(void) {
#if defined(BUTTON5_PRESSED)
  return REPORT_MOUSE_POSITION;
#else
  return 0;
#endif
}
/// Reads the pending mouse event: its button state and cell. Returns 0 (and a state of 0)
/// when there is none.
int dogear_mouse_event(mmask_t *button_state, int *column, int *row);

// ---- The loop's wait: ppoll (a GNU extension Swift's Glibc module hides) unblocks the
// signals atomically while waiting, so a SIGWINCH can never slip in between check and sleep.
int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *mask);
static inline int dogear_ppoll(struct pollfd *fds, unsigned int count, int timeout_ms,
                               const sigset_t *mask) {
  if (timeout_ms < 0) return ppoll(fds, count, NULL, mask);
  struct timespec timeout = {timeout_ms / 1000, (long)(timeout_ms % 1000) * 1000000L};
  return ppoll(fds, count, &timeout, mask);
}
#endif
