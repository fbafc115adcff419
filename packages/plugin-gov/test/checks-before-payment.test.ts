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

  // Congress.gov: a parameter given without the ones it depends on.
  it('congress-bill: a number without congress or type, a type without congress, answer 400', async () => {
    await t.rejects('/api/gov/congress-bill?number=2&type=hr', 'congress')
    await t.rejects('/api/gov/congress-bill?number=2&congress=118', 'type')
    await t.rejects('/api/gov/congress-bill?type=hr', 'congress')
    await t.status('/api/gov/congress-bill?number=2&congress=118&type=hr', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('bill-summaries: a type without congress answers 400', async () => {
    await t.rejects('/api/gov/bill-summaries?type=s', 'congress')
    await t.status('/api/gov/bill-summaries?type=s&congress=118', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('congress-amendment: a number without congress or type, a type without congress, answer 400', async () => {
    await t.rejects('/api/gov/congress-amendment?number=3&type=samdt', 'congress')
    await t.rejects('/api/gov/congress-amendment?number=3&congress=118', 'type')
    await t.rejects('/api/gov/congress-amendment?type=hamdt', 'congress')
    await t.status('/api/gov/congress-amendment?number=3&congress=118&type=samdt', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('congress-hearing: a jacket number without congress or chamber, a chamber without congress, answer 400', async () => {
    await t.rejects('/api/gov/congress-hearing?jacketNumber=54136&chamber=house', 'congress')
    await t.rejects('/api/gov/congress-hearing?jacketNumber=54136&congress=118', 'chamber')
    await t.rejects('/api/gov/congress-hearing?chamber=senate', 'congress')
    await t.status('/api/gov/congress-hearing?jacketNumber=54136&congress=118&chamber=house', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('congress-nomination: a number without congress answers 400', async () => {
    await t.rejects('/api/gov/congress-nomination?number=1084', 'congress')
    await t.status('/api/gov/congress-nomination?number=1084&congress=118', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('congress-treaty: a number without congress, a suffix without number, answer 400', async () => {
    await t.rejects('/api/gov/congress-treaty?number=4', 'congress')
    await t.rejects('/api/gov/congress-treaty?congress=118&suffix=A', 'number')
    await t.status('/api/gov/congress-treaty?congress=118&number=4&suffix=A', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('congress-committee: a system code of no chamber answers 400', async () => {
    await t.rejects('/api/gov/congress-committee?systemCode=xsag00', 'systemCode')
    await t.status('/api/gov/congress-committee?systemCode=hsag00', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('congress-member: a district without state (list mode) answers 400', async () => {
    await t.rejects('/api/gov/congress-member?district=5', 'state')
    await t.status('/api/gov/congress-member?district=5&state=CA', 402, undefined, 'PAYMENT_REQUIRED')
    // A lookup by Bioguide id reads neither: not refused.
    await t.status('/api/gov/congress-member?bioguideId=P000197&district=5', 402, undefined, 'PAYMENT_REQUIRED')
  })

  it('congress-record: a day without month, a month without year, answer 400', async () => {
    await t.rejects('/api/gov/congress-record?day=4&year=2023', 'month')
    await t.rejects('/api/gov/congress-record?month=4', 'year')
    await t.status('/api/gov/congress-record?year=2023&month=5&day=4', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
