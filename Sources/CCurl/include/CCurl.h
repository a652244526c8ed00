#ifndef DOGEAR_CCURL_H
#define DOGEAR_CCURL_H
// libcurl, opened on first use rather than linked: a process that links it loads its ~28
// libraries (TLS, HTTP/2, IDN...) at every start, and most of dogear's commands never send a
// request (Sources/DogearCommandLine/NOTES.md, "One executable"). The header gives the types
// and constants; every call goes through the functions below, which reach libcurl through
// pointers looked up once.
#include <curl/curl.h>
#include <stdbool.h>

/// Opens libcurl.so.4 and looks up what dogear calls, once per process (later calls return
/// the first answer). False when the library or one of its functions is missing: then every
/// function below fails harmlessly (NULL or CURLE_FAILED_INIT), never calls through NULL.
bool dogear_curl_load(void);

/// The same as libcurl's functions of the same name without `dogear_`.
CURLcode dogear_curl_global_init(long flags);
CURL *dogear_curl_easy_init(void);
void dogear_curl_easy_cleanup(CURL *handle);
void dogear_curl_easy_reset(CURL *handle);
CURLcode dogear_curl_easy_perform(CURL *handle);
struct curl_slist *dogear_curl_slist_append(struct curl_slist *list, const char *text);
void dogear_curl_slist_free_all(struct curl_slist *list);

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// function per kind of argument.
CURLcode dogear_curl_set_long(CURL *handle, CURLoption option, long value);
CURLcode dogear_curl_set_size(CURL *handle, CURLoption option, curl_off_t value);
CURLcode dogear_curl_set_pointer(CURL *handle, CURLoption option, void *value);
CURLcode dogear_curl_set_text(CURL *handle, CURLoption option, const char *value);
CURLcode dogear_curl_set_list(CURL *handle, CURLoption option, struct curl_slist *value);
CURLcode dogear_curl_set_write_function(CURL *handle, curl_write_callback value);
CURLcode dogear_curl_set_header_function(CURL *handle, curl_write_callback value);
CURLcode dogear_curl_set_progress_function(CURL *handle, curl_xferinfo_callback value);
CURLcode dogear_curl_get_long(CURL *handle, CURLINFO info, long *value);
#endif
