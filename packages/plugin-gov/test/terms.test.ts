import { upstreamAvailability, type UpstreamDefinition } from '@svc/core'
import { usgsWaterData } from '@svc/providers/usgs-water-data'
import { describe, expect, it } from 'vitest'
import { bea } from '../src/upstreams/bea.ts'
import { bop } from '../src/upstreams/bop.ts'
import { congressLegislators } from '../src/upstreams/congress-legislators.ts'
import { congressGov } from '../src/upstreams/congress.ts'
import { cpsc } from '../src/upstreams/cpsc.ts'
import { dol } from '../src/upstreams/dol.ts'
import { epaEcho } from '../src/upstreams/epa-echo.ts'
import { fara } from '../src/upstreams/fara.ts'
import { fccOpenData } from '../src/upstreams/fcc-opendata.ts'
import { femaNri } from '../src/upstreams/fema-nri.ts'
import { fmcsa } from '../src/upstreams/fmcsa.ts'
import { houseClerk } from '../src/upstreams/house-clerk.ts'
import { houseDisclosures } from '../src/upstreams/house-disclosures.ts'
import { hudUser } from '../src/upstreams/hud-user.ts'
import { lda } from '../src/upstreams/lda.ts'
import { senate } from '../src/upstreams/senate.ts'
import { senateEfd } from '../src/upstreams/senate-efd.ts'
import { ted } from '../src/upstreams/ted.ts'
import { usaspending } from '../src/upstreams/usaspending.ts'

const federal = [bea, bop, congressGov, cpsc, dol, epaEcho, fara, fccOpenData, femaNri, fmcsa, houseClerk, hudUser, lda, senate, usaspending, usgsWaterData]
const ethicsAct = [houseDisclosures, senateEfd]
const served = (definition: UpstreamDefinition, acceptTerms?: boolean) => upstreamAvailability(definition, { upstreams: { [definition.id]: { key: 'k', ...(acceptTerms === undefined ? {} : { acceptTerms }) } } })

describe('gov providers declare their terms', () => {
  it('federal works: any use, paid answers included (17 U.S.C. 105)', () => {
    for (const definition of federal) {
      expect(definition.terms, definition.id).toMatchObject({ url: 'https://www.usa.gov/government-copyright', commercial: { use: 'allowed', note: expect.stringContaining('17 U.S.C. 105') } })
      expect(served(definition, definition === bop ? true : undefined), definition.id).toEqual({ available: true })
    }
  })

  it('financial disclosure reports: no commercial use but news (5 U.S.C. 13107), so unavailable until the operator accepts the terms', () => {
    for (const definition of ethicsAct) {
      expect(served(definition), definition.id).toMatchObject({ available: false, reason: expect.stringContaining(`upstreams.${definition.id}.acceptTerms`) })
      expect(served(definition).reason).toContain('13107')
      expect(served(definition, true), definition.id).toEqual({ available: true })
    }
  })

  it('Senate eFD: the JSON behind its search page is undocumented too; one acceptance covers both', () => {
    expect(senateEfd.terms?.undocumented).toMatchObject({ note: expect.stringContaining('/search/report/data/'), url: 'https://efdsearch.senate.gov/search/home/' })
    expect(served(senateEfd).reason).toContain('13107')
    expect(served(senateEfd, true)).toEqual({ available: true })
  })

  it('financial disclosure sites publish no limit: report fetches are spaced (Clerk PDFs two a second; eFD, as a precaution, one every two seconds like its most-used clients)', () => {
    expect(houseDisclosures.quota?.withoutKey).toEqual({ requests: 2, perSeconds: 1, paths: ['/public_disc/ptr-pdfs/'] })
    expect(senateEfd.quota?.withoutKey).toEqual({ requests: 1, perSeconds: 2 })
  })

  it('FARA: the API page\'s throttle (5 requests in 10 s, a 429 blocking the rest of the window)', () => {
    expect(fara.quota).toMatchObject({ withoutKey: { requests: 5, perSeconds: 10 }, lockoutSeconds: 10, url: 'https://efile.fara.gov/ords/fara/f?p=107:3' })
  })

  it('BOP: its locator is an undocumented endpoint, so unavailable until the operator acknowledges it (a key does not)', () => {
    expect(bop.terms?.undocumented).toMatchObject({ note: expect.stringContaining('publishes no API'), url: 'https://www.bop.gov/inmateloc/' })
    expect(upstreamAvailability(bop, { upstreams: {} })).toMatchObject({ available: false, reason: expect.stringContaining('SVC_UPSTREAM_BOP_ACCEPT_TERMS=true or upstreams.bop.acceptTerms') })
    expect(served(bop, true)).toEqual({ available: true })
  })

  it('TED: reuse with the source acknowledged (Decision 2011/833/EU); congress-legislators: CC0', () => {
    expect(ted.terms).toMatchObject({ commercial: { use: 'allowed' }, attribution: { text: expect.stringContaining('© European Union') } })
    expect(congressLegislators.terms?.commercial.use).toBe('allowed')
  })
})
