#ifndef DOGEAR_CCURL_SHIM_H
#define DOGEAR_CCURL_SHIM_H
#include <curl/curl.h>

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed
// wrapper per kind of argument.
static inline CURLcode dogear_curl_set_long(CURL *handle, CURLoption option, long value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode dogear_curl_set_size(CURL *handle, CURLoption option, curl_off_t value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode dogear_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode dogear_curl_set_text(CURL *handle, CURLoption option, const char *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode dogear_curl_set_list(
  CURL *handle, CURLoption option, struct curl_slist *value) {
  return curl_easy_setopt(handle, option, value);
}
static inline CURLcode dogear_curl_set_write_function(CURL *handle, curl_write_callback value) {
  return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, value);
}
static inline CURLcode dogear_curl_set_header_function(CURL *handle, curl_write_callback value) {
  return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, value);
}
static inline CURLcode dogear_curl_set_progress_function(
  CURL *handle, curl_xferinfo_callback value) {
  return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, value);
}
static inline CURLcode dogear_curl_get_long(CURL *handle, CURLINFO info, long *value) {
  return curl_easy_getinfo(handle, info, value);
}
#endif
