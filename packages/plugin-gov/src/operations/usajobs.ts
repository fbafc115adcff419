import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { limit, page, text } from '../shared/params.ts'
import { checkGradeOrder, criteriaQuery, remoteIndicator, searchUsajobs, usajobs, usajobsCriteria, usajobsHeaders, usajobsSearchSource } from '@svc/providers/usajobs'
import { jobItem } from '../usajobs/job.ts'

export default defineOperation({
  name: 'usajobs',
  method: 'GET',
  description: 'Open U.S. federal government jobs from USAJOBS: by keyword, title, location (with radius), agency code, job series, grade, salary, remote and telework; title, agency and department, locations, grades, pay range, schedule, who may apply, open and close dates and the apply link.',
  input: v.object({
    keyword: usajobsCriteria.keyword,
    title: text(2, 100, 'Position title words'),
    location: usajobsCriteria.location,
    radius: usajobsCriteria.radius,
    agency: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,4}$/, 'must be a USAJOBS agency subelement code such as HE38 or VA'), v.description('Agency code'))),
    series: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit occupational series such as 2210'), v.description('Job series'))),
    minGrade: usajobsCriteria.minGrade,
    maxGrade: usajobsCriteria.maxGrade,
    minSalary: usajobsCriteria.minSalary,
    remote: v.optional(v.pipe(v.boolean(), v.description('Remote jobs only'))),
    limit: limit(100, 25),
    page: page(100),
  }),
  upstreams: [usajobs],
  sources: [usajobsSearchSource],
  keywords: ['federal jobs', 'government job openings', 'usajobs search', 'work for the government'],
  // Grades in the wrong order can only fail: the 400 comes before any 402.
  check: checkGradeOrder,
  async handler({ input, upstream, config }) {
    const { items, total, url } = await searchUsajobs(upstream(usajobs), usajobsHeaders(config), {
      ...criteriaQuery(input), RemoteIndicator: remoteIndicator(input.remote),
      ResultsPerPage: input.limit, Page: input.page,
    })
    return listAnswer(items.map(jobItem), sourceOf(usajobs, url), { total })
  },
})
