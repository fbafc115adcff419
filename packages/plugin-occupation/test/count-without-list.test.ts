import { createTestPaymentGate, TEST_PAYER_HEADER, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { occupationFixtures, RELATED, SEARCH } from './_harness.ts'

// A count beside a list left out (issue 37): refused, not charged, not kept; the good answer sent next is served.
const kept = testHost({ ...occupationFixtures, hostPer: 'test', paid: true, freshGate: createTestPaymentGate })
const call = (path: string) => kept.call(path, undefined, undefined, { headers: { [TEST_PAYER_HEADER]: '0x00000000000000000000000000000000000000a1' } })

describe('occupation: a count with no occupation list', () => {
  it('search: a 502, not charged; then the good answer is served', async () => {
    // Made up for the test: a total with no `occupation` (O*NET sends `occupation: []` when nothing matches).
    kept.set(SEARCH, { body: { start: 1, end: 10, total: 42 } })
    expect(await call('/api/occupation/search?q=registered%20nurse')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    expect(kept.gate.settled).toHaveLength(0)
    kept.set(SEARCH, { file: 'onet/search-nurse.json' })
    const { status, body } = await call('/api/occupation/search?q=registered%20nurse')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 42 })
    expect(body.data.items[0]).toMatchObject({ code: '29-1141.00' })
    expect(kept.gate.settled).toHaveLength(1)
  })

  it('related: a 502, not charged; then the good answer is served', async () => {
    // Made up for the test: a total with no `occupation`.
    kept.set(RELATED, { body: { start: 1, end: 3, total: 3 } })
    expect(await call('/api/occupation/related?code=17-2051.00')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable' } })
    expect(kept.gate.settled).toHaveLength(0)
    kept.set(RELATED, { file: 'onet/civil-engineers-related.json' })
    const { status, body } = await call('/api/occupation/related?code=17-2051.00')
    expect(status).toBe(200)
    expect(body.data).toMatchObject({ total: 3, items: [{ code: '17-2081.00' }, {}, {}] })
    expect(kept.gate.settled).toHaveLength(1)
  })

  it('related: a total of 0 with no list is none', async () => {
    // Made up for the test: a total of 0 with no `occupation`.
    kept.set(RELATED, { body: { start: 1, end: 0, total: 0 } })
    expect((await call('/api/occupation/related?code=17-2051.00')).body.data).toMatchObject({ items: [], total: 0 })
  })
})
