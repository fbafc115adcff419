import { describe, expect, it } from 'vitest'
import { defineUpstream, openLicence, sourceOf, upstreamAvailability, usGovernmentWork } from '../src/index.ts'
import { attributionOf } from '../src/upstream/terms.ts'

const declared = (facts: ReturnType<typeof usGovernmentWork>) => defineUpstream({ id: 'facts-api', name: 'Facts API', baseUrl: 'https://facts.invalid', ...facts })

describe('usGovernmentWork', () => {
  it('states the licence and the terms of a federal work once: public domain (17 U.S.C. 105), any use', () => {
    expect(usGovernmentWork({ data: 'CPSC recalls' })).toStrictEqual({
      license: 'Public domain (U.S. government work)',
      terms: { url: 'https://www.usa.gov/government-copyright', commercial: { use: 'allowed', note: 'CPSC recalls: a U.S. government work (17 U.S.C. 105), in the public domain' } },
    })
  })

  it('keeps what a provider adds: its agency, licence note, terms page, condition, citation', () => {
    const nass = usGovernmentWork({ data: 'NASS statistics', agency: 'USDA', licenseNote: 'cite USDA NASS Quick Stats', url: 'https://nass.invalid/citation', note: 'cite the source', commercialUrl: 'https://nass.invalid/reuse', attribution: 'Source: USDA NASS' })
    expect(nass).toStrictEqual({
      license: 'Public domain (U.S. government work, USDA); cite USDA NASS Quick Stats',
      terms: {
        url: 'https://nass.invalid/citation',
        commercial: { use: 'allowed', note: 'NASS statistics: a U.S. government work (17 U.S.C. 105), in the public domain; cite the source', url: 'https://nass.invalid/reuse' },
        attribution: { text: 'Source: USDA NASS' },
      },
    })
  })

  it('keeps a licence line that says more exactly what the data is (filings published as a public record)', () => {
    const fara = usGovernmentWork({ data: 'FARA registrations', license: 'Public record (U.S. government work)', note: "the filed documents are the registrants' own" })
    expect(fara.license).toBe('Public record (U.S. government work)')
    expect(fara.terms.commercial.note).toBe("FARA registrations: a U.S. government work (17 U.S.C. 105), in the public domain; the filed documents are the registrants' own")
    // The whole line: a note on it would be dropped, so the two are not given together.
    // @ts-expect-error `license` is the whole licence line: no `licenseNote` beside it
    expect(usGovernmentWork({ data: 'LDA filings', license: 'Public record', licenseNote: 'LDA API terms' }).license).toBe('Public record')
  })

  it('spread into a definition, its facts reach the answer: source licence, meta.attribution, served without a key', () => {
    const upstream = declared(usGovernmentWork({ data: 'Quakes', attribution: { text: 'Courtesy of the USGS', url: 'https://usgs.invalid/credits' } }))
    expect(sourceOf(upstream).license).toBe('Public domain (U.S. government work)')
    expect(attributionOf(upstream)).toStrictEqual({ provider: 'Facts API', text: 'Courtesy of the USGS', url: 'https://usgs.invalid/credits' })
    expect(upstreamAvailability(upstream, { upstreams: {} })).toEqual({ available: true })
  })
})

describe('openLicence', () => {
  it('CC BY 4.0: names the holder, says what the licence allows, carries the credit (its URL the terms page)', () => {
    const worldBank = declared(openLicence('CC-BY-4.0', { holder: 'The World Bank', attribution: 'The World Bank: World Bank Open Data (CC BY 4.0)' }))
    expect(worldBank.license).toBe('CC BY 4.0 (The World Bank)')
    expect(worldBank.terms).toStrictEqual({
      url: 'https://creativecommons.org/licenses/by/4.0/',
      commercial: { use: 'allowed', note: 'CC BY 4.0: any use, commercial included, with attribution' },
      attribution: { text: 'The World Bank: World Bank Open Data (CC BY 4.0)' },
    })
    expect(attributionOf(worldBank)?.url).toBe('https://creativecommons.org/licenses/by/4.0/')
  })

  it('with the provider\'s own terms page, the commercial-use sentence points at the licence\'s text', () => {
    const { license, terms } = openLicence('ODbL-1.0', { licenseNote: 'images CC BY-SA 3.0', url: 'https://food.invalid/terms', attribution: 'Data from Food DB, ODbL' })
    expect(license).toBe('Open Database License (ODbL) 1.0; images CC BY-SA 3.0')
    expect(terms.url).toBe('https://food.invalid/terms')
    expect(terms.commercial).toStrictEqual({ use: 'allowed', note: 'Open Database License (ODbL) 1.0: any use, commercial included, with attribution; databases derived from it stay ODbL', url: 'https://opendatacommons.org/licenses/odbl/1-0/' })
    expect(openLicence('OGL-UK-3.0', { attribution: 'Contains public sector information licensed under the Open Government Licence v3.0.' }).license).toBe('Open Government Licence v3.0')
  })

  it('CC0 needs no credit; a licence that asks for one refuses a declaration without it', () => {
    const { license, terms } = openLicence('CC0-1.0', { holder: 'GLEIF LEI data', note: 'free of charge' })
    expect(license).toBe('CC0 1.0 (GLEIF LEI data)')
    expect(terms).toStrictEqual({ url: 'https://creativecommons.org/publicdomain/zero/1.0/', commercial: { use: 'allowed', note: 'CC0 1.0: dedicated to the public domain, any use, commercial included; free of charge' } })
    // @ts-expect-error CC BY asks for credit: the attribution is required
    expect(() => openLicence('CC-BY-4.0', { holder: 'Someone' })).toThrow('CC BY 4.0 asks for credit')
  })
})
