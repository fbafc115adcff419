import { testHost } from '@svc/core/testing'
import { describe, expect, it } from 'vitest'
import { econFixtures } from './_harness.ts'

const h = testHost(econFixtures)
const TAGS = 'GET /fred/series/tags'
const OBS = 'GET /fred/series/observations'
// Test hosts accept every provider's terms; these calls are on a host whose operator has not (the default of a real host).
const notAccepted = () => ({ upstreams: { fred: { baseUrl: h.server.url, key: 'fred-key', acceptTerms: false } } })

describe("FRED's per-series copyright labels", () => {
  it('reads the series label and cites it with the source in source.license', async () => {
    const data = await h.ok('/api/econ/fred?series=UNRATE&limit=1')
    expect(h.last(TAGS).params).toEqual({ series_id: 'UNRATE', file_type: 'json', api_key: 'fred-key' })
    expect(data.source.license).toBe('FRED series UNRATE: "public domain: citation requested", source: Bureau of Labor Statistics; cite the source and FRED®, Federal Reserve Bank of St. Louis (https://fred.stlouisfed.org/legal/)')
    expect(data.source.license).not.toContain('fred-key')
    const usrec = await h.ok('/api/econ/fred-vintage?series=USREC&asOf=2024-04-05')
    expect(usrec.source.license).toContain('"copyrighted: citation required", source: National Bureau of Economic Research')
    const regional = await h.ok('/api/econ/fred-regional?series=WIPCPI&date=2013-01-01')
    expect(regional.source.license).toContain('FRED series WIPCPI: "public domain: citation requested", source: U.S. Department of Commerce: Bureau of Economic Analysis')
  })

  it('withholds a "pre-approval required" series (403 naming its owner and the setting), without fetching its data', async () => {
    for (const path of ['/api/econ/fred?series=CSUSHPINSA', '/api/econ/fred-vintage?series=CSUSHPINSA&asOf=2024-04-05', '/api/econ/fred-regional?series=CSUSHPINSA']) {
      const { status, body } = await h.call(path, undefined, notAccepted())
      expect([status, body.code]).toEqual([403, 'FORBIDDEN'])
      expect(body.error).toContain('"copyrighted: pre-approval required" (owner: S&P Dow Jones Indices LLC)')
      expect(body.error).toContain('upstreams.fred.acceptTerms')
      expect(body).toMatchObject({ series: 'CSUSHPINSA', copyright: 'copyrighted: pre-approval required', owner: 'S&P Dow Jones Indices LLC' })
    }
    expect(h.requestsTo(OBS)).toEqual([])
    expect(h.requestsTo('GET /geofred/series/data')).toEqual([])
  })

  it('serves it once the operator states it has the owner\'s permission (upstreams.fred.acceptTerms)', async () => {
    h.set(OBS, { file: 'fred/UNRATE.json' })
    const { status, body } = await h.call('/api/econ/fred?series=CSUSHPINSA&limit=1')
    expect(status).toBe(200)
    expect(body.data.source.license).toContain('"copyrighted: pre-approval required", source: S&P Dow Jones Indices LLC')
  })

  it('serves the other labels on a host that has not accepted anything', async () => {
    expect((await h.call('/api/econ/fred?series=USREC&limit=1', undefined, notAccepted())).status).toBe(200)
  })

  it('cites a series FRED has not labelled as such, and serves it', async () => {
    h.set(TAGS, { body: { realtime_start: '2026-11-29', realtime_end: '2026-11-29', order_by: 'series_count', sort_order: 'desc', count: 1, offset: 0, limit: 1000, tags: [{ name: 'usa', group_id: 'geo', notes: 'United States of America', created: '2012-02-27 10:18:19-06', popularity: 100, series_count: 625980 }] } })
    const data = await h.ok('/api/econ/fred?series=UNRATE&limit=1')
    expect(data.source.license).toContain('FRED series UNRATE: no copyright label on FRED;')
  })

  it('answers 404 for a series FRED does not have, from the tags call', async () => {
    await h.status('/api/econ/fred?series=NOPE123', 404, undefined, 'NOT_FOUND')
    expect(h.requestsTo(OBS)).toEqual([])
  })

  it('answers 502 naming FRED\'s message for another refusal of the tags call, without fetching the data', async () => {
    h.set(TAGS, { status: 400, body: { error_code: 400, error_message: 'Bad Request.  Variable api_key is not registered.' } })
    const { status, body } = await h.call('/api/econ/fred?series=UNRATE&limit=1')
    expect([status, body.code]).toEqual([502, 'UPSTREAM_FAILED'])
    expect(body.error).toContain('FRED refused series UNRATE: Bad Request.  Variable api_key is not registered.')
    expect(h.requestsTo(OBS)).toEqual([])
  })

  h.failures(TAGS, '/api/econ/fred?series=UNRATE')
})
