import { type OperationSource, sourceOf, type Source, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { overpass } from './upstream.ts'

export { overpass }

/** Categories callers name, as OpenStreetMap tags. */
export const CATEGORIES = {
  restaurant: 'amenity=restaurant', cafe: 'amenity=cafe', bar: 'amenity=bar', fast_food: 'amenity=fast_food', pharmacy: 'amenity=pharmacy',
  hospital: 'amenity=hospital', clinic: 'amenity=clinic', school: 'amenity=school', bank: 'amenity=bank', atm: 'amenity=atm',
  fuel: 'amenity=fuel', charging_station: 'amenity=charging_station', parking: 'amenity=parking', toilets: 'amenity=toilets', police: 'amenity=police',
  post_office: 'amenity=post_office', library: 'amenity=library', supermarket: 'shop=supermarket', convenience: 'shop=convenience',
  hotel: 'tourism=hotel', museum: 'tourism=museum', attraction: 'tourism=attraction', park: 'leisure=park', playground: 'leisure=playground',
  bus_stop: 'highway=bus_stop', train_station: 'railway=station',
} as const
export type Category = keyof typeof CATEGORIES

const element = v.object({
  type: v.string(),
  id: v.number(),
  lat: v.optional(v.number()),
  lon: v.optional(v.number()),
  center: v.optional(v.object({ lat: v.number(), lon: v.number() })),
  tags: v.optional(v.record(v.string(), v.string()), {}),
})
const interpreterAnswer = v.object({ elements: v.array(element) })

/** The Overpass QL for named features of one category (or of the usual place keys) around a point. */
export function nearbyQuery(lat: number, lon: number, radiusM: number, category: Category | undefined, limit: number): string {
  const around = `(around:${radiusM},${lat},${lon})`
  const filter = category ? `[${CATEGORIES[category]}]` : '[name][~"^(amenity|shop|tourism|leisure)$"~"."]'
  return `[out:json][timeout:25];nwr${around}${filter};out center ${limit};`
}

/** Great-circle distance in meters (haversine, mean Earth radius). */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const a = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2
  return Math.round(2 * 6_371_008.8 * Math.asin(Math.sqrt(a)))
}

const KIND_KEYS = ['amenity', 'shop', 'tourism', 'leisure', 'highway', 'railway'] as const

/** What `placesNear` reads, for the `sources` of the operations that call it: an answer is kept a day. */
export const overpassSource: OperationSource = { upstream: overpass, path: '/api/interpreter', cacheTtl: '1d' }

/** Places around a point from Overpass, nearest first. */
export async function placesNear(client: UpstreamClient, input: { lat: number; lon: number; radiusM: number; category?: Category; limit: number }): Promise<{ items: NonNullable<ReturnType<typeof toPlace>>[]; source: Source }> {
  const response = await client.json('/api/interpreter', {
    query: { data: nearbyQuery(input.lat, input.lon, input.radiusM, input.category, input.limit) },
    schema: interpreterAnswer,
  })
  const items = response.data.elements.map((entry) => toPlace(entry, input)).filter((place) => place !== null).sort((a, b) => a.distanceM - b.distanceM)
  return { items, source: sourceOf(overpass, response.url) }
}

function toPlace(entry: v.InferOutput<typeof element>, from: { lat: number; lon: number }) {
  const lat = entry.lat ?? entry.center?.lat
  const lon = entry.lon ?? entry.center?.lon
  if (lat === undefined || lon === undefined) return null
  const tags = entry.tags
  const key = KIND_KEYS.find((name) => tags[name])
  const street = [tags['addr:housenumber'], tags['addr:street']].filter(Boolean).join(' ')
  return {
    name: tags.name ?? null,
    kind: key ? `${key}=${tags[key]}` : null,
    lat,
    lon,
    distanceM: distanceM(from.lat, from.lon, lat, lon),
    address: street || null,
    openingHours: tags.opening_hours ?? null,
    phone: tags.phone ?? tags['contact:phone'] ?? null,
    website: tags.website ?? tags['contact:website'] ?? null,
    osm: { type: entry.type, id: entry.id },
  }
}
