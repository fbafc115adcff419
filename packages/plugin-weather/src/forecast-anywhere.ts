import { listAnswer, type OperationSource, type UpstreamClient } from '@svc/core'
import { dailyForecast } from './daily-forecast.ts'
import { nwsForecast } from './nws-forecast.ts'
import { nws } from './upstreams/nws.ts'
import { openMeteo } from '@svc/providers/open-meteo'

/** What `forecastAnywhere` reads, for the `sources` of the operations that call it: NWS's grid cell of a point is kept a day. */
export const forecastSources: OperationSource[] = [
  { upstream: nws, path: '/points/{lat},{lon}', cacheTtl: '1d' },
  { upstream: nws, path: '/gridpoints/{office}/{x},{y}/forecast', cacheTtl: '30min' },
  { upstream: openMeteo, path: '/v1/forecast', about: 'Open-Meteo daily forecast `GET /v1/forecast?daily=`, where NWS has no grid', cacheTtl: '30min' },
]

export interface ForecastInput { lat: number; lon: number; days: number; units: 'metric' | 'imperial' }

/**
 * The forecast at a point: NWS day and night periods where NWS forecasts (the US), else Open-Meteo's
 * daily forecast. `meta.granularity` says which (`period` or `day`).
 */
export async function forecastAnywhere(clients: { nws: UpstreamClient; openMeteo: UpstreamClient }, input: ForecastInput, nwsHeaders: Record<string, string>) {
  const us = await nwsForecast(clients.nws, input, nwsHeaders)
  if (us) {
    // NWS periods are half days: `days` days is twice as many periods.
    const items = us.items.slice(0, input.days * 2)
    return { ...listAnswer(items, us.source), granularity: 'period' as const, place: us.place, updated: us.updated }
  }
  const global = await dailyForecast(clients.openMeteo, input)
  return { ...listAnswer(global.items, global.source), granularity: 'day' as const, units: global.units, place: global.place }
}
