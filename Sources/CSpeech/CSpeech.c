#include "CSpeech.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>
#include <unistd.h>

// espeak-ng's types as its speak_lib.h (API revision 12) declares them, only the parts used.
typedef enum { EVENT_LIST_TERMINATED = 0, EVENT_WORD = 1 } EventType;
typedef struct {
  EventType type;
  unsigned int unique_identifier;
  int text_position;
  int length;
  int audio_position;
  int sample;
  void *user_data;
  union {
    int number;
    const char *name;
    char string[8];
  } id;
} Event;
typedef struct {
  const char *name;
  const char *languages;
  const char *identifier;
  unsigned char gender;
  unsigned char age;
  unsigned char variant;
  unsigned char xx1;
  int score;
  void *spare;
} Voice;
typedef int(Callback)(short *, int, Event *);
enum { OUTPUT_SYNCHRONOUS = 2, CHARS_UTF8 = 1, POSITION_CHARACTER = 1, PARAMETER_RATE = 1 };
enum { INITIALIZE_DONT_EXIT = 0x8000 };

static struct {
  int (*initialize)(int output, int buffer, const char *path, int options);
  void (*set_synth_callback)(Callback *callback);
  int (*set_voice_by_properties)(Voice *voice);
  int (*set_parameter)(int parameter, int value, int relative);
  int (*synth)(const void *text, size_t size, unsigned int position, int positionType,
               unsigned int end, unsigned int flags, unsigned int *identifier, void *user);
} espeak;

static int32_t sampleRate;
static const char *missing = "libespeak-ng.so.1";
static pthread_once_t once = PTHREAD_ONCE_INIT;
static pthread_mutex_t synthesis = PTHREAD_MUTEX_INITIALIZER;

// The synthesis under way (guarded by `synthesis`): espeak's callback has no context of its
// own that reaches the end of a message, so it is kept here.
static DogearSpeechChunk currentChunk;
static void *currentContext;
static bool stopped;

// Fills `espeak` only when every function is found. The library is never closed: espeak
// keeps global state for the life of the process.
static void load(void) {
  void *library = dlopen("libespeak-ng.so.1", RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) return;
#define FIND(field, name)                                                    \
  __typeof__(espeak.field) field = (__typeof__(espeak.field))dlsym(library, name); \
  if (field == NULL) return;
  FIND(initialize, "espeak_Initialize")
  FIND(set_synth_callback, "espeak_SetSynthCallback")
  FIND(set_voice_by_properties, "espeak_SetVoiceByProperties")
  FIND(set_parameter, "espeak_SetParameter")
  FIND(synth, "espeak_Synth")
#undef FIND
  missing = "espeak-ng-data";
  // espeak prints to stderr when its data is missing, and stderr is the terminal the reader
  // draws on: it writes to /dev/null while it starts (STYLE.md 12).
  int saved = dup(STDERR_FILENO);
  int quiet = open("/dev/null", O_WRONLY | O_CLOEXEC);
  if (saved >= 0 && quiet >= 0) dup2(quiet, STDERR_FILENO);
  int rate = initialize(OUTPUT_SYNCHRONOUS, 100, NULL, INITIALIZE_DONT_EXIT);
  if (saved >= 0 && quiet >= 0) dup2(saved, STDERR_FILENO);
  if (saved >= 0) close(saved);
  if (quiet >= 0) close(quiet);
  if (rate <= 0) return;
  espeak.initialize = initialize;
  espeak.set_synth_callback = set_synth_callback;
  espeak.set_voice_by_properties = set_voice_by_properties;
  espeak.set_parameter = set_parameter;
  espeak.synth = synth;
  missing = "";
  sampleRate = rate;
}

int32_t dogear_speech_load(void) {
  pthread_once(&once, load);
  return sampleRate;
}

const char *dogear_speech_missing(void) {
  pthread_once(&once, load);
  return missing;
}

bool dogear_speech_set_language(const char *language) {
  if (dogear_speech_load() == 0) return false;
  Voice voice;
  memset(&voice, 0, sizeof voice);
  voice.languages = language;
  pthread_mutex_lock(&synthesis);
  bool found = espeak.set_voice_by_properties(&voice) == 0;
  pthread_mutex_unlock(&synthesis);
  return found;
}

void dogear_speech_set_rate(int32_t wordsPerMinute) {
  if (dogear_speech_load() == 0) return;
  pthread_mutex_lock(&synthesis);
  espeak.set_parameter(PARAMETER_RATE, wordsPerMinute, 0);
  pthread_mutex_unlock(&synthesis);
}

// espeak's callback: the words of this buffer in dogear's shape, then the buffer. Returns 1
// (abort) once the chunk function said stop; espeak may call again before it notices.
static int relay(short *samples, int count, Event *events) {
  if (stopped) return 1;
  DogearSpokenWord words[64];
  int32_t wordCount = 0;
  for (Event *event = events; event != NULL && event->type != EVENT_LIST_TERMINATED; event++) {
    if (event->type != EVENT_WORD || wordCount == 64) continue;
    words[wordCount].position = event->text_position;
    words[wordCount].length = event->length;
    words[wordCount].milliseconds = event->audio_position;
    wordCount++;
  }
  if (samples == NULL) count = 0;
  if (count == 0 && wordCount == 0) return 0;
  if (!currentChunk(currentContext, samples, count, words, wordCount)) stopped = true;
  return stopped ? 1 : 0;
}

bool dogear_speech_synthesize(const char *text, DogearSpeechChunk chunk, void *context) {
  if (dogear_speech_load() == 0) return false;
  pthread_mutex_lock(&synthesis);
  currentChunk = chunk;
  currentContext = context;
  stopped = false;
  espeak.set_synth_callback(relay);
  espeak.synth(text, strlen(text) + 1, 0, POSITION_CHARACTER, 0, CHARS_UTF8, NULL, NULL);
  currentChunk = NULL;
  currentContext = NULL;
  pthread_mutex_unlock(&synthesis);
  return true;
}
