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
/** Per payer, a sorted index of its documents, newest day first: a read touches the payer's documents only, never a key scan. */
const INDEX = 'account:receipt-documents:'
const DAY_MS = 86_400_000
const KEEP_MS = 90 * DAY_MS
/** Receipts per document: a flush rewrites only the last, partly filled, document of a payer's day, never the whole day. */
const PER_DOCUMENT = 100
/** Documents kept per payer, host and day (the newest 901 to 1000 receipts): the oldest goes when one more is begun. */
const DOCUMENTS_PER_DAY = 10
/** Receipts of one payer waiting in memory (state unreachable for a while): no more than a day's documents keep, the newest. */
const WAITING_PER_PAYER = PER_DOCUMENT * DOCUMENTS_PER_DAY

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

/** One wallet's key part: EVM addresses in lower case (a proof and a settlement may differ in case), others as they are. */
export const payerKey = (address: string) => (address.startsWith('0x') ? address.toLowerCase() : address)

/**
 * The receipts of paid calls, kept for their payers: buffered in memory and written every few seconds as
 * documents of up to 100 receipts per payer, host and day (`account:receipts:<payer>:<day>:<host>:<n>`), so a
 * paid call costs no state write of its own and hosts on one Redis never write the same key. Each document is listed once in
 * its payer's index (score: minus its day, so the newest comes first). A read writes this host's buffer
 * first; another host's newest receipts appear after its next flush (seconds).
 */
