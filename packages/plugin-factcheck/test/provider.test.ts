import { describe, expect, it } from 'vitest'
import { googleFactCheck } from '../src/upstreams/google-factcheck.ts'

// What Google publishes (see test/fixtures/google-factcheck/README.md, "Audit (2026-11)").
describe('Google Fact Check Tools declaration', () => {
  it('needs the operator\'s API key, sent as `key`, with where to get one', () => {
    expect(googleFactCheck.key).toMatchObject({ required: true, in: 'query', name: 'key', signupUrl: expect.stringContaining('factchecktools.googleapis.com') })
    expect(googleFactCheck.terms?.commercial.use).toBe('allowed')
  })
})
