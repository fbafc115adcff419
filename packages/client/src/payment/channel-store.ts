/**
 * Where a client keeps its x402 channels: one record per payer and channel (the escrow channel is
 * the payer's with a receiver, so hosts sharing a receiver and state share it), with what a later
 * process needs to go on paying from it (the deposit, the running total the host charged, the last
 * voucher) and to close it (a paid GET of the host that opened it). In memory by default: a program
 * whose every run is a new process (the `svc` CLI) keeps them in a file (`fileChannelStore`, Node).
 */
export interface ChannelRecord {
  /** The host's origin that opened it (the refund asks it). */
  host: string
  /** The paying wallet, lower case. */
  payer: string
  /** The channel id, lower case. */
  channelId: string
  network: string
  /** A paid GET of the host: a cooperative close asks it for the channel's terms. */
  url: string
  /** USDC deposited into the escrow (atomic units). */
  deposit: string
  /** What the host's vouchers charged so far (the running total, atomic units). */
  charged: string
  /** Claimed on chain, when a recovery read it. */
  totalClaimed?: string
  /** The last voucher's signed total and signature, when a recovery gave them. */
  signedMaxClaimable?: string
  signature?: string
  /** When it was opened (ms since epoch). */
  openedAt: number
  updatedAt: number
  /**
   * When it was closed: the record stays, its deposit set to what was claimed, because the channel id
   * is the same for the next deposit (same payer and receiver) and the escrow keeps the claimed total:
   * the next vouchers count on from it (the client reads no chain).
   */
  closedAt?: number
}

export interface ChannelStore {
  /** Every record, as stored now. */
  load(): Promise<ChannelRecord[]>
  /** Reads, changes and writes the records as one step that no other client sharing the store interleaves with. */
  update(change: (records: ChannelRecord[]) => ChannelRecord[]): Promise<ChannelRecord[]>
  /**
   * Runs `task` while no other client sharing the store pays from `channelId`: each voucher names the
   * running total after the one before, so two payments from one channel go one after the other.
   */
  exclusive<T>(channelId: string, task: () => Promise<T>): Promise<T>
}

/** Records in memory: the channels of the clients of this process (the default). */
export function memoryChannelStore(): ChannelStore {
  let records: ChannelRecord[] = []
  const queues = new Map<string, Promise<unknown>>()
  return {
    load: async () => records.map((record) => ({ ...record })),
    async update(change) {
      records = change(records.map((record) => ({ ...record })))
      return records
    },
    exclusive(channelId, task) {
      const run = (queues.get(channelId) ?? Promise.resolve()).then(task)
      const settled = run.catch(() => undefined)
      queues.set(channelId, settled)
      void settled.then(() => queues.get(channelId) === settled && queues.delete(channelId))
      return run
    },
  }
}

/** Open channels: not closed since their last deposit. */
export const isOpen = (record: ChannelRecord) => record.closedAt === undefined

/** Is `record` the channel `channelId` of `payer`? */
export const isChannelOf = (record: ChannelRecord, payer: string, channelId: string) => record.payer === payer.toLowerCase() && record.channelId === channelId.toLowerCase()
