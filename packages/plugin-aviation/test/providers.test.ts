import { describe, expect, it } from 'vitest'
import { aviationWeather } from '../src/upstreams/aviationweather.ts'
import { ntsbCarol } from '../src/upstreams/ntsb.ts'

// What the AWC and the NTSB publish (see the fixture READMEs' "Audit (2026-11)" sections).
describe('provider declarations', () => {
  it('AWC Data API: 100 requests a minute, enforced across hosts, and a User-Agent naming the plugin', () => {
    expect(aviationWeather.quota?.withoutKey).toEqual({ requests: 100, perSeconds: 60 })
    expect(aviationWeather.headers?.['user-agent']).toMatch(/^svc-plugin-aviation /)
  })

  it('both are public-domain U.S. government data', () => {
    expect(aviationWeather.terms?.commercial.use).toBe('allowed')
    expect(ntsbCarol.terms?.commercial.use).toBe('allowed')
  })
})
