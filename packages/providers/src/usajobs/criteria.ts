import { invalidField } from '@svc/core'
import * as v from 'valibot'

const text = (description: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(100), v.description(description)))
const grade = (description: string) => v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15), v.description(description)))

/**
 * The search criteria every operation searching USAJOBS takes, with the same bounds and words (gov.usajobs,
 * job.federal-search); each operation adds its own title, agency, series and the rest.
 */
export const usajobsCriteria = {
  keyword: text('Keywords'),
  location: text('City, state or ZIP, e.g. Denver, Colorado'),
  radius: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500), v.description('Miles around location'))),
  minGrade: grade('Lowest GS grade'),
  maxGrade: grade('Highest GS grade'),
  minSalary: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000), v.description('Lowest yearly pay (USD)'))),
}

type Criteria = v.InferOutput<v.ObjectSchema<typeof usajobsCriteria, undefined>> & { title?: string; agency?: string; series?: string }

/** Grades in the wrong order can only fail: the 400 names maxGrade. */
export function checkGradeOrder(input: Criteria): void {
  if (input.minGrade !== undefined && input.maxGrade !== undefined && input.minGrade > input.maxGrade) throw invalidField('maxGrade', 'must not be below minGrade')
}

/** The search API's parameters for the criteria, title, agency and series, in the order the operations send them. */
export const criteriaQuery = (input: Criteria) => ({
  Keyword: input.keyword, PositionTitle: input.title, LocationName: input.location, Radius: input.radius, Organization: input.agency, JobCategoryCode: input.series,
  PayGradeLow: input.minGrade, PayGradeHigh: input.maxGrade, RemunerationMinimumAmount: input.minSalary,
})

/** `RemoteIndicator`: `True` for remote jobs only, `False` for on-site only, left out when not asked. */
export const remoteIndicator = (remote: boolean | undefined) => (remote === undefined ? undefined : remote ? 'True' : 'False')
