import { shortId } from '@svc/providers/openalex'
import * as v from 'valibot'
import { type EntityKind, lookupOrSearchOperation, openAlexKey } from '../lookup-or-search.ts'
import { numberOrNull, textOrNull } from '@svc/core'

const institutionSchema = v.object({
  id: v.string(),
  ror: textOrNull,
  display_name: v.string(),
  country_code: textOrNull,
  type: textOrNull,
  homepage_url: textOrNull,
  works_count: v.optional(v.number(), 0),
  cited_by_count: v.optional(v.number(), 0),
  geo: v.nullish(v.object({ city: textOrNull, region: textOrNull, country: textOrNull, latitude: numberOrNull, longitude: numberOrNull })),
  summary_stats: v.nullish(v.object({ h_index: numberOrNull })),
})

const ROR = /^(?:https:\/\/ror\.org\/)?(0[a-z0-9]{6}\d{2})$/i

const institutions: EntityKind<typeof institutionSchema> = {
  path: 'institutions',
  schema: institutionSchema,
  key: openAlexKey('I', 'ror', ROR, (code) => code.toLowerCase()),
  idHint: 'must be an OpenAlex institution id (I...) or a ROR id (e.g. 03vek6s52)',
  toItem: (institution) => ({
    id: shortId(institution.id),
    name: institution.display_name,
    ror: institution.ror ?? null,
    type: institution.type ?? null,
    country: institution.country_code ?? null,
    city: institution.geo?.city ?? null,
    region: institution.geo?.region ?? null,
    location: institution.geo?.latitude != null && institution.geo?.longitude != null ? { lat: institution.geo.latitude, lon: institution.geo.longitude } : null,
    homepage: institution.homepage_url ?? null,
    works: institution.works_count,
    citedByCount: institution.cited_by_count,
    hIndex: institution.summary_stats?.h_index ?? null,
    openAlexUrl: institution.id,
  }),
}

export default lookupOrSearchOperation(institutions, {
  name: 'org',
  description: 'A research organization (university, institute, company, hospital...) from OpenAlex, by OpenAlex id or ROR id (lookup) or by name (list): type, country and city, homepage, works and citation counts.',
  keywords: ['research institution', 'university research output', 'ror id lookup', 'organization publications'],
  idDescription: 'OpenAlex institution id (I...) or ROR id',
  maxNameLength: 160,
})
