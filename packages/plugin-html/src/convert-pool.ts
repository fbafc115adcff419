import { Worker } from 'node:worker_threads'
import { createError } from '@svc/core'
import { type ConvertOptions, htmlToMarkdown } from './html-to-markdown.ts'
import { LimitError } from './limits.ts'

/** Documents up to this many characters convert on the calling thread (well under 100 ms). */
export const INLINE_MAX_CHARS = 64 * 1024
/** Worker threads converting at once (the machines this runs on have 2 cores or more). */
const MAX_WORKERS = 2
/** Jobs waiting for a worker before callers are told to retry. */
const MAX_WAITING = 16
/** A conversion running longer than `timeLimitMs` is stopped (the worker is terminated); tests lower it. */
export const limits = { timeLimitMs: 15_000 }
const IDLE_MS = 30_000

type Converted = ReturnType<typeof htmlToMarkdown>
type Reply = { ok: true; result: Converted } | { ok: false; message: string; reason?: string }

const idle: Worker[] = []
const idleTimers = new Map<Worker, NodeJS.Timeout>()
const waiting: ((worker: Worker) => void)[] = []
let running = 0

/**
 * From TypeScript sources (tests, `pnpm dev`) the worker loads its .ts module through tsx;
 * from the build it loads the bundled `convert-worker.mjs` beside this chunk.
 */
function spawn(): Worker {
  const fromSource = import.meta.url.endsWith('.ts')
  const url = new URL(fromSource ? './convert-worker.ts' : './convert-worker.mjs', import.meta.url)
  const resourceLimits = { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 }
  return fromSource
    ? new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(url.href)}) })`, { eval: true, resourceLimits })
    : new Worker(url, { resourceLimits })
}

async function acquire(): Promise<Worker> {
  const ready = idle.pop()
  if (ready) {
    clearTimeout(idleTimers.get(ready))
    idleTimers.delete(ready)
    ready.ref()
    running++
    return ready
  }
  if (running < MAX_WORKERS) {
    running++
    return spawn()
  }
  if (waiting.length >= MAX_WAITING) throw createError('UNAVAILABLE', 'All HTML conversion workers are busy; retry shortly', { headers: { 'retry-after': '2' } })
  return new Promise((resolve) => waiting.push(resolve))
}

/** Hands a healthy worker to the next waiting job, or parks it (unref'd, ended after 30 s idle). */
function release(worker: Worker | undefined): void {
  const next = waiting.shift()
  if (next) return next(worker ?? spawn())
  running--
  if (!worker) return
  worker.unref()
  idle.push(worker)
  idleTimers.set(worker, setTimeout(() => {
    idle.splice(idle.indexOf(worker), 1)
    idleTimers.delete(worker)
    void worker.terminate()
  }, IDLE_MS).unref())
}

function runInWorker(html: string, options: ConvertOptions, field: string): Promise<Converted> {
  return acquire().then((worker) => new Promise<Converted>((resolve, reject) => {
    const finish = (healthy: boolean, outcome: () => void) => {
      clearTimeout(timer)
      worker.off('message', onMessage).off('error', onError)
      if (!healthy) void worker.terminate()
      release(healthy ? worker : undefined)
      outcome()
    }
    const timer = setTimeout(() => finish(false, () => reject(tooSlow(field))), limits.timeLimitMs)
    const onMessage = (reply: Reply) => finish(true, () => (reply.ok ? resolve(reply.result) : reject(failure(field, reply))))
    const onError = (error: Error & { code?: string }) => finish(false, () => reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? tooBig(field) : error))
    worker.on('message', onMessage).on('error', onError)
    worker.postMessage({ html, options })
  }))
}

const invalid = (field: string, reason: string, message: string) => createError('INVALID_INPUT', `${field}: ${message}`, { details: { field, reason } })
const tooSlow = (field: string) => invalid(field, 'too_slow', `the document took longer than ${limits.timeLimitMs / 1000} s to convert; send a smaller one`)
const tooBig = (field: string) => invalid(field, 'too_complex', 'the document needs more memory than a conversion may use; send a smaller one')

function failure(field: string, reply: { message: string; reason?: string }): Error {
  return reply.reason ? invalid(field, reply.reason, reply.message) : new Error(reply.message)
}

/** Converts small documents inline and larger ones on a worker thread with a time limit. */
export async function convert(html: string, options: ConvertOptions, field: 'html' | 'url'): Promise<Converted> {
  if (html.length > INLINE_MAX_CHARS) return runInWorker(html, options, field)
  try {
    return htmlToMarkdown(html, options)
  } catch (error) {
    if (error instanceof LimitError) throw invalid(field, error.reason, error.message)
    throw error
  }
}
