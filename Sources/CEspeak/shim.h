#ifndef VOICENAV_CESPEAK_SHIM_H
#define VOICENAV_CESPEAK_SHIM_H
// eSpeak NG's classic API (types and constants; the functions are looked up at run time).
// Only Sources/A11ySpeech/Espeak*.swift import this module.
#if __has_include(<espeak-ng/speak_lib.h>)
#include <espeak-ng/speak_lib.h>
#elif __has_include("/opt/homebrew/include/espeak-ng/speak_lib.h")
#include "/opt/homebrew/include/espeak-ng/speak_lib.h"
#elif __has_include("/usr/local/include/espeak-ng/speak_lib.h")
#include "/usr/local/include/espeak-ng/speak_lib.h"
#else
#error "eSpeak NG's headers are missing: apt-get install libespeak-ng-dev (or brew install espeak-ng)"
#endif
#endif
