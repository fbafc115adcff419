import { createWorkerPool, workerUrl } from '@svc/core'
import type { BeaconCheck } from './drand-worker.ts'

/**
 * A pairing check costs ~170 ms of CPU in pure JS: it runs on worker threads so a caller asking for
 * a new round never blocks the host, and the rounds already verified are remembered (most calls ask the latest).
 */
const pool = createWorkerPool<BeaconCheck, string | null>({
  name: 'drand verification',
  url: workerUrl('drand-worker', import.meta.url),
  timeLimitMs: 10_000,
  maxWorkers: 2,
  maxWaiting: 16,
})
const verified = new Map<string, string>()
const REMEMBERED = 1024

/** Verifies a quicknet beacon and answers its randomness, sha256(signature); null when invalid. */
export async function verifyUnchainedG1(round: number, signatureHex: string, publicKeyHex: string, signal?: AbortSignal): Promise<string | null> {
  const key = `${publicKeyHex}:${round}:${signatureHex}`
  const known = verified.get(key)
  if (known) return known
  const randomness = await pool.run({ round, signatureHex, publicKeyHex }, { field: 'round', signal })
  if (randomness) {
    if (verified.size >= REMEMBERED) verified.delete(verified.keys().next().value!)
    verified.set(key, randomness)
  }
  return randomness
}
