import { createWorkerPool, workerUrl } from '@svc/core'
import type { CountdownJob, CountdownResult } from './job.ts'

/** Two threads draw at once, 16 calls may wait; one GIF may take 20 s and 512 MB of heap. */
export const countdownPool = createWorkerPool<CountdownJob, CountdownResult>({
  name: 'countdown',
  url: workerUrl('countdown-worker', import.meta.url),
  timeLimitMs: 20_000,
  maxWorkers: 2,
  maxWaiting: 16,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
})
