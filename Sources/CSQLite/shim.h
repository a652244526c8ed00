#ifndef DOGEAR_CSQLITE_SHIM_H
#define DOGEAR_CSQLITE_SHIM_H
#include <sqlite3.h>
#endif
