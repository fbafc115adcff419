import { describe, expect, it } from 'vitest'
import { isApiError } from '../src/errors.ts'
import testJob from './fixtures/workers/test-worker.ts'
import { createWorkerPool, runInline, workerUrl } from '../src/workers.ts'

type Job = { kind: string; value?: number }
const url = new URL('./fixtures/workers/test-worker.ts', import.meta.url)

async function failure(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error as Error & { code?: string; status?: number; details?: Record<string, unknown> }
  }
  throw new Error('expected a failure')
}

describe('createWorkerPool', () => {
  const pool = createWorkerPool<Job, any>({ name: 'test', url, timeLimitMs: 20_000, maxWorkers: 2, maxWaiting: 2 })

  it('runs jobs on a thread and returns their results (typed arrays included)', async () => {
    const result = await pool.run({ kind: 'double', value: 21 }, { field: 'value' })
    expect(result.doubled).toBe(42)
    expect(Array.from(result.bytes)).toEqual([1, 2, 3])
  })

  it('maps a refusal with a reason to a 400 naming the field the worker gave', async () => {
    const error = await failure(pool.run({ kind: 'refuse' }, { field: 'value' }))
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({ code: 'INVALID_INPUT', status: 400, message: 'items: more than 10 items', details: { field: 'items', reason: 'too_many' } })
  })

  it('keeps other worker errors out of the API (a plain error, a 500 upstream of the host)', async () => {
    const error = await failure(pool.run({ kind: 'crash' }, { field: 'value' }))
    expect(isApiError(error)).toBe(false)
    expect(await pool.run({ kind: 'double', value: 1 }, { field: 'value' })).toMatchObject({ doubled: 2 })
  })

  it('stops a job over the time limit with a 400 too_slow, and keeps serving', async () => {
    const slow = createWorkerPool<Job, any>({ name: 'test', url, timeLimitMs: 20_000 })
    slow.limits.timeLimitMs = 1500
    const error = await failure(slow.run({ kind: 'spin' }, { field: 'pattern' }))
    expect(error).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'pattern', reason: 'too_slow' } })
    slow.limits.timeLimitMs = 20_000
    expect(await slow.run({ kind: 'double', value: 5 }, { field: 'pattern' })).toMatchObject({ doubled: 10 })
  }, 60_000)

  it('stops a job over the memory limit with a 400 too_complex', async () => {
    const small = createWorkerPool<Job, any>({ name: 'test', url, timeLimitMs: 30_000, resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 } })
    const error = await failure(small.run({ kind: 'grow' }, { field: 'data' }))
    expect(error).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'data', reason: 'too_complex' } })
  }, 60_000)

  it('queues up to maxWaiting jobs, then answers 503 with Retry-After', async () => {
    const jobs = Array.from({ length: 4 }, () => pool.run({ kind: 'wait', value: 1500 }, { field: 'x' }))
    const error = await failure(pool.run({ kind: 'wait', value: 10 }, { field: 'x' }))
    expect(error).toMatchObject({ code: 'UNAVAILABLE', status: 503, headers: { 'retry-after': '2' } })
    expect(await Promise.all(jobs)).toEqual(['waited', 'waited', 'waited', 'waited'])
  }, 60_000)

  it('stops a job whose request was abandoned', async () => {
    const controller = new AbortController()
    const running = pool.run({ kind: 'spin' }, { field: 'x', signal: controller.signal })
    setTimeout(() => controller.abort(new Error('client went away')), 300)
    expect((await failure(running)).message).toBe('client went away')
    expect(await pool.run({ kind: 'double', value: 3 }, { field: 'x' })).toMatchObject({ doubled: 6 })
  }, 60_000)

  it('takes a per-call time limit in place of the pool\'s', async () => {
    const error = await failure(pool.run({ kind: 'spin' }, { field: 'pattern', timeLimitMs: 500 }))
    expect(error).toMatchObject({ code: 'INVALID_INPUT', message: 'pattern: the work took longer than 0.5 s and was stopped; ask for less', details: { field: 'pattern', reason: 'too_slow' } })
  }, 60_000)

  it('answers a stop at a limit with the plugin\'s own error when given one', async () => {
    const stops: unknown[] = []
    const own = createWorkerPool<Job, any>({
      name: 'test', url, timeLimitMs: 30_000, resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 16 },
      limitError: (stop) => {
        stops.push(stop)
        return new Error(`stopped: ${stop.reason}`)
      },
    })
    expect((await failure(own.run({ kind: 'spin' }, { field: 'a', timeLimitMs: 400 }))).message).toBe('stopped: too_slow')
    expect((await failure(own.run({ kind: 'grow' }, { field: 'b' }))).message).toBe('stopped: too_complex')
    expect(stops).toEqual([{ reason: 'too_slow', field: 'a', timeLimitMs: 400 }, { reason: 'too_complex', field: 'b', timeLimitMs: 30_000 }])
    expect(await own.run({ kind: 'double', value: 4 }, { field: 'a' })).toMatchObject({ doubled: 8 })
  }, 60_000)

  it('starts the clock once the thread has loaded its module', async () => {
    const slowStart = createWorkerPool<{ value: number }, number>({ name: 'test', url: new URL('./fixtures/workers/slow-start-worker.ts', import.meta.url), timeLimitMs: 1000 })
    expect(await slowStart.run({ value: 7 }, { field: 'x' })).toBe(7)
  }, 60_000)

  it('fails a job whose worker module cannot load with a plain error, and frees its slot', async () => {
    const broken = createWorkerPool<Job, any>({ name: 'test', url: new URL('./fixtures/workers/missing.ts', import.meta.url), timeLimitMs: 20_000, maxWorkers: 1 })
    const errors = await Promise.all([failure(broken.run({ kind: 'double' }, { field: 'x' })), failure(broken.run({ kind: 'double' }, { field: 'x' }))])
    for (const error of errors) {
      expect(isApiError(error)).toBe(false)
      expect(error.message).toMatch(/^test worker failed to load/)
    }
  }, 60_000)

  it('names its own Retry-After in the 503', async () => {
    const busy = createWorkerPool<Job, any>({ name: 'test', url, timeLimitMs: 20_000, maxWorkers: 1, maxWaiting: 0, retryAfterSeconds: 1 })
    const job = busy.run({ kind: 'wait', value: 500 }, { field: 'x' })
    expect(await failure(busy.run({ kind: 'wait', value: 1 }, { field: 'x' }))).toMatchObject({ status: 503, headers: { 'retry-after': '1' } })
    expect(await job).toBe('waited')
  }, 60_000)
})

