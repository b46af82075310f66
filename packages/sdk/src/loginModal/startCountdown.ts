const tickMs = 250

/**
 * Counts whole seconds down to zero, from the clock rather than by counting ticks (a sleeping
 * tab or a test's fast-forwarded clock skips ticks), calling `onTick` with the seconds left now
 * and at each tick; stops itself at zero. Returns the function that stops it early.
 *
 * @example const stop = startCountdown({ seconds: 30, onTick: (left) => render(left) })
 */
export function startCountdown(parameters: {
  readonly seconds: number
  readonly onTick: (secondsLeft: number) => void
}): () => void {
  const deadline = Date.now() + parameters.seconds * 1000
  const tick = () => {
    const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000))
    parameters.onTick(left)
    if (left === 0) clearInterval(timer)
  }
  const timer = setInterval(tick, tickMs)
  tick()
  return () => clearInterval(timer)
}
