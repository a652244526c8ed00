#ifndef DOGEAR_CNCURSESW_SHIM_H
#define DOGEAR_CNCURSESW_SHIM_H
// SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600; without these the wide-character API vanishes.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <langinfo.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <wchar.h>
#include <ncurses.h>
#include <term.h>
#include <sys/ioctl.h>

// ---- Screen setup. Swift 6 rejects the C globals stdscr, COLS, LINES, COLORS: read them here.

/// newterm on the process's own stdin/stdout; NULL when the terminal is unusable.
static inline SCREEN *dogear_newterm(void) { return newterm(NULL, stdout, stdin); }
static inline WINDOW *dogear_stdscr(void) { return stdscr; }
static inline int dogear_colors(void) { return COLORS; }
static inline int dogear_color_pairs(void) { return COLOR_PAIRS; }
static inline int dogear_rows(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)x; return y; }
static inline int dogear_columns(WINDOW *win) { int y, x; getmaxyx(win, y, x); (void)y; return x; }
/// True when TERM names a terminfo entry that can move the cursor (TERM=dumb cannot: curses
/// is useless there). Checked before newterm, so a refusal touches neither screen nor tty.
static inline int dogear_terminal_is_usable(void) {
  int error = 0;
  if (setupterm(NULL, STDOUT_FILENO, &error) != OK) return 0;
  char *cup = tigetstr("cup");
  int usable = cup != NULL && cup != (char *)-1;
  del_curterm(cur_term);
  return usable;
}

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
static inline void dogear_force_full_redraw(void) { clearok(curscr, TRUE); }

// ---- Attributes (macros built from NCURSES_BITS: invisible to Swift).
static inline attr_t dogear_attr_bold(void) { return A_BOLD; }
static inline attr_t dogear_attr_italic(void) { return A_ITALIC; }
static inline attr_t dogear_attr_underline(void) { return A_UNDERLINE; }
static inline attr_t dogear_attr_reverse(void) { return A_REVERSE; }
static inline attr_t dogear_attr_dim(void) { return A_DIM; }

/// Defines a colour pair, through the extended API when this ncurses has it (pairs > 32767).
static inline int dogear_init_pair(int pair, int foreground, int background) {
#if defined(NCURSES_EXT_COLORS)
  return init_extended_pair(pair, foreground, background);
#else
  return init_pair((short)pair, (short)foreground, (short)background);
#endif
}

/// Draws one glyph (a spacing character plus up to four combining ones) at (row, column) with
/// wadd_wchnstr, which neither wraps nor advances the cursor: the bottom-right cell is safe.
static inline int dogear_put_glyph(WINDOW *win, int row, int column, const unsigned int *scalars,
                                   int count, attr_t attributes, int pair) {
  wchar_t text[CCHARW_MAX + 1];
  int n = count < CCHARW_MAX ? count : CCHARW_MAX;
  for (int i = 0; i < n; i++) text[i] = (wchar_t)scalars[i];
  text[n] = L'\0';
  cchar_t cell;
  int extended = pair;
  if (setcchar(&cell, text, attributes, (short)(pair > 32767 ? 0 : pair), &extended) == ERR) {
    return ERR;
  }
  if (wmove(win, row, column) == ERR) return ERR;
  return wadd_wchnstr(win, &cell, 1);
}

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
/// Reads the pending mouse event's button state; 0 when there is none.
static inline mmask_t dogear_mouse_buttons(void) {
  MEVENT event;
  if (getmouse(&event) != OK) return 0;
  return event.bstate;
}

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
