import { createUpstreams, upstreamAvailability } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { openMeteo, openMeteoAirQuality, openMeteoArchive, openMeteoMarine } from '../src/open-meteo/index.ts'
import { providerFixture, signal } from './provider-client.ts'

// A forecast answer's outer members; the values are made up.
const fixture = providerFixture(openMeteo, { 'GET /v1/forecast': { body: { latitude: 52.52, longitude: 13.4, current: { temperature_2m: 3.1 } } } })
const all = [openMeteo, openMeteoArchive, openMeteoMarine, openMeteoAirQuality]

describe('open-meteo', () => {
  it('is unavailable on a charging host until a key is set or its terms are accepted, naming both settings', () => {
    for (const definition of all) {
      const refused = upstreamAvailability(definition, { upstreams: {} })
      expect(refused.available).toBe(false)
      expect(refused.reason).toContain(`upstreams.${definition.id}.key`)
      expect(refused.reason).toContain(`upstreams.${definition.id}.acceptTerms`)
      expect(upstreamAvailability(definition, { upstreams: { [definition.id]: { key: 'k' } } }).available).toBe(true)
      expect(upstreamAvailability(definition, { upstreams: { [definition.id]: { acceptTerms: true } } }).available).toBe(true)
    }
  })

  it('refuses the call before sending it when neither is set', async () => {
    const client = createUpstreams({ upstreams: {} })(openMeteo)
    await expect(client.json('/v1/forecast', { query: { latitude: 52.52, longitude: 13.4 }, signal: signal() })).rejects.toMatchObject({ code: 'UPSTREAM_NOT_CONFIGURED' })
  })

  it('sends the key as apikey to the customer host once a key is set', async () => {
    const keyed = createUpstreams({ upstreams: { 'open-meteo': { key: 'k-1' } } }, { fetch: async (input) => Response.json({ url: String(input) }) })(openMeteo)
    const { data } = await keyed.json<{ url: string }>('/v1/forecast', { query: { latitude: 1, longitude: 2 }, signal: signal() })
    const url = new URL(data.url)
    expect([url.origin, url.searchParams.get('apikey')]).toEqual(['https://customer-api.open-meteo.com', 'k-1'])
    for (const definition of [openMeteoArchive, openMeteoMarine, openMeteoAirQuality]) expect(definition.key).toMatchObject({ baseUrlWithKey: definition.baseUrl.replace('https://', 'https://customer-') })
  })

  it('with the terms accepted and no key, calls the free host within its published limits', async () => {
    await fixture.client({ acceptTerms: true }).json('/v1/forecast', { query: { latitude: 52.52, longitude: 13.4 }, signal: signal() })
    expect(fixture.lastQuery()).toEqual({ latitude: '52.52', longitude: '13.4' })
    expect(openMeteo.quota?.withoutKey).toEqual([{ requests: 600, perSeconds: 60 }, { requests: 5000, perSeconds: 3600 }, { requests: 10_000, perSeconds: 86_400 }])
    expect(openMeteo.terms?.attribution?.text).toBe('Weather data by Open-Meteo.com')
  })
})
