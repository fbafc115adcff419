import { describe, expect, it } from 'vitest'
import { ConcurrencyLimiter } from '../src/index.ts'

/** A task that runs until its `finish` is called. */
function held(log: string[], name: string) {
  let finish!: () => void
  const task = () => new Promise<string>((resolve) => {
    log.push(`start ${name}`)
    finish = () => resolve(name)
  })
  return { task, finish: () => finish() }
}

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('ConcurrencyLimiter', () => {
  it('runs N at once, queues M more in order, refuses the next with 503 and Retry-After, and hands a finished slot over', async () => {
    const log: string[] = []
    const limiter = new ConcurrencyLimiter(2, { maxWaiting: 1, name: 'image' })
    const [a, b, c] = [held(log, 'a'), held(log, 'b'), held(log, 'c')]
    const running = [limiter.run(a.task), limiter.run(b.task), limiter.run(c.task)]
    await tick()
    expect(log).toEqual(['start a', 'start b'])
    expect({ active: limiter.active, waiting: limiter.waiting }).toEqual({ active: 2, waiting: 1 })

    await expect(limiter.run(async () => 'd')).rejects.toMatchObject({
      code: 'UNAVAILABLE', status: 503, message: 'All image slots are busy; retry shortly', headers: { 'retry-after': '2' },
    })

    a.finish()
    await tick()
    // a's slot went straight to c: still two running, nobody waiting, nothing extra admitted.
    expect(log).toEqual(['start a', 'start b', 'start c'])
    expect({ active: limiter.active, waiting: limiter.waiting }).toEqual({ active: 2, waiting: 0 })

    b.finish()
    c.finish()
    expect(await Promise.all(running)).toEqual(['a', 'b', 'c'])
    expect({ active: limiter.active, waiting: limiter.waiting }).toEqual({ active: 0, waiting: 0 })
    expect(await limiter.run(async () => 'free again')).toBe('free again')
  })

  it('frees the slot of a task that throws', async () => {
    const limiter = new ConcurrencyLimiter(1, { maxWaiting: 0 })
    await expect(limiter.run(async () => { throw new Error('boom') })).rejects.toThrow('boom')
    expect(limiter.active).toBe(0)
    expect(await limiter.run(async () => 1)).toBe(1)
  })

  it('says its own busy message and Retry-After', async () => {
    const limiter = new ConcurrencyLimiter(1, { maxWaiting: 0, retryAfterSeconds: 5, busyMessage: ({ active, waiting }) => `busy: ${active} running, ${waiting} waiting` })
    const first = held([], 'first')
    const running = limiter.run(first.task)
    await expect(limiter.run(async () => 'x')).rejects.toMatchObject({ status: 503, message: 'busy: 1 running, 0 waiting', headers: { 'retry-after': '5' } })
    first.finish()
    await running
  })

  it('without maxWaiting, everyone waits (the upstream client\'s use)', async () => {
    const log: string[] = []
    const limiter = new ConcurrencyLimiter(1)
    const tasks = Array.from({ length: 50 }, (_, index) => held(log, String(index)))
    const running = tasks.map((task) => limiter.run(task.task))
    await tick()
    expect(limiter.waiting).toBe(49)
    for (const task of tasks) {
      task.finish()
      await tick()
    }
    expect(await Promise.all(running)).toEqual(tasks.map((_, index) => String(index)))
  })
})
