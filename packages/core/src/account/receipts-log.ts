import { randomUUID } from 'node:crypto'
import type { CallEvent } from '../observe/events.ts'
import type { Settlement } from '../payment.ts'
import { microsToUsd } from '../price.ts'
import type { StateStore } from '../state/types.ts'

/** One paid call, as its payer reads it back (`account.receipts`). */
export interface Receipt {
  operation: string
  /** What was charged, in USD and in atomic USDC units. */
  amountUsd: number
  amount: string
  /** When it was answered (ISO 8601). */
  at: string
  requestId: string
  network: string
  status: 'settled' | 'pending'
  /** The settlement's transaction; a call paid by a channel voucher has none of its own (`channel` names the channel). */
  transaction?: string
  channel?: string
}

const PREFIX = 'account:receipts:'

/** A paid call's receipt as it waits in memory for the next write. */
interface Pending {
  operation: string
  micros: number
  at: number
  requestId: string
  settlement: Settlement
}

function receiptOf({ operation, micros, at, requestId, settlement }: Pending): Receipt {
  return {
    operation,
    amountUsd: microsToUsd(micros),
    amount: settlement.amount,
    at: new Date(at).toISOString(),
    requestId,
    network: settlement.network,
    status: settlement.status,
    ...(settlement.transaction ? { transaction: settlement.transaction } : {}),
    ...(settlement.channel ? { channel: settlement.channel } : {}),
  }
}
const KEEP_MS = 90 * 86_400_000
/** Receipts kept per payer, host and day: the newest. */
const MAX_PER_DOCUMENT = 1000

/** One wallet's key part: EVM addresses in lower case (a proof and a settlement may differ in case), others as they are. */
export const payerKey = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

/**
 * The receipts of paid calls, kept for their payers: buffered in memory and written every few seconds as
 * one document per payer, host and day (`account:receipts:<payer>:<day>:<host>`), so a paid call costs no
 * state write of its own and hosts on one Redis never write the same key. A read writes this host's
 * buffer first; another host's newest receipts appear after its next flush (seconds).
 */
export function createReceiptsLog(state: StateStore, options: { now: () => number; log: (message: string) => void; flushEveryMs?: number }) {
  const hostId = randomUUID()
  let buffered = new Map<string, Pending[]>()
  let writing: Promise<void> = Promise.resolve()

  function observe(event: CallEvent): void {
    if (event.caller !== 'paid' || event.status >= 400 || !event.settlement || event.chargedMicros === 0) return
    const payer = payerKey(event.payer ?? event.settlement.payer)
    if (!payer) return
    // What the receipt is made of, as the call left it: the receipt itself is built when it is written.
    const pending: Pending = { operation: event.operation, micros: event.chargedMicros, at: event.at, requestId: event.requestId, settlement: event.settlement }
    const list = buffered.get(payer)
    if (list) list.push(pending)
    else buffered.set(payer, [pending])
  }

  function flush(): Promise<void> {
    if (buffered.size === 0) return writing
    const batch = buffered
    buffered = new Map()
    writing = writing.then(async () => {
      for (const [payer, pending] of batch) {
        // By day of the receipt: a flush across midnight writes two documents.
        const days = new Map<string, Receipt[]>()
        for (const receipt of pending.map(receiptOf)) {
          const day = receipt.at.slice(0, 10)
          const ofDay = days.get(day)
          if (ofDay) ofDay.push(receipt)
          else days.set(day, [receipt])
        }
        for (const [day, ofDay] of days) {
          const key = `${PREFIX}${payer}:${day}:${hostId}`
          const kept = (await state.get<Receipt[]>(key)) ?? []
          await state.set(key, [...kept, ...ofDay].slice(-MAX_PER_DOCUMENT), { ttlMs: KEEP_MS })
        }
      }
    }).catch((error) => options.log(`account: receipts could not be written: ${String(error)}`))
    return writing
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? 2000)
  timer.unref()

  /** The payer's receipts on every host sharing the state, newest first. */
  async function read(payer: string, limit: number): Promise<Receipt[]> {
    await flush()
    const receipts: Receipt[] = []
    const prefix = `${PREFIX}${payerKey(payer)}:`
    let cursor: string | null | undefined
    do {
      const page = await state.scan(prefix, cursor ? { cursor, limit: 500 } : { limit: 500 })
      // A page's documents are read together, not one after another (one round trip each on Redis).
      for (const documents of await Promise.all(page.keys.map((key) => state.get<Receipt[]>(key)))) receipts.push(...(documents ?? []))
      cursor = page.cursor
    } while (cursor)
    return receipts.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0)).slice(0, limit)
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

export type ReceiptsLog = ReturnType<typeof createReceiptsLog>
