import { createWorkerPool, invalidField, workerUrl } from '@svc/core'
import type { RegexJob, RegexResult } from './regex-job.ts'

/**
 * Two threads run patterns at once and 64 calls may wait; the event loop never runs a pattern.
 * The caller's `timeoutMs` is each job's time limit; a thread over it, or over 96 MB of heap, is terminated.
 */
export const regexPool = createWorkerPool<RegexJob, RegexResult>({
  name: 'regex',
  url: workerUrl('regex-worker', import.meta.url),
  timeLimitMs: 1000,
  maxWorkers: 2,
  maxWaiting: 64,
  retryAfterSeconds: 1,
  resourceLimits: { maxOldGenerationSizeMb: 96, maxYoungGenerationSizeMb: 16 },
  limitError: ({ reason, timeLimitMs }) => reason === 'too_slow'
    ? invalidField('pattern', `matching took longer than ${timeLimitMs} ms and was stopped (catastrophic backtracking?)`, { reason: 'timeout', timeoutMs: timeLimitMs })
    : invalidField('pattern', 'matching needs more memory than one call may use and was stopped', { reason: 'too_complex' }),
})

/** Runs a job on a worker thread; past `timeoutMs` the thread is terminated and the call fails with 400 `timeout`. */
export function runRegex(job: RegexJob, timeoutMs: number, signal?: AbortSignal): Promise<RegexResult> {
  return regexPool.run(job, { field: 'pattern', timeLimitMs: timeoutMs, signal })
}
