import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { censusGeocoder } from './upstream.ts'

/**
 * The US Census Bureau geocoder as this group and others read it (`@svc/providers/census-geocoder`, gov.district):
 * the upstream and its one request, on the current benchmark (and vintage, for geographies).
 */
export { censusGeocoder }

const text = v.optional(v.string())
/** Geography layers by name ("States", "119th Congressional Districts"...), each a list of records with the Census's member names. */
const geographies = v.record(v.string(), v.array(v.record(v.string(), v.unknown())))

/** The members of an `addressMatches[]` entry read here; `geographies` only from the geographies endpoints. */
const censusMatch = v.object({
  matchedAddress: v.string(),
  coordinates: v.object({ x: v.number(), y: v.number() }),
  tigerLine: v.optional(v.object({ tigerLineId: v.optional(v.string()), side: v.optional(v.string()) })),
  addressComponents: v.object({
    fromAddress: text, toAddress: text, preQualifier: text, preDirection: text, preType: text, streetName: text,
    suffixType: text, suffixDirection: text, suffixQualifier: text, city: text, state: text, zip: text,
  }),
  geographies: v.optional(geographies),
})
/** `result.addressMatches` answers an address, `result.geographies` a point. */
const answer = v.object({ result: v.object({ addressMatches: v.optional(v.array(censusMatch), []), geographies: v.optional(geographies) }) })

export type CensusMatch = v.InferOutput<typeof censusMatch>
export type CensusLayers = v.InferOutput<typeof geographies>
/** A one-line US address, or a point (geographies only: the geocoder has no locations by coordinates). */
export type CensusPlace = { address: string } | { lat: number; lon: number }
export interface CensusAnswer {
  /** The addresses matched (an interpolated point on a TIGER street segment each), best first; none for a point. */
  matches: CensusMatch[]
  /** The layers containing a point; null for an address (each match has its own). */
  layers: CensusLayers | null
  url: string
}

/** What `censusGeocode` reads, for the `sources` of the operations that call it: an answer is kept 7 days. */
export const censusGeocoderSource: OperationSource = { upstream: censusGeocoder, path: '/geocoder/{locations or geographies}/{search}', cacheTtl: '7d' }

/** `GET /geocoder/{locations|geographies}/{onelineaddress|coordinates}`: the places matching an address, or the geographies of a point. */
export async function censusGeocode(client: UpstreamClient, returnType: 'locations', place: { address: string }): Promise<CensusAnswer>
export async function censusGeocode(client: UpstreamClient, returnType: 'geographies', place: CensusPlace): Promise<CensusAnswer>
export async function censusGeocode(client: UpstreamClient, returnType: 'locations' | 'geographies', place: CensusPlace): Promise<CensusAnswer> {
  const [search, where] = 'address' in place ? ['onelineaddress', { address: place.address }] : ['coordinates', { x: place.lon, y: place.lat }]
  const query = { ...where, benchmark: 'Public_AR_Current', vintage: returnType === 'geographies' ? 'Current_Current' : undefined, format: 'json' }
  const response = await client.json(`/geocoder/${returnType}/${search}`, { query, schema: answer })
  return { matches: response.data.result.addressMatches, layers: response.data.result.geographies ?? null, url: response.url }
}
