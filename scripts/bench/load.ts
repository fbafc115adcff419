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
