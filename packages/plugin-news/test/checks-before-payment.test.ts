import { testHost } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { newsPlugin } from '../src/index.ts'

// Listed prices kept, no upstream reachable: what can only fail answers 400 before the 402.
const t = testHost({ plugins: newsPlugin, elsewhere: { gdelt: 'http://127.0.0.1:9', 'hn-search': 'http://127.0.0.1:9' }, paid: true })
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)

describe('news checks before payment', () => {
  it('search: dates in the wrong order, or before the last 90 days, answer 400', async () => {
    await t.rejects(`/api/news/search?q=solar&from=${daysAgo(2)}&to=${daysAgo(5)}`, 'to')
    await t.rejects(`/api/news/search?q=solar&from=${daysAgo(120)}`, 'from')
    await t.status(`/api/news/search?q=solar&from=${daysAgo(5)}&to=${daysAgo(2)}`, 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('newsboard-search: dates in the wrong order answer 400', async () => {
    await t.rejects('/api/news/newsboard-search?q=rust&from=2024-02-01&to=2024-01-01', 'to')
    await t.status('/api/news/newsboard-search?q=rust&from=2024-01-01&to=2024-02-01', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
