import { fork } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

export interface LoadRequest {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  /** JSON text; `{i}` becomes a number unique to the request (new keys), `{k}` one of 5,000 recurring ones (overwrites). */
  body?: string
}

interface LoadResult {
  done: number
  statuses: Record<string, number>
  seconds: number
  error?: string
}

/** Each run numbers its requests after the previous run's, so `{i}` keys are new in every run. */
let firstNumber = 0

/**
 * Requests/s a server on 127.0.0.1:`port` answers to `connections` keep-alive clients for
 * `durationMs`. The client runs on raw sockets in a worker thread (the machine's other core), so
 * the server's process spends its time serving, as with wrk; any answer other than 200 fails the run.
 */
export async function httpLoad(port: number, request: LoadRequest, durationMs: number, connections = 32): Promise<number> {
  const worker = new Worker(new URL('./load-worker.mjs', import.meta.url), {
    workerData: { port, connections, durationMs, method: request.method, path: request.path, headers: request.headers ?? {}, body: request.body, firstNumber },
  })
  firstNumber += 1e9
  const result = await new Promise<LoadResult>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })
  await worker.terminate()
  if (result.error) throw new Error(`load on ${request.path}: ${result.error}`)
  const other = Object.entries(result.statuses).filter(([status]) => status !== '200')
  if (other.length > 0) throw new Error(`${request.path} answered ${other.map(([status, count]) => `${count} x ${status}`).join(', ')}`)
  return result.done / result.seconds
}

export interface SequenceResult {
  done: number
  /** Calls per second, from the first request sent to the last answer read. */
  rate: number
  /** The process's CPU per call (µs, every thread) while the calls ran. */
  processCpuMicros: number
  /** The host's CPU per call (µs): the process's, but the load generator's thread when it runs in this process (Linux only). */
  hostCpuMicros: number
  /** The load generator's thread's CPU per call (µs; Linux only). */
  loadCpuMicros: number | undefined
  /** Whether the load generator ran in a process of its own: then none of its CPU (its heap's GC on V8's helper threads included) is in this process's. */
  separate: boolean
  /** The main thread's CPU per call (µs; Linux only): the server's thread, serving only. */
  mainCpuMicros: number | undefined
  /**
   * Of `mainCpuMicros`, the kernel's (µs; Linux only, from 10 ms ticks: a run of 0.5 s of the thread or more): the socket
   * reads and writes. A profile samples the wall clock, so a write that wakes the load generator also shows the time the
   * thread waited for a core after it; this is the thread's own time in the kernel.
   */
  mainKernelMicros: number | undefined
}

/** Where the load generator runs: a worker thread of this process, or (`separate`) a child process of its own. */
interface LoadSide {
  postMessage(message: unknown): void
  next(): Promise<LoadResult & { ready?: boolean; cpuMicros?: number }>
  stop(): Promise<unknown>
}

function loadSide(data: Record<string, unknown>, separate: boolean): LoadSide {
  const script = new URL('./load-worker.mjs', import.meta.url)
  if (!separate) {
    const worker = new Worker(script, { workerData: data })
    return {
      postMessage: (message) => worker.postMessage(message),
      next: () => new Promise((resolve, reject) => {
        worker.once('message', resolve)
        worker.once('error', reject)
      }),
      stop: () => worker.terminate(),
    }
  }
  const child = fork(fileURLToPath(script), { stdio: ['ignore', 'inherit', 'inherit', 'ipc'], execArgv: [] })
  child.send(data)
  return {
    postMessage: (message) => child.send(message as string),
    next: () => new Promise((resolve, reject) => {
      child.once('message', resolve as (message: unknown) => void)
      child.once('error', reject)
      child.once('exit', (code) => reject(new Error(`the load generator exited (${code})`)))
    }),
    stop: async () => {
      if (child.exitCode === null) child.kill()
    },
  }
}

/**
 * `GET path` on a server on 127.0.0.1:`port`, each connection a caller sending its own list of
 * requests in order, one at a time (`sequences[n]` holds connection n's extra header lines, each
 * ending in `\r\n`, e.g. its pre-signed vouchers), from raw keep-alive sockets in a worker thread
 * or (`separate`) a child process: there the host's CPU is the process's whole, with none of the load
 * generator's (a worker thread's heap is collected partly on V8's helper threads, shared with the host's).
 * Any answer other than 200 fails the run. The CPU figures cover only the calls: the connections
 * are open and the requests built before the timing starts.
 */
export async function httpSequences(port: number, path: string, sequences: string[][], options: { separate?: boolean; beforeGo?: () => Promise<void> } = {}): Promise<SequenceResult> {
  const separate = options.separate === true
  const side = loadSide({ port, method: 'GET', path, sequences }, separate)
  try {
    const ready = await side.next()
    if (ready.error) throw new Error(`calls to ${path}: ${ready.error}`)
    // E.g. a profile started here covers the calls, not the requests' hand-over to the load generator.
    await options.beforeGo?.()
    const cpu = process.cpuUsage()
    const main = mainThreadCpuMicros()
    const kernel = mainThreadKernelMicros()
    side.postMessage('go')
    const result = await side.next()
    const used = process.cpuUsage(cpu)
    const mainAfter = mainThreadCpuMicros()
    const kernelAfter = mainThreadKernelMicros()
    if (result.error) throw new Error(`calls to ${path}: ${result.error}`)
    const other = Object.entries(result.statuses).filter(([status]) => status !== '200')
    if (other.length > 0) throw new Error(`${path} answered ${other.map(([status, count]) => `${count} x ${status}`).join(', ')}`)
    const done = result.done
    const processCpuMicros = (used.user + used.system) / done
    const loadCpuMicros = result.cpuMicros === undefined ? undefined : result.cpuMicros / done
    return {
      done,
      rate: done / result.seconds,
      processCpuMicros,
      hostCpuMicros: separate ? processCpuMicros : processCpuMicros - (loadCpuMicros ?? 0),
      loadCpuMicros,
      separate,
      mainCpuMicros: main === undefined || mainAfter === undefined ? undefined : (mainAfter - main) / done,
      mainKernelMicros: kernel === undefined || kernelAfter === undefined ? undefined : (kernelAfter - kernel) / done,
    }
  } finally {
    await side.stop()
  }
}

/** The main thread's time in the kernel so far (µs), from Linux's /proc stat (stime, in clock ticks of 10 ms); undefined elsewhere. */
function mainThreadKernelMicros(): number | undefined {
  return mainThreadTicks()?.kernel
}

/** The main thread's CPU time so far (µs), from Linux's /proc (schedstat in ns, else stat in 10 ms ticks); undefined elsewhere. */
export function mainThreadCpuMicros(): number | undefined {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1000
  } catch {
    const ticks = mainThreadTicks()
    return ticks && ticks.user + ticks.kernel
  }
}

/** The main thread's user and kernel time (µs) from /proc stat: utime and stime, the 14th and 15th fields (the 12th and 13th after the command's name), in clock ticks of 10 ms. */
function mainThreadTicks(): { user: number; kernel: number } | undefined {
  try {
    const fields = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return { user: Number(fields[11]) * 10_000, kernel: Number(fields[12]) * 10_000 }
  } catch {
    return undefined
  }
}
