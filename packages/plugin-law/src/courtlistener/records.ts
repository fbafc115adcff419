import { booleanOrNull, numberOrNull, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { day, str } from './search.ts'


/** A citation as the cluster endpoint and the citation lookup give it: `{volume, reporter, page, type}`. */
const citation = v.object({ volume: v.union([v.number(), v.string()]), reporter: v.string(), page: v.nullish(v.union([v.number(), v.string()]), null) })
export const citationText = (cite: v.InferOutput<typeof citation>) => [cite.volume, cite.reporter, cite.page].filter((part) => part !== null && part !== '').join(' ')

/** `GET /api/rest/v4/clusters/{id}/` (and each cluster of a citation lookup): the members read here. */
export const clusterSchema = v.object({
  id: v.number(),
  absolute_url: str,
  case_name: str,
  case_name_full: str,
  date_filed: day,
  docket_id: numberOrNull,
  judges: str,
  citations: v.optional(v.array(citation), []),
  citation_count: numberOrNull,
  precedential_status: str,
  syllabus: str,
  disposition: str,
  sub_opinions: v.optional(v.array(v.string()), []),
})
export type Cluster = v.InferOutput<typeof clusterSchema>

/** `GET /api/rest/v4/opinions/{id}/`: the text comes in one of several members, by source. */
export const opinionSchema = v.object({
  id: v.number(),
  cluster_id: v.number(),
  type: str,
  author_str: str,
  author_id: numberOrNull,
  joined_by_str: str,
  per_curiam: booleanOrNull,
  page_count: numberOrNull,
  download_url: str,
  plain_text: str,
  html_with_citations: str,
  html: str,
  html_lawbox: str,
  html_columbia: str,
  html_anon_2020: str,
  xml_harvard: str,
})
export type Opinion = v.InferOutput<typeof opinionSchema>

/** One record by id; CourtListener's 404 is the caller's NOT_FOUND. */
export async function record<S extends v.GenericSchema>(client: UpstreamClient, kind: 'clusters' | 'opinions', id: number, schema: S) {
  const response = await client.json(`/api/rest/v4/${kind}/${id}/`, { schema, notFound: `${kind === 'clusters' ? 'clusterId' : 'opinionId'}: CourtListener has no ${kind === 'clusters' ? 'opinion cluster' : 'opinion'} ${id}` })
  return { data: response.data as v.InferOutput<S>, url: response.url }
}

/** The id at the end of an API URL such as `https://www.courtlistener.com/api/rest/v4/opinions/2812209/`. */
export const idOf = (url: string) => {
  const match = url.match(/\/(\d+)\/?$/)
  return match ? Number(match[1]) : null
}

/** "010combined" -> "combined", "020lead" -> "lead". */
export const opinionType = (type: string | null) => (type ? type.replace(/^\d+/, '') : null)

export function clusterSummary(cluster: Cluster) {
  return {
    clusterId: cluster.id,
    caseName: cluster.case_name,
    caseNameFull: cluster.case_name_full,
    dateFiled: cluster.date_filed,
    docketId: cluster.docket_id,
    citations: cluster.citations.map(citationText),
    citeCount: cluster.citation_count,
    status: cluster.precedential_status,
    judges: cluster.judges,
    url: cluster.absolute_url ? `https://www.courtlistener.com${cluster.absolute_url}` : null,
  }
}
