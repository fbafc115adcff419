import type { SvcConfigInput } from '@svc/core'
import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { financePlugin } from '../src/index.ts'
import { secData, secWww } from '../src/sec/upstreams.ts'
import { binlist, openFigi, razorpayIfsc } from '../src/upstreams/reference.ts'

// What the providers publish (see the fixture READMEs' "Audit (2026-11)" sections).
describe('provider declarations', () => {
  const h = testHost({ plugins: [financePlugin] })

  it('SEC EDGAR: 10 requests a second for both hosts together, a 10-minute block past it, public-domain data', () => {
    for (const sec of [secData, secWww]) {
      expect(sec.quota).toMatchObject({ withoutKey: { requests: 10, perSeconds: 1 }, bucket: 'sec', lockoutSeconds: 600 })
      expect(sec.terms?.commercial.use).toBe('allowed')
      expect(sec.requiredSettings).toEqual([expect.objectContaining({ path: 'finance.secUserAgent' })])
    }
  })

  it('the SEC operations are unavailable until the operator names itself in the User-Agent SEC requires', async () => {
    const directory = async (config: SvcConfigInput) => {
      const { body } = await h.call('/api/directory', undefined, config)
      return body.operations.find((entry: { id: string }) => entry.id === 'finance.sec-filings')
    }
    const without = await directory({})
    expect(without).toMatchObject({ available: false })
    expect(without.unavailableReason).toContain('settings.finance.secUserAgent')
    expect(await directory({ settings: { finance: { secUserAgent: 'Example Ops ops@example.org' } } })).toMatchObject({ available: true })
  })

  it('binlist: 5 requests an hour, counted across hosts', () => {
    expect(binlist.quota).toMatchObject({ withoutKey: { requests: 5, perSeconds: 3600 } })
  })

  it('OpenFIGI: the published per-minute request limits with and without a key', () => {
    expect(openFigi.quota?.withoutKey).toEqual([{ requests: 25, perSeconds: 60, paths: ['/v3/mapping'] }, { requests: 5, perSeconds: 60, paths: ['/v3/search', '/v3/filter'] }])
    expect(openFigi.quota?.withKey).toEqual([{ requests: 25, perSeconds: 6, paths: ['/v3/mapping'] }, { requests: 20, perSeconds: 60, paths: ['/v3/search', '/v3/filter'] }])
    expect(openFigi.terms?.commercial.use).toBe('allowed')
  })

  it('Razorpay IFSC: MIT-licensed data, declared', () => {
    expect(razorpayIfsc.terms?.commercial.use).toBe('allowed')
  })
})
