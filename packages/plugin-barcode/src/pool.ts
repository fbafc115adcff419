import { createWorkerPool } from '@svc/core'
import type { RenderJob, RenderResult } from './job.ts'

/** From sources the worker runs barcode-worker.ts (through tsx); from the build, the bundled barcode-worker.mjs beside this chunk. */
const url = new URL(import.meta.url.endsWith('.ts') ? './barcode-worker.ts' : './barcode-worker.mjs', import.meta.url)

/** Two threads encode at once, 32 calls may wait; one encoding and drawing may take 20 s and 256 MB of heap. */
export const barcodePool = createWorkerPool<RenderJob, RenderResult>({
  name: 'barcode',
  url,
  timeLimitMs: 20_000,
  maxWorkers: 2,
  maxWaiting: 32,
  resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 32 },
})
