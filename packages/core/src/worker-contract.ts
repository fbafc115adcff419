import { type ApiError, createError, isApiError } from './errors.ts'

/*
 * The contract between a worker pool and its worker modules. A job the module refuses throws an Error
 * with a `reason` (and optionally a `field`), which becomes a 400 naming that field and reason, whether
 * the job ran on a thread or inline. Any other error becomes a 500 with no details.
 */

/** The code a pool thread runs (eval'd CommonJS, the same from sources and from the build); it says `ready` (or why not) once its module is loaded. */
export const BOOTSTRAP = `
const { parentPort, workerData } = require('node:worker_threads')
const ready = (workerData.tsx ? import('tsx/esm/api').then((api) => api.register()) : Promise.resolve()).then(() => import(workerData.url))
const ownBuffers = (value) => {
  const views = value instanceof Uint8Array ? [value] : value && typeof value === 'object' ? Object.values(value).filter((v) => v instanceof Uint8Array) : []
  return [...new Set(views.filter((v) => v.byteOffset === 0 && v.byteLength === v.buffer.byteLength && !(v.buffer instanceof SharedArrayBuffer)).map((v) => v.buffer))]
}
ready.then(() => parentPort.postMessage({ ready: true }), (error) => parentPort.postMessage({ ready: false, message: String((error && error.message) || error) }))
parentPort.on('message', async (job) => {
  try {
    const result = await (await ready).default(job)
    parentPort.postMessage({ ok: true, result }, ownBuffers(result))
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String((error && error.message) || error), reason: error && error.reason, field: error && error.field })
  }
})
`

/** What the thread posts for a job. */
export type Reply<R> = { ok: true; result: R } | { ok: false; message: string; reason?: string; field?: string }

/** The 400 naming the field and reason of a refused job. */
export const invalid = (field: string, reason: string, message: string): ApiError =>
  createError('INVALID_INPUT', `${field}: ${message}`, { details: { field, reason } })

/** A refusal by worker-module code: an Error (not already an API error) carrying a `reason`. */
export function refusal(error: unknown, field: string): Error | undefined {
  if (!(error instanceof Error) || isApiError(error)) return undefined
  const { reason, field: own } = error as Error & { reason?: unknown; field?: unknown }
  return typeof reason === 'string' ? invalid(typeof own === 'string' ? own : field, reason, error.message) : undefined
}

/**
 * Runs worker-module code on the calling thread (for inputs small enough not to need a thread),
 * answering its refusals with the same 400 the pool gives.
 */
export function runInline<T>(work: () => T, field: string): T {
  try {
    return work()
  } catch (error) {
    throw refusal(error, field) ?? error
  }
}

/**
 * The worker module `name` beside the calling module (`from`: its `import.meta.url`): the `.ts` file from sources
 * (tests, `pnpm dev`), the bundled `.mjs` from the build (the worker being its own build entry).
 */
export function workerUrl(name: string, from: string): URL {
  return new URL(`./${name}${from.endsWith('.ts') ? '.ts' : '.mjs'}`, from)
}
