import { createError, defineOperation, invalidField, listAnswer, optionalText, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { nctId, studySchema, studySummary } from '../study.ts'
import { clinicalTrials } from '../upstreams/clinicaltrials.ts'

const STATUSES = ['RECRUITING', 'ACTIVE_NOT_RECRUITING', 'COMPLETED', 'TERMINATED', 'WITHDRAWN', 'NOT_YET_RECRUITING', 'SUSPENDED'] as const

const searchAnswer = v.object({
  totalCount: v.optional(v.number()),
  studies: v.array(studySchema),
  nextPageToken: v.optional(v.string()),
})

export default defineOperation({
  name: 'trial-search',
  cacheTtl: '30min',
  sources: sourcesInWords('`GET /api/v2/studies`'),
  method: 'GET',
  description: 'Searches clinical trials on ClinicalTrials.gov by text, status, sponsor, phase or country (or lists them all): titles, status, phases, conditions, interventions, enrollment, key dates, lead sponsor, results flag and summary, with a page token for more.',
  input: v.object({
    query: optionalText(2, 300, 'Free text: condition, drug, keyword'),
    nctId: v.optional(v.pipe(nctId, v.description('One study id'))),
    status: v.optional(v.pipe(v.picklist(STATUSES), v.description('Overall recruitment status'))),
    sponsor: optionalText(2, 200, 'Sponsor or collaborator name'),
    phase: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.minLength(2), v.maxLength(40), v.regex(/^(EARLY_PHASE1|PHASE[1-4]|NA)$/, 'must be PHASE1, PHASE2, PHASE3, PHASE4, EARLY_PHASE1 or NA'), v.description('Study phase'))),
    country: optionalText(2, 80, 'Country of a study location, e.g. United States'),
    pageSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 10),
    pageToken: optionalText(1, 500, 'nextPageToken of a previous answer'),
  }),
  upstreams: [clinicalTrials],
  keywords: ['find clinical trials', 'recruiting studies', 'drug trial search', 'trials for a condition'],
  async handler({ input, upstream }) {
    const response = await upstream(clinicalTrials).json('/api/v2/studies', {
      query: {
        'query.term': input.query,
        'query.spons': input.sponsor,
        'query.locn': input.country,
        'filter.ids': input.nctId,
        'filter.overallStatus': input.status,
        'filter.advanced': input.phase ? `AREA[Phase]${input.phase}` : undefined,
        pageSize: input.pageSize,
        pageToken: input.pageToken,
        countTotal: true,
        format: 'json',
      },
      schema: searchAnswer,
      acceptStatus: [400],
    })
    if (response.status === 400) {
      // The API refuses a page token it did not issue (or one that expired), or a search expression it cannot parse, with a 400.
      if (input.pageToken) throw invalidField('pageToken', 'ClinicalTrials.gov did not accept this search (an expired or foreign page token?)')
      const field = (['query', 'sponsor', 'country'] as const).find((name) => input[name])
      if (field) throw invalidField(field, 'ClinicalTrials.gov could not read this search expression')
      throw createError('UPSTREAM_FAILED', 'ClinicalTrials.gov refused the search (HTTP 400)')
    }
    return { ...listAnswer(response.data.studies.map(studySummary), sourceOf(clinicalTrials, response.url), { total: response.data.totalCount ?? null }), nextPageToken: response.data.nextPageToken ?? null }
  },
})
