import { createError, defineOperation, listAnswer, lookupAnswer, requireOne, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { entitiesSource, entitySummary, searchEntities } from '../sam/entity.ts'
import { cage, samLimit, uei } from '../sam/params.ts'
import { samGov } from '@svc/providers/sam'
import { page, stateCode, text } from '../shared/params.ts'

export default defineOperation({
  name: 'entity',
  sources: [entitiesSource],
  method: 'GET',
  description: 'Entities registered to do business with the U.S. government (SAM.gov Entity Management): one by UEI or CAGE code with its whole public registration, or a search by legal name, state, primary NAICS and status; UEI, CAGE, names, registration status and dates, address, structure, NAICS codes, exclusion flag.',
  input: v.object({
    uei,
    cage,
    name: text(2, 120, 'Legal business name'),
    state: stateCode('State of the physical address'),
    naics: v.optional(v.pipe(v.string(), v.regex(/^\d{6}$/, 'must be a 6-digit NAICS code'), v.description('Primary NAICS code'))),
    status: v.optional(v.pipe(v.picklist(['active', 'expired']), v.description('Registration status'))),
    limit: samLimit,
    page: page(1000),
  }),
  upstreams: [samGov],
  keywords: ['sam registration', 'uei lookup', 'cage code', 'government contractor lookup', 'is this company registered in sam'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    if (!input.uei && !input.cage) requireOne(input, ['name', 'state', 'naics'])
  },
  async handler({ input, upstream }) {
    const client = upstream(samGov)
    if (input.uei || input.cage) {
      const result = await searchEntities(client, { ueiSAM: input.uei, cageCode: input.cage }, { size: 1, page: 0 })
      const entity = result.entities[0]
      if (!entity) throw createError('NOT_FOUND', `SAM.gov has no public registration for ${input.uei ? `UEI ${input.uei}` : `CAGE ${input.cage}`}`)
      // Lookup mode passes SAM's whole public record through beside the summary.
      return lookupAnswer({ ...entitySummary(entity), record: entity }, sourceOf(samGov, result.url), { mode: 'lookup' })
    }
    const result = await searchEntities(client, {
      legalBusinessName: input.name,
      physicalAddressProvinceOrStateCode: input.state,
      primaryNaics: input.naics,
      registrationStatus: input.status === 'active' ? 'A' : input.status === 'expired' ? 'E' : undefined,
    }, { size: input.limit, page: input.page - 1 })
    return listAnswer(result.entities.map(entitySummary), sourceOf(samGov, result.url), { total: result.total, mode: 'list' })
  },
})
