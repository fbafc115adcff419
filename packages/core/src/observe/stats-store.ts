import { randomUUID } from 'node:crypto'
import type { StateStore } from '../state/types.ts'
import type { CallEvent } from './events.ts'
import { addCall, dayOf, emptyDay, type DayFigures } from './day-figures.ts'
import type { UpstreamFigures } from './upstream-figures.ts'

export const STATS_PREFIX = 'stats:'
const KEEP_MS = 400 * 86_400_000

/**
 * Keeps this host's figures of the day in memory and writes them to the state as one document per
 * host and day (`stats:<day>:<host>`), so every host of a shared Redis is summed by the dashboard,
 * without an extra state write per call.
 */
export function createStatsStore(state: StateStore, upstreamFigures: () => Promise<UpstreamFigures[]>, options: { flushEveryMs?: number; log: (message: string) => void }) {
  const hostId = randomUUID()
  let today = emptyDay(dayOf(Date.now()))
  let dirty = false
  let writing: Promise<void> = Promise.resolve()

  function write(figures: DayFigures): Promise<void> {
    writing = writing.then(async () => {
      const copy: DayFigures = { ...figures, upstream: await upstreamFigures() }
      await state.set(`${STATS_PREFIX}${figures.day}:${hostId}`, copy, { ttlMs: KEEP_MS })
    }).catch((error) => options.log(`stats write failed: ${String(error)}`))
    return writing
  }

  // The UTC day's bounds, so a call's day is two comparisons, not a date formatted per call.
  let dayStart = 0
  let dayEnd = 0

  function observe(event: CallEvent): void {
    if (event.at < dayStart || event.at >= dayEnd) {
      const day = dayOf(event.at)
      dayStart = Date.parse(day)
      dayEnd = dayStart + 86_400_000
      if (day !== today.day) {
        void write(today)
        today = emptyDay(day)
      }
    }
    addCall(today, event)
    dirty = true
  }

  async function flush(): Promise<void> {
    if (!dirty) return writing
    dirty = false
    await write(today)
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? 5000)
  timer.unref()

  /** Every host's documents from `sinceDay` on. */
  async function read(sinceDay: string): Promise<DayFigures[]> {
    await flush()
    const documents: DayFigures[] = []
    let cursor: string | null | undefined
    do {
      const page = await state.scan(STATS_PREFIX, cursor ? { cursor, limit: 500 } : { limit: 500 })
      const wanted = page.keys.filter((key) => key.slice(STATS_PREFIX.length, STATS_PREFIX.length + 10) >= sinceDay)
      const values = await Promise.all(wanted.map((key) => state.get<DayFigures>(key)))
      for (const value of values) if (value) documents.push(value)
      cursor = page.cursor
    } while (cursor)
    return documents
  }

  return {
    observe,
    flush,
    read,
    async close() {
      clearInterval(timer)
      await flush()
    },
  }
}
