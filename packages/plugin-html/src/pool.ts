import { createWorkerPool, runInline } from '@svc/core'
import { type ConvertJob, htmlToMarkdown } from './html-to-markdown.ts'

type Converted = ReturnType<typeof htmlToMarkdown>

/** Documents up to this many characters convert on the calling thread (well under 100 ms). */
export const INLINE_MAX_CHARS = 64 * 1024

/** From sources the worker runs convert-worker.ts (through tsx); from the build, the bundled convert-worker.mjs beside this chunk. */
const url = new URL(import.meta.url.endsWith('.ts') ? './convert-worker.ts' : './convert-worker.mjs', import.meta.url)

/** Two threads convert at once, 16 calls may wait; one conversion may take 15 s and 768 MB of heap. */
export const htmlPool = createWorkerPool<ConvertJob, Converted>({
  name: 'HTML conversion',
  url,
  timeLimitMs: 15_000,
  maxWorkers: 2,
  maxWaiting: 16,
  resourceLimits: { maxOldGenerationSizeMb: 768, maxYoungGenerationSizeMb: 64 },
})

/** Converts small documents inline and larger ones on the pool under its time and heap limits. */
export async function convert(job: ConvertJob, field: 'html' | 'url', signal?: AbortSignal): Promise<Converted> {
  if (job.html.length > INLINE_MAX_CHARS) return htmlPool.run(job, { field, signal })
  return runInline(() => htmlToMarkdown(job.html, job.options), field)
}
