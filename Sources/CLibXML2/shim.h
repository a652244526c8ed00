#ifndef DOGEAR_CLIBXML2_SHIM_H
#define DOGEAR_CLIBXML2_SHIM_H
// Debian's libxml2 headers pull in system ICU, which clashes with Foundation's bundled ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

// Swift cannot write a variadic C function, which the generic error handler is.
static void dogear_libxml2_ignore(void *context, const char *message, ...)
    __attribute__((unused));
static void dogear_libxml2_ignore(void *context, const char *message, ...) {
  (void)context;
  (void)message;
}

/// Routes libxml2's error output on this thread to nowhere: nothing may reach stderr while
/// curses owns the terminal.
static inline void dogear_libxml2_silence(void) {
  xmlSetGenericErrorFunc(NULL, dogear_libxml2_ignore);
  xmlSetStructuredErrorFunc(NULL, NULL);
}

/// libxml2's deallocator, called through: `xmlFree` is a global function pointer, which Swift 6
/// cannot prove is not written meanwhile (dogear never sets libxml2's allocators).
static inline void dogear_libxml2_free(void *memory) { xmlFree(memory); }
#endif
