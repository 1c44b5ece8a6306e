#ifndef VOICENAV_CLOUIS_SHIM_H
#define VOICENAV_CLOUIS_SHIM_H
// liblouis's API (types and constants; the functions are looked up at run time, so voicenav
// starts and says what to install where the library is missing). Only
// Sources/A11yBraille/Louis*.swift import this module. `widechar` is 16 or 32 bits depending
// on how liblouis was built: the code asks `lou_charSize()` and never relies on this typedef.
#if __has_include(<liblouis/liblouis.h>)
#include <liblouis/liblouis.h>
#elif __has_include("/opt/homebrew/include/liblouis/liblouis.h")
#include "/opt/homebrew/include/liblouis/liblouis.h"
#elif __has_include("/usr/local/include/liblouis/liblouis.h")
#include "/usr/local/include/liblouis/liblouis.h"
#else
#error "liblouis's headers are missing: apt-get install liblouis-dev (or brew install liblouis)"
#endif
#endif
