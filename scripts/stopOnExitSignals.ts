/**
 * For a script that runs the stack until stopped (`npm start`, `npm run start:scaled`): Ctrl-C
 * and SIGTERM run `stop` once and exit 0; a crash of the stack is said on stderr, then the same
 * with exit 1. Answers whether stopping has begun, so the script can tell an expected end of one
 * of its processes from a failure.
 */
export function stopOnExitSignals(
  stop: () => Promise<void>,
  crashed: Promise<Error>,
): () => boolean {
  let stopping = false
  const shutdown = async (code: number) => {
    if (stopping) return
    stopping = true
    await stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void shutdown(0))
  process.on('SIGTERM', () => void shutdown(0))
  void crashed.then((error) => {
    process.stderr.write(`\nTessera stopped: ${error.message}\n`)
    void shutdown(1)
  })
  return () => stopping
}
