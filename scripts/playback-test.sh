#!/usr/bin/env bash
# Real playback check: speak a sentence through PulseAudioSink into a PulseAudio null sink,
# record the sink's monitor with parec, and check with sox that the recording holds
# speech of about the rendered length.
#
# Usage: scripts/playback-test.sh ["sentence to speak"]
#
# Speaker command (override with SAY_CMD): .build/debug/voicenav say --sink pulse TEXT
#   Arguments assumed for `voicenav say` (wired to A11yCore's speakBlocking):
#     voicenav say [--sink NAME] TEXT
#       --sink NAME  AudioSinks.named(NAME): pulse, alsa, null, null-unpaced, wav:PATH, auto
#       TEXT         one argument, the text to speak (default voice, rate 175)
#   It speaks with speakBlocking(text:language:parameters:sink:) and must exit 0 only when
#   the whole text was played (completed == true), non-zero otherwise. It may print
#   "rendered-duration: S" (RenderedSpeech.duration in seconds) and "completed: true|false"
#   lines; without a rendered-duration line the expected length is the speech span of
#   `espeak-ng -w` output for the same text (same library, same default voice and rate).
#   The sink connects to the default PulseAudio server and sink, so it honours the
#   PULSE_SERVER and PULSE_SINK variables set below.
#   If .build/debug/voicenav is missing, the script runs `swift build -j 1 --product voicenav`.
#
# PulseAudio as root (how it works here, measured on Debian 12 / PulseAudio 16.1):
#   - A private server is always started for the test, so a user's server is never touched:
#       PULSE_RUNTIME_PATH=$dir pulseaudio -n --daemonize=no --exit-idle-time=-1 \
#         --disallow-exit --use-pid-file=no \
#         --load="module-native-protocol-unix socket=$dir/native auth-anonymous=1" \
#         --load="module-null-sink sink_name=voicenav_test rate=22050 channels=1"
#     Running it as root only prints "This program is not intended to be run as root";
#     --system is not needed. Clients find it through PULSE_SERVER=unix:$dir/native, and
#     PULSE_SINK=voicenav_test makes it the default sink for the speaker.
#   - Where the pulseaudio binary is missing but a server answers (e.g. PipeWire-Pulse),
#     a temporary null sink is loaded into that server and unloaded afterwards.
#   - An idle null sink renders in 2 s blocks; a new stream then stalls until the current
#     block ends (up to 2 s before the first write returns; real devices do not do this).
#     parec is therefore started first with --latency-msec=10 and the script waits until
#     the monitor delivers data, i.e. the sink runs with a small latency, before speaking.
# Prints "SKIP: ..." and exits 0 only when neither a pulseaudio binary nor a server exists,
# or parec/pactl/sox are missing. Exits non-zero with a FAIL message on any failure.
set -u

TEXT=${1:-"Hello, this is voicenav speaking through PulseAudio. One, two, three, four, five."}
ROOT=$(cd "$(dirname "$0")/.." && pwd)
SAY_CMD=${SAY_CMD:-"$ROOT/.build/debug/voicenav say --report --sink pulse"}
RATE=22050
TOLERANCE_S=0.30          # allowed |speech span - rendered duration| ...
TOLERANCE_FRACTION=0.12   # ... or this fraction of it, whichever is larger
MIN_RMS=0.01              # a silent recording has RMS 0

fail() { echo "FAIL: $*" >&2; exit 1; }
skip() { echo "SKIP: $*"; exit 0; }

for tool in parec pactl sox; do
    command -v "$tool" >/dev/null || skip "$tool is not installed (apt-get install pulseaudio-utils sox)"
done
if [ ! -x "${SAY_CMD%% *}" ]; then
    echo "building voicenav..."
    (cd "$ROOT" && swift build -j 1 --product voicenav >/dev/null) || fail "swift build failed"
fi

WORK=$(mktemp -d /tmp/voicenav-playback.XXXXXX)
PA_PID=""
PAREC_PID=""
MODULE_ID=""
cleanup() {
    [ -n "$PAREC_PID" ] && kill "$PAREC_PID" 2>/dev/null
    [ -n "$MODULE_ID" ] && pactl unload-module "$MODULE_ID" 2>/dev/null
    [ -n "$PA_PID" ] && { kill "$PA_PID" 2>/dev/null; wait "$PA_PID" 2>/dev/null; }
    rm -rf "$WORK"
}
trap cleanup EXIT

SINK=voicenav_test
if command -v pulseaudio >/dev/null; then
    . "$ROOT/scripts/lib/pulse.sh"
    pulse_start "$WORK" "$SINK" "$RATE" || fail "private PulseAudio server did not start: $(tail -3 "$WORK/pulseaudio.log" "$WORK/pulseaudio.out" 2>/dev/null)"
    echo "started private PulseAudio server (pid $PA_PID) at $PULSE_SERVER"
