import { pluginTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { encyclopediaPlugin } from '../src/index.ts'

// Listed prices kept, every upstream keyed and unreachable: what can only fail answers 400 before
// the 402, and a call that can succeed still asks for payment.
const upstreams = Object.fromEntries(encyclopediaPlugin.operations.flatMap((operation) => operation.upstreams ?? []).map((upstream) => [upstream.id, { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }]))
const t = pluginTestApp(encyclopediaPlugin, { paid: true, upstreams })

/** Each operation with calls that can only fail (and the field each names), and one that can succeed. */
const CASES: Array<[operation: string, refused: Array<[query: string, field: string]>, payable: string]> = [
  ['summary', [['lang=en', 'title'], ['title=Paris&q=paris', 'q']], 'title=Paris'],
]

describe('encyclopedia checks before payment', () => {
  for (const [operation, refused, payable] of CASES) {
    it(`${operation}: a call that can only fail answers 400 naming the field, one that can succeed 402`, async () => {
      for (const [query, field] of refused) await t.rejects(`/api/encyclopedia/${operation}?${query}`, field)
      const asked = await t.call(`/api/encyclopedia/${operation}?${payable}`)
      expect(asked.status, JSON.stringify(asked.body)).toBe(402)
    })
  }
})
