import { createWorkerPool, invalidField, workerUrl } from '@svc/core'
import { EdiError } from './shared/edi-error.ts'
import { type EdiJob, type EdiResult, runJob } from './jobs.ts'

/** Documents up to this size are read on the calling thread (a few ms); larger ones on a worker thread. */
export const INLINE_MAX_CHARS = 64 * 1024

/** Two threads read documents at once, 16 calls may wait; one document may take 10 s and 256 MB of heap. */
export const ediPool = createWorkerPool<EdiJob, unknown>({
  name: 'EDI',
  url: workerUrl('edi-worker', import.meta.url),
  timeLimitMs: 10_000,
  maxWorkers: 2,
  maxWaiting: 16,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
})

/** Runs inline work, turning an EdiError into the 400 naming its field. */
export function refusing<T>(work: () => T): T {
  try {
    return work()
  } catch (error) {
    if (error instanceof EdiError) throw invalidField(error.field, `${error.field}: ${error.message}`, { reason: error.reason })
    throw error
  }
}

/** Reads a document inline when small, else on the pool under its time and heap limits. */
export async function runEdi<J extends EdiJob>(job: J, signal?: AbortSignal): Promise<EdiResult<J>> {
  if (job.edi.length <= INLINE_MAX_CHARS) return refusing(() => runJob(job) as EdiResult<J>)
  return (await ediPool.run(job, signal ? { field: 'edi', signal } : { field: 'edi' })) as EdiResult<J>
}
