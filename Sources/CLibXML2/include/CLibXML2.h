#ifndef DOGEAR_CLIBXML2_H
#define DOGEAR_CLIBXML2_H
// libxml2, opened the first time an article is parsed rather than linked (issue 41): Debian's
// libxml2 needs ICU, and loading the two took ~2.5 ms of every start, `--version` and the
// list included, before dogear did anything (Sources/DogearHTML/NOTES.md, "libxml2 opened on
// first use"). The headers give the types and constants (`libxml` beside this file is a link
// to Debian's /usr/include/libxml2/libxml, so no pkg-config flags, which would link it); every
// call dogear makes goes through the functions below, which reach libxml2 through pointers
// looked up once. The tests call libxml2's tree API directly and link it themselves.
#include <stdbool.h>
#include <libxml/xmlversion.h>
// Debian's libxml2 headers pull in system ICU, which clashes with Foundation's bundled ICU.
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>

/// Opens libxml2.so.2 and looks up what dogear calls, once per process (any thread may ask
/// first; the others wait for its answer). False when it or one of its functions is missing.
bool dogear_libxml2_load(void);
/// What was not found when loading failed (the file, or a function); "" when nothing was missed.
const char *dogear_libxml2_missing(void);

// ---- libxml2's own functions, as libxml2 declares them without `dogear_`. Each calls the
// function once `dogear_libxml2_load` said true, and must not be called before.
void dogear_xmlInitParser(void);
xmlParserInputBufferPtr dogear_xmlAllocParserInputBuffer(xmlCharEncoding encoding);
int dogear_xmlParserInputBufferPush(xmlParserInputBufferPtr buffer, int length, const char *bytes);
void dogear_xmlFreeParserInputBuffer(xmlParserInputBufferPtr buffer);
xmlParserCtxtPtr dogear_xmlNewParserCtxt(void);
void dogear_xmlFreeParserCtxt(xmlParserCtxtPtr parser);
xmlParserInputPtr dogear_xmlNewIOInputStream(
  xmlParserCtxtPtr parser, xmlParserInputBufferPtr buffer, xmlCharEncoding encoding);
int dogear_inputPush(xmlParserCtxtPtr parser, xmlParserInputPtr input);
int dogear_htmlCtxtUseOptions(htmlParserCtxtPtr parser, int options);
int dogear_htmlParseDocument(htmlParserCtxtPtr parser);
void dogear_xmlSetStructuredErrorFunc(void *context, xmlStructuredErrorFunc handler);
const xmlChar *dogear_xmlStrchr(const xmlChar *string, xmlChar character);
int dogear_xmlStrEqual(const xmlChar *left, const xmlChar *right);
xmlChar *dogear_xmlSplitQName(xmlParserCtxtPtr parser, const xmlChar *name, xmlChar **prefix);

/// Routes libxml2's error output on this thread to nowhere: nothing may reach stderr while
/// curses owns the terminal.
void dogear_libxml2_silence(void);

/// libxml2's deallocator, `xmlFree` (a global function pointer, read at each call; dogear never
/// sets libxml2's allocators).
void dogear_libxml2_free(void *memory);
#endif
