import { randomUUID } from 'node:crypto'
import type { BatchGuard, BatchWrite, StateStore } from '../state/types.ts'

/**
 * Answers of paid calls kept under the payer's payment identifier, so a retry carrying the same
 * identifier gets the answer it paid for without paying twice, on any host sharing the state.
 * A record is written when the call starts (`running`, with a lease), holds the settlement's key
 * while it settles, and the final answer once there is one.
 */
export interface StoredAnswer {
  status: number
  headers: Record<string, string>
  /** The body as sent: text, or base64 when `binary`. */
  body: string
  binary?: boolean
}

export interface AnswerRecord {
  /** What was bought (operation, amount, input): the same identifier for another call is a conflict. */
  fingerprint: string
  owner: string
  state: 'running' | 'settling' | 'done'
  /** While running: when the request that owns it is presumed dead. */
  leaseUntil: number
  /** While settling: the settlement record that holds the answer's parts. */
  settlement?: string
  answer?: StoredAnswer
}

export type AnswerClaim =
  | { kind: 'new'; owner: string }
  | { kind: 'found'; record: AnswerRecord }
  | { kind: 'conflict' }
  | { kind: 'busy' }

/** How long a request may run before its claim on an identifier lapses and a retry may run the call again. */
const RUN_LEASE_MS = 5 * 60_000

export function createAnswerStore(state: StateStore, ttlMs: number, now: () => number = Date.now, prefix = 'pay:answer:') {
  const ttl = { ttlMs }
  return {
    /** Claims the identifier for this call, or says what is there already. */
    async claim(key: string, fingerprint: string): Promise<AnswerClaim> {
      const owner = randomUUID()
      const fresh: AnswerRecord = { fingerprint, owner, state: 'running', leaseUntil: now() + RUN_LEASE_MS }
      for (let tries = 0; tries < 5; tries++) {
        if (await state.setIfAbsent(prefix + key, fresh, ttl)) return { kind: 'new', owner }
        const current = await state.get<AnswerRecord>(prefix + key)
        if (!current) continue
        if (current.fingerprint !== fingerprint) return { kind: 'conflict' }
        if (current.state !== 'running') return { kind: 'found', record: current }
        if (current.leaseUntil > now()) return { kind: 'busy' }
        // Its request died before settling anything: this retry runs the call instead.
        if (await state.compareAndSet(prefix + key, current, fresh, ttl)) return { kind: 'new', owner }
      }
      return { kind: 'busy' }
    },
    /** Moves the owner's record on (settling, done); a record another request took over is left alone. */
    async update(key: string, owner: string, change: Partial<AnswerRecord>): Promise<void> {
      for (let tries = 0; tries < 5; tries++) {
        const current = await state.get<AnswerRecord>(prefix + key)
        if (!current || current.owner !== owner) return
        if (await state.compareAndSet(prefix + key, current, { ...current, ...change }, ttl)) return
      }
    },
    /** Settles a record whatever request owns it (the outbox resolving a settlement); `replace`: over a final answer too. */
    async finish(key: string, answer: StoredAnswer, replace = false): Promise<void> {
      for (let tries = 0; tries < 5; tries++) {
        const current = await state.get<AnswerRecord>(prefix + key)
        if (!current || (current.state === 'done' && !replace)) return
        if (await state.compareAndSet(prefix + key, current, { ...current, state: 'done', answer }, ttl)) return
      }
    },
    /**
     * The guard and write that finish a record (as `finish` does) inside another atomic step: nothing
     * when there is no record or it is final already. `moved` says whether the record changed since.
     */
    async closing(key: string | undefined, answer: StoredAnswer | undefined): Promise<{ guards: BatchGuard[]; writes: BatchWrite[]; moved(): Promise<boolean> }> {
      const current = key === undefined || answer === undefined ? undefined : await state.get<AnswerRecord>(prefix + key)
      const moved = async () => key !== undefined && current !== undefined && JSON.stringify(await state.get(prefix + key)) !== JSON.stringify(current)
      if (key === undefined || !current || current.state === 'done') return { guards: [], writes: [], moved }
      return { guards: [{ key: prefix + key, value: current }], writes: [{ op: 'set', key: prefix + key, value: { ...current, state: 'done', answer }, ttlMs }], moved }
    },
    async read(key: string): Promise<AnswerRecord | undefined> {
      return state.get<AnswerRecord>(prefix + key)
    },
    /** Forgets a call that failed (nothing was charged): a retry runs it again. */
    async drop(key: string, owner: string): Promise<void> {
      const current = await state.get<AnswerRecord>(prefix + key)
      if (current?.owner === owner && current.state === 'running') await state.deleteIfEquals(prefix + key, current)
    },
  }
}

export type AnswerStore = ReturnType<typeof createAnswerStore>

/** An answer as stored, and back. */
export async function storeAnswer(response: Response): Promise<StoredAnswer> {
  const headers: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  const type = headers['content-type'] ?? ''
  if (type.startsWith('application/json') || type.startsWith('text/')) return { status: response.status, headers, body: await response.text() }
  return { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()).toString('base64'), binary: true }
}

export function replayAnswer(answer: StoredAnswer): Response {
  const body = answer.binary ? Buffer.from(answer.body, 'base64') : answer.body
  return new Response(body, { status: answer.status, headers: { ...answer.headers, 'idempotent-replayed': 'true' } })
}
