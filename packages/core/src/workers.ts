import { type ResourceLimits, Worker } from 'node:worker_threads'
import { createError } from './errors.ts'
import { BOOTSTRAP, invalid, type Reply, refusal } from './worker-contract.ts'

export { runInline, workerUrl } from './worker-contract.ts'

export interface WorkerPoolOptions<Job = unknown, Result = unknown> {
  /** Named in the 503 when every worker is busy, e.g. `barcode encoding`. */
  name: string
  /**
   * The worker module: its default export takes one job and returns (or resolves) the result.
   * A `.ts` URL (from sources: tests, `pnpm dev`) is loaded through tsx, anything else directly.
   * The module must not import `@svc/core` (a worker does not see the source export condition).
   */
  url: URL
  /** A job running longer is stopped (its thread terminated) and answers 400 `too_slow`; a thread's start-up is not counted. */
  timeLimitMs: number
  /** Threads running at once (default 2). */
  maxWorkers?: number
  /** Jobs waiting for a thread before callers get 503 with Retry-After (default 16). */
  maxWaiting?: number
  /** The Retry-After of that 503, in seconds (default 2). */
  retryAfterSeconds?: number
  /** Heap limits of each thread; a job over them answers 400 `too_complex`. */
  resourceLimits?: ResourceLimits
  /** An idle thread is ended after this long (default 30 s); idle threads never keep the process alive. */
  idleMs?: number
  /** Builds the error of a job stopped at a limit, for a plugin that answers it its own way (default: the 400s above). */
  limitError?: (stop: WorkerLimitStop) => Error
  /** Jobs cheap enough to run on the calling thread (under the cost of a hand-off), through the worker's own function; refusals answer as on a thread. */
  inline?: { when: (job: Job) => boolean; run: (job: Job) => Result | Promise<Result> }
}

/** Why and where the pool stopped a job. */
export interface WorkerLimitStop {
  reason: 'too_slow' | 'too_complex'
  field: string
  /** The time limit that was in force for the job. */
  timeLimitMs: number
}

export interface WorkerRunOptions {
  /** The request field the job came from, named in 400s. */
  field: string
  /** Stops the job (terminating its thread) when the request is abandoned. */
  signal?: AbortSignal | undefined
  /** This job's own time limit, in place of the pool's (e.g. one the caller chose). */
  timeLimitMs?: number | undefined
}

export interface WorkerPool<Job, Result> {
  run(job: Job, options: WorkerRunOptions): Promise<Result>
  /** The time limit in force; tests may lower it. */
  limits: { timeLimitMs: number }
}


const defaultLimitError = ({ reason, field, timeLimitMs }: WorkerLimitStop) => reason === 'too_slow'
  ? invalid(field, reason, `the work took longer than ${timeLimitMs / 1000} s and was stopped; ask for less`)
  : invalid(field, reason, 'the work needs more memory than one call may use; ask for less')

/** A bounded pool of worker threads for CPU-heavy jobs, so one caller cannot block the host's event loop. */
export function createWorkerPool<Job, Result>(options: WorkerPoolOptions<Job, Result>): WorkerPool<Job, Result> {
  const maxWorkers = options.maxWorkers ?? 2
  const maxWaiting = options.maxWaiting ?? 16
  const idleMs = options.idleMs ?? 30_000
  const limitError = options.limitError ?? defaultLimitError
  const limits = { timeLimitMs: options.timeLimitMs }
  const idle: Worker[] = []
  const idleTimers = new Map<Worker, NodeJS.Timeout>()
  /** Jobs waiting for a slot: handed a parked thread, or undefined to start their own. */
  const waiting: Array<(worker: Worker | undefined) => void> = []
  let running = 0

  /** Starts a thread and resolves once its module is loaded, so start-up never counts against a job's time limit. */
  function spawn(): Promise<Worker> {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { url: options.url.href, tsx: options.url.pathname.endsWith('.ts') },
      ...(options.resourceLimits ? { resourceLimits: options.resourceLimits } : {}),
    })
    return new Promise((resolve, reject) => {
      const settle = (error?: Error) => {
        worker.off('message', onMessage).off('error', settle).off('exit', onExit)
        if (!error) return resolve(worker)
        void worker.terminate()
        reject(error)
      }
      const onMessage = (reply: { ready: boolean; message?: string }) => settle(reply.ready ? undefined : new Error(`${options.name} worker failed to load: ${reply.message}`))
      const onExit = (code: number) => settle(new Error(`${options.name} worker exited with code ${code} while starting`))
      worker.on('message', onMessage).on('error', settle).on('exit', onExit)
    })
  }

  /** A slot to run in: a parked thread, or undefined when the caller must start one. */
  async function acquire(): Promise<Worker | undefined> {
    const ready = idle.pop()
    if (ready) {
      clearTimeout(idleTimers.get(ready))
      idleTimers.delete(ready)
      ready.ref()
      running++
      return ready
    }
    if (running < maxWorkers) {
      running++
      return undefined
    }
    if (waiting.length >= maxWaiting) {
      throw createError('UNAVAILABLE', `All ${options.name} workers are busy; retry shortly`, { headers: { 'retry-after': String(options.retryAfterSeconds ?? 2) } })
    }
    return new Promise((resolve) => waiting.push(resolve))
  }

  /** Hands a slot (with its healthy thread, if any) to the next waiting job, or parks the thread. */
  function release(worker: Worker | undefined): void {
    const next = waiting.shift()
    if (next) {
      next(worker)
      return
    }
    running--
    if (!worker) return
    worker.unref()
    idle.push(worker)
    idleTimers.set(worker, setTimeout(() => {
      idle.splice(idle.indexOf(worker), 1)
      idleTimers.delete(worker)
      void worker.terminate()
    }, idleMs).unref())
  }

  async function run(job: Job, { field, signal, timeLimitMs = limits.timeLimitMs }: WorkerRunOptions): Promise<Result> {
    signal?.throwIfAborted()
    const { inline } = options
    if (inline?.when(job)) {
      try {
        return await inline.run(job)
      } catch (error) {
        throw refusal(error, field) ?? error
      }
    }
    let worker = await acquire()
    try {
      worker ??= await spawn()
      signal?.throwIfAborted()
    } catch (error) {
      release(worker)
      throw error
    }
    const thread = worker
    return new Promise<Result>((resolve, reject) => {
      const finish = (healthy: boolean, outcome: () => void) => {
        clearTimeout(timer)
        signal?.removeEventListener('abort', onAbort)
        thread.off('message', onMessage).off('error', onError).off('exit', onExit)
        if (!healthy) void thread.terminate()
        release(healthy ? thread : undefined)
        outcome()
      }
      const stopped = (reason: WorkerLimitStop['reason']) => reject(limitError({ reason, field, timeLimitMs }))
      const timer = setTimeout(() => finish(false, () => stopped('too_slow')), timeLimitMs)
      const onAbort = () => finish(false, () => reject(signal!.reason))
      const onMessage = (reply: Reply<Result>) => finish(true, () => {
        if (reply.ok) resolve(reply.result)
        else reject(reply.reason ? invalid(reply.field ?? field, reply.reason, reply.message) : new Error(reply.message))
      })
      const onError = (error: Error & { code?: string }) => finish(false, () => (error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? stopped('too_complex') : reject(error)))
      const onExit = (code: number) => finish(false, () => reject(new Error(`${options.name} worker exited with code ${code}`)))
      signal?.addEventListener('abort', onAbort, { once: true })
      thread.on('message', onMessage).on('error', onError).on('exit', onExit)
      thread.postMessage(job)
    })
  }

  return { run, limits }
}
