import { createWorkerPool, workerUrl } from '@svc/core'
import { assertDepth, type JsonValue } from './json.ts'
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

/** What one kind of source (`typescript`, `zod`) is emitted with. */
type Emit = TypesJob extends infer Job ? (Job extends TypesJob ? Pick<Job, 'kind' | 'options'> : never) : never

/** Emits source of `emit.kind` for the caller's `sample` (its depth checked first; a 400 names `sample`), in the pool. */
export function inferFromSample(sample: JsonValue, emit: Emit, signal: AbortSignal): Promise<Emitted> {
  const nodes = assertDepth(sample, 'sample')
  return typesPool.run({ sample, nodes, ...emit }, { field: 'sample', signal })
}
