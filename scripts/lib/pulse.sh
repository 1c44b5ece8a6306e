# Sourced by the scripts that need a real audio output on a machine without a sound card:
# a private PulseAudio server with a null sink, reached through a socket in a work folder.
#
#   . "$(dirname "$0")/lib/pulse.sh"
#   pulse_start "$WORK" my_sink 22050 || echo "it did not start"
#   … $PA_PID is the server's pid; PULSE_SERVER and PULSE_SINK are exported …
#
# --system is not needed: the server runs as the calling user with its runtime and state in
# the work folder, and clients find it through PULSE_SERVER.

# pulse_start WORK SINK [RATE]: starts the server in the background (PA_PID), exports
# PULSE_SERVER and PULSE_SINK, waits up to 5 s for it to answer; returns 1 if it did not.
pulse_start() {
    local work=$1 sink=$2 rate=${3:-22050}
    mkdir -p "$work/runtime" "$work/state"
    PULSE_RUNTIME_PATH="$work/runtime" PULSE_STATE_PATH="$work/state" \
        pulseaudio -n --daemonize=no --exit-idle-time=-1 --disallow-exit --use-pid-file=no \
        --log-target=file:"$work/pulseaudio.log" \
        --load="module-native-protocol-unix socket=$work/runtime/native auth-anonymous=1" \
        --load="module-null-sink sink_name=$sink rate=$rate channels=1" \
        >"$work/pulseaudio.out" 2>&1 &
    PA_PID=$!
    export PULSE_SERVER="unix:$work/runtime/native" PULSE_SINK=$sink
    local _
    for _ in $(seq 50); do pactl info >/dev/null 2>&1 && return 0; sleep 0.1; done
    return 1
}
