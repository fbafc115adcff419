import { randomUUID } from 'node:crypto'
import { createTestPaymentGate, describeWith, TEST_PAYER_HEADER, testHost, testRedisUrl } from '@svc/core/testing'
import { createRedisState } from '@svc/state-redis'
import { afterAll, describe, expect, it } from 'vitest'
import { redisKeysOf } from '../../state-redis/test/_run-keys.ts'
import { newsPlugin } from '../src/index.ts'

// GDELT's "Please limit requests to one every 5 seconds", sent with 200: its rate limit, answered as its 429 is.
const PAYER = { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000aa' } }
const run = `svc-news-test-${process.pid}-${randomUUID().slice(0, 8)}`

function rateLimitSuite(backend: 'embedded' | 'redis') {
  // One paid host per test on the backend's state; no quota (its 5 s spacing would hold each next call, in real time).
  const h = testHost({
    plugins: [newsPlugin], upstreams: ['gdelt'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, clock: '2026-11-20T00:00:00Z',
    ...(backend === 'redis' ? { state: () => createRedisState({ url: testRedisUrl(), prefix: `${run}-${randomUUID().slice(0, 8)}:` }) } : {}),
    elsewhere: { gdelt: (): { baseUrl: string; quota: [] } => ({ baseUrl: h.server.url, quota: [] }) },
    routes: { 'GET /doc/doc': { file: 'gdelt/slow-down.txt' } },
  })
  const summary = async (path: string) => {
    const answer = await h.call(path, undefined, undefined, PAYER)
    return { status: answer.status, code: (answer.body as { code?: string }).code, retryAfter: answer.headers.get('retry-after'), charged: h.gate.settled.length }
  }

  it('a 200 asking to slow down: a 429 with Retry-After, nothing charged or kept; no call goes out for 5 s', async () => {
    expect(await summary('/api/news/search?q=solar')).toEqual({ status: 429, code: 'UPSTREAM_RATE_LIMIT', retryAfter: '5', charged: 0 })
    h.set('GET /doc/doc', { file: 'gdelt/artlist-solar.json' })
    // Held off as after GDELT's 429: refused before anything is sent, not charged.
    expect(await summary('/api/news/search?q=solar')).toEqual({ status: 429, code: 'UPSTREAM_RATE_LIMIT', retryAfter: '5', charged: 0 })
    expect(h.requests).toHaveLength(1)
    h.clock.elapse(5_000)
    expect(await summary('/api/news/search?q=solar')).toEqual({ status: 200, code: undefined, retryAfter: null, charged: 1 })
    expect(h.requests).toHaveLength(2)
  })

  it('answers as GDELT\'s own 429 does', async () => {
    const sentence = [await summary('/api/news/search?q=solar'), await summary('/api/news/search?q=wind')]
    h.clock.elapse(5_000)
    h.set('GET /doc/doc', { status: 429, headers: { 'retry-after': '5' }, body: 'Too Many Requests' })
    const status429 = [await summary('/api/news/search?q=tide'), await summary('/api/news/search?q=wave')]
    expect(status429).toEqual(sentence)
  })
}

describe('news.search: GDELT\'s rate limit sent with 200 (embedded)', () => rateLimitSuite('embedded'))
const describeWithRedis = await describeWith('redis')
describeWithRedis('news.search: GDELT\'s rate limit sent with 200 (redis)', () => {
  afterAll(async () => {
    await redisKeysOf(run, true)
    expect(await redisKeysOf(run, false)).toEqual([])
  })
  rateLimitSuite('redis')
})
