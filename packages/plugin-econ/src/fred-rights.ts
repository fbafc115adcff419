import { createError, type OperationSource, type Source, type SvcConfig, textOrNull, type UpstreamClient } from '@svc/core'
import * as v from 'valibot'
import { fred } from './fred.ts'

/**
 * FRED's per-series terms (https://fred.stlouisfed.org/legal/): each series carries one copyright tag of the "cc" group,
 * "public domain: citation requested", "copyrighted: citation required" (usable, commercially too, citing the source
 * and FRED) or "copyrighted: pre-approval required" (a third party's data: without its owner's written permission, for
 * non-commercial educational or personal use only). Its "src" tag names the original source.
 */
export type SeriesRights = 'public-domain' | 'citation-required' | 'permission-required' | 'unlabelled'

export interface SeriesLabel {
  rights: SeriesRights
  /** FRED's copyright tag as it spells it, e.g. `copyrighted: pre-approval required`; null when the series has none. */
  tag: string | null
  /** The original source, as the "src" tag's notes name it (e.g. `U.S. Bureau of Labor Statistics`). */
  source: string | null
}

const tags = v.object({ tags: v.array(v.object({ name: v.string(), group_id: v.string(), notes: textOrNull })) })
const fredError = v.object({ error_message: v.string() })
const RANK: Record<SeriesRights, number> = { unlabelled: 0, 'public-domain': 1, 'citation-required': 2, 'permission-required': 3 }

/** A "cc" tag's rights; any other copyright wording (FRED has also written "permission required") asks for permission. */
function rightsOf(tag: string): SeriesRights {
  const name = tag.trim().toLowerCase()
  if (name.startsWith('public domain')) return 'public-domain'
  if (name === 'copyrighted: citation required') return 'citation-required'
  return 'permission-required'
}

/** What `seriesLabel` reads, for the `sources` of the operations that call it: a series' tags are kept 7 days. */
export const seriesTagsSource: OperationSource = { upstream: fred, path: '/fred/series/tags', about: 'FRED `GET /fred/series/tags` (the copyright label)', cacheTtl: '7d' }

/** The series' copyright tag and source (`/fred/series/tags`, kept a week: labels change rarely); 404 for an unknown series. */
export async function seriesLabel(client: UpstreamClient, series: string): Promise<SeriesLabel> {
  const response = await client.json('/fred/series/tags', { query: { series_id: series, file_type: 'json' }, schema: tags, acceptStatus: [400] })
  if (response.status === 400) {
    const parsed = v.safeParse(fredError, response.data)
    const message = parsed.success ? parsed.output.error_message : 'bad request'
    if (/does not exist/i.test(message)) throw createError('NOT_FOUND', `FRED has no series ${series}`)
    throw createError('UPSTREAM_FAILED', `FRED refused series ${series}: ${message}`)
  }
  const all = (response.data as v.InferOutput<typeof tags>).tags
  // Several copyright tags (not seen, but possible): the strictest holds.
  const copyright = all.filter((tag) => tag.group_id === 'cc').sort((a, b) => RANK[rightsOf(b.name)] - RANK[rightsOf(a.name)])[0]
  const source = all.find((tag) => tag.group_id === 'src')
  return {
    rights: copyright ? rightsOf(copyright.name) : 'unlabelled',
    tag: copyright?.name ?? null,
    source: source ? source.notes?.trim() || source.name : null,
  }
}

/**
 * Withholds a series its owner must first permit (403), unless the operator states this host has that permission
 * (or serves free answers): `upstreams.fred.acceptTerms`.
 */
export function withholdUnpermitted(label: SeriesLabel, series: string, config: Readonly<SvcConfig>): void {
  if (label.rights !== 'permission-required' || config.upstreams[fred.id]?.acceptTerms === true) return
  const owner = label.source ? ` (owner: ${label.source})` : ''
  throw createError('FORBIDDEN', `FRED series ${series} is labelled "${label.tag}"${owner}: FRED's terms (https://fred.stlouisfed.org/legal/) allow it without its owner's written permission only for non-commercial educational or personal use. This host serves it once its operator has that permission: upstreams.fred.acceptTerms (SVC_UPSTREAM_FRED_ACCEPT_TERMS=true)`, {
    details: { series, copyright: label.tag, owner: label.source },
  })
}

/** The answer's source with the series' terms in `license`: its copyright tag and the source to cite beside FRED. */
export function labelledSource(source: Source, label: SeriesLabel, series: string): Source {
  const tag = label.tag ? `"${label.tag}"` : 'no copyright label on FRED'
  const owner = label.source ? `, source: ${label.source}` : ''
  return { ...source, license: `FRED series ${series}: ${tag}${owner}; cite the source and FRED®, Federal Reserve Bank of St. Louis (https://fred.stlouisfed.org/legal/)` }
}