describe('inline jobs and worker URLs', () => {
  it('runs the jobs the pool calls cheap on the calling thread, answering refusals as a thread would', async () => {
    const threads: Job[] = []
    const mixed = createWorkerPool<Job, any>({
      name: 'test', url, timeLimitMs: 20_000,
      inline: { when: (job) => job.kind !== 'wait', run: (job) => (threads.push(job), testJob(job)) },
    })
    expect(await mixed.run({ kind: 'double', value: 2 }, { field: 'x' })).toMatchObject({ doubled: 4 })
    expect(await failure(mixed.run({ kind: 'refuse' }, { field: 'x' }))).toMatchObject({ code: 'INVALID_INPUT', details: { field: 'items', reason: 'too_many' } })
    expect(threads).toHaveLength(2)
    expect(await mixed.run({ kind: 'wait', value: 1 }, { field: 'x' })).toBe('waited')
    expect(threads).toHaveLength(2)
  }, 60_000)

  it('names the worker module beside the caller: .ts from sources, .mjs from the build', () => {
    expect(workerUrl('x-worker', 'file:///p/src/pool.ts').href).toBe('file:///p/src/x-worker.ts')
    expect(workerUrl('x-worker', 'file:///p/dist/index-abc.mjs').href).toBe('file:///p/dist/x-worker.mjs')
  })
})

describe('runInline', () => {
  const refuse = (field?: string) => () => {
    throw Object.assign(new Error('nested too deep'), { reason: 'too_deep', ...(field ? { field } : {}) })
  }

  it('returns what the work returns', () => {
    expect(runInline(() => 42, 'html')).toBe(42)
  })

  it('answers a refusal with the 400 the pool gives, naming the field the error gives or the caller\'s', () => {
    expect(() => runInline(refuse(), 'html')).toThrow(expect.objectContaining({ code: 'INVALID_INPUT', message: 'html: nested too deep', details: { field: 'html', reason: 'too_deep' } }))
    expect(() => runInline(refuse('edi'), 'html')).toThrow(expect.objectContaining({ details: { field: 'edi', reason: 'too_deep' } }))
  })

  it('passes other errors through untouched', () => {
    const plain = new Error('internal')
    expect(() => runInline(() => { throw plain }, 'html')).toThrow(plain)
    expect(() => runInline(() => { throw null }, 'html')).toThrow()
  })
})