export function createReceiptsLog(state: StateStore, options: { now: () => number; log: (message: string) => void; flushEveryMs?: number }) {
  const hostId = randomUUID()
  let buffered = new Map<string, Pending[]>()
  let writing: Promise<void> = Promise.resolve()
  /** Receipts dropped from the waiting ones since the last flush (told in the log). */
  let dropped = 0
  /**
   * Per payer and day, this host's document written now (numbered from 0), how many receipts it holds, and whether
   * a write of it was begun (listed in the index, then set: a set that failed may still have been stored).
   */
  const documents = new Map<string, { day: string; number: number; count: number; begun: boolean }>()
  let today = ''

  /**
   * Appends a payer's receipts of one day to this host's documents of that day: the last one is read and
   * written again only while it holds fewer than PER_DOCUMENT, so a flush serialises what it adds and at
   * most PER_DOCUMENT receipts before them (a single document of the day was read and rewritten whole,
   * up to 1,000 receipts, at every flush: ~150 µs of CPU per paid call on disk for a payer of 10 calls a second).
   */
  async function writeDay(payer: string, day: string, receipts: Receipt[], progress: { written: number }): Promise<void> {
    // A flush writes receipts of today or, across midnight, yesterday: older days' counts are not needed again.
    if (day > today) {
      today = day
      const yesterday = new Date(Date.parse(day) - DAY_MS).toISOString().slice(0, 10)
      for (const [family, document] of documents) if (document.day < yesterday) documents.delete(family)
    }
    const family = `${PREFIX}${payer}:${day}:${hostId}`
    const index = `${INDEX}${payer}`
    let document = documents.get(family)
    for (let from = 0; from < receipts.length; ) {
      if (!document || document.count >= PER_DOCUMENT) document = { day, number: document ? document.number + 1 : 0, count: 0, begun: false }
      const current = document!
      documents.set(family, current)
      const key = `${family}:${current.number}`
      const part = receipts.slice(from, from + PER_DOCUMENT - current.count)
      from += part.length
      // Listed before it is written (a listed document not written yet reads as none): a listing that failed is made at the next try.
      const fresh = !current.begun
      if (fresh) await state.indexAdd(index, key, -Date.parse(day))
      current.begun = true
      // Read unless no write of it was ever begun: a set that failed may have been stored all the same (its answer lost
      // on the way back from Redis), and the next write must keep what it holds, not write over it.
      const kept = fresh ? [] : ((await state.get<Receipt[]>(key)) ?? [])
      // A part written again after a failed flush may be stored already (its reply lost): kept once.
      const keptIds = kept.length > 0 ? new Set(kept.map((receipt) => receipt.requestId)) : undefined
      const adding = keptIds ? part.filter((receipt) => !keptIds.has(receipt.requestId)) : part
      const empty = current.count === 0
      await state.set(key, [...kept, ...adding], { ttlMs: KEEP_MS })
      progress.written = from
      current.count = kept.length + adding.length
      if (!empty || current.number < DOCUMENTS_PER_DAY) continue
      const oldest = `${family}:${current.number - DOCUMENTS_PER_DAY}`
      await state.delete(oldest)
      await state.indexRemove(index, oldest)
    }
  }

  function observe(event: CallEvent): void {
    if (event.caller !== 'paid' || event.status >= 400 || !event.settlement || event.chargedMicros === 0) return
    const payer = payerKey(event.payer ?? event.settlement.payer)
    if (!payer) return
    // What the receipt is made of, as the call left it: the receipt itself is built when it is written.
    const pending: Pending = { operation: event.operation, micros: event.chargedMicros, at: event.at, requestId: event.requestId, settlement: event.settlement }
    const list = buffered.get(payer)
    if (list) {
      list.push(pending)
      if (list.length > WAITING_PER_PAYER) dropped += list.splice(0, list.length - WAITING_PER_PAYER).length
    } else buffered.set(payer, [pending])
  }

  function flush(): Promise<void> {
    if (buffered.size === 0) return writing
    const batch = buffered
    buffered = new Map()
    writing = writing.then(async () => {
      let failed: unknown
      for (const [payer, pending] of batch) {
        // By day of the receipt: a flush across midnight writes two documents.
        const days = new Map<string, Pending[]>()
        for (const call of pending) {
          const day = new Date(call.at).toISOString().slice(0, 10)
          const ofDay = days.get(day)
          if (ofDay) ofDay.push(call)
          else days.set(day, [call])
        }
        for (const [day, ofDay] of days) {
          const progress = { written: 0 }
          try {
            await writeDay(payer, day, ofDay.map(receiptOf), progress)
          } catch (error) {
            // What was not written waits for the next flush (a Redis hiccup loses no receipt), before what came since.
            failed = error
            const waiting = [...ofDay.slice(progress.written), ...(buffered.get(payer) ?? [])]
            if (waiting.length > WAITING_PER_PAYER) dropped += waiting.splice(0, waiting.length - WAITING_PER_PAYER).length
            buffered.set(payer, waiting)
          }
        }
      }
      if (failed !== undefined) options.log(`account: receipts could not be written (tried again at the next flush): ${String(failed)}`)
      if (dropped > 0) options.log(`account: ${dropped} receipts waiting for the state were dropped, the oldest past ${WAITING_PER_PAYER} of a payer (a day keeps no more)`)
      dropped = 0
    }).catch((error) => options.log(`account: receipts could not be written: ${String(error)}`))
    return writing
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? 2000)
  timer.unref()

  /**
   * The payer's receipts on every host sharing the state, newest first: its documents a day at a time,
   * newest day first, until `limit` receipts are in hand (a day's documents, of every host, read together).
   */
  async function read(payer: string, limit: number): Promise<Receipt[]> {
    await flush()
    const index = `${INDEX}${payerKey(payer)}`
    // At most 10 documents per host and day for 90 days; older ones have expired and leave the index here.
    const oldest = -(options.now() - KEEP_MS - DAY_MS)
    const documents = await state.indexRange(index, Number.POSITIVE_INFINITY, 100_000)
    const receipts: Receipt[] = []
    let at = 0
    while (at < documents.length && receipts.length < limit) {
      const day = documents[at]!.score
      if (day > oldest) {
        await Promise.all(documents.slice(at).map((document) => state.indexRemove(index, document.member)))
        break
      }
      let end = at
      while (end < documents.length && documents[end]!.score === day) end++
      const ofDay = await Promise.all(documents.slice(at, end).map((document) => state.get<Receipt[]>(document.member)))
      for (const kept of ofDay) receipts.push(...(kept ?? []))
      at = end
    }
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
