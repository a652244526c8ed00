#ifndef DOGEAR_CSPEECH_H
#define DOGEAR_CSPEECH_H
// espeak-ng, opened on first use rather than linked (as libcurl and the picture libraries
// are: Sources/DogearCommandLine/NOTES.md, "One executable"): only listening loads it. Its
// header is not read either: the few declarations dogear needs are in CSpeech.c, so building
// needs no espeak package at all, and a machine without one still builds and runs everything
// but listening. espeak runs in its synchronous retrieval mode: it hands back samples and
// events and never opens a sound device, so no audio library can write to the terminal.
#include <stdbool.h>
#include <stdint.h>

/// One spoken word as espeak reports it: `position` counts Unicode scalars of the text given
/// to `dogear_speech_synthesize` from 1, `length` the scalars espeak took as the word (it
/// may be 0), `milliseconds` the time into this synthesis's audio where the word starts.
typedef struct {
  int32_t position;
  int32_t length;
  int32_t milliseconds;
} DogearSpokenWord;

/// Called with each buffer of speech: `count` mono 16-bit samples at the sample rate
/// `dogear_speech_load` returned, and the words that start in it. Returns true to go on,
/// false to stop the synthesis at once.
typedef bool (*DogearSpeechChunk)(void *context, const int16_t *samples, int32_t count,
                                  const DogearSpokenWord *words, int32_t wordCount);

/// Opens libespeak-ng.so.1 and initialises it, once per process (later calls return the first
/// answer): the sample rate in Hz, or 0 when the library is missing (then
/// `dogear_speech_missing` names the file) or its voices are (espeak-ng-data).
int32_t dogear_speech_load(void);

/// What is missing when `dogear_speech_load` returned 0: "libespeak-ng.so.1" or
/// "espeak-ng-data".
const char *dogear_speech_missing(void);

/// Chooses the voice for a language ("fr", "pt-BR"); false when espeak has none for it.
bool dogear_speech_set_language(const char *language);

/// Words a minute (espeak's own range is 80...450; beyond it speeds the audio up).
void dogear_speech_set_rate(int32_t wordsPerMinute);

/// Speaks `text` (UTF-8, NUL-terminated), calling `chunk` with the audio as it is made, on
/// this thread; returns when it is done or `chunk` returned false. One synthesis at a time in
/// the process: a second caller waits. False when the library is not loaded.
bool dogear_speech_synthesize(const char *text, DogearSpeechChunk chunk, void *context);
#endif
