import type { StateStore } from '@svc/core'

/** One piece of feedback as the host keeps it (no IP, no payment details beyond the payer's public wallet). */
export interface FeedbackRecord {
  id: string
  receivedAt: string
  caller: { kind: 'paid' | 'trial' | 'free'; wallet: string | null; network: string | null }
  category: string
  operation: string | null
  rating: number | null
  message: string
  contact: string | null
}

/** Keys `feedback:item:<id>`; they never expire: feedback stays until the operator's store is cleared. */
const PREFIX = 'feedback:item:'

/** Stores the record; resolves only once the state store holds it (the caller's acknowledgement waits for this). */
export async function saveFeedback(state: StateStore, record: FeedbackRecord): Promise<void> {
  // A new id per call: setIfAbsent never overwrites earlier feedback, even on an id collision.
  if (!(await state.setIfAbsent(`${PREFIX}${record.id}`, record))) throw new Error('feedback id collision')
}

/** Every stored record, newest first (the operator's inbox; a walk of the prefix, fine for an inbox's size). */
export async function listFeedback(state: StateStore): Promise<FeedbackRecord[]> {
  const keys: string[] = []
  let cursor: string | null | undefined
  do {
    const page = await state.scan(PREFIX, { cursor: cursor ?? undefined, limit: 500 })
    keys.push(...page.keys)
    cursor = page.cursor
  } while (cursor)
  const records = await Promise.all([...new Set(keys)].map((key) => state.get<FeedbackRecord>(key)))
  return records.filter((record): record is FeedbackRecord => record !== undefined).sort((a, b) => (a.receivedAt < b.receivedAt ? 1 : a.receivedAt > b.receivedAt ? -1 : a.id < b.id ? 1 : -1))
}
