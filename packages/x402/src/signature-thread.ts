import { Worker } from 'node:worker_threads'

/**
 * A known key's signature checks (the own addon's `signedByKey`, ~20 µs each on its comb, ~40 without, a sixth of a voucher-paid
 * call's main-thread time) on a thread of their own, so the main thread serves other calls meanwhile.
 *
 * The two threads share memory: a ring of job slots and two counters (jobs submitted, jobs checked). The
 * main thread writes a job into its slot and moves `submitted`; the thread checks jobs in order, writes
 * each answer into its slot and moves `checked`; the main thread resolves every answer it finds at once
 * when woken (one wake-up for several checks under load: libuv's pool, tried first, woke it once a check
 * and cost as much as it saved). No copy, no message, no allocation on the thread per check. Each side
 * wakes the other only when the other says it sleeps: a flag set before sleeping, then a last look at the
 * counter (sequentially consistent, so a job or an answer is either seen in that look or wakes the sleeper);
 * a notify costs a system call, and most find the other side awake (measured: +0.01 to 0.02 of the
 * voucher / free ratio in each of 4 paired runs).
 */

/** Bytes of a slot: signature (64), digest (32), key (64), recovery id, answer. */
const SLOT = 162
const SIGNATURE = 0
const DIGEST = 64
const KEY = 96
const RECID = 160
const ANSWER = 161
/** Slots in the ring: checks waiting at once beyond this are made on the main thread. */
const SLOTS = 1024
/** Indexes of the shared counters (Int32, wrapping) and flags. */
const SUBMITTED = 0
const CHECKED = 1
const READY = 2
/** 1 while the thread sleeps on SUBMITTED: only then does a submission wake it. */
const SLEEPING = 3
/** 1 while the main thread waits on CHECKED: only then does an answer wake it. */
const WAITING = 4

// The thread's code, run as a script (eval) so no file needs to ship beside the built module.
const THREAD = `
const { workerData } = require('node:worker_threads')
const binding = require(workerData.addon)
const counters = new Int32Array(workerData.counters)
const bytes = new Uint8Array(workerData.slots)
const views = Array.from({ length: ${SLOTS} }, (_, slot) => {
  const base = slot * ${SLOT}
  return [bytes.subarray(base, base + 64), bytes.subarray(base + ${DIGEST}, base + ${DIGEST} + 32), bytes.subarray(base + ${KEY}, base + ${KEY} + 64), base]
})
let checked = Atomics.load(counters, ${CHECKED})
Atomics.store(counters, ${READY}, 1)
for (;;) {
  let submitted = Atomics.load(counters, ${SUBMITTED})
  if (submitted === checked) {
    // Said before sleeping, then looked again: a job submitted in between is seen here, or its submission wakes the thread.
    Atomics.store(counters, ${SLEEPING}, 1)
    submitted = Atomics.load(counters, ${SUBMITTED})
    if (submitted === checked) Atomics.wait(counters, ${SUBMITTED}, submitted)
    Atomics.store(counters, ${SLEEPING}, 0)
    continue
  }
  while (checked !== submitted) {
    const [signature, digest, key, base] = views[(checked >>> 0) % ${SLOTS}]
    bytes[base + ${ANSWER}] = binding.signedByKey(signature, bytes[base + ${RECID}], digest, key) ? 1 : 0
    checked = (checked + 1) | 0
    Atomics.store(counters, ${CHECKED}, checked)
    if (Atomics.load(counters, ${WAITING}) === 1) Atomics.notify(counters, ${CHECKED})
  }
}
`

/** `Atomics.waitAsync` (in every Node this package supports; its type is in ES2024's lib, past this repository's target). */
const waitAsync = (Atomics as unknown as { waitAsync(array: Int32Array, index: number, value: number): { async: false; value: string } | { async: true; value: Promise<string> } }).waitAsync

type Check = (signature64: Uint8Array, recid: number, digest: Uint8Array, key: Uint8Array) => boolean

export interface SignatureThread {
  /** A promise of `signedByKey`'s answer from the thread; undefined when it is not running or its ring is full (check here then). */
  check(signature64: Uint8Array, recid: number, digest: Uint8Array, key: Uint8Array): Promise<boolean> | undefined
  /** Stops the thread; checks in flight are answered on the main thread. */
  stop(): Promise<void>
}

/**
 * Starts the thread over the addon at `addonPath` (an absolute path). `checkHere` answers, on the main
 * thread, the checks in flight if the thread ever fails, and those made before it is ready.
 */
export function startSignatureThread(addonPath: string, checkHere: Check): SignatureThread {
  const counters = new Int32Array(new SharedArrayBuffer(5 * 4))
  const slots = new Uint8Array(new SharedArrayBuffer(SLOTS * SLOT))
  const answers: Array<((valid: boolean) => void) | undefined> = new Array(SLOTS)
  let submitted = 0
  let resolved = 0
  let draining = false
  let failed = false
  const worker = new Worker(THREAD, { eval: true, workerData: { addon: addonPath, counters: counters.buffer, slots: slots.buffer }, stdout: false, stderr: false })
  worker.unref()

  /** Answers the checks in flight on the main thread (the thread failed or stopped): the bytes are still in their slots. */
  const answerHere = () => {
    failed = true
    while (resolved !== submitted) {
      const slot = (resolved >>> 0) % SLOTS
      const base = slot * SLOT
      const answer = answers[slot]
      answers[slot] = undefined
      resolved = (resolved + 1) | 0
      answer?.(checkHere(slots.subarray(base, base + 64), slots[base + RECID]!, slots.subarray(base + DIGEST, base + DIGEST + 32), slots.subarray(base + KEY, base + KEY + 64)))
    }
  }
  worker.once('error', answerHere)
  worker.once('exit', answerHere)

  /** Resolves the answers the thread has written, waiting for it while any is missing; keeps the process alive meanwhile. */
  async function drain(): Promise<void> {
    draining = true
    worker.ref()
    try {
      while (resolved !== submitted && !failed) {
        let checked = Atomics.load(counters, CHECKED)
        if (checked === resolved) {
          // Said before waiting, then looked again, as the thread does before it sleeps.
          Atomics.store(counters, WAITING, 1)
          checked = Atomics.load(counters, CHECKED)
          if (checked === resolved) {
            const waiting = waitAsync(counters, CHECKED, checked)
            if (waiting.async) await waiting.value
          }
          Atomics.store(counters, WAITING, 0)
          continue
        }
        while (resolved !== checked) {
          const slot = (resolved >>> 0) % SLOTS
          const answer = answers[slot]
          answers[slot] = undefined
          resolved = (resolved + 1) | 0
          answer?.(slots[slot * SLOT + ANSWER] === 1)
        }
      }
    } finally {
      draining = false
      worker.unref()
    }
  }

  return {
    check(signature64, recid, digest, key) {
      if (failed || Atomics.load(counters, READY) !== 1 || ((submitted - resolved) | 0) >= SLOTS) return undefined
      const slot = (submitted >>> 0) % SLOTS
      const base = slot * SLOT
      slots.set(signature64, base + SIGNATURE)
      slots.set(digest, base + DIGEST)
      slots.set(key, base + KEY)
      slots[base + RECID] = recid
      const answer = new Promise<boolean>((resolve) => {
        answers[slot] = resolve
      })
      submitted = (submitted + 1) | 0
      Atomics.store(counters, SUBMITTED, submitted)
      if (Atomics.load(counters, SLEEPING) === 1) Atomics.notify(counters, SUBMITTED)
      if (!draining) void drain()
      return answer
    },
    async stop() {
      await worker.terminate()
      answerHere()
    },
  }
}
