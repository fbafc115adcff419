import { createRequire } from 'node:module'
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

/** One recovery's input: r‖s (64 bytes), the recovery id (1 byte) and the digest (32 bytes). */
const JOB = 97
/** One recovery's answer: 1 when a key was recovered, then its 64 bytes (x‖y, no prefix). */
const ANSWER = 65

/**
 * The worker: recovers every job of a batch with libsecp256k1 and sends the keys back in one message.
 * Evaluated from this string (CommonJS), so it runs the same from the sources and from the build.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const binding = require(workerData.binding)
parentPort.on('message', (jobs) => {
  const count = jobs.length / ${JOB}
  const answers = new Uint8Array(count * ${ANSWER})
  for (let n = 0; n < count; n++) {
    const at = n * ${JOB}
    try {
      const key = binding.ecdsaRecover(jobs.subarray(at, at + 64), jobs[at + 64], jobs.subarray(at + 65, at + ${JOB}), false)
      answers[n * ${ANSWER}] = 1
      answers.set(key.subarray(1), n * ${ANSWER} + 1)
    } catch {}
  }
  parentPort.postMessage(answers, [answers.buffer])
})
`

type Recover = (signature: Uint8Array, recid: number, digest: Uint8Array) => Uint8Array | null
interface Job {
  signature: Uint8Array
  recid: number
  digest: Uint8Array
  resolve: (key: Uint8Array | null) => void
}

/**
 * Signature recovery spread over a second thread. Concurrent calls' recoveries (~60 µs each) go to a
 * worker, one message per batch: the worker is kept busy while this thread serves the other calls; a
 * lone call is recovered here at once, a message costing more than it saves. Keys come back
 * uncompressed without their prefix byte (64 bytes), null when none recovers.
 */
export function createRecoveryPool(recover: Recover, bindingPath: string) {
  let worker: Worker | undefined
  let broken = false
  /** The batch the worker is recovering, if any (it takes one at a time). */
  let sent: Job[] | undefined
  /** What came while the worker was busy: its next batch. */
  let queued: Job[] = []
  let lastAt = -Infinity
  /** How many recoveries ran on this thread and on the worker (for the tests and the benchmark). */
  const counts = { here: 0, worker: 0 }

  const here = (job: Job) => {
    counts.here++
    try {
      job.resolve(recover(job.signature, job.recid, job.digest).subarray(1))
    } catch {
      job.resolve(null)
    }
  }

  function start(): Worker | undefined {
    if (worker || broken) return worker
    try {
      worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { binding: bindingPath } })
    } catch {
      broken = true
      return undefined
    }
    worker.unref()
    worker.on('message', (answers: Uint8Array) => {
      const batch = sent ?? []
      sent = undefined
      counts.worker += batch.length
      for (const [n, job] of batch.entries()) job.resolve(answers[n * ANSWER] === 1 ? answers.subarray(n * ANSWER + 1, (n + 1) * ANSWER) : null)
      if (queued.length > 0) send()
      else worker?.unref()
    })
    // A worker that fails leaves its batches to this thread, and the pool to it from then on.
    const fail = () => {
      broken = true
      worker = undefined
      const left = [...(sent ?? []), ...queued]
      sent = undefined
      queued = []
      for (const job of left) here(job)
    }
    worker.on('error', fail)
    worker.on('exit', fail)
    return worker
  }

  /** Sends what is queued to the worker, as one message. */
  function send() {
    const target = start()
    const batch = queued
    queued = []
    if (!target) {
      for (const job of batch) here(job)
      return
    }
    const jobs = new Uint8Array(batch.length * JOB)
    for (const [n, job] of batch.entries()) {
      jobs.set(job.signature, n * JOB)
      jobs[n * JOB + 64] = job.recid
      jobs.set(job.digest, n * JOB + 65)
    }
    sent = batch
    target.ref()
    target.postMessage(jobs, [jobs.buffer])
  }

  return {
    counts,
    /**
     * The 64-byte public key that signed `digest`, or null. A call alone (none other for a while) is
     * recovered here at once; among others, on the worker, at once when it is idle, or with the next
     * batch when it is busy (this thread serves the other calls meanwhile).
     */
    recover(signature: Uint8Array, recid: number, digest: Uint8Array): Promise<Uint8Array | null> {
      return new Promise((resolve) => {
        const job = { signature, recid, digest, resolve }
        const now = performance.now()
        const alone = now - lastAt > ALONE_MS && !sent
        lastAt = now
        if (alone || broken) return here(job)
        queued.push(job)
        if (!sent) send()
      })
    },
  }
}

/** A recovery with no other in the last this many ms is a lone call's. */
const ALONE_MS = 2

/** Whether a second thread is worth it: a machine with a core to spare. */
export const poolWorthIt = () => availableParallelism() > 1

export const bindingPath = (): string => createRequire(import.meta.url).resolve('secp256k1/bindings.js')
