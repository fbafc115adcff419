import { pluginTestApp, withQuery } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { countryPlugin } from '../src/index.ts'

// Listed prices kept, every upstream keyed and unreachable: what can only fail answers 400 before
// the 402, and a call that can succeed still asks for payment (null: it needs another plugin's operation).
const upstreams = Object.fromEntries(countryPlugin.operations.flatMap((operation) => operation.upstreams ?? []).map((upstream) => [upstream.id, { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }]))
const t = pluginTestApp(countryPlugin, { paid: true, upstreams })

type Params = Record<string, string | number | boolean | object>
/** Each operation with calls that can only fail (and the field each names), and one that can succeed. */
const CASES: Array<[operation: string, refused: Array<[params: Params, field: string]>, payable: Params | null]> = [
  ['lookup', [[{ alpha2: 'FR', alpha3: 'FRA' }, 'alpha3'], [{ alpha2: 'FR', fullText: true }, 'fullText']], { alpha2: 'FR' }],
]

/** The path and, for a POST, the body of a call. */
function request(operation: string, params: Params): [string, Params | undefined] {
  const path = `/api/country/${operation}`
  const method = countryPlugin.operations.find((entry) => entry.name === operation)!.method
  return method === 'POST' ? [path, params] : [withQuery(path, params as Record<string, string | number | boolean>), undefined]
}

describe('country checks before payment', () => {
  for (const [operation, refused, payable] of CASES) {
    it(`${operation}: a call that can only fail answers 400 naming the field`, async () => {
      for (const [params, field] of refused) {
        const [path, body] = request(operation, params)
        await t.rejects(path, field, body)
      }
      if (payable === null) return
      const asked = await t.call(...request(operation, payable))
      expect(asked.status, JSON.stringify(asked.body)).toBe(402)
    })
  }
})
