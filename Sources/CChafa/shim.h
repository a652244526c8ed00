#ifndef DOGEAR_CCHAFA_SHIM_H
#define DOGEAR_CCHAFA_SHIM_H
// chafa turns pixels into terminal cells. Its header pulls in glib, which CGdkPixbuf also
// includes: DogearPictures is the only module that imports either.
#include <chafa.h>
#endif
