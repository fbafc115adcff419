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

/** Where the rolling 24-hour spend is kept: memory by default; a file (`@svc/client/env`) or localStorage for longer. */
export interface SpendStore {
  load(): SpendRecord[] | Promise<SpendRecord[]>
  save(records: SpendRecord[]): void | Promise<void>
}

export function memorySpendStore(): SpendStore {
  let kept: SpendRecord[] = []
  return {
    load: () => kept,
    save: (records) => {
      kept = records
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

/**
 * In-memory view of the spend records, loaded once from the store. Checks and reservations are
 * synchronous, so concurrent calls of one client can never both fit under a limit only one fits.
 */
export class SpendLedger {
  private records: SpendRecord[] = []
  private readonly mine = new Set<string>()
  private loaded: Promise<void> | undefined
  private saving: Promise<void> = Promise.resolve()
  private saveError: unknown
  private sequence = 0

  constructor(private readonly store: SpendStore, private readonly now: () => number) {}

  ready(): Promise<void> {
    return (this.loaded ??= Promise.resolve(this.store.load()).then((records) => {
      this.records = [...records, ...this.records]
    }))
  }

  totals(): SpendTotals {
    const now = this.now()
    let session = 0n
    let day = 0n
    let outstanding = 0n
    for (const record of this.records) {
      if (!record.settled && record.expiresAt <= now) continue
      const amount = BigInt(record.amount)
      if (!record.settled) outstanding += amount
      if (this.mine.has(record.id)) session += amount
      if (record.at > now - DAY_MS) day += amount
    }
    return { session, day, outstanding }
  }

  reserve(entry: Omit<SpendRecord, 'id' | 'at' | 'settled'>): SpendRecord {
    const record: SpendRecord = { ...entry, id: `${this.now().toString(36)}-${(this.sequence++).toString(36)}-${Math.random().toString(36).slice(2, 8)}`, at: this.now(), settled: false }
    this.records.push(record)
    this.mine.add(record.id)
    this.persist()
    return record
  }

  /** Signed: it counts until this time unless settled. */
  signed(record: SpendRecord, expiresAt: number): void {
    record.expiresAt = expiresAt
    this.persist()
  }

  /** The host settled it: it counts for good, at the settled amount. */
  settle(record: SpendRecord, amount: string): void {
    record.settled = true
    record.amount = amount
    this.persist()
  }

  /** Nothing was signed after all (the signer failed): forget the reservation. */
  drop(record: SpendRecord): void {
    this.records = this.records.filter((kept) => kept !== record)
    this.mine.delete(record.id)
    this.persist()
  }

  private persist(): void {
    const now = this.now()
    // Older than a day and settled or expired: no limit looks at it any more.
    this.records = this.records.filter((record) => record.at > now - DAY_MS || (!record.settled && record.expiresAt > now))
    const snapshot = this.records.map((record) => ({ ...record }))
    this.saving = this.saving.then(() => this.store.save(snapshot)).catch((error: unknown) => {
      this.saveError = error
    })
  }

  /** Resolves once every change so far is in the store; rejects if the store failed to keep one. */
  async flush(): Promise<void> {
    await this.saving
    if (this.saveError !== undefined) throw this.saveError
  }
}
