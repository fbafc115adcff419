import { createTestPaymentGate, refusedThenServed, testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'
import { fixture, harness } from './_harness.ts'

const CHAIN = '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971'
const SIG = 'b44679b9a59af2ec876b1a6b1ad52ea9b1615fc3982b19576350f93447cb1125e342b73a8dd2bacbe47e4b6b63ed5e39'
const h = harness({
  [`GET /${CHAIN}/public/1000`]: fixture('drand/quicknet-1000.json'),
  [`GET /${CHAIN}/public/latest`]: fixture('drand/quicknet-1000.json'),
  [`GET /${CHAIN}/public/999999999`]: { status: 425, body: 'Too Early' },
}, ['drand'])

describe('crypto.vrf (drand quicknet round 1000, as published)', () => {
  it('verifies the BLS signature against the pinned key and answers randomness = sha256(signature)', async () => {
    const { status, body } = await h.call('/api/crypto/vrf?round=1000')
    expect(status).toBe(200)
    expect(body.data.items[0]).toMatchObject({
      chainHash: CHAIN, scheme: 'bls-unchained-g1-rfc9380', round: 1000, time: '2023-08-23T15:59:24.000Z',
      randomness: 'fe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd', signature: SIG, verified: true, range: null,
    })
  })
  it('maps the randomness into [min, max]', async () => {
    const { body } = await h.call('/api/crypto/vrf?min=1&max=6')
    expect(h.last().path).toBe(`/${CHAIN}/public/latest`)
    const expected = 1 + Number(BigInt('0xfe290beca10872ef2fb164d2aa4442de4566183ec51c56ff3cd603d930e54fdd') % 6n)
    expect(body.data.items[0].range).toStrictEqual({ min: 1, max: 6, value: expected })
  })
  it('refuses a beacon whose signature does not verify, or that is for another round', async () => {
    h.set(`GET /${CHAIN}/public/1000`, { body: { round: 1000, signature: `${SIG.slice(0, -1)}8` } })
    expect(await h.call('/api/crypto/vrf?round=1000')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED' } })
    h.set(`GET /${CHAIN}/public/1000`, { body: { round: 1001, signature: SIG } })
    expect((await h.call('/api/crypto/vrf?round=1000')).status).toBe(502)
    h.set(`GET /${CHAIN}/public/1000`, { body: { round: 1000, signature: SIG, randomness: '00'.repeat(32) } })
    expect((await h.call('/api/crypto/vrf?round=1000')).status).toBe(502)
  })
  it('answers 404 for a future round', async () => {
    expect(await h.call('/api/crypto/vrf?round=999999999')).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } })
  })
  h.failures(`GET /${CHAIN}/public/1000`, '/api/crypto/vrf?round=1000')
  h.refusals('/api/crypto/vrf', [['round=0', 'round'], ['round=1.5', 'round'], ['min=1', 'max'], ['max=5', 'min'], ['min=5&max=5', 'max'], [`min=0&max=${2 ** 54}`, 'max']])
})

describe('crypto.vrf: a beacon that is not the round asked for, or does not verify, is not kept', () => {
  // One host per test, whose calls share its cache (a round is kept a day); priced, so a charge shows.
  const kept = testHost({ plugins: [cryptoPlugin], upstreams: ['drand'], hostPer: 'test', paid: true, freshGate: createTestPaymentGate, routes: { [`GET /${CHAIN}/public/1000`]: fixture('drand/quicknet-1000.json') } })
  // Made up for the test: the published beacon of round 1000 with its signature altered, with another round, with other randomness.
  const bad: Array<[string, object, string]> = [
    ['a signature that does not verify', { round: 1000, signature: `${SIG.slice(0, -1)}8` }, 'failed BLS verification'],
    ['another round', { round: 1001, signature: SIG }, 'round 1001 for round 1000'],
    ['randomness other than sha256(signature)', { round: 1000, signature: SIG, randomness: '00'.repeat(32) }, 'failed BLS verification'],
  ]
  for (const [what, body, error] of bad) {
    it(`${what}: a 502, not charged; then the beacon sent next is read`, async () => {
      const refusal = { answer: 'unusable', error: expect.stringContaining(error) }
      const served = await refusedThenServed(kept, { path: '/api/crypto/vrf?round=1000', route: `GET /${CHAIN}/public/1000`, bad: { body }, refusal })
      expect(served.body.data.items).toMatchObject([{ round: 1000, verified: true }])
    })
  }
})
