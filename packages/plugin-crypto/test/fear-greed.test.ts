import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { cryptoPlugin } from '../src/index.ts'
import { fixture, harness } from './_harness.ts'

const h = harness({ 'GET /fng/': fixture('alternative-me/fng-3.json') }, ['alternative-me'])

describe('crypto.fear-greed', () => {
  it('answers the index with numbers and ISO dates, newest first', async () => {
    const { status, body } = await h.call('/api/crypto/fear-greed?limit=3')
    expect(status).toBe(200)
    expect(h.last().query.get('limit')).toBe('3')
    expect(body.data.items).toStrictEqual([
      { value: 94, classification: 'Extreme Greed', timestamp: '2024-11-23T00:00:00.000Z', nextUpdateSeconds: 52431 },
      { value: 90, classification: 'Extreme Greed', timestamp: '2024-11-22T00:00:00.000Z', nextUpdateSeconds: null },
      { value: 48, classification: 'Neutral', timestamp: '2024-11-21T00:00:00.000Z', nextUpdateSeconds: null },
    ])
  })
  it('answers 502 when the API reports an error or an index out of range', async () => {
    h.set('GET /fng/', { body: { name: 'Fear and Greed Index', data: [], metadata: { error: 'Limit must be a number' } } })
    expect((await h.call('/api/crypto/fear-greed')).status).toBe(502)
    h.set('GET /fng/', { body: { name: 'Fear and Greed Index', data: [{ value: '140', value_classification: 'Greed', timestamp: '1732320000' }], metadata: { error: null } } })
    expect((await h.call('/api/crypto/fear-greed')).status).toBe(502)
  })
  h.failures('GET /fng/', '/api/crypto/fear-greed')
  h.refusals('/api/crypto/fear-greed', [['limit=0', 'limit'], ['limit=91', 'limit'], ['limit=1.5', 'limit']])
})

describe('crypto.fear-greed: an error sent with 200 is not kept', () => {
  // One host per test, whose calls share its cache (the index is kept 15 minutes).
  const kept = testHost({ plugins: [cryptoPlugin], upstreams: ['alternative-me'], hostPer: 'test', routes: { 'GET /fng/': fixture('alternative-me/fng-3.json') } })
  const bad: Array<[string, object, string]> = [
    // Shape of alternative.me's answer (name, data, metadata.error); the message is made up for the test.
    ['metadata.error', { name: 'Fear and Greed Index', data: [], metadata: { error: 'Service temporarily unavailable' } }, 'Service temporarily unavailable'],
    // Made up for the test: a value outside 0-100.
    ['an index value out of range', { name: 'Fear and Greed Index', data: [{ value: '140', value_classification: 'Greed', timestamp: '1732320000' }], metadata: { error: null } }, 'out of range'],
  ]
  for (const [what, body, error] of bad) {
    it(`${what}: a 502, then the index sent next is read and kept`, async () => {
      kept.set('GET /fng/', { body })
      expect(await kept.call('/api/crypto/fear-greed?limit=3')).toMatchObject({ status: 502, body: { code: 'UPSTREAM_FAILED', answer: 'unusable', error: expect.stringContaining(error) } })
      kept.reset()
      expect((await kept.ok('/api/crypto/fear-greed?limit=3')).items).toHaveLength(3)
      expect((await kept.ok('/api/crypto/fear-greed?limit=3')).items).toHaveLength(3)
      expect(kept.requestsTo('GET /fng/')).toHaveLength(2)
    })
  }
})
