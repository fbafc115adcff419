import { describe, expect, it } from 'vitest'
import { ecbData } from '../src/upstreams/ecb-data.ts'

// What the ECB publishes (see test/fixtures/ecb-data/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('ECB Data Portal: reuse with the ECB named as the source, carried in meta.attribution', () => {
    expect(ecbData.terms?.commercial.use).toBe('allowed')
    expect(ecbData.terms?.attribution?.text).toMatch(/European Central Bank/)
  })
})
