import type { StateStore } from '../state/types.ts'
import type { Traffic } from './rate-limits.ts'

export interface ThrottledEntry {
  traffic: Traffic
  /** The payer wallet (`network:address`) or client address refused. */
  who: string
  /** Calls refused since it was first throttled within the window. */
  count: number
  lastAt: number
}

/** How long a throttled payer or client stays on the operator's list after its last refusal. */
const KEEP_MS = 24 * 3_600_000
/** Most entries the operator is shown (the latest first). */
const SHOWN = 100
const INDEX = 'pay:throttled'
const COUNT = 'pay:throttled:count:'

/**
 * Who the rate limits refused lately, on the shared state, so every host records into one list
 * and the dashboard of any host shows them all (Redis). A sorted index by the last refusal, and a
 * count per payer or client that lapses with the window.
 */
export function createThrottleLog(state: StateStore, now: () => number = Date.now) {
  return {
    async record(traffic: Traffic, who: string): Promise<void> {
      const member = `${traffic}\n${who}`
      await state.increment(COUNT + member, 1, { ttlMs: KEEP_MS })
      await state.indexAdd(INDEX, member, now())
    },
    /** The latest refused payers and clients, the most recent first. */
    async list(): Promise<ThrottledEntry[]> {
      const cutoff = now() - KEEP_MS
      for (const { member } of await state.indexRange(INDEX, cutoff, 500)) await state.indexRemove(INDEX, member)
      const members = await state.indexRange(INDEX, Number.MAX_SAFE_INTEGER, 5000)
      const latest = members.sort((a, b) => b.score - a.score).slice(0, SHOWN)
      const entries = await Promise.all(latest.map(async ({ member, score }) => {
        const [traffic, who] = member.split('\n') as [Traffic, string]
        return { traffic, who, count: (await state.get<number>(COUNT + member)) ?? 1, lastAt: score }
      }))
      return entries
    },
  }
}
