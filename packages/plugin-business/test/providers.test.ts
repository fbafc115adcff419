import { describe, expect, it } from 'vitest'
import { gleif } from '../src/upstreams/gleif.ts'
import { brasilApi, brreg, companiesHouse, krs, prh, rechercheEntreprises } from '../src/upstreams/registries.ts'

// What the providers publish (see the fixture READMEs' "Audit (2026-11)" sections).
describe('provider declarations', () => {
  it('GLEIF: 60 requests a minute, CC0 data', () => {
    expect(gleif.quota?.withoutKey).toEqual({ requests: 60, perSeconds: 60 })
    expect(gleif.terms?.commercial.use).toBe('allowed')
  })

  it('Annuaire des Entreprises: 7 requests a second; Licence Ouverte asks for the source', () => {
    expect(rechercheEntreprises.quota?.withoutKey).toEqual({ requests: 7, perSeconds: 1 })
    expect(rechercheEntreprises.terms?.attribution?.text).toMatch(/Annuaire des Entreprises/)
  })

  it('Companies House: 600 requests per 5 minutes per key; OGL v3 attribution', () => {
    expect(companiesHouse.quota?.withKey).toEqual({ requests: 600, perSeconds: 300 })
    expect(companiesHouse.key?.signupUrl).toMatch(/^https:\/\/developer\.company-information\.service\.gov\.uk/)
    expect(companiesHouse.terms?.attribution?.text).toMatch(/Open Government Licence v3\.0/)
  })

  it('Brønnøysund (NLOD) and PRH (CC BY 4.0) ask for attribution', () => {
    expect(brreg.terms?.attribution?.text).toMatch(/NLOD/)
    expect(prh.terms?.attribution?.text).toMatch(/PRH/)
  })

  it('every registry states its terms', () => {
    for (const upstream of [gleif, rechercheEntreprises, brreg, brasilApi, krs, companiesHouse, prh]) expect(upstream.terms?.commercial.use, upstream.id).toBe('allowed')
  })
})
