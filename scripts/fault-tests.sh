#!/usr/bin/env bash
# Faults that need real processes around voicenav (issue 7):
#   1. the audio server dies in the middle of an utterance: `voicenav say` and a spoken
#      script end promptly with a clear message and exit 69, nothing hangs;
#   2. the terminal is closed under the interactive navigator: voicenav exits at once;
#   3. the audio server is restarted while the navigator speaks: the status line says
#      "audio failed", the navigator keeps working in text, and `o` reconnects once the
#      server is back (an utterance then plays to the end).
# Prints SKIP for a part whose tools (pulseaudio, tmux) are missing.
set -u
cd "$(dirname "$0")/.."
VOICENAV=${VOICENAV:-.build/debug/voicenav}
[ -x "$VOICENAV" ] || swift build --product voicenav >/dev/null || { echo "FAIL: cannot build voicenav" >&2; exit 1; }
status=0
fail() { echo "FAIL: $*" >&2; status=1; }

WORK=$(mktemp -d /tmp/voicenav-faults.XXXXXX)
PA_PID=""
cleanup() {
    [ -n "$PA_PID" ] && { kill -9 "$PA_PID" 2>/dev/null; wait "$PA_PID" 2>/dev/null || true; }
    tmux -L "voicenav-faults-$$" kill-server 2>/dev/null
    rm -rf "$WORK"
}
trap cleanup EXIT

. scripts/lib/pulse.sh
start_pulse() { pulse_start "$WORK" faults 22050; }

# 1. The audio server dies mid-utterance.
if command -v pulseaudio >/dev/null && command -v pactl >/dev/null; then
    if start_pulse; then
        long="This sentence is long enough to still be playing when the audio server goes away, one, two, three, four, five, six, seven, eight."
        "$VOICENAV" say --sink pulse "$long" >"$WORK/say.out" 2>"$WORK/say.err" &
        SAY=$!
        sleep 1.5
        kill -9 "$PA_PID"; wait "$PA_PID" 2>/dev/null; PA_PID=""
        for _ in $(seq 100); do kill -0 $SAY 2>/dev/null || break; sleep 0.1; done
        if kill -0 $SAY 2>/dev/null; then
            kill -9 $SAY; fail "voicenav say hung after the audio server died"
        else
            wait $SAY; code=$?
            if [ "$code" = 69 ] && grep -qi "audio\|cut off" "$WORK/say.err"; then
                echo "PASS: audio server died mid-utterance: exit 69, \"$(head -1 "$WORK/say.err")\""
            else
                fail "audio server died: expected exit 69 with a message, got $code: $(cat "$WORK/say.err")"
            fi
        fi
    else
        echo "SKIP: the private PulseAudio server did not start"
    fi
else
    echo "SKIP: pulseaudio or pactl missing (audio server death)"
fi

# 2. The terminal is closed under the interactive navigator.
if command -v tmux >/dev/null; then
    T="tmux -L voicenav-faults-$$"
    $T new-session -d -s nav -x 100 -y 30 "exec $VOICENAV demo --silent"
    sleep 1.5
    PID=$($T list-panes -t nav -F '#{pane_pid}' 2>/dev/null)
    $T kill-session -t nav
    for _ in $(seq 50); do kill -0 "$PID" 2>/dev/null || break; sleep 0.1; done
    if [ -n "$PID" ] && kill -0 "$PID" 2>/dev/null; then
        kill -9 "$PID"; fail "voicenav kept running after its terminal was closed"
    else
        echo "PASS: terminal closed under the navigator: voicenav exited"
    fi
else
    echo "SKIP: tmux missing (terminal closed)"
fi
# 3. The audio server restarts under the navigator; `o` reconnects.
if command -v pulseaudio >/dev/null && command -v pactl >/dev/null && command -v tmux >/dev/null; then
    if start_pulse; then
        T="tmux -L voicenav-faults-$$"
        $T new-session -d -s speak -x 120 -y 30 \
            "PULSE_SERVER=$PULSE_SERVER PULSE_SINK=faults exec $VOICENAV demo --sink pulse --no-hints 2>$WORK/nav.err"
        screen() { $T capture-pane -t speak -p 2>/dev/null; }
        wait_for() { for _ in $(seq 100); do screen | grep -q "$1" && return 0; sleep 0.1; done; return 1; }
        wait_for "via PulseAudio" || fail "the navigator did not start speaking through PulseAudio: $(screen | tail -2)"
        kill -9 "$PA_PID"; wait "$PA_PID" 2>/dev/null; PA_PID=""
        for _ in 1 2 3; do $T send-keys -t speak Right; sleep 0.7; done
        if wait_for "audio failed"; then
            $T send-keys -t speak Right; sleep 0.5
            screen | grep -q "audio failed" && echo "PASS: audio server gone: the status line says \"audio failed\" and keys still work" \
                || fail "the failure was not kept on the status line"
            start_pulse || fail "the audio server did not come back"
            $T send-keys -t speak o; sleep 1.5
            $T send-keys -t speak Right; sleep 2
            if wait_for "Audio reconnected" && ! screen | grep -q "audio failed"; then
                echo "PASS: audio server back: o reconnected (\"Audio reconnected\", no \"audio failed\")"
            else
                fail "o did not reconnect: $(screen | tail -3)"
            fi
        else
            fail "the navigator did not report the audio failure: $(screen | tail -2)"
        fi
        $T send-keys -t speak q; sleep 0.5
        $T kill-server 2>/dev/null
    else
        echo "SKIP: the private PulseAudio server did not start"
    fi
else
    echo "SKIP: pulseaudio, pactl or tmux missing (audio server restart)"
fi
exit $status
