#ifndef DOGEAR_CHYPHEN_H
#define DOGEAR_CHYPHEN_H
// libhyphen (Debian's libhyphen0, the hyphenation library LibreOffice uses), opened on first
// use rather than linked, like libcurl and chafa: only an article being prepared for reading
// or dumping ever needs it, and a machine without it still reads every article, unhyphenated.
//
// Its header is not included (Debian ships it only in libhyphen-dev): what follows declares
// the functions dogear calls, as hyphen.h of libhyphen 2.8 documents them.
#include <stdbool.h>
#include <stddef.h>

typedef struct DogearHyphenDictionary DogearHyphenDictionary;

/// Opens libhyphen.so.0 once per process (later calls return the first answer). False when
/// the library or one of its functions is missing; then the functions below do nothing.
bool dogear_hyphen_load(void);

/// The file (SONAME or function) that was missing, "" when none.
const char *dogear_hyphen_missing(void);

/// A pattern dictionary (`/usr/share/hyphen/hyph_en_US.dic`), NULL when it cannot be read.
/// Freed with `dogear_hyphen_close`.
DogearHyphenDictionary *dogear_hyphen_open(const char *path);

/// A dictionary read from `text` (`length` bytes in a dictionary file's form: its first line,
/// its settings and some of its patterns), NULL when this libhyphen cannot read one from
/// memory (`hnj_hyphen_load_file` is missing) or the text is not a dictionary. Freed with
/// `dogear_hyphen_close`.
DogearHyphenDictionary *dogear_hyphen_open_text(const char *text, size_t length);

/// Frees a dictionary `dogear_hyphen_open` or `dogear_hyphen_open_text` made; with
/// `give_back`, the heaps' free pages then go back to the system (`malloc_trim`).
void dogear_hyphen_close(DogearHyphenDictionary *dictionary, bool give_back);

/// Where `word` (lowercase UTF-8, `length` bytes, at most 250) may break: `breaks[i]` is 1
/// when the word may break after byte `i`, 0 otherwise, for `i < length`. Breaks that would
/// change the spelling (the dictionary's non-standard hyphenation, "Schiffahrt" to
/// "Schiff-fahrt") are left out. Returns false when nothing could be computed.
bool dogear_hyphen_breaks(
  DogearHyphenDictionary *dictionary, const char *word, int length, char *breaks);

#endif
