import { describe, expect, it } from 'vitest'
import { createLimiter } from '../src/limiter.ts'

describe('image.compress: concurrency', () => {
  it('runs `limit` tasks at once, queues `maxWaiting` more in order, and answers 503 past that', async () => {
    const run = createLimiter(1, 1, 'image')
    const order: string[] = []
    let release!: () => void
    const first = run(() => new Promise<void>((resolve) => { release = resolve }).then(() => order.push('first')))
    const second = run(async () => order.push('second'))
    await expect(run(async () => order.push('third'))).rejects.toMatchObject({ code: 'UNAVAILABLE', status: 503, headers: { 'retry-after': '2' } })
    release()
    await Promise.all([first, second])
    expect(order).toEqual(['first', 'second'])
    expect(await run(async () => 'free again')).toBe('free again')
  })
})
