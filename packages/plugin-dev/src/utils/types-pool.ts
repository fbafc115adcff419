import { createWorkerPool, workerUrl } from '@svc/core'
import emitTypes, { type Emitted, type TypesJob } from './types-worker.ts'

/** Samples up to this many nodes are inferred on the calling thread (a few ms); larger ones on a worker thread. */
export const INLINE_MAX_NODES = 5000

/** Two threads infer at once, 16 calls may wait; one sample may take 10 s and 512 MB of heap. */
export const typesPool = createWorkerPool<TypesJob, Emitted>({
  name: 'type inference',
  url: workerUrl('types-worker', import.meta.url),
  timeLimitMs: 10_000,
  maxWorkers: 2,
  maxWaiting: 16,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 32 },
  inline: { when: (job) => job.nodes <= INLINE_MAX_NODES, run: emitTypes },
})
