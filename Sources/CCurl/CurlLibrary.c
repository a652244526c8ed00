#include "CCurl.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stddef.h>

// Each pointer has the exact type the header declares for the function, so a mismatch is a
// compile error, not a crash.
static struct {
  __typeof__(curl_global_init) *global_init;
  __typeof__(curl_easy_init) *easy_init;
  __typeof__(curl_easy_cleanup) *easy_cleanup;
  __typeof__(curl_easy_reset) *easy_reset;
  __typeof__(curl_easy_perform) *easy_perform;
  __typeof__(curl_easy_setopt) *easy_setopt;
  __typeof__(curl_easy_getinfo) *easy_getinfo;
  __typeof__(curl_slist_append) *slist_append;
  __typeof__(curl_slist_free_all) *slist_free_all;
} curl;

static bool loaded;
static pthread_once_t once = PTHREAD_ONCE_INIT;

// Fills `curl` only when every function is found, so `loaded` says all or nothing. The
// library is never closed: libcurl keeps global state for the life of the process.
static void load(void) {
  void *library = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
#define FIND(field, name)                                          \
  __typeof__(curl.field) field = (__typeof__(curl.field))dlsym(library, name); \
  if (field == NULL) return;
  FIND(global_init, "curl_global_init")
  FIND(easy_init, "curl_easy_init")
  FIND(easy_cleanup, "curl_easy_cleanup")
  FIND(easy_reset, "curl_easy_reset")
  FIND(easy_perform, "curl_easy_perform")
  FIND(easy_setopt, "curl_easy_setopt")
  FIND(easy_getinfo, "curl_easy_getinfo")
  FIND(slist_append, "curl_slist_append")
  FIND(slist_free_all, "curl_slist_free_all")
#undef FIND
  curl.global_init = global_init;
  curl.easy_init = easy_init;
  curl.easy_cleanup = easy_cleanup;
  curl.easy_reset = easy_reset;
  curl.easy_perform = easy_perform;
  curl.easy_setopt = easy_setopt;
  curl.easy_getinfo = easy_getinfo;
  curl.slist_append = slist_append;
  curl.slist_free_all = slist_free_all;
  loaded = true;
}

bool dogear_curl_load(void) {
  pthread_once(&once, load);
  return loaded;
}

CURLcode dogear_curl_global_init(long flags) {
  return dogear_curl_load() ? curl.global_init(flags) : CURLE_FAILED_INIT;
}

CURL *dogear_curl_easy_init(void) { return dogear_curl_load() ? curl.easy_init() : NULL; }

void dogear_curl_easy_cleanup(CURL *handle) {
  if (dogear_curl_load()) curl.easy_cleanup(handle);
}

void dogear_curl_easy_reset(CURL *handle) {
  if (dogear_curl_load()) curl.easy_reset(handle);
}

CURLcode dogear_curl_easy_perform(CURL *handle) {
  return dogear_curl_load() ? curl.easy_perform(handle) : CURLE_FAILED_INIT;
}

struct curl_slist *dogear_curl_slist_append(struct curl_slist *list, const char *text) {
  return dogear_curl_load() ? curl.slist_append(list, text) : NULL;
}

void dogear_curl_slist_free_all(struct curl_slist *list) {
  if (dogear_curl_load()) curl.slist_free_all(list);
}

// One body for every typed setter: the value goes through the variadic call as it is.
#define SET(handle, option, value) \
  (dogear_curl_load() ? curl.easy_setopt(handle, option, value) : CURLE_FAILED_INIT)

CURLcode dogear_curl_set_long(CURL *handle, CURLoption option, long value) {
  return SET(handle, option, value);
}
CURLcode dogear_curl_set_size(CURL *handle, CURLoption option, curl_off_t value) {
  return SET(handle, option, value);
}
CURLcode dogear_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return SET(handle, option, value);
}
CURLcode dogear_curl_set_text(CURL *handle, CURLoption option, const char *value) {
  return SET(handle, option, value);
}
CURLcode dogear_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value) {
  return SET(handle, option, value);
}
CURLcode dogear_curl_set_write_function(CURL *handle, curl_write_callback value) {
  return SET(handle, CURLOPT_WRITEFUNCTION, value);
}
CURLcode dogear_curl_set_header_function(CURL *handle, curl_write_callback value) {
  return SET(handle, CURLOPT_HEADERFUNCTION, value);
}
CURLcode dogear_curl_set_progress_function(CURL *handle, curl_xferinfo_callback value) {
  return SET(handle, CURLOPT_XFERINFOFUNCTION, value);
}

CURLcode dogear_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return dogear_curl_load() ? curl.easy_getinfo(handle, info, value) : CURLE_FAILED_INIT;
}
