import { numberOrNull, textOrNull } from '@svc/core'
import * as v from 'valibot'

/** The Scorecard fields the answer reads (dotted names, as the API returns them with `fields`). */
export const SCHOOL_FIELDS = {
  id: 'id', name: 'school.name', city: 'school.city', state: 'school.state', zip: 'school.zip', url: 'school.school_url',
  ownership: 'school.ownership', degree: 'school.degrees_awarded.predominant', lat: 'location.lat', lon: 'location.lon',
  size: 'latest.student.size', admissionRate: 'latest.admissions.admission_rate.overall', sat: 'latest.admissions.sat_scores.average.overall',
  act: 'latest.admissions.act_scores.midpoint.cumulative', tuitionIn: 'latest.cost.tuition.in_state', tuitionOut: 'latest.cost.tuition.out_of_state',
  netPricePublic: 'latest.cost.avg_net_price.public', netPricePrivate: 'latest.cost.avg_net_price.private', pell: 'latest.aid.pell_grant_rate',
  debt: 'latest.aid.median_debt.completers.overall', completion: 'latest.completion.rate_suppressed.overall',
  retention: 'latest.student.retention_rate.four_year.full_time', earnings: 'latest.earnings.10_yrs_after_entry.median',
} as const

const row = v.looseObject({
  [SCHOOL_FIELDS.id]: v.number(), [SCHOOL_FIELDS.name]: v.string(), [SCHOOL_FIELDS.city]: textOrNull, [SCHOOL_FIELDS.state]: textOrNull, [SCHOOL_FIELDS.zip]: textOrNull, [SCHOOL_FIELDS.url]: textOrNull,
  [SCHOOL_FIELDS.ownership]: numberOrNull, [SCHOOL_FIELDS.degree]: numberOrNull, [SCHOOL_FIELDS.lat]: numberOrNull, [SCHOOL_FIELDS.lon]: numberOrNull, [SCHOOL_FIELDS.size]: numberOrNull, [SCHOOL_FIELDS.admissionRate]: numberOrNull,
  [SCHOOL_FIELDS.sat]: numberOrNull, [SCHOOL_FIELDS.act]: numberOrNull, [SCHOOL_FIELDS.tuitionIn]: numberOrNull, [SCHOOL_FIELDS.tuitionOut]: numberOrNull, [SCHOOL_FIELDS.netPricePublic]: numberOrNull, [SCHOOL_FIELDS.netPricePrivate]: numberOrNull,
  [SCHOOL_FIELDS.pell]: numberOrNull, [SCHOOL_FIELDS.debt]: numberOrNull, [SCHOOL_FIELDS.completion]: numberOrNull, [SCHOOL_FIELDS.retention]: numberOrNull, [SCHOOL_FIELDS.earnings]: numberOrNull,
})
/** The schools endpoint's page, the members read. */
export const schoolsAnswer = v.object({ metadata: v.object({ total: v.number() }), results: v.array(row) })

const OWNERSHIP = { 1: 'public', 2: 'private nonprofit', 3: 'private for-profit' } as const
const DEGREES = { 0: 'not classified', 1: 'certificate', 2: "associate's", 3: "bachelor's", 4: 'graduate' } as const

type School = v.InferOutput<typeof schoolsAnswer>['results'][number]

/** The members of a school at their Scorecard fields, each under its answer name (`{ students: 'size' }`). */
function fields<K extends string>(school: School, names: Record<K, keyof typeof SCHOOL_FIELDS>): Record<K, string | number | null> {
  return Object.fromEntries(Object.entries<keyof typeof SCHOOL_FIELDS>(names).map(([answer, field]) => [answer, school[SCHOOL_FIELDS[field]] as string | number | null])) as Record<K, string | number | null>
}

/** One school as college-scorecard answers it. */
export function schoolItem(school: School) {
  const ownership = school[SCHOOL_FIELDS.ownership] as number | null
  return {
    ...fields(school, { id: 'id', name: 'name', city: 'city', state: 'state', zip: 'zip', url: 'url' }),
    ownership: OWNERSHIP[ownership as keyof typeof OWNERSHIP] ?? null,
    predominantDegree: DEGREES[school[SCHOOL_FIELDS.degree] as keyof typeof DEGREES] ?? null,
    ...fields(school, {
      lat: 'lat', lon: 'lon', students: 'size', admissionRate: 'admissionRate', satAverage: 'sat', actMidpoint: 'act', tuitionInState: 'tuitionIn', tuitionOutOfState: 'tuitionOut',
    }),
    // Scorecard keeps the average net price of public and private schools in two fields.
    averageNetPrice: (ownership === 1 ? school[SCHOOL_FIELDS.netPricePublic] : school[SCHOOL_FIELDS.netPricePrivate]) ?? null,
    ...fields(school, { pellGrantRate: 'pell', medianDebt: 'debt', completionRate: 'completion', retentionRate: 'retention', medianEarnings10yr: 'earnings' }),
  }
}
