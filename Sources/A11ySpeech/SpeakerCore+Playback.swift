// The speaker thread's playback of one utterance: stream synthesized audio into the sink.

import Foundation

extension SpeakerCore {
    /// Plays one request on the speaker thread and emits its events, ending with `.finished`.
    func play(_ request: Request, generation: UInt64, stream: SpeechStream) {
        let id = request.id
        withLock { samplesPlayed = 0 }
        onEvent(.started(id: id))
        guard isCurrent(generation) else { return finish(id, stream: stream, completed: false) }
        do {
            try openSinkIfNeeded()
        } catch {
            record(error)
            return finish(id, stream: stream, completed: false)
        }
        engine.startStreaming(request.text, language: request.language, parameters: request.parameters, into: stream)

        let piece = max(engine.sampleRate / 100, 1)  // 10 ms of audio
        // The first piece is shorter (2.5 ms): a device with a small buffer accepts it at
        // once and starts playing sooner.
        let firstPiece = max(piece / 4, 1)
        var written = 0
        var words: [WordMark] = []
        var nextWord = 0
        while true {
            let chunk = stream.next()
            guard isCurrent(generation) else { return finish(id, stream: stream, completed: false) }
            words.append(contentsOf: chunk.words)
            var start = 0
            while start < chunk.samples.count {
                // Checked before every piece: after stop() at most this one piece is written.
                guard isCurrent(generation) else { return finish(id, stream: stream, completed: false) }
                let end = min(start + (written == 0 ? firstPiece : piece), chunk.samples.count)
                do {
                    var samples = Array(chunk.samples[start..<end])
                    mixSound(into: &samples)
                    try sink.write(samples)
                } catch {
                    record(error)
                    return finish(id, stream: stream, completed: false)
                }
                if written == 0 { onEvent(.firstAudio(id: id)) }
                written += end - start
                withLock { samplesPlayed = written }
                start = end
                while nextWord < words.count, words[nextWord].sampleOffset < written {
                    emitWord(words[nextWord], id: id)
                    nextWord += 1
                }
            }
            if let error = chunk.error {
                record(error)
                return finish(id, stream: stream, completed: false)
            }
            if chunk.isEnd { break }
        }
        do {
            try sink.drain()
        } catch {
            record(error)
            return finish(id, stream: stream, completed: false)
        }
        guard isCurrent(generation) else { return finish(id, stream: stream, completed: false) }
        while nextWord < words.count {
            emitWord(words[nextWord], id: id)
            nextWord += 1
        }
        finish(id, stream: stream, completed: true)
    }

    /// Adds the next samples of the earcon being played, if any, into `samples`.
    private func mixSound(into samples: inout [Int16]) {
        let overlay: ArraySlice<Int16> = withLock {
            guard soundPosition < sound.count else { return [] }
            let end = min(soundPosition + samples.count, sound.count)
            defer { soundPosition = end }
            return sound[soundPosition..<end]
        }
        if !overlay.isEmpty { EarconSound.mix(overlay, into: &samples) }
    }

    /// Writes the earcon with no speech under it, 2.5 ms at a time, until it ends or an
    /// utterance arrives (which then carries the rest of it): speech waits for at most one
    /// such piece.
    func playSoundAlone() {
        do {
            try openSinkIfNeeded()
        } catch {
            record(error)
            withLock { sound = [] }
            return
        }
        let piece = max(engine.sampleRate / 400, 1)
        while true {
            let next: ArraySlice<Int16>? = withLock {
                guard pending == nil, !isShutDown, soundPosition < sound.count else { return nil }
                let end = min(soundPosition + piece, sound.count)
                defer { soundPosition = end }
                return sound[soundPosition..<end]
            }
            guard let next else { return }
            do {
                try sink.write(Array(next))
            } catch {
                record(error)
                withLock { sound = [] }
                return
            }
        }
    }

    private func emitWord(_ mark: WordMark, id: UInt64) {
        onEvent(.word(id: id, textOffset: mark.textOffset, length: mark.length))
    }

    private func finish(_ id: UInt64, stream: SpeechStream, completed: Bool) {
        if !completed { stream.abort() }
        onEvent(.finished(id: id, completed: completed))
    }

    private func record(_ error: any Error) {
        let speechError = error as? SpeechError ?? SpeechError(.audioFailed, "\(error)")
        withLock { lastError = speechError }
    }

    /// Opens the sink for the first piece of audio, and again after `reconnect()` asked for
    /// it: only this thread opens, writes to and closes the sink.
    private func openSinkIfNeeded() throws {
        let (isOpen, reopen) = withLock { () -> (Bool, Bool) in
            defer { sinkNeedsReopen = false }
            return (sinkIsOpen, sinkNeedsReopen)
        }
        if isOpen && !reopen { return }
        if isOpen {
            sink.close()
            withLock { sinkIsOpen = false }
        }
        try sink.open(sampleRate: engine.sampleRate)
        withLock { sinkIsOpen = true }
    }
}
