import { numberOrNull, textOrNull, type OperationSource, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { malwareBazaar, threatfox, urlhaus } from '../upstreams/abuse-ch.ts'
import type { IndicatorType } from './indicator.ts'

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } })
const post = { method: 'POST' as const, retry: true, coalesce: true }

/**
 * The `accept` of an abuse.ch answer: `query_status` is `ok`, or one of the answers that mean "no record" (`no_result` on ThreatFox,
 * `no_results` on URLhaus, `hash_not_found` on MalwareBazaar; `illegal_*` / `invalid_*`, the asked value refused, read as no record as
 * before). Any other (`unknown_auth_key`, `unknown_query`...) is an error sent with a 200: the source failed, it is no clean answer.
 */
const knownStatus = (...none: string[]) => (data: unknown) => {
  const status = (data as { query_status: string }).query_status
  return status === 'ok' || none.includes(status) || /^(illegal|invalid)_/.test(status) || `query_status ${status}`
}

/** What the calls below read, for the `sources` of the operations that make them: every answer is kept 30 min. */
const asked = (upstream: OperationSource['upstream'], path: string): OperationSource => ({ upstream, path, method: 'POST', cacheTtl: '30min' })
export const threatfoxSource = asked(threatfox, '/api/v1/')
export const urlhausSources = ['/v1/url/', '/v1/host/', '/v1/payload/'].map((path) => asked(urlhaus, path))
export const malwareBazaarSource = asked(malwareBazaar, '/api/v1/')

/** ThreatFox `search_ioc` / `search_hash` (https://threatfox.abuse.ch/api/): `data` is a list, or a message string when nothing matched. */
const threatfoxAnswer = v.object({
  query_status: v.string(),
  data: v.union([
    v.array(v.object({
      id: v.string(),
      ioc: v.string(),
      threat_type: v.string(),
      ioc_type: v.string(),
      malware_printable: v.optional(v.nullable(v.string())),
      malware_alias: v.optional(v.nullable(v.string())),
      confidence_level: v.number(),
      first_seen: v.nullable(v.string()),
      last_seen: v.optional(v.nullable(v.string())),
      tags: v.optional(v.nullable(v.array(v.string()))),
    })),
    v.string(),
    v.null(),
  ]),
})

/** IOCs ThreatFox holds for the indicator; an IP also matches its `ip:port` IOCs. */
export async function askThreatfox(client: UpstreamClient, type: IndicatorType, value: string) {
  const body = type === 'md5' || type === 'sha256' ? { query: 'search_hash', hash: value } : { query: 'search_ioc', search_term: value, exact_match: type !== 'ip' }
  const { data } = await client.json('/api/v1/', { ...post, body, schema: threatfoxAnswer, accept: knownStatus('no_result') })
  const rows = Array.isArray(data.data) ? data.data : []
  const mine = type === 'ip' ? rows.filter((row) => row.ioc === value || row.ioc.startsWith(`${value}:`)) : rows
  return mine.slice(0, 20).map((row) => ({
    id: row.id,
    ioc: row.ioc,
    iocType: row.ioc_type,
    threatType: row.threat_type,
    malware: row.malware_printable ?? null,
    confidence: row.confidence_level,
    firstSeen: row.first_seen ? row.first_seen.slice(0, 10) : null,
    lastSeen: row.last_seen ? row.last_seen.slice(0, 10) : null,
    tags: row.tags ?? [],
    url: `https://threatfox.abuse.ch/ioc/${row.id}/`,
  }))
}

/** URLhaus `url`, `host` and `payload` answers (https://urlhaus-api.abuse.ch/): the members read here. */
const urlhausAnswer = v.object({
  query_status: v.string(),
  urlhaus_reference: v.optional(v.string()),
  url_status: v.optional(v.string()),
  threat: v.optional(v.nullable(v.string())),
  date_added: v.optional(v.string()),
  firstseen: v.optional(v.nullable(v.string())),
  url_count: v.optional(v.union([v.string(), v.number()])),
  tags: v.optional(v.nullable(v.array(v.string()))),
  signature: v.optional(v.nullable(v.string())),
  blacklists: v.optional(v.record(v.string(), v.string())),
  urls: v.optional(v.array(v.object({ url: v.string(), url_status: v.string(), threat: v.optional(v.nullable(v.string())), tags: v.optional(v.nullable(v.array(v.string()))) }))),
})

/** What URLhaus knows of a URL, a host (domain or IP) or a payload hash; null when it has no record. */
export async function askUrlhaus(client: UpstreamClient, type: IndicatorType, value: string) {
  const [path, field] = type === 'url' ? ['/v1/url/', 'url'] : type === 'ip' || type === 'domain' ? ['/v1/host/', 'host'] : ['/v1/payload/', `${type}_hash`]
  const { data } = await client.json(path!, { ...post, ...form({ [field!]: value }), schema: urlhausAnswer, accept: knownStatus('no_results') })
  if (data.query_status !== 'ok') return null
  const urls = data.urls ?? []
  return {
    reference: data.urlhaus_reference ?? null,
    status: data.url_status ?? null,
    threat: data.threat ?? null,
    firstSeen: (data.date_added ?? data.firstseen ?? null)?.slice(0, 10) ?? null,
    urlCount: data.url_count === undefined ? null : Number(data.url_count),
    onlineUrls: urls.filter((entry) => entry.url_status === 'online').length,
    signature: data.signature ?? null,
    tags: [...new Set([...(data.tags ?? []), ...urls.flatMap((entry) => entry.tags ?? [])])].slice(0, 20),
    blacklists: data.blacklists ?? null,
  }
}

/** MalwareBazaar `get_info` (https://bazaar.abuse.ch/api/#query_hash): `data` when found, `query_status: hash_not_found` otherwise. */
const bazaarAnswer = v.object({
  query_status: v.string(),
  data: v.optional(v.array(v.object({
    sha256_hash: v.string(),
    md5_hash: textOrNull,
    first_seen: textOrNull,
    last_seen: textOrNull,
    file_name: textOrNull,
    file_type: textOrNull,
    file_size: numberOrNull,
    signature: textOrNull,
    tags: v.optional(v.nullable(v.array(v.string()))),
  }))),
})

/** The MalwareBazaar sample of a hash; null when it has none. */
export async function askMalwareBazaar(client: UpstreamClient, value: string) {
  const { data } = await client.json('/api/v1/', { ...post, ...form({ query: 'get_info', hash: value }), schema: bazaarAnswer, accept: knownStatus('hash_not_found', 'no_results') })
  const sample = data.query_status === 'ok' ? data.data?.[0] : undefined
  if (!sample) return null
  return {
    sha256: sample.sha256_hash,
    md5: sample.md5_hash,
    fileName: sample.file_name,
    fileType: sample.file_type,
    fileSize: sample.file_size,
    signature: sample.signature,
    firstSeen: sample.first_seen ? sample.first_seen.slice(0, 10) : null,
    tags: sample.tags ?? [],
    url: `https://bazaar.abuse.ch/sample/${sample.sha256_hash}/`,
  }
}
