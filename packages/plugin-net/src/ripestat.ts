import { textOrNull } from '@svc/core'
import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { ripestat } from './upstreams/ripestat.ts'

export { ripestat }

/** Every data call answers `{ status, data }` (https://stat.ripe.net/docs/data-api/): the adapter reads `data`. */
const envelope = <T extends v.GenericSchema>(data: T) => v.object({ status: v.string(), data })

const asOverview = envelope(v.object({
  resource: v.string(),
  holder: textOrNull,
  announced: v.boolean(),
  block: v.nullish(v.object({ resource: v.string(), name: textOrNull, desc: textOrNull })),
}))
const announcedPrefixes = envelope(v.object({ prefixes: v.array(v.object({ prefix: v.string() })) }))
const networkInfo = envelope(v.object({ asns: v.array(v.string()), prefix: textOrNull }))
const rirStatsCountry = envelope(v.object({ located_resources: v.array(v.object({ resource: v.string(), location: v.string() })) }))
const rpkiValidation = envelope(v.object({
  status: v.string(),
  validator: textOrNull,
  validating_roas: v.array(v.object({ origin: v.string(), prefix: v.string(), max_length: v.number(), validity: v.string() })),
}))

type Client = (definition: typeof ripestat) => UpstreamClient

/** The data calls the readers below make, for the `sources` of the operations calling them: how long each answer is kept. */
export const ripestatSources = {
  asOverview: { path: '/data/as-overview/data.json', cacheTtl: '1d' },
  announcedPrefixes: { path: '/data/announced-prefixes/data.json', cacheTtl: '6h' },
  networkInfo: { path: '/data/network-info/data.json', cacheTtl: '1h' },
  rirStatsCountry: { path: '/data/rir-stats-country/data.json', cacheTtl: '1d' },
  rpkiValidation: { path: '/data/rpki-validation/data.json', cacheTtl: '1h' },
} as const satisfies Record<string, OperationSource>

/**
 * RIPEstat asks callers making more than 1,000 calls a day to name their application in `sourceapp` on every call
 * (its Data API common parameters; the npm `ripestat` client passes it for that reason), so RIPE NCC can reach them.
 */
const SOURCE_APP = 'svc'

async function call<D>(upstream: Client, name: string, query: Record<string, string>, schema: v.GenericSchema<unknown, { status: string; data: D }>) {
  // A status other than ok is refused as the `accept`: never kept for the call's cache TTL, counted by the breaker.
  const accept = (data: unknown) => (data as { status: string }).status === 'ok' || `RIPEstat ${name} answered status ${(data as { status: string }).status}`
  const response = await upstream(ripestat).json(`/data/${name}/data.json`, { query: { ...query, sourceapp: SOURCE_APP }, schema, accept })
  const answer = response.data as { status: string; data: D }
  return { data: answer.data, url: response.url }
}

/** The holder, announcement and registry block of an AS (as-overview). */
export async function asOverviewOf(upstream: Client, asn: number) {
  const { data, url } = await call(upstream, 'as-overview', { resource: `AS${asn}` }, asOverview)
  return { asn, holder: data.holder ?? null, announced: data.announced, block: data.block ? { resource: data.block.resource, name: data.block.name ?? null, description: data.block.desc ?? null } : null, url }
}

/** The prefixes an AS originated in RIS in the last two weeks (announced-prefixes), sorted. */
export async function announcedPrefixesOf(upstream: Client, asn: number) {
  const { data } = await call(upstream, 'announced-prefixes', { resource: `AS${asn}` }, announcedPrefixes)
  return [...new Set(data.prefixes.map((entry) => entry.prefix))].sort()
}

/** The routed prefix holding an IP address and the ASes announcing it (network-info); `prefix` null when unrouted. */
export async function networkOf(upstream: Client, ip: string) {
  const { data, url } = await call(upstream, 'network-info', { resource: ip }, networkInfo)
  return { prefix: data.prefix || null, asns: data.asns.map(Number).filter((asn) => Number.isInteger(asn)), url }
}

/** The country the RIR statistics give for an IP resource or AS (rir-stats-country): ISO 3166 alpha-2, or null. */
export async function countryOf(upstream: Client, resource: string) {
  const { data } = await call(upstream, 'rir-stats-country', { resource }, rirStatsCountry)
  const location = data.located_resources[0]?.location
  return location && /^[A-Z]{2}$/i.test(location) ? location.toUpperCase() : null
}

/** RPKI route-origin validity of an announcement (rpki-validation, RIPE NCC's Routinator). */
export async function rpkiOf(upstream: Client, asn: number, prefix: string) {
  const { data, url } = await call(upstream, 'rpki-validation', { resource: `AS${asn}`, prefix }, rpkiValidation)
  return {
    asn,
    prefix,
    status: data.status,
    valid: data.status === 'valid',
    validator: data.validator ?? null,
    roas: data.validating_roas.map((roa) => ({ origin: Number(roa.origin), prefix: roa.prefix, maxLength: roa.max_length, validity: roa.validity })),
    url,
  }
}
