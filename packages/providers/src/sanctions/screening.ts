import type { OperationSource, UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { confidenceOf, nameSimilarity } from './names.ts'
import { screeningList } from './upstream.ts'

/** What `screenName` reads, for the `sources` of the operations that call it: a name's screen is kept 6 h. */
export const screeningSource: OperationSource = { upstream: screeningList, path: '/consolidated_screening_list/v1/search', cacheTtl: '6h' }

const text = v.nullish(v.string(), null)
/** `GET /consolidated_screening_list/v1/search`: `{total, results: [...], sources_used, search_performed_at}`. */
const answer = v.object({
  total: v.number(),
  results: v.array(v.object({
    id: v.string(),
    name: v.string(),
    alt_names: v.nullish(v.array(v.string()), null),
    source: v.string(),
    programs: v.nullish(v.array(v.string()), null),
    type: text,
    source_information_url: text,
    addresses: v.nullish(v.array(v.object({ country: text })), null),
  })),
  search_performed_at: text,
})

export interface SanctionsScreen {
  name: string
  flagged: boolean
  confidence: number
  label: ReturnType<typeof confidenceOf>
  hits: Array<{ id: string; name: string; matchedName: string; score: number; list: string; programs: string[]; type: string | null; countries: string[]; url: string | null }>
  searchedAt: string | null
  url: string
}

/**
 * Screens one name against the Consolidated Screening List (fuzzy search upstream), scoring each
 * candidate here by name similarity (primary and alternate names): `flagged` at or above `threshold`.
 */
export async function screenName(client: UpstreamClient, name: string, threshold: number): Promise<SanctionsScreen> {
  const response = await client.json('/consolidated_screening_list/v1/search', { query: { name, fuzzy_name: 'true', size: 50 }, schema: answer })
  const hits = response.data.results
    .map((row) => {
      const names = [row.name, ...(row.alt_names ?? [])]
      const scored = names.map((candidate) => ({ candidate, score: nameSimilarity(name, candidate) })).sort((a, b) => b.score - a.score)[0]!
      return {
        id: row.id, name: row.name.trim(), matchedName: scored.candidate.trim(), score: Math.round(scored.score * 1000) / 1000, list: row.source, programs: row.programs ?? [],
        type: row.type, countries: [...new Set((row.addresses ?? []).map((address) => address.country).filter((country): country is string => Boolean(country)))], url: row.source_information_url,
      }
    })
    .filter((hit) => hit.score >= Math.min(threshold, 0.5))
    .sort((a, b) => b.score - a.score)
  const confidence = hits[0]?.score ?? 0
  return { name, flagged: confidence >= threshold, confidence, label: confidenceOf(confidence), hits: hits.slice(0, 10), searchedAt: response.data.search_performed_at, url: response.url }
}