elif pactl info >/dev/null 2>&1; then
    SINK=voicenav_test_$$
    MODULE_ID=$(pactl load-module module-null-sink sink_name=$SINK rate=$RATE channels=1) \
        || fail "could not load a null sink into the running server"
    echo "using the running PulseAudio server with temporary sink $SINK"
else
    skip "no pulseaudio binary and no running PulseAudio server"
fi
export PULSE_SINK=$SINK

parec -d "$SINK.monitor" --latency-msec=10 --format=s16le --rate=$RATE --channels=1 >"$WORK/rec.raw" 2>"$WORK/parec.err" &
PAREC_PID=$!
# Wait (up to 5 s) until the null sink has left its 2 s idle block (see the header):
# the monitor delivers nothing before that, then a steady trickle.
for _ in $(seq 50); do
    [ -s "$WORK/rec.raw" ] && break
    sleep 0.1
done
sleep 0.2
kill -0 "$PAREC_PID" 2>/dev/null || fail "parec did not start: $(cat "$WORK/parec.err")"

echo "speaking: $TEXT"
# shellcheck disable=SC2086
$SAY_CMD "$TEXT" >"$WORK/say.out" 2>"$WORK/say.err"
status=$?
sleep 0.3
kill "$PAREC_PID" 2>/dev/null; wait "$PAREC_PID" 2>/dev/null; PAREC_PID=""
sed 's/^/  | /' "$WORK/say.out"
[ -s "$WORK/say.err" ] && { echo "speaker wrote to stderr:"; sed 's/^/  ! /' "$WORK/say.err"; }
[ $status -eq 0 ] || fail "speaker command exited with status $status"
if grep -q '^completed:' "$WORK/say.out"; then
    grep -q '^completed: true' "$WORK/say.out" || fail "speaker reports the utterance as not completed"
fi

stat_of() { sox -t raw -r $RATE -e signed -b 16 -c 1 "$1" -n stat 2>&1; }
# speech_span IN OUT: OUT = IN (raw) without leading and trailing silence.
speech_span() {
    sox -t raw -r $RATE -e signed -b 16 -c 1 "$1" -t raw "$2" \
        silence 1 0.005 0.5% reverse silence 1 0.005 0.5% reverse 2>/dev/null
}

expected=$(awk '/^rendered-duration:/ {print $2; exit}' "$WORK/say.out")
expected_label="rendered"
if [ -z "$expected" ]; then
    # No RenderedSpeech.duration printed: take the speech span of the same text from
    # espeak-ng's CLI (same library and defaults; its extra end pause is trimmed away).
    command -v espeak-ng >/dev/null || fail "no rendered-duration line and no espeak-ng to compute the expected length"
    espeak-ng -w "$WORK/ref.wav" "$TEXT" || fail "espeak-ng -w failed"
    sox "$WORK/ref.wav" -t raw -r $RATE -e signed -b 16 -c 1 "$WORK/ref.raw" || fail "sox could not convert ref.wav"
    speech_span "$WORK/ref.raw" "$WORK/ref-speech.raw"
    expected=$(stat_of "$WORK/ref-speech.raw" | awk '/^Length/ {print $3}')
    expected_label="espeak-ng reference span"
fi

[ -s "$WORK/rec.raw" ] || fail "nothing was recorded from $SINK.monitor"
total=$(stat_of "$WORK/rec.raw" | awk '/^Length/ {print $3}')
speech_span "$WORK/rec.raw" "$WORK/speech.raw"
[ -s "$WORK/speech.raw" ] || fail "the recording is silent (total ${total}s)"
speech_stat=$(stat_of "$WORK/speech.raw")
span=$(echo "$speech_stat" | awk '/^Length/ {print $3}')
rms=$(echo "$speech_stat" | awk '/^RMS +amplitude/ {print $3}')
peak=$(echo "$speech_stat" | awk '/^Maximum amplitude/ {print $3}')

echo "recorded ${total}s; speech span ${span}s ($expected_label ${expected}s); RMS $rms; peak $peak"
verdict=$(awk -v s="$span" -v e="$expected" -v label="$expected_label" -v r="$rms" -v tol="$TOLERANCE_S" -v frac="$TOLERANCE_FRACTION" -v min="$MIN_RMS" '
    BEGIN {
        allowed = tol; if (e * frac > allowed) allowed = e * frac
        d = s - e; if (d < 0) d = -d
        if (r < min) { printf "recording RMS %s is below %s: no speech was heard", r, min; exit 1 }
        if (d > allowed) { printf "speech span %.3fs differs from %s %.3fs by %.3fs (allowed %.3fs)", s, label, e, d, allowed; exit 1 }
        printf "speech span %.3fs vs %s %.3fs (difference %.3fs, allowed %.3fs)", s, label, e, d, allowed
    }') || fail "$verdict"
echo "PASS: $verdict"
