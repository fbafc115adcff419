import { shortId } from '@svc/providers/openalex'
import * as v from 'valibot'
import { type EntityKind, lookupOrSearchOperation, openAlexKey } from '../lookup-or-search.ts'
import { numberOrNull, textOrNull } from '@svc/core'

const place = v.object({ id: textOrNull, display_name: textOrNull, ror: textOrNull, country_code: textOrNull })
const authorSchema = v.object({
  id: v.string(),
  orcid: textOrNull,
  display_name: v.string(),
  works_count: v.optional(v.number(), 0),
  cited_by_count: v.optional(v.number(), 0),
  summary_stats: v.nullish(v.object({ h_index: numberOrNull, i10_index: numberOrNull, '2yr_mean_citedness': numberOrNull })),
  last_known_institutions: v.optional(v.array(place), []),
  topics: v.optional(v.array(v.object({ display_name: v.string() })), []),
})

const ORCID = /^(?:https:\/\/orcid\.org\/)?(\d{4}-\d{4}-\d{4}-\d{3}[\dX])$/i

const authors: EntityKind<typeof authorSchema> = {
  path: 'authors',
  schema: authorSchema,
  key: openAlexKey('A', 'orcid', ORCID, (code) => code.toUpperCase()),
  idHint: 'must be an OpenAlex author id (A...) or an ORCID (0000-0000-0000-0000)',
  toItem: (author) => ({
    id: shortId(author.id),
    name: author.display_name,
    orcid: author.orcid ?? null,
    works: author.works_count,
    citedByCount: author.cited_by_count,
    hIndex: author.summary_stats?.h_index ?? null,
    i10Index: author.summary_stats?.i10_index ?? null,
    institutions: author.last_known_institutions.map((institution) => ({ name: institution.display_name ?? null, ror: institution.ror ?? null, country: institution.country_code ?? null })),
    topics: author.topics.slice(0, 5).map((topic) => topic.display_name),
    openAlexUrl: author.id,
  }),
}

export default lookupOrSearchOperation(authors, {
  name: 'author',
  description: 'A researcher\'s profile from OpenAlex, by OpenAlex id or ORCID (lookup) or by name (list): works and citation counts, h-index, i10-index, current institutions and main topics.',
  keywords: ['researcher profile', 'h-index of a scientist', 'orcid lookup', 'publications of an author', 'academic author'],
  idDescription: 'OpenAlex author id (A...) or ORCID',
  maxNameLength: 120,
})
