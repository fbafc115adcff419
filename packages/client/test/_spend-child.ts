// A separate process sharing a spend file with another: started by spend-file.test.ts, it says
// "ready" once loaded, waits for "go" on stdin so both start together, then prints its outcome as JSON.
import { createInterface } from 'node:readline'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { createClient, type SpendStore } from '../src/index.ts'
import { fileSpendStore } from '../src/env.ts'

const [mode, file, ...rest] = process.argv.slice(2)
const shared = fileSpendStore(file!)
/** A slow disk: 10 ms between reading the records and writing them, so the two processes' updates overlap. */
const store: SpendStore = {
  load: () => shared.load(),
  update: (change) => shared.update((records) => {
    const changed = change(records)
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10)
    return changed
  }),
}

async function appendRecords(count: number): Promise<unknown> {
  // Sequential read-modify-write updates racing the other process's: none may be lost.
  for (let i = 0; i < count; i++) {
    await store.update((records) => [...records, { id: `${process.pid}-${i}`, operation: 'x.y', network: 'n', amount: '1', at: Date.now(), expiresAt: Date.now() + 60_000, settled: true }])
  }
  return { appended: count }
}

async function pay(baseUrl: string, calls: number, maxPerDay: string): Promise<unknown> {
  const client = createClient({ baseUrl, wallet: { evm: privateKeyToAccount(generatePrivateKey()) }, spend: { maxPerDay, store } })
  const outcomes = await Promise.allSettled(Array.from({ length: calls }, (_, i) => client.call('demo.echo', { word: `p${process.pid}-${i}` })))
  await client.flush()
  return {
    paid: outcomes.filter((outcome) => outcome.status === 'fulfilled').length,
    refused: outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { reason?: string }).reason ?? (outcome.reason as Error).message)] : [])),
  }
}

const lines = createInterface({ input: process.stdin })
process.stdout.write('ready\n')
for await (const line of lines) {
  if (line.trim() !== 'go') continue
  const outcome = mode === 'append' ? await appendRecords(Number(rest[0])) : await pay(rest[0]!, Number(rest[1]), rest[2]!)
  process.stdout.write(`${JSON.stringify(outcome)}\n`)
  break
}
lines.close()
