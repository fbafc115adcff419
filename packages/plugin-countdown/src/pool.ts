import { createWorkerPool } from '@svc/core'
import type { CountdownJob, CountdownResult } from './job.ts'

/** From sources the worker runs countdown-worker.ts (through tsx); from the build, the bundled countdown-worker.mjs beside this chunk. */
const url = new URL(import.meta.url.endsWith('.ts') ? './countdown-worker.ts' : './countdown-worker.mjs', import.meta.url)

/** Two threads draw at once, 16 calls may wait; one GIF may take 20 s and 512 MB of heap. */
export const countdownPool = createWorkerPool<CountdownJob, CountdownResult>({
  name: 'countdown',
  url,
  timeLimitMs: 20_000,
  maxWorkers: 2,
  maxWaiting: 16,
  resourceLimits: { maxOldGenerationSizeMb: 512, maxYoungGenerationSizeMb: 64 },
})
