import { defineOperation, invalidField, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit, page, text } from '../shared/params.ts'
import { searchUsajobs, usajobs, usajobsHeaders, usajobsSearchSource } from '@svc/providers/usajobs'
import { jobItem } from '../usajobs/job.ts'

export default defineOperation({
  name: 'usajobs',
  method: 'GET',
  description: 'Open U.S. federal government jobs from USAJOBS: by keyword, title, location (with radius), agency code, job series, grade, salary, remote and telework; title, agency and department, locations, grades, pay range, schedule, who may apply, open and close dates and the apply link.',
  input: v.object({
    keyword: text(2, 100, 'Keywords'),
    title: text(2, 100, 'Position title words'),
    location: text(2, 100, 'City, state or ZIP, e.g. Denver, Colorado'),
    radius: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(500), v.description('Miles around location'))),
    agency: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,4}$/, 'must be a USAJOBS agency subelement code such as HE38 or VA'), v.description('Agency code'))),
    series: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit occupational series such as 2210'), v.description('Job series'))),
    minGrade: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15), v.description('Lowest GS grade'))),
    maxGrade: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(15), v.description('Highest GS grade'))),
    minSalary: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000), v.description('Lowest yearly pay (USD)'))),
    remote: v.optional(v.pipe(v.boolean(), v.description('Remote jobs only'))),
    limit: limit(100, 25),
    page: page(100),
  }),
  upstreams: [usajobs],
  sources: [usajobsSearchSource],
  keywords: ['federal jobs', 'government job openings', 'usajobs search', 'work for the government'],
  // Grades in the wrong order can only fail: the 400 comes before any 402.
  check: (input) => {
    if (input.minGrade !== undefined && input.maxGrade !== undefined && input.minGrade > input.maxGrade) throw invalidField('maxGrade', 'must not be below minGrade')
  },
  async handler({ input, upstream, config }) {
    const { items, total, url } = await searchUsajobs(upstream(usajobs), usajobsHeaders(config), {
      Keyword: input.keyword, PositionTitle: input.title, LocationName: input.location, Radius: input.radius, Organization: input.agency, JobCategoryCode: input.series,
      PayGradeLow: input.minGrade, PayGradeHigh: input.maxGrade, RemunerationMinimumAmount: input.minSalary, RemoteIndicator: input.remote === undefined ? undefined : input.remote ? 'True' : 'False',
      ResultsPerPage: input.limit, Page: input.page,
    })
    return listAnswer(items.map(jobItem), sourceOf(usajobs, url), { total })
  },
})
