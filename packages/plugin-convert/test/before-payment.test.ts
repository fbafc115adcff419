import { testHost } from '@svc/core/testing'
import { describe, it } from 'vitest'
import { convertPlugin } from '../src/index.ts'

// Listed prices kept: an unpaid call that can succeed answers 402, one that can only fail answers 400 first.
const t = testHost({ plugins: convertPlugin, paid: true })

describe('convert.unit before payment', () => {
  it('refuses units of two quantities, unknown units and temperatures below absolute zero with a 400, not a 402', async () => {
    await t.rejects('/api/convert/unit?value=1&from=kg&to=km', 'to')
    await t.rejects('/api/convert/unit?value=1&from=parsec-ish&to=km', 'from')
    await t.rejects('/api/convert/unit?value=-300&from=C&to=F', 'value')
  })

  it('refuses a result too large to express with a 400, not a 402', async () => {
    await t.rejects('/api/convert/unit?value=1e307&from=km&to=mm', 'value')
  })

  it('asks for payment for a conversion that can succeed', async () => {
    await t.status('/api/convert/unit?value=1&from=mi&to=km', 402, undefined, 'PAYMENT_REQUIRED')
  })
})

describe('convert.currency before payment', () => {
  it('refuses a day not published yet with a 400, not a 402', async () => {
    await t.rejects('/api/convert/currency?from=EUR&to=USD&date=2999-01-01', 'date')
    await t.status('/api/convert/currency?from=EUR&to=USD&date=2024-01-02', 402, undefined, 'PAYMENT_REQUIRED')
  })
})
