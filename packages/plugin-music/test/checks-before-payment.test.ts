import { pluginTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { musicPlugin } from '../src/index.ts'

// Listed prices kept, every upstream keyed and unreachable: what can only fail answers 400 before
// the 402, and a call that can succeed still asks for payment.
const upstreams = Object.fromEntries(musicPlugin.operations.flatMap((operation) => operation.upstreams ?? []).map((upstream) => [upstream.id, { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }]))
const t = pluginTestApp(musicPlugin, { paid: true, upstreams, config: { settings: { music: { contact: 'ops@example.org' } } } })

/** Each operation with calls that can only fail (and the field each names), and one that can succeed. */
const CASES: Array<[operation: string, refused: Array<[query: string, field: string]>, payable: string]> = [
  ['artist', [['limit=5', 'name'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&name=nirvana', 'name']], 'name=nirvana'],
  ['recording', [['limit=5', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&title=lithium', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&isrc=USRC17607839', 'isrc']], 'title=lithium'],
  ['release', [['limit=5', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&title=nevermind', 'title'], ['id=5b11f4ce-a62d-471e-81fc-a69a8278c7da&barcode=0720642442524', 'barcode']], 'title=nevermind'],
]

describe('music checks before payment', () => {
  for (const [operation, refused, payable] of CASES) {
    it(`${operation}: a call that can only fail answers 400 naming the field, one that can succeed 402`, async () => {
      for (const [query, field] of refused) await t.rejects(`/api/music/${operation}?${query}`, field)
      const asked = await t.call(`/api/music/${operation}?${payable}`)
      expect(asked.status, JSON.stringify(asked.body)).toBe(402)
    })
  }
})
