/** One signed payment: counted from signing until it is settled (then for good) or its authorization expires. */
export interface SpendRecord {
  id: string
  operation: string
  network: string
  /** Atomic USDC units signed for, or settled once known. */
  amount: string
  /** When it was signed (ms since epoch). */
  at: number
  /** Until when an unsettled authorization could still be settled by the host (ms since epoch). */
  expiresAt: number
  settled: boolean
}

/**
 * Where the rolling 24-hour spend is kept: memory by default; a file (`@svc/client/env`) to share it
 * between processes. `update` is the only way records change, and must be atomic for every client
 * sharing the store: a daily limit holds only if no two updates interleave.
 */
export interface SpendStore {
  /** The records as stored now. */
  load(): SpendRecord[] | Promise<SpendRecord[]>
  /**
   * Reads the records, stores what `change` returns and returns it, with no other update of the store
   * in between. When `change` throws, nothing is stored and the error is thrown.
   */
  update(change: (records: SpendRecord[]) => SpendRecord[]): SpendRecord[] | Promise<SpendRecord[]>
}

export function memorySpendStore(): SpendStore {
  let kept: SpendRecord[] = []
  return {
    load: () => kept.map((record) => ({ ...record })),
    update: (change) => {
      kept = change(kept.map((record) => ({ ...record })))
      return kept.map((record) => ({ ...record }))
    },
  }
}

export interface SpendTotals {
  /** Settled plus still-valid signed amounts of this client, in atomic units. */
  session: bigint
  /** The same over every record of the store in the last 24 hours. */
  day: bigint
  /** Signed, not settled, not yet expired: a host could still settle these. */
  outstanding: bigint
}

const DAY_MS = 24 * 60 * 60 * 1000

export function totalsOf(records: readonly SpendRecord[], mine: ReadonlySet<string>, now: number): SpendTotals {
  let session = 0n
  let day = 0n
  let outstanding = 0n
  for (const record of records) {
    if (!record.settled && record.expiresAt <= now) continue
    const amount = BigInt(record.amount)
    if (!record.settled) outstanding += amount
    if (mine.has(record.id)) session += amount
    if (record.at > now - DAY_MS) day += amount
  }
  return { session, day, outstanding }
}

/**
 * This client's view of a spend store. A reservation re-checks the limits on the records as stored,
 * inside the store's update, so neither concurrent calls of one client nor clients in other processes
 * sharing a file can together pass a limit that only one of them fits under.
 */
export class SpendLedger {
  private records: SpendRecord[] = []
  private readonly mine = new Set<string>()
  /** This client's updates reach the store in the order it made them. */
  private tail: Promise<unknown> = Promise.resolve()
  private failure: unknown
  private sequence = 0

  constructor(private readonly store: SpendStore, private readonly now: () => number) {}

  /** Reads the store again (another client may have spent since). */
  async refresh(): Promise<SpendTotals> {
    await this.tail
    this.records = await this.store.load()
    return this.totals()
  }

  /** Totals as of the last read or update of the store. */
  totals(): SpendTotals {
    return totalsOf(this.records, this.mine, this.now())
  }

  /** Adds the record if `check` passes on the totals as stored (it throws to refuse). */
  async reserve(entry: Omit<SpendRecord, 'id' | 'at' | 'settled'>, check: (totals: SpendTotals) => void): Promise<SpendRecord> {
    const now = this.now()
    const record: SpendRecord = { ...entry, id: `${now.toString(36)}-${(this.sequence++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`, at: now, settled: false }
    try {
      await this.change((records) => {
        check(totalsOf(records, this.mine, this.now()))
        // Counted as this client's at once, so the session total of the next check includes it.
        this.mine.add(record.id)
        return [...records, { ...record }]
      })
    } catch (error) {
      this.mine.delete(record.id)
      throw error
    }
    return record
  }

  /** Signed: it counts until this time unless settled. */
  signed(record: SpendRecord, expiresAt: number): void {
    this.background((kept) => {
      kept.expiresAt = expiresAt
    }, record)
  }

  /** The host settled it: it counts for good, at the settled amount. */
  settle(record: SpendRecord, amount: string): void {
    this.background((kept) => {
      kept.settled = true
      kept.amount = amount
    }, record)
  }

  /** Nothing was signed after all (the signer failed): forget the reservation. */
  drop(record: SpendRecord): void {
    this.mine.delete(record.id)
    this.change((records) => records.filter((kept) => kept.id !== record.id)).catch((error: unknown) => {
      this.failure = error
    })
  }

  /** Resolves once every change so far is in the store; rejects if the store failed to keep one. */
  async flush(): Promise<void> {
    await this.tail
    if (this.failure !== undefined) throw this.failure
  }

  /** One atomic update of the store; older than a day and settled or expired, a record is dropped. */
  private change(edit: (records: SpendRecord[]) => SpendRecord[]): Promise<void> {
    const run = this.tail.then(() => this.store.update((records) => {
      const now = this.now()
      return edit(records).filter((record) => record.at > now - DAY_MS || (!record.settled && record.expiresAt > now))
    })).then((records) => {
      this.records = records
    })
    this.tail = run.catch(() => {})
    return run
  }

  /** Updates a record in the background (a call does not wait for the store), keeping this view current at once. */
  private background(edit: (record: SpendRecord) => void, record: SpendRecord): void {
    edit(record)
    const cached = this.records.find((kept) => kept.id === record.id)
    if (cached && cached !== record) edit(cached)
    const update = this.change((records) => {
      const stored = records.find((kept) => kept.id === record.id)
      if (stored) edit(stored)
      return records
    })
    update.catch((error: unknown) => {
      this.failure = error
    })
  }
}
