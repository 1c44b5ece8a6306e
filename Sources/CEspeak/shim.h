#ifndef VOICENAV_CESPEAK_SHIM_H
#define VOICENAV_CESPEAK_SHIM_H
// eSpeak NG's classic API. Only Sources/A11yCore/Speech/Espeak*.swift imports this module.
#include <espeak-ng/speak_lib.h>
#endif
