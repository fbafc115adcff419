import { createError, defineOperation, isApiError, lookupAnswer, runSection, sectionData, sectionStatus } from '@svc/core'
import * as v from 'valibot'
import { entitiesSource, entitySummary, searchEntities } from '../sam/entity.ts'
import { exclusionsSource, searchExclusions } from '@svc/providers/sam'
import { uei } from '../sam/params.ts'
import { samGov } from '@svc/providers/sam'
import { exactlyOne } from '../shared/input.ts'
import { text } from '../shared/params.ts'
import { FIRST_DAY, awardsSource, searchAwards } from '../usaspending/awards.ts'
import { usaspending } from '../upstreams/usaspending.ts'

/** Each source of the check: found when it has rows; a failure that is no ApiError says only this. */
const source = <T>(run: () => Promise<T>, found: (value: T) => boolean) => runSection(run, { found, failure: 'the source failed' })

export default defineOperation({
  name: 'counterparty',
  sources: [entitiesSource, exclusionsSource, awardsSource],
  method: 'GET',
  description: 'Due diligence on a U.S. government counterparty in one call: SAM.gov registration (status, UEI, CAGE, address, NAICS), SAM.gov exclusions (debarment, suspension) and federal contract awards from USAspending, by UEI or name, with each source\'s status so one failing source does not fail the rest.',
  input: v.object({
    uei,
    name: text(2, 120, 'Legal business name'),
    awards: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(25), v.description('Largest contract awards to list (1-25)')), 5),
  }),
  upstreams: [samGov, usaspending],
  keywords: ['vendor due diligence', 'counterparty check', 'is this contractor debarred', 'government contractor risk', 'supplier screening'],
  // One of them, before any 402: a call that can only fail is not asked to pay.
  check: (input) => void exactlyOne(input, ['uei', 'name']),
  async handler({ input, upstream }) {
    const anchor = exactlyOne(input, ['uei', 'name'])
    const sam = upstream(samGov)
    const today = new Date().toISOString().slice(0, 10)
    const [registration, exclusions, awards] = await Promise.all([
      source(() => searchEntities(sam, anchor === 'uei' ? { ueiSAM: input.uei } : { legalBusinessName: input.name }, { size: anchor === 'uei' ? 1 : 3, page: 0 }), (result) => result.entities.length > 0),
      source(() => searchExclusions(sam, anchor === 'uei' ? { ueiSAM: input.uei } : { exclusionName: input.name }, { size: 10, page: 0 }), (result) => result.items.length > 0),
      source(() => searchAwards(upstream(usaspending), { recipient: input.uei ?? input.name, type: 'contracts', from: FIRST_DAY, to: today, sort: 'amount', limit: input.awards, page: 1 }), (result) => result.items.length > 0),
    ])
    if (registration.status === 'error' && exclusions.status === 'error' && awards.status === 'error') {
      // Nothing could be asked: answer the first failure (429 stays 429), uncharged.
      throw isApiError(registration.error) ? registration.error : createError('UPSTREAM_FAILED', 'No source answered')
    }
    const entities = sectionData(registration)?.entities.map(entitySummary) ?? []
    const exclusionRows = sectionData(exclusions)
    const awardRows = sectionData(awards)
    const excluded = exclusionRows?.items.filter((row) => row.recordStatus === null || row.recordStatus === 'Active') ?? []
    const item = {
      query: { uei: input.uei ?? null, name: input.name ?? null },
      summary: {
        registered: registration.status === 'error' ? null : entities.length > 0,
        activeRegistration: registration.status === 'error' ? null : entities.some((entity) => entity.registrationStatus === 'Active'),
        excluded: exclusions.status === 'error' ? null : excluded.length > 0,
        federalContracts: awards.status === 'error' ? null : (awardRows?.items.length ?? 0) > 0,
      },
      registration: { ...sectionStatus(registration), entities },
      exclusions: { ...sectionStatus(exclusions), total: exclusionRows?.total ?? null, records: exclusionRows?.items ?? [] },
      awards: { ...sectionStatus(awards), items: awardRows?.items ?? [], hasMore: awardRows?.hasNext ?? null },
    }
    return lookupAnswer(item, { provider: `${samGov.name}; ${usaspending.name}`, url: 'https://open.gsa.gov/api/', license: 'Public domain (U.S. government works)' })
  },
})
