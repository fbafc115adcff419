import { sourceOf, type Source, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { nws } from './upstreams/nws.ts'

const pointAnswer = v.object({
  properties: v.object({
    gridId: v.string(),
    gridX: v.number(),
    gridY: v.number(),
    timeZone: v.optional(v.string()),
    relativeLocation: v.optional(v.object({ properties: v.object({ city: v.optional(v.string()), state: v.optional(v.string()) }) })),
  }),
})

const quantity = v.optional(v.nullable(v.object({ value: v.nullable(v.number()) })))
const forecastAnswer = v.object({
  properties: v.object({
    updated: v.optional(v.string()),
    periods: v.array(v.object({
      number: v.number(),
      name: v.string(),
      startTime: v.string(),
      endTime: v.string(),
      isDaytime: v.boolean(),
      temperature: v.nullable(v.number()),
      temperatureUnit: v.string(),
      probabilityOfPrecipitation: quantity,
      windSpeed: v.optional(v.nullable(v.string())),
      windDirection: v.optional(v.nullable(v.string())),
      shortForecast: v.string(),
      detailedForecast: v.optional(v.string(), ''),
    })),
  }),
})

/** NWS gridpoints answer in 4-decimal coordinates; more decimals draw a redirect. */
const coordinate = (value: number) => String(Number(value.toFixed(4)))

/**
 * The NWS forecast at a US point: `/points` gives the forecast office's grid cell, whose forecast
 * has day and night periods for 7 days. Null where NWS has no grid (outside the US and its territories).
 */
export async function nwsForecast(client: UpstreamClient, input: { lat: number; lon: number; units: 'metric' | 'imperial' }, headers: Record<string, string>) {
  const located = await client.json(`/points/${coordinate(input.lat)},${coordinate(input.lon)}`, { schema: pointAnswer, acceptStatus: [404], headers })
  if (located.status === 404) return null
  const { gridId, gridX, gridY, timeZone, relativeLocation } = located.data.properties
  const response = await client.json(`/gridpoints/${gridId}/${gridX},${gridY}/forecast`, {
    query: { units: input.units === 'imperial' ? 'us' : 'si' },
    schema: forecastAnswer,
    headers,
  })
  const items = response.data.properties.periods.map((period) => ({
    number: period.number,
    name: period.name,
    start: period.startTime,
    end: period.endTime,
    isDaytime: period.isDaytime,
    temperature: period.temperature,
    temperatureUnit: period.temperatureUnit,
    precipitationProbabilityPercent: period.probabilityOfPrecipitation?.value ?? null,
    wind: [period.windSpeed, period.windDirection].filter(Boolean).join(' ') || null,
    shortForecast: period.shortForecast,
    detailedForecast: period.detailedForecast,
  }))
  const source: Source = sourceOf(nws, response.url)
  const place = { lat: input.lat, lon: input.lon, timezone: timeZone ?? null, city: relativeLocation?.properties.city ?? null, state: relativeLocation?.properties.state ?? null, office: gridId, grid: { x: gridX, y: gridY } }
  return { items, place, updated: response.data.properties.updated ?? null, source }
}
