import { describe, expect, it } from 'vitest'
import { pypi } from '../src/upstreams/pypi.ts'

// What PyPI publishes (see test/fixtures/pypi/README.md, "Audit (2026-11)").
describe('provider declarations', () => {
  it('PyPI: no published rate limit (no quota), terms of service linked', () => {
    expect(pypi.quota).toBeUndefined()
    expect(pypi.terms).toMatchObject({ url: 'https://policies.python.org/pypi.org/Terms-of-Service/', commercial: { use: 'allowed' } })
  })
})
