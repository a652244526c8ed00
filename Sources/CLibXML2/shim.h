#ifndef DOGEAR_CLIBXML2_SHIM_H
#define DOGEAR_CLIBXML2_SHIM_H
// Debian's libxml2 headers pull in system ICU, which clashes with Foundation's bundled ICU.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/HTMLparser.h>
#include <libxml/tree.h>
#include <libxml/parser.h>
#endif
