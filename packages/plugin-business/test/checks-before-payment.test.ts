import { pluginTestApp } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { businessPlugin } from '../src/index.ts'

// Listed prices kept, every upstream keyed and unreachable: what can only fail answers 400 before
// the 402, and a call that can succeed still asks for payment (null: it needs another plugin's operation).
const upstreams = Object.fromEntries(businessPlugin.operations.flatMap((operation) => operation.upstreams ?? []).map((upstream) => [upstream.id, { baseUrl: 'http://127.0.0.1:9', key: 'test-key' }]))
const t = pluginTestApp(businessPlugin, { paid: true, upstreams })
const LEI = '529900T8BM49AURSDO55'

const CASES: Array<[operation: string, refused: Array<[query: string, field: string]>, payable: string | null]> = [
  ['entity-profile', [['state=CT', 'entityId'], ['state=CT&entityId=123&name=acme', 'name']], 'state=CT&name=acme'],
  ['entity-screen', [['state=NY', 'name']], 'state=NY&name=acme'],
  ['lei-isins', [['limit=5', 'lei'], [`lei=${LEI}&isin=US0378331005`, 'lei']], 'isin=US0378331005'],
  ['uk-companies', [['limit=5', 'query'], ['query=tesco&companyNumber=00445790', 'query']], 'query=tesco'],
  ['naics', [['level=2', 'code'], ['code=51&query=software', 'code']], 'query=software'],
  ['br-cnpj', [['cnpj=19131243000198', 'cnpj']], 'cnpj=19.131.243/0001-97'],
  ['id-resolve', [['lei=529900T8BM49AURSDO55&ticker=AAPL', 'name'], ['cik=00012345678901', 'cik']], null],
]

describe('business checks before payment', () => {
  for (const [operation, refused, payable] of CASES) {
    it(`${operation}: a call that can only fail answers 400 naming the field`, async () => {
      for (const [query, field] of refused) await t.rejects(`/api/business/${operation}?${query}`, field)
      if (payable === null) return
      const asked = await t.call(`/api/business/${operation}?${payable}`)
      expect(asked.status, JSON.stringify(asked.body)).toBe(402)
    })
  }
})
