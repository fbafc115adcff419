import { textOrNull } from '@svc/core'
import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { type Cluster, clusterSchema, clusterSummary } from './records.ts'

/** What each `status` of a looked-up citation means (the lookup API uses HTTP codes). */
const OUTCOMES = { 200: 'found', 300: 'ambiguous', 400: 'invalid-reporter', 404: 'not-found', 429: 'not-checked' } as const
export type Outcome = (typeof OUTCOMES)[keyof typeof OUTCOMES]

const answer = v.array(v.object({
  citation: v.string(),
  normalized_citations: v.optional(v.array(v.string()), []),
  start_index: v.number(),
  end_index: v.number(),
  status: v.number(),
  error_message: textOrNull,
  clusters: v.optional(v.array(clusterSchema), []),
}))

export interface LookedUp {
  citation: string
  normalized: string[]
  start: number
  end: number
  outcome: Outcome
  message: string | null
  clusters: Cluster[]
}

/** The lookup takes at most this much text per request (CourtListener's limit). */
export const MAX_TEXT = 64_000

/** What `lookUpCitations` reads, for the `sources` of the operations that call it: a POST, not cached. */
export const citationLookupSource: OperationSource = { path: '/api/rest/v4/citation-lookup/', method: 'POST' }

/**
 * `POST /api/rest/v4/citation-lookup/` with the form member `text`: every case citation Eyecite finds in it,
 * each with its place, normalized forms, outcome and the matching clusters. Not cached: a lookup is cheap and
 * counts against the operator's citation throttle either way.
 */
export async function lookUpCitations(client: UpstreamClient, text: string): Promise<{ citations: LookedUp[]; url: string }> {
  const response = await client.json('/api/rest/v4/citation-lookup/', {
    method: 'POST',
    body: new URLSearchParams({ text }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    schema: answer,
    coalesce: true,
  })
  return {
    citations: response.data.map((row) => ({
      citation: row.citation,
      normalized: row.normalized_citations,
      start: row.start_index,
      end: row.end_index,
      outcome: OUTCOMES[row.status as keyof typeof OUTCOMES] ?? 'not-found',
      message: row.error_message || null,
      clusters: row.clusters,
    })),
    url: response.url,
  }
}

/** A matching case as answered: the cluster's summary. */
export const match = (cluster: Cluster) => clusterSummary(cluster)
