import { createUpstreams, upstreamAvailability } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { continuousPeriod, continuousSeriesMetadata, latestContinuous, monitoringLocation, qualifiersOf, usgsWaterData } from '../src/usgs-water-data/index.ts'
import { providerFixture } from './provider-client.ts'

// Answers in the collections' recorded shape (dataretrieval's tests/data/waterdata_ogc_fixtures.json), trimmed to the
// members read; the values are made up.
const feature = (properties: Record<string, unknown>) => ({ type: 'Feature', geometry: null, id: 'f-1', properties })
const observation = (time: string, value: string | null, qualifier: string[] | null = null) =>
  feature({ approval_status: 'Provisional', monitoring_location_id: 'USGS-01646500', parameter_code: '00060', qualifier, statistic_id: '00011', time, time_series_id: 'ts-q', unit_of_measure: 'ft^3/s', value })
const collection = (features: unknown[]) => ({ type: 'FeatureCollection', features, numberReturned: features.length })
const fixture = providerFixture(usgsWaterData, {
  'GET /collections/latest-continuous/items': { body: collection([observation('2026-11-21T13:45:00+00:00', '2870'), observation('2026-11-21T13:45:00+00:00', null, ['ICE'])]) },
  'GET /collections/continuous/items': { body: collection([observation('2026-11-21T13:30:00+00:00', '2880')]) },
  'GET /collections/monitoring-locations/items/USGS-01646500': { body: { type: 'Feature', id: 'USGS-01646500', geometry: { type: 'Point', coordinates: [-77.1, 38.9] }, properties: { monitoring_location_name: 'POTOMAC', site_type_code: 'ST' } } },
  'GET /collections/monitoring-locations/items/USGS-09999999': { status: 404, body: { code: 'NotFound', description: 'identifier not found' } },
  'GET /collections/combined-metadata/items': {
    body: collection([{ type: 'Feature', id: 'ts-q', geometry: { type: 'Point', coordinates: [-77.1, 38.9] }, properties: { monitoring_location_id: 'USGS-01646500', monitoring_location_name: 'POTOMAC', agency_code: 'USGS', site_type_code: 'ST', hydrologic_unit_code: '020700080303', parameter_code: '00060', parameter_name: 'Discharge', parameter_description: 'Discharge, cubic feet per second', unit_of_measure: 'ft^3/s' } }]),
  },
})

describe('usgs-water-data', () => {
  it('reads latest values by site or state (FIPS), values as numbers, no value as null, qualifiers after the approval code', async () => {
    const client = fixture.client()
    const bySite = await latestContinuous(client, { sites: ['01646500', '01638500'], parameterCodes: ['00060', '00065'] }, 50)
    expect(fixture.lastQuery()).toEqual({ monitoring_location_id: 'USGS-01646500,USGS-01638500', parameter_code: '00060,00065', f: 'json', skipGeometry: 'true', limit: '50' })
    expect(bySite.observations[0]).toEqual({ timeSeriesId: 'ts-q', site: '01646500', parameterCode: '00060', statisticId: '00011', time: '2026-11-21T13:45:00+00:00', value: 2870, unit: 'ft^3/s', approvalStatus: 'Provisional', qualifiers: [] })
    expect(qualifiersOf(bySite.observations[1]!)).toEqual(['P', 'ICE'])
    expect(bySite.observations[1]!.value).toBeNull()
    await latestContinuous(client, { stateFips: '24', parameterCodes: ['00060'] }, 10)
    expect(fixture.lastQuery()).toEqual({ state_code: '24', parameter_code: '00060', f: 'json', skipGeometry: 'true', limit: '10' })
  })

  it('keeps only series reported within a recent period through the documented time filter', async () => {
    await latestContinuous(fixture.client(), { stateFips: '24', parameterCodes: ['00060'] }, 10, 'P7D')
    expect(fixture.lastQuery()).toEqual({ state_code: '24', parameter_code: '00060', f: 'json', skipGeometry: 'true', time: 'P7D', limit: '10' })
  })

  it('reads a period, a monitoring location (null when unknown) and series metadata by series id', async () => {
    const client = fixture.client()
    expect((await continuousPeriod(client, { sites: ['01646500'], parameterCodes: ['00060'] }, 'PT6H', 100)).observations.map((item) => item.value)).toEqual([2880])
    expect(fixture.lastQuery()).toMatchObject({ time: 'PT6H', limit: '100' })
    expect(await monitoringLocation(client, '01646500')).toEqual({ name: 'POTOMAC', siteType: 'ST', lat: 38.9, lon: -77.1 })
    expect(await monitoringLocation(client, '09999999')).toBeNull()
    const metadata = await continuousSeriesMetadata(client, ['01646500'], ['00060'])
    expect(fixture.lastQuery()).toEqual({ monitoring_location_id: 'USGS-01646500', parameter_code: '00060', data_type: 'Continuous values', f: 'json', limit: '10000' })
    expect(metadata.get('ts-q')).toMatchObject({ site: '01646500', siteName: 'POTOMAC', agency: 'USGS', huc: '020700080303', lat: 38.9, lon: -77.1, parameterName: 'Discharge' })
  })

  it('sends an optional key as X-Api-Key (never in the URL), declares its hourly limit with a key and public-domain terms', async () => {
    await latestContinuous(fixture.client({ key: 'k-1' }), { sites: ['01646500'], parameterCodes: ['00060'] }, 1)
    expect(fixture.server.last().headers['x-api-key']).toBe('k-1')
    expect(fixture.lastQuery()).not.toHaveProperty('api_key')
    expect(upstreamAvailability(usgsWaterData, { upstreams: {} })).toEqual({ available: true })
    expect(usgsWaterData.quota).toEqual({ withKey: { requests: 1000, perSeconds: 3600 }, url: 'https://api.waterdata.usgs.gov/docs/ogcapi/keys' })
    expect(usgsWaterData.terms?.commercial.use).toBe('allowed')
  })

  it('treats an answer of another shape as a failure', async () => {
    const client = createUpstreams({ upstreams: { 'usgs-water-data': { baseUrl: fixture.server.url } } }, { fetch: async () => Response.json({ type: 'FeatureCollection', features: [{ properties: { value: 1 } }] }) })(usgsWaterData)
    await expect(latestContinuous(client, { sites: ['01646500'], parameterCodes: ['00060'] }, 1)).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' })
  })
})
