import { describe, expect, it } from 'vitest'
import { epoOps } from '../src/upstreams/epo-ops.ts'
import { usptoOdp } from '../src/upstreams/uspto-odp.ts'

// What the EPO and the USPTO publish (see the fixture READMEs' "Audit (2026-11)" sections).
describe('provider declarations', () => {
  it('EPO OPS: the fair-use throttles per service, on the paths the operations call', () => {
    const limits = [epoOps.quota?.withKey ?? []].flat()
    const perMinute = (path: string) => limits.find((limit) => limit.paths?.some((prefix) => path.startsWith(prefix)))?.requests
    expect(perMinute('/3.2/rest-services/published-data/search/biblio')).toBe(30)
    expect(perMinute('/3.2/rest-services/published-data/publication/docdb/EP.1000000.A1/biblio')).toBe(200)
    expect(perMinute('/3.2/rest-services/family/publication/docdb/EP.1000000.A1')).toBe(60)
    expect(perMinute('/3.2/rest-services/legal/publication/docdb/EP.1000000.A1')).toBe(60)
    // The token request is not a data call and is not throttled.
    expect(perMinute('/3.2/auth/accesstoken')).toBeUndefined()
  })

  it('USPTO ODP: the rate-limits page\'s stricter rate (4 a second), weekly quota (1,200,000) and 5 s after a 429; one call at a time', () => {
    expect(usptoOdp.quota).toEqual({ withKey: [{ requests: 4, perSeconds: 1 }, { requests: 1_200_000, perSeconds: 604_800 }], lockoutSeconds: 5, url: 'https://data.uspto.gov/apis/api-rate-limits' })
    expect(usptoOdp.concurrency).toBe(1)
  })

  it('both need a key and say where to get it', () => {
    expect(epoOps.key?.signupUrl).toBe('https://developers.epo.org/user/register')
    expect(usptoOdp.key?.signupUrl).toBe('https://data.uspto.gov/myodp')
  })
})
