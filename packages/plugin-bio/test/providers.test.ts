import { describe, expect, it } from 'vitest'
import { gbif } from '../src/upstreams/gbif.ts'
import { ncbi } from '../src/upstreams/ncbi.ts'
import { uniprot } from '../src/upstreams/uniprot.ts'

// What each provider publishes (see test/fixtures/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('NCBI E-utilities: 3 requests/s without a key, 10 with one, enforced as a quota', () => {
    expect(ncbi.quota?.withoutKey).toEqual({ requests: 3, perSeconds: 1 })
    expect(ncbi.quota?.withKey).toEqual({ requests: 10, perSeconds: 1 })
    expect(ncbi.key?.signupUrl).toBe('https://www.ncbi.nlm.nih.gov/account/settings/')
  })

  it('UniProt and GBIF: open for any use, with the credit their licences ask for', () => {
    expect(uniprot.terms?.commercial.use).toBe('allowed')
    expect(uniprot.terms?.attribution?.text).toContain('UniProt')
    expect(gbif.terms?.commercial.use).toBe('allowed')
    expect(gbif.terms?.attribution?.text).toContain('10.15468/39omei')
  })
})
