import { describe, expect, it } from 'vitest'
import { ilOpenData, txOpenData, waOpenData } from '../src/upstreams/open-data.ts'

// What the state portals publish (see test/fixtures/socrata/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('the Washington, Illinois and Texas portals state their terms and where an app token is issued', () => {
    for (const portal of [waOpenData, ilOpenData, txOpenData]) {
      expect(portal.terms?.commercial.use, portal.id).toBe('allowed')
      expect(portal.key?.signupUrl, portal.id).toBe(`${portal.baseUrl}/profile/edit/developer_settings`)
    }
  })
})
