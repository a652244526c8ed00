#include "CHyphen.h"

#include <dlfcn.h>
#include <malloc.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// hyphen.h's functions, by the signatures libhyphen 2.8 documents.
typedef void *(*LoadFunction)(const char *path);
typedef void *(*LoadFileFunction)(FILE *file);
typedef void (*FreeFunction)(void *dictionary);
typedef int (*HyphenateFunction)(
  void *dictionary, const char *word, int length, char *hyphens, char *hyphenated,
  char ***replacements, int **positions, int **cuts);

static LoadFunction load_dictionary;
// Optional: without them a dictionary is only ever read from its file.
static LoadFileFunction load_dictionary_file;
static FreeFunction free_dictionary;
static HyphenateFunction hyphenate;
static const char *missing = "";
static bool loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void load(void) {
  void *library = dlopen("libhyphen.so.0", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    missing = "libhyphen.so.0";
    return;
  }
  load_dictionary = (LoadFunction)dlsym(library, "hnj_hyphen_load");
  hyphenate = (HyphenateFunction)dlsym(library, "hnj_hyphen_hyphenate2");
  load_dictionary_file = (LoadFileFunction)dlsym(library, "hnj_hyphen_load_file");
  free_dictionary = (FreeFunction)dlsym(library, "hnj_hyphen_free");
  if (load_dictionary == NULL || hyphenate == NULL) {
    missing = load_dictionary == NULL ? "hnj_hyphen_load" : "hnj_hyphen_hyphenate2";
    return;
  }
  loaded = true;
}

bool dogear_hyphen_load(void) {
  pthread_once(&once, load);
  return loaded;
}

const char *dogear_hyphen_missing(void) {
  pthread_once(&once, load);
  return missing;
}

// libhyphen reads a dictionary into two hash tables of 31,627 buckets (253 KB each), one a
// level, each freed once its level is read. Above glibc's mmap threshold (128 KB) each is
// mapped fresh, every page faulted in and zeroed by the kernel; from the heap the second
// reuses the first's memory (issue 41: about 60 page faults, 4-5% of opening a short
// article that names its language). Past a load the threshold is left at 128 KB, glibc's
// starting value, no longer raised by what is freed (which a test of the long article's
// peak memory found no worse: 20.1-20.2 MB against 20.4-20.5).
static void heap_for_tables(bool heap) {
  mallopt(M_MMAP_THRESHOLD, heap ? 1024 * 1024 : 128 * 1024);
}

DogearHyphenDictionary *dogear_hyphen_open(const char *path) {
  if (!dogear_hyphen_load()) return NULL;
  heap_for_tables(true);
  void *dictionary = load_dictionary(path);
  heap_for_tables(false);
  return (DogearHyphenDictionary *)dictionary;
}

DogearHyphenDictionary *dogear_hyphen_open_text(const char *text, size_t length) {
  if (!dogear_hyphen_load() || load_dictionary_file == NULL || free_dictionary == NULL ||
      length == 0)
    return NULL;
  FILE *file = fmemopen((void *)text, length, "r");
  if (file == NULL) return NULL;
  heap_for_tables(true);
  void *dictionary = load_dictionary_file(file);
  heap_for_tables(false);
  fclose(file);
  return (DogearHyphenDictionary *)dictionary;
}

// A dictionary read on the main thread while a long page is parsed on another (issue 41) is
// freed before the page is measured, and the main thread's heap, which the page's layout on
// the article queue does not use, kept its pages resident to the peak: `malloc_trim` gives
// them back.
void dogear_hyphen_close(DogearHyphenDictionary *dictionary, bool give_back) {
  if (dictionary == NULL || free_dictionary == NULL) return;
  free_dictionary(dictionary);
  if (give_back) malloc_trim(0);
}

// Frees what libhyphen allocated for a non-standard hyphenation.
static void free_replacements(char **replacements, int *positions, int *cuts, int length) {
  if (replacements != NULL) {
    for (int index = 0; index < length; index++) free(replacements[index]);
    free(replacements);
  }
  free(positions);
  free(cuts);
}

bool dogear_hyphen_breaks(
  DogearHyphenDictionary *dictionary, const char *word, int length, char *breaks) {
  if (!dogear_hyphen_load() || dictionary == NULL || length <= 0 || length > 250) return false;
  char hyphens[256 + 5];
  char **replacements = NULL;
  int *positions = NULL;
  int *cuts = NULL;
  memset(hyphens, 0, sizeof hyphens);
  int failed = hyphenate(
    dictionary, word, length, hyphens, NULL, &replacements, &positions, &cuts);
  for (int index = 0; index < length; index++) {
    bool odd = (hyphens[index] & 1) != 0;
    bool respelled = replacements != NULL && replacements[index] != NULL;
    breaks[index] = (char)(failed == 0 && odd && !respelled);
  }
  free_replacements(replacements, positions, cuts, length);
  return failed == 0;
}
