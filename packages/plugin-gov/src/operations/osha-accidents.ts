import { defineOperation, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { contains, dateBounds, dolList, dolPage } from '../dol/query.ts'
import { oshaAccident, oshaAccidentItem } from '../dol/osha-accident.ts'
import { dol } from '../upstreams/dol.ts'
import { filtersAndDateOrder } from '../shared/input.ts'
import { dateSpan, text } from '../shared/params.ts'

export default defineOperation({
  name: 'osha-accidents',
  cacheTtl: '12h',
  sources: sourcesInWords('DOL open data `/v4/get/OSHA/accident/json`'),
  method: 'GET',
  description: 'Workplace accidents investigated by OSHA (DOL accident investigation summaries), newest first: by words of the event description, keyword (e.g. FALL, ELECTROCUTION, TRENCH), fatality and event date; summary number, date and time, description, keywords, fatal flag, construction end use, project type and cost.',
  input: v.object({
    q: text(3, 100, 'Words of the event description, e.g. fell from roof'),
    keyword: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z][A-Z -]{1,39}$/, 'must be an OSHA event keyword such as FALL or ELECTROCUTION'), v.description('OSHA event keyword'))),
    fatal: v.optional(v.pipe(v.boolean(), v.description('Only accidents with a fatality'))),
    ...dateSpan('Event'),
    ...dolPage,
  }),
  upstreams: [dol],
  keywords: ['workplace accident', 'osha fatality', 'work injury investigation', 'construction accident'],
  check: filtersAndDateOrder(['q', 'keyword', 'fatal', 'from', 'to']),
  async handler({ input, upstream }) {
    return dolList(upstream(dol), 'OSHA', 'accident', oshaAccident, {
      conditions: [
        input.q && { field: 'event_desc', operator: 'like', value: contains(input.q.toUpperCase()) },
        input.keyword && { field: 'event_keyword', operator: 'like', value: contains(input.keyword) },
        input.fatal !== undefined && { field: 'fatality', operator: input.fatal ? 'eq' : 'neq', value: 'X' },
        ...dateBounds('event_date', input.from, input.to),
      ],
      sortBy: 'event_date',
      limit: input.limit,
      offset: input.offset,
    }, oshaAccidentItem)
  },
})
