import { createTestPaymentGate, refusedThenServed, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { occupationFixtures, RELATED, SEARCH } from './_harness.ts'

// A count beside a list left out (issue 37): refused, not charged, not kept; the good answer sent next is served.
const kept = testHost({ ...occupationFixtures, hostPer: 'test', paid: true, freshGate: createTestPaymentGate })
const call = (path: string) => kept.call(path, undefined, undefined, { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000a1' } })

describe('occupation: a count with no occupation list', () => {
  it('search: a 502, not charged; then the good answer is served', async () => {
    // Made up for the test: a total with no `occupation` (O*NET sends `occupation: []` when nothing matches).
    const bad = { body: { start: 1, end: 10, total: 42 } }
    const { body } = await refusedThenServed(kept, { path: '/api/occupation/search?q=registered%20nurse', route: SEARCH, bad, good: { file: 'onet/search-nurse.json' } })
    expect(body.data).toMatchObject({ total: 42 })
    expect(body.data.items[0]).toMatchObject({ code: '29-1141.00' })
  })

  it('related: a 502, not charged; then the good answer is served', async () => {
    // Made up for the test: a total with no `occupation`.
    const bad = { body: { start: 1, end: 3, total: 3 } }
    const { body } = await refusedThenServed(kept, { path: '/api/occupation/related?code=17-2051.00', route: RELATED, bad, refusal: { answer: 'unusable' }, good: { file: 'onet/civil-engineers-related.json' } })
    expect(body.data).toMatchObject({ total: 3, items: [{ code: '17-2081.00' }, {}, {}] })
  })

  it('related: a total of 0 with no list is none', async () => {
    // Made up for the test: a total of 0 with no `occupation`.
    kept.set(RELATED, { body: { start: 1, end: 0, total: 0 } })
    expect((await call('/api/occupation/related?code=17-2051.00')).body.data).toMatchObject({ items: [], total: 0 })
  })
})
