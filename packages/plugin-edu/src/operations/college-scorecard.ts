import { defineOperation, invalidField, listAnswer, requireOne, sourceOf, textOrNull, numberOrNull, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { collegeScorecard } from '../upstreams/college-scorecard.ts'

/** The Scorecard fields the answer reads (dotted names, as the API returns them with `fields`). */
const FIELDS = {
  id: 'id', name: 'school.name', city: 'school.city', state: 'school.state', zip: 'school.zip', url: 'school.school_url',
  ownership: 'school.ownership', degree: 'school.degrees_awarded.predominant', lat: 'location.lat', lon: 'location.lon',
  size: 'latest.student.size', admissionRate: 'latest.admissions.admission_rate.overall', sat: 'latest.admissions.sat_scores.average.overall',
  act: 'latest.admissions.act_scores.midpoint.cumulative', tuitionIn: 'latest.cost.tuition.in_state', tuitionOut: 'latest.cost.tuition.out_of_state',
  netPricePublic: 'latest.cost.avg_net_price.public', netPricePrivate: 'latest.cost.avg_net_price.private', pell: 'latest.aid.pell_grant_rate',
  debt: 'latest.aid.median_debt.completers.overall', completion: 'latest.completion.rate_suppressed.overall',
  retention: 'latest.student.retention_rate.four_year.full_time', earnings: 'latest.earnings.10_yrs_after_entry.median',
} as const

const row = v.looseObject({
  [FIELDS.id]: v.number(), [FIELDS.name]: v.string(), [FIELDS.city]: textOrNull, [FIELDS.state]: textOrNull, [FIELDS.zip]: textOrNull, [FIELDS.url]: textOrNull,
  [FIELDS.ownership]: numberOrNull, [FIELDS.degree]: numberOrNull, [FIELDS.lat]: numberOrNull, [FIELDS.lon]: numberOrNull, [FIELDS.size]: numberOrNull, [FIELDS.admissionRate]: numberOrNull,
  [FIELDS.sat]: numberOrNull, [FIELDS.act]: numberOrNull, [FIELDS.tuitionIn]: numberOrNull, [FIELDS.tuitionOut]: numberOrNull, [FIELDS.netPricePublic]: numberOrNull, [FIELDS.netPricePrivate]: numberOrNull,
  [FIELDS.pell]: numberOrNull, [FIELDS.debt]: numberOrNull, [FIELDS.completion]: numberOrNull, [FIELDS.retention]: numberOrNull, [FIELDS.earnings]: numberOrNull,
})
const answer = v.object({ metadata: v.object({ total: v.number() }), results: v.array(row) })

const OWNERSHIP = { 1: 'public', 2: 'private nonprofit', 3: 'private for-profit' } as const
const DEGREES = { 0: 'not classified', 1: 'certificate', 2: "associate's", 3: "bachelor's", 4: 'graduate' } as const
const SORTS = { size: 'latest.student.size:desc', name: 'school.name:asc', earnings: 'latest.earnings.10_yrs_after_entry.median:desc', cost: 'latest.cost.tuition.in_state:asc' } as const

export default defineOperation({
  name: 'college-scorecard',
  method: 'GET',
  description: 'U.S. colleges and universities from the College Scorecard (U.S. Department of Education): by name, ID, state or ZIP radius; size, admission rate, SAT and ACT, in-state and out-of-state tuition, average net price, Pell share, median debt, completion and retention rates and median earnings 10 years after entry.',
  input: v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100), v.description('Words of the school name, e.g. university of michigan'))),
    id: v.optional(v.pipe(v.number(), v.integer(), v.minValue(100000), v.maxValue(99999999), v.description('IPEDS unit id, e.g. 170976'))),
    state: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a 2-letter state postal code'), v.description('State postal code'))),
    zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('ZIP code at the center of a radius search'))),
    distanceMiles: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500), v.description('Radius around zip, miles (default 25)'))),
    ownership: v.optional(v.pipe(v.picklist(['public', 'nonprofit', 'forprofit']), v.description('public, nonprofit or forprofit'))),
    degree: v.optional(v.pipe(v.picklist(['certificate', 'associate', 'bachelor', 'graduate']), v.description('Predominant degree awarded'))),
    sort: v.optional(v.pipe(v.picklist(Object.keys(SORTS) as Array<keyof typeof SORTS>), v.description('size (default), name, earnings or cost')), 'size'),
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
        fields: Object.values(FIELDS).join(','),
        sort: SORTS[input.sort],
        per_page: input.limit,
        page: input.page,
      },
      schema: answer,
      cacheTtlMs: 24 * 3600_000,
    })
    const items = response.data.results.map((school) => {
      const ownership = school[FIELDS.ownership] as number | null
      return {
        id: school[FIELDS.id],
        name: school[FIELDS.name],
        city: school[FIELDS.city],
        state: school[FIELDS.state],
        zip: school[FIELDS.zip],
        url: school[FIELDS.url],
        ownership: OWNERSHIP[ownership as keyof typeof OWNERSHIP] ?? null,
        predominantDegree: DEGREES[school[FIELDS.degree] as keyof typeof DEGREES] ?? null,
        lat: school[FIELDS.lat],
        lon: school[FIELDS.lon],
        students: school[FIELDS.size],
        admissionRate: school[FIELDS.admissionRate],
        satAverage: school[FIELDS.sat],
        actMidpoint: school[FIELDS.act],
        tuitionInState: school[FIELDS.tuitionIn],
        tuitionOutOfState: school[FIELDS.tuitionOut],
        // Scorecard keeps the average net price of public and private schools in two fields.
        averageNetPrice: (ownership === 1 ? school[FIELDS.netPricePublic] : school[FIELDS.netPricePrivate]) ?? null,
        pellGrantRate: school[FIELDS.pell],
        medianDebt: school[FIELDS.debt],
        completionRate: school[FIELDS.completion],
        retentionRate: school[FIELDS.retention],
        medianEarnings10yr: school[FIELDS.earnings],
      }
    })
    return listAnswer(items, sourceOf(collegeScorecard, response.url), { total: response.data.metadata.total })
  },
})
