#include "CLibXML2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// Every libxml2 function dogear calls. Each pointer has the type libxml2's header gives the
// function, so a mismatch is a compile error, not a crash.
#define EVERY_FUNCTION(F)                                                                      \
  F(xmlInitParser) F(xmlAllocParserInputBuffer) F(xmlParserInputBufferPush)                   \
  F(xmlFreeParserInputBuffer) F(xmlNewParserCtxt) F(xmlFreeParserCtxt) F(xmlNewIOInputStream) \
  F(inputPush) F(htmlCtxtUseOptions) F(htmlParseDocument) F(xmlSetStructuredErrorFunc)        \
  F(xmlSetGenericErrorFunc) F(xmlStrchr) F(xmlStrEqual) F(xmlSplitQName)

#define FIELD(name) __typeof__(name) *name;
static struct {
  EVERY_FUNCTION(FIELD)
  // libxml2's deallocator, a global it exports (a pointer that the allocator setters change).
  xmlFreeFunc *free_address;
} xml;
#undef FIELD

static bool loaded;
static const char *missing = "";
static pthread_once_t once = PTHREAD_ONCE_INIT;

// Fills `xml` only when everything is found, so `loaded` says all or nothing. Never closed:
// libxml2 keeps its globals for the life of the process.
static void load(void) {
  void *library = dlopen("libxml2.so.2", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    missing = "libxml2.so.2";
    return;
  }
  __typeof__(xml) table;
#define FIND(name)                                             \
  table.name = (__typeof__(table.name))dlsym(library, #name); \
  if (table.name == NULL) {                                    \
    missing = #name;                                           \
    return;                                                    \
  }
  EVERY_FUNCTION(FIND)
#undef FIND
  table.free_address = (xmlFreeFunc *)dlsym(library, "xmlFree");
  if (table.free_address == NULL) {
    missing = "xmlFree";
    return;
  }
  xml = table;
  loaded = true;
}

bool dogear_libxml2_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char *dogear_libxml2_missing(void) {
  pthread_once(&once, load);
  return missing;
}

void dogear_xmlInitParser(void) { xml.xmlInitParser(); }

xmlParserInputBufferPtr dogear_xmlAllocParserInputBuffer(xmlCharEncoding encoding) {
  return xml.xmlAllocParserInputBuffer(encoding);
}

int dogear_xmlParserInputBufferPush(xmlParserInputBufferPtr buffer, int length, const char *bytes) {
  return xml.xmlParserInputBufferPush(buffer, length, bytes);
}

void dogear_xmlFreeParserInputBuffer(xmlParserInputBufferPtr buffer) {
  xml.xmlFreeParserInputBuffer(buffer);
}

xmlParserCtxtPtr dogear_xmlNewParserCtxt(void) { return xml.xmlNewParserCtxt(); }

void dogear_xmlFreeParserCtxt(xmlParserCtxtPtr parser) { xml.xmlFreeParserCtxt(parser); }

xmlParserInputPtr dogear_xmlNewIOInputStream(
  xmlParserCtxtPtr parser, xmlParserInputBufferPtr buffer, xmlCharEncoding encoding) {
  return xml.xmlNewIOInputStream(parser, buffer, encoding);
}

int dogear_inputPush(xmlParserCtxtPtr parser, xmlParserInputPtr input) {
  return xml.inputPush(parser, input);
}

int dogear_htmlCtxtUseOptions(htmlParserCtxtPtr parser, int options) {
  return xml.htmlCtxtUseOptions(parser, options);
}

int dogear_htmlParseDocument(htmlParserCtxtPtr parser) { return xml.htmlParseDocument(parser); }

void dogear_xmlSetStructuredErrorFunc(void *context, xmlStructuredErrorFunc handler) {
  xml.xmlSetStructuredErrorFunc(context, handler);
}

const xmlChar *dogear_xmlStrchr(const xmlChar *string, xmlChar character) {
  return xml.xmlStrchr(string, character);
}

int dogear_xmlStrEqual(const xmlChar *left, const xmlChar *right) {
  return xml.xmlStrEqual(left, right);
}

xmlChar *dogear_xmlSplitQName(xmlParserCtxtPtr parser, const xmlChar *name, xmlChar **prefix) {
  return xml.xmlSplitQName(parser, name, prefix);
}

// Swift cannot write a variadic C function, which the generic error handler is.
static void ignore(void *context, const char *message, ...) {
  (void)context;
  (void)message;
}

void dogear_libxml2_silence(void) {
  if (!dogear_libxml2_load()) return;
  xml.xmlSetGenericErrorFunc(NULL, ignore);
  xml.xmlSetStructuredErrorFunc(NULL, NULL);
}

void dogear_libxml2_free(void *memory) { (*xml.free_address)(memory); }
