// The channels benchmark's stand-in facilitator (the official one over a stand-in chain) in a child process of its
// own, serving its HTTP API on 127.0.0.1 as a real deployment's facilitator is reached: its work (claims' signing,
// hashing, the chain's bookkeeping) is none of the host's CPU. The bench asks it over IPC what the payers read of the
// chain and what its ledger holds (claims, claims repeated) to check the run.
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'

/** What the bench checks a run against: the chain's record of the claims. */
export interface LedgerSummary {
  /** Sum of the claims' increases of the channels' claimed totals (USDC micros). */
  claimedMicros: bigint
  /** Claims that named a total at or below what was claimed already: a second claim of the same vouchers. */
  repeatedClaims: number
  transactions: number
}

export interface BenchFacilitator {
  url: string
  /** Reads the stand-in chain as a payer's RPC would. */
  readContract(call: { functionName: string; args?: readonly any[] }): Promise<unknown>
  ledger(): Promise<LedgerSummary>
  close(): Promise<void>
}

type Ask = { id: number; readContract?: { functionName: string; args?: readonly any[] }; ledger?: true }
type Reply = { id: number; value?: unknown; error?: string }

/** Starts the stand-in facilitator in a child process (from the sources, whatever the host runs from). */
export async function facilitatorProcess(): Promise<BenchFacilitator> {
  // Structured clone over IPC: bigints cross as they are.
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { execArgv: ['--import', 'tsx', '--conditions=@svc/source'], serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const started = await new Promise<{ url: string }>((resolve, reject) => {
    child.once('message', (message) => resolve(message as { url: string }))
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`the facilitator process exited (${code}) before it listened`)))
  })
  const waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  child.on('message', (message) => {
    const reply = message as Reply
    const pending = waiting.get(reply.id)
    waiting.delete(reply.id)
    if (reply.error !== undefined) pending?.reject(new Error(reply.error))
    else pending?.resolve(reply.value)
  })
  child.on('exit', () => {
    for (const pending of waiting.values()) pending.reject(new Error('the facilitator process exited'))
    waiting.clear()
  })
  let asked = 0
  const ask = (question: Omit<Ask, 'id'>) => new Promise<any>((resolve, reject) => {
    const id = ++asked
    waiting.set(id, { resolve, reject })
    child.send({ id, ...question })
  })
  return {
    url: started.url,
    readContract: (call) => ask({ readContract: call }),
    ledger: () => ask({ ledger: true }),
    close: () => stop(child),
  }
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill()
  })
}

/** In the child: the facilitator served, its chain read and its ledger summed on the parent's request. */
async function serve(): Promise<void> {
  const { channelFacilitator } = await import('../../packages/x402/test/_channel-facilitator.ts')
  const facilitator = await channelFacilitator()
  process.on('message', async (message) => {
    const { id, readContract } = message as Ask
    try {
      const value = readContract
        ? await facilitator.readContract(readContract)
        : { claimedMicros: facilitator.ledger.claimed.reduce((sum, claim) => sum + claim.amount, 0n), repeatedClaims: facilitator.ledger.repeatedClaims, transactions: facilitator.ledger.transactions.length } satisfies LedgerSummary
      process.send!({ id, value } satisfies Reply)
    } catch (error) {
      process.send!({ id, error: (error as Error).message } satisfies Reply)
    }
  })
  // The parent going away (its IPC channel closed) ends the child.
  process.on('disconnect', () => void facilitator.close().finally(() => process.exit(0)))
  process.send!({ url: facilitator.url })
}

if (process.argv[1] === fileURLToPath(import.meta.url) && process.argv.includes('--serve')) await serve()
