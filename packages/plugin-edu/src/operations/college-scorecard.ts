import { defineOperation, invalidField, keyOf, listAnswer, optionalText, requireOne, rowLimit, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { collegeScorecard } from '../upstreams/college-scorecard.ts'
import { SCHOOL_FIELDS, schoolItem, schoolsAnswer } from '../scorecard/school.ts'

const SORTS = { size: 'latest.student.size:desc', name: 'school.name:asc', earnings: 'latest.earnings.10_yrs_after_entry.median:desc', cost: 'latest.cost.tuition.in_state:asc' } as const

export default defineOperation({
  name: 'college-scorecard',
  cacheTtl: '1d',
  sources: sourcesInWords('`college-scorecard`: api.data.gov `/ed/collegescorecard/v1/schools` (key required)'),
  method: 'GET',
  description: 'U.S. colleges and universities from the College Scorecard (U.S. Department of Education): by name, ID, state or ZIP radius; size, admission rate, SAT and ACT, in-state and out-of-state tuition, average net price, Pell share, median debt, completion and retention rates and median earnings 10 years after entry.',
  input: v.object({
    name: optionalText(2, 100, 'Words of the school name, e.g. university of michigan'),
    id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100000), v.maxValue(99999999), v.description('IPEDS unit id, e.g. 170976'))),
    state: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state postal code'), v.description('State postal code'))),
    zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('ZIP code at the center of a radius search'))),
    distanceMiles: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500), v.description('Radius around zip, miles (default 25)'))),
    ownership: v.optional(v.pipe(v.picklist(['public', 'nonprofit', 'forprofit']), v.description('public, nonprofit or forprofit'))),
    degree: v.optional(v.pipe(v.picklist(['certificate', 'associate', 'bachelor', 'graduate']), v.description('Predominant degree awarded'))),
    sort: v.optional(v.pipe(keyOf(SORTS), v.description('size (default), name, earnings or cost')), 'size'),
    limit: rowLimit(100, 20, 'Schools per page (1-100, default 20)'),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(500), v.description('Page, from 0')), 0),
  }),
  upstreams: [collegeScorecard],
  keywords: ['college tuition', 'university admission rate', 'graduation rate', 'student debt', 'college earnings', 'compare colleges'],
  check(input) {
    requireOne(input, ['name', 'id', 'state', 'zip'])
    if (input.distanceMiles !== undefined && input.zip === undefined) throw invalidField('distanceMiles', 'needs a zip')
  },
  async handler({ input, upstream }) {
    const response = await upstream(collegeScorecard).json('/ed/collegescorecard/v1/schools', {
      query: {
        'school.name': input.name,
        id: input.id,
        'school.state': input.state,
        zip: input.zip,
        distance: input.zip ? `${input.distanceMiles ?? 25}mi` : undefined,
        'school.ownership': input.ownership ? { public: 1, nonprofit: 2, forprofit: 3 }[input.ownership] : undefined,
        'school.degrees_awarded.predominant': input.degree ? { certificate: 1, associate: 2, bachelor: 3, graduate: 4 }[input.degree] : undefined,
        'school.operating': 1,
        fields: Object.values(SCHOOL_FIELDS).join(','),
        sort: SORTS[input.sort],
        per_page: input.limit,
        page: input.page,
      },
      schema: schoolsAnswer,
    })
    return listAnswer(response.data.results.map(schoolItem), sourceOf(collegeScorecard, response.url), { total: response.data.metadata.total })
  },
})
