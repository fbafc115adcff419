import type { Hex, PublicClient, TransactionReceipt } from 'viem'

/**
 * Receipts of the transactions this host sent, awaited together: one loop reads each new block
 * once and asks for the receipt of a transaction only when a block holds it, instead of one poll
 * per transaction per interval. A hash is registered before it is looked up directly, so a
 * transaction mined at any moment is seen by one or the other.
 */
export function receiptWatcher(client: PublicClient, pollingIntervalMs: number) {
  const waiting = new Map<Hex, { deadline: number; done: (receipt: TransactionReceipt | undefined) => void }>()
  let scanned: bigint | undefined
  let running = false

  async function loop(): Promise<void> {
    running = true
    try {
      scanned = await client.getBlockNumber()
      while (waiting.size > 0) {
        await new Promise((resolve) => setTimeout(resolve, pollingIntervalMs))
        for (const [hash, waiter] of waiting) if (Date.now() > waiter.deadline) settle(hash, waiter, undefined)
        const head = await client.getBlockNumber().catch(() => scanned!)
        for (let number: bigint = scanned! + 1n; number <= head && waiting.size > 0; number++) {
          const block = await client.getBlock({ blockNumber: number })
          for (const hash of block.transactions) {
            const waiter = waiting.get(hash)
            if (waiter) settle(hash, waiter, await client.getTransactionReceipt({ hash }).catch(() => undefined))
          }
          scanned = number
        }
      }
    } catch {
      // The chain could not be read: the waiters time out as pending, or the next registration restarts the loop.
    } finally {
      running = false
      if (waiting.size > 0) void loop()
    }
  }

  function settle(hash: Hex, waiter: { done: (receipt: TransactionReceipt | undefined) => void }, receipt: TransactionReceipt | undefined) {
    waiting.delete(hash)
    waiter.done(receipt)
  }

  return {
    /** The receipt once mined, or undefined after `timeoutMs` (the outcome is unknown). */
    wait(hash: Hex, timeoutMs: number): Promise<TransactionReceipt | undefined> {
      return new Promise((resolve) => {
        const waiter = { deadline: Date.now() + timeoutMs, done: resolve }
        waiting.set(hash, waiter)
        if (!running) void loop()
        client.getTransactionReceipt({ hash }).then((receipt) => {
          if (waiting.get(hash) === waiter) settle(hash, waiter, receipt)
        }, () => {})
      })
    },
  }
}

/**
 * Account nonces of the gas key, handed out in order so settlements are sent concurrently: read
 * once from the chain (pending transactions included), then counted here; read again after a
 * send that failed (the nonce may not have been used).
 */
export function nonceCounter(client: PublicClient, address: Hex) {
  let base: Promise<number> | undefined
  let offset = 0
  let generation = 0
  return {
    /** A nonce, and the count it came from (give it back to `resync`). */
    async take(): Promise<{ nonce: number; generation: number }> {
      base ??= client.getTransactionCount({ address, blockTag: 'pending' })
      const mine = offset++
      const from = generation
      return { nonce: (await base) + mine, generation: from }
    },
    /** Reads the count again after a send of a nonce from `from` failed; a count read since is kept. */
    resync(from: number): void {
      if (from !== generation) return
      generation++
      base = undefined
      offset = 0
    },
  }
}
