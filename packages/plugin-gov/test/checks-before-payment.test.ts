import { pluginTestApp } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { govPlugin } from '../src/index.ts'

// Listed prices and keys set, no upstream reachable: what can only fail answers 400 before the 402.
const t = pluginTestApp(govPlugin, {
  paid: true,
  upstreams: {
    openfec: { baseUrl: 'http://127.0.0.1:9', key: 'test-key' },
    fmcsa: { baseUrl: 'http://127.0.0.1:9', key: 'test-key' },
    'congress-gov': { baseUrl: 'http://127.0.0.1:9', key: 'test-key' },
    'congress-legislators': { baseUrl: 'http://127.0.0.1:9' },
  },
})

describe('gov checks before payment', () => {
  it('carrier-safety: both modes at once (dot and name) answer 400', async () => {
    await t.rejects('/api/gov/carrier-safety?dot=53467&name=acme', 'dot')
    await t.status('/api/gov/carrier-safety?dot=53467', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('fec-expenditures: dates in the wrong order, or no filter, answer 400', async () => {
    await t.rejects('/api/gov/fec-expenditures?purpose=media&from=2026-05-02&to=2026-05-01', 'to')
    await t.rejects('/api/gov/fec-expenditures?state=CA', 'committeeId')
    await t.status('/api/gov/fec-expenditures?purpose=media&from=2026-05-01&to=2026-05-02', 402, undefined, 'PAYMENT_REQUIRED')
  })

  // Congress.gov: a parameter given without those it needs is refused, naming the missing one; completed, the call reaches the 402.
  const CONGRESS: Record<string, { refused: [query: string, field: string][]; paid: string[] }> = {
    'congress-bill': { refused: [['number=2&type=hr', 'congress'], ['number=2&congress=118', 'type'], ['type=hr', 'congress']], paid: ['number=2&congress=118&type=hr'] },
    'bill-summaries': { refused: [['type=s', 'congress']], paid: ['type=s&congress=118'] },
    'congress-amendment': { refused: [['number=3&type=samdt', 'congress'], ['number=3&congress=118', 'type'], ['type=hamdt', 'congress']], paid: ['number=3&congress=118&type=samdt'] },
    'congress-hearing': { refused: [['jacketNumber=54136&chamber=house', 'congress'], ['jacketNumber=54136&congress=118', 'chamber'], ['chamber=senate', 'congress']], paid: ['jacketNumber=54136&congress=118&chamber=house'] },
    'congress-nomination': { refused: [['number=1084', 'congress']], paid: ['number=1084&congress=118'] },
    'congress-treaty': { refused: [['number=4', 'congress'], ['congress=118&suffix=A', 'number']], paid: ['congress=118&number=4&suffix=A'] },
    'congress-committee': { refused: [['systemCode=xsag00', 'systemCode']], paid: ['systemCode=hsag00'] },
    // A lookup by Bioguide id reads neither district nor state: not refused.
    'congress-member': { refused: [['district=5', 'state']], paid: ['district=5&state=CA', 'bioguideId=P000197&district=5'] },
    'congress-record': { refused: [['day=4&year=2023', 'month'], ['month=4', 'year']], paid: ['year=2023&month=5&day=4'] },
  }
  for (const [name, { refused, paid }] of Object.entries(CONGRESS)) {
    it(`${name}: a parameter without those it needs answers 400 before the 402`, async () => {
      for (const [query, field] of refused) await t.rejects(`/api/gov/${name}?${query}`, field)
      for (const query of paid) await t.status(`/api/gov/${name}?${query}`, 402, undefined, 'PAYMENT_REQUIRED')
    })
  }
})
