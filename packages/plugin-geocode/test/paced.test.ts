import { afterEach, expect, it, vi } from 'vitest'
import { paced } from '../src/upstreams/nominatim.ts'

afterEach(() => void vi.useRealTimers())

/** When each call's turn came, in ms after `start`, once the fake clock has moved `ms`. */
async function turns(calls: Promise<void>[], start: number, ms: number): Promise<number[]> {
  const at: number[] = []
  const recorded = calls.map((call) => call.then(() => void at.push(Date.now() - start)))
  await vi.advanceTimersByTimeAsync(ms)
  await Promise.all(recorded)
  return at
}

it('spaces Nominatim calls one second apart by default, as its usage policy asks', async () => {
  vi.useFakeTimers()
  const start = Date.now()
  expect(await turns([paced({}), paced({}), paced({})], start, 2000)).toEqual([0, 1000, 2000])
  // Once the last slot (start + 3 s) has passed, an operator's own server without spacing is called at once.
  await vi.advanceTimersByTimeAsync(1000)
  expect(await turns([paced({ nominatimIntervalMs: 0 }), paced({ nominatimIntervalMs: 0 })], start, 0)).toEqual([3000, 3000])
})
