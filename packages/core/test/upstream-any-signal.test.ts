import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { anySignal } from '../src/upstream/any-signal.ts'

// A real collection: Node 20 drops a combined signal's sources at GC, so only a test that collects can tell.
setFlagsFromString('--expose-gc')
const gc = runInNewContext('gc') as () => void

describe('anySignal', () => {
  it('aborts on a timeout source nothing else holds, across garbage collections', async () => {
    const combined = Array.from({ length: 50 }, () => anySignal([new AbortController().signal, AbortSignal.timeout(50)]))
    const aborted = combined.map((signal) => new Promise<unknown>((resolve) => signal.addEventListener('abort', () => resolve(signal.reason))))
    for (let round = 0; round < 5; round++) {
      gc()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    const reasons = await Promise.race([Promise.all(aborted), new Promise((resolve) => setTimeout(() => resolve('not aborted'), 2000))])
    expect(reasons).toHaveLength(50)
    expect((reasons as Error[]).every((reason) => reason.name === 'TimeoutError')).toBe(true)
  })

  it('aborts with whichever source aborts first', () => {
    const own = new AbortController()
    const combined = anySignal([AbortSignal.timeout(60_000), own.signal])
    own.abort(new Error('caller left'))
    expect(combined.aborted).toBe(true)
    expect((combined.reason as Error).message).toBe('caller left')
  })
})
