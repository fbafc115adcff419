/** What each combined signal was made of, kept as long as the combined signal lives. */
const sourcesOf = new WeakMap<AbortSignal, readonly AbortSignal[]>()

/**
 * `AbortSignal.any`, holding its sources as long as the combined signal is held. Node 20's combined signal
 * holds its sources weakly: an `AbortSignal.timeout` nothing else holds is collected at the next GC and the
 * combined signal never aborts, so an upstream request (or a caller's deadline) would wait without end.
 */
export function anySignal(signals: readonly AbortSignal[]): AbortSignal {
  const combined = AbortSignal.any([...signals])
  sourcesOf.set(combined, signals)
  return combined
}
