import { Worker } from 'node:worker_threads'
import { createError } from '@svc/core'
import { REGEX_WORKER_SOURCE } from './regex-worker.ts'

export interface RegexJob {
  pattern: string
  flags: string
  text: string
  maxMatches: number
  /** Matching stops (truncated) once the matched and captured text passes this many characters. */
  maxChars: number
}

export interface RegexMatch {
  match: string
  index: number
  end: number
  captures: Array<string | null>
  groups: Record<string, string | null> | null
}

/** Threads running patterns at once; more jobs wait their turn, the event loop never runs a pattern. */
const MAX_WORKERS = 2
const MAX_WAITING = 64
const IDLE_MS = 60_000

const idle: Worker[] = []
const idleTimers = new Map<Worker, NodeJS.Timeout>()
const waiting: Array<() => void> = []
let live = 0

function spawn(): Promise<Worker> {
  const worker = new Worker(REGEX_WORKER_SOURCE, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 } })
  return new Promise((resolve, reject) => {
    worker.once('online', () => resolve(worker))
    worker.once('error', reject)
  })
}

async function acquire(): Promise<Worker> {
  for (;;) {
    const worker = idle.pop()
    if (worker) {
      clearTimeout(idleTimers.get(worker))
      idleTimers.delete(worker)
      worker.ref()
      return worker
    }
    if (live < MAX_WORKERS) {
      live += 1
      return spawn().catch((error: unknown) => {
        live -= 1
        throw error
      })
    }
    if (waiting.length >= MAX_WAITING) throw createError('UNAVAILABLE', 'All regex workers are busy; retry shortly', { headers: { 'retry-after': '1' } })
    await new Promise<void>((resolve) => waiting.push(resolve))
  }
}

/** An idle worker does not keep the process alive; a busy one does. */
function release(worker: Worker): void {
  worker.unref()
  idle.push(worker)
  idleTimers.set(worker, setTimeout(() => {
    const at = idle.indexOf(worker)
    if (at >= 0) idle.splice(at, 1)
    idleTimers.delete(worker)
    discard(worker)
  }, IDLE_MS).unref())
  waiting.shift()?.()
}

function discard(worker: Worker): void {
  live -= 1
  void worker.terminate()
  waiting.shift()?.()
}

/** Runs a job on a worker thread; past `timeoutMs` the thread is terminated and the call fails. */
export async function runRegex(job: RegexJob, timeoutMs: number): Promise<{ matches: RegexMatch[]; truncated: boolean }> {
  const worker = await acquire()
  return new Promise((resolve, reject) => {
    const done = (keep: boolean) => {
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onError)
      if (keep) release(worker)
      else discard(worker)
    }
    const timer = setTimeout(() => {
      done(false)
      reject(createError('INVALID_INPUT', `pattern: matching took longer than ${timeoutMs} ms and was stopped (catastrophic backtracking?)`, { details: { field: 'pattern', reason: 'timeout', timeoutMs } }))
    }, timeoutMs)
    const onMessage = (message: { matches: RegexMatch[]; truncated: boolean } | { error: string }) => {
      done(true)
      if ('error' in message) reject(createError('INVALID_INPUT', `pattern: ${message.error}`, { details: { field: 'pattern' } }))
      else resolve(message)
    }
    const onError = (error: Error & { code?: string }) => {
      done(false)
      const memory = error.code === 'ERR_WORKER_OUT_OF_MEMORY'
      reject(createError('INVALID_INPUT', memory ? 'pattern: matching ran out of memory and was stopped' : `pattern: matching failed (${error.message})`, { details: { field: 'pattern', reason: memory ? 'memory' : 'error' } }))
    }
    worker.on('message', onMessage)
    worker.on('error', onError)
    worker.postMessage(job)
  })
}
