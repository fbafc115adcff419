import { defineOperation, keyOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { dateBounds, dolList, dolPage, startsWith } from '../dol/query.ts'
import { oshaViolation, oshaViolationItem } from '../dol/osha-violation.ts'
import { dol } from '../upstreams/dol.ts'
import { filtersAndDateOrder } from '../shared/input.ts'
import { amount, dateSpan } from '../shared/params.ts'
import { activityNr } from './osha-inspections.ts'

/** The dataset writes a standard as part + 4-digit section: 1926.501 is 19260501, 1910.134 is 19100134. */
const compactStandard = (standard: string) => {
  const [part, section] = standard.split('.')
  return section === undefined ? part! : `${part}${section.replace(/^(\d+)/, (digits) => digits.padStart(4, '0'))}`
}
const TYPES = { serious: 'S', willful: 'W', repeat: 'R', other: 'O', unclassified: 'U' } as const

export default defineOperation({
  name: 'osha-violations',
  cacheTtl: '12h',
  sources: sourcesInWords('DOL open data `/v4/get/OSHA/violation/json`'),
  method: 'GET',
  description: 'OSHA citations (violations) from DOL enforcement data, newest issued first: by inspection number, cited standard (e.g. 1926.501 fall protection), violation type (serious, willful, repeat), penalty and issuance date; standard, type, gravity, initial and current penalty, instances, exposed workers, abatement, contest and final order dates.',
  input: v.object({
    activityNr,
    standard: v.optional(v.pipe(v.string(), v.regex(/^\d{4}(\.\d{1,4}|\d{0,4})$/, 'must be an OSHA standard such as 1926.501 or 19100134'), v.description('Cited standard or its prefix'))),
    type: v.optional(v.pipe(keyOf(TYPES), v.description('serious, willful, repeat, other, unclassified'))),
    minPenalty: amount('Smallest current penalty (USD)'),
    ...dateSpan('Issued'),
    ...dolPage,
  }),
  upstreams: [dol],
  keywords: ['osha violation', 'osha penalty', 'safety citation', 'fall protection citations'],
  check: filtersAndDateOrder(['activityNr', 'standard']),
  async handler({ input, upstream }) {
    return dolList(upstream(dol), 'OSHA', 'violation', oshaViolation, {
      conditions: [
        input.activityNr && { field: 'activity_nr', operator: 'eq', value: input.activityNr },
        input.standard && { field: 'standard', operator: 'like', value: startsWith(compactStandard(input.standard)) },
        input.type && { field: 'viol_type', operator: 'eq', value: TYPES[input.type] },
        input.minPenalty !== undefined && { field: 'current_penalty', operator: 'gt', value: Math.max(0, input.minPenalty - 0.01) },
        ...dateBounds('issuance_date', input.from, input.to),
      ],
      sortBy: 'issuance_date',
      limit: input.limit,
      offset: input.offset,
    }, oshaViolationItem)
  },
})
