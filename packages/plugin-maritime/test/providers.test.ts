import { describe, expect, it } from 'vitest'
import { datalastic } from '../src/upstreams/datalastic.ts'
import { ngaMsi } from '../src/upstreams/nga-msi.ts'

// What Datalastic and NGA publish (see the fixture READMEs' "Audit (2026-11)" sections).
describe('provider declarations', () => {
  it('Datalastic: a paid key, 600 requests a minute', () => {
    expect(datalastic.key).toMatchObject({ required: true, in: 'query', name: 'api-key' })
    expect(datalastic.quota?.withKey).toEqual({ requests: 600, perSeconds: 60 })
    expect(datalastic.terms?.commercial.use).toBe('with-key')
  })

  it('NGA MSI: public-domain data, no key', () => {
    expect(ngaMsi.key).toBeUndefined()
    expect(ngaMsi.terms?.commercial.use).toBe('allowed')
  })
})
