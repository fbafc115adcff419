import { createWorkerPool, workerUrl } from '@svc/core'
import type { RenderJob, RenderResult } from './job.ts'

/** Two threads encode at once, 32 calls may wait; one encoding and drawing may take 20 s and 256 MB of heap. */
export const barcodePool = createWorkerPool<RenderJob, RenderResult>({
  name: 'barcode',
  url: workerUrl('barcode-worker', import.meta.url),
  timeLimitMs: 20_000,
  maxWorkers: 2,
  maxWaiting: 32,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
})
