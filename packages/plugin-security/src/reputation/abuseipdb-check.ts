import { booleanOrNull, textOrNull, type OperationSource, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { abuseipdb } from '../upstreams/abuseipdb.ts'

/** `GET /api/v2/check` (https://docs.abuseipdb.com/#check-endpoint): the members read here. */
const answer = v.object({
  data: v.object({
    ipAddress: v.string(),
    isPublic: booleanOrNull,
    isWhitelisted: booleanOrNull,
    abuseConfidenceScore: v.number(),
    countryCode: textOrNull,
    usageType: textOrNull,
    isp: textOrNull,
    domain: textOrNull,
    hostnames: v.optional(v.array(v.string()), []),
    isTor: booleanOrNull,
    totalReports: v.number(),
    numDistinctUsers: v.number(),
    lastReportedAt: v.nullable(v.string()),
  }),
})

/** What `checkAbuse` reads, for the `sources` of the operations that call it: a check is kept an hour. */
export const abuseCheckSource: OperationSource = { upstream: abuseipdb, path: '/api/v2/check', cacheTtl: '1h' }

/** AbuseIPDB's view of one address over the last `maxAgeDays` days. */
export async function checkAbuse(client: UpstreamClient, ip: string, maxAgeDays: number) {
  const { data, url } = await client.json('/api/v2/check', { query: { ipAddress: ip, maxAgeInDays: maxAgeDays }, schema: answer })
  const row = data.data
  return {
    report: {
      ip: row.ipAddress,
      abuseConfidenceScore: row.abuseConfidenceScore,
      totalReports: row.totalReports,
      distinctReporters: row.numDistinctUsers,
      lastReportedAt: row.lastReportedAt,
      isWhitelisted: row.isWhitelisted,
      isTor: row.isTor,
      isPublic: row.isPublic,
      usageType: row.usageType,
      isp: row.isp,
      domain: row.domain,
      hostnames: row.hostnames,
      countryCode: row.countryCode,
      maxAgeDays,
    },
    url,
  }
}
