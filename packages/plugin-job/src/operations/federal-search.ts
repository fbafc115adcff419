import { defineOperation, invalidField, listAnswer, pageNumber, rowLimit, sourceOf, keyOf, optionalText } from '@svc/core'
import { checkGradeOrder, criteriaQuery, remoteIndicator, searchUsajobs, usajobs, usajobsCriteria, usajobsHeaders, usajobsSearchSource } from '@svc/providers/usajobs'
import * as v from 'valibot'
import { toJob } from '../postings.ts'

/** USAJOBS hiring paths (codelist/hiringpaths), the `HiringPath` values of the search API. */
const HIRING_PATHS = ['public', 'vet', 'nguard', 'disability', 'native', 'mspouse', 'student', 'ses', 'peace', 'overseas', 'fed-internal-search', 'graduates', 'fed-excepted', 'fed-competitive', 'fed-transition', 'land', 'special-authorities'] as const
/** Sort fields of the search API (`SortField`). */
const SORTS = { opened: 'opendate', closing: 'closedate', title: 'positiontitle', salary: 'salary', agency: 'department' } as const

export default defineOperation({
  name: 'federal-search',
  method: 'GET',
  description: 'Search open U.S. federal jobs on USAJOBS: keyword, title, location and radius, agency, occupational series, grade and pay range, hiring path (public, veterans, students...), schedule, remote or telework, days since posted; each job with its summary, duties, grades, pay, hiring paths, clearance, openings and apply link.',
  input: v.object({
    keyword: usajobsCriteria.keyword,
    title: optionalText(2, 100, 'Words of the position title'),
    location: usajobsCriteria.location,
    radius: usajobsCriteria.radius,
    agency: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{2,4}$/, 'must be a USAJOBS agency code such as VA or HE38 (see job.federal-codes?list=agencysubelements)'), v.description('Agency code'))),
    series: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, 'must be a 4-digit occupational series such as 2210 (see job.federal-codes?list=occupationalseries)'), v.description('Occupational series'))),
    minGrade: usajobsCriteria.minGrade,
    maxGrade: usajobsCriteria.maxGrade,
    minSalary: usajobsCriteria.minSalary,
    maxSalary: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000), v.description('Highest yearly pay (USD)'))),
    hiringPath: v.optional(v.pipe(v.picklist(HIRING_PATHS), v.description('Who the job is open to: public, vet, student, fed-competitive...'))),
    schedule: v.optional(v.pipe(v.picklist(['full-time', 'part-time']), v.description('Full-time or part-time'))),
    remote: v.optional(v.pipe(v.boolean(), v.description('Remote jobs only (true) or on-site only (false)'))),
    postedWithinDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(60), v.description('Posted within this many days (0-60)'))),
    sort: v.optional(v.pipe(keyOf(SORTS), v.description('opened, closing, title, salary or agency (default: relevance)'))),
    limit: rowLimit(100, 25, 'Jobs per page (1-100, default 25)'),
    page: pageNumber(100, 'Page (1-100)'),
  }),
  upstreams: [usajobs],
  sources: [usajobsSearchSource],
  keywords: ['federal jobs', 'government jobs', 'usajobs', 'jobs for veterans', 'public sector job openings', 'work for the government'],
  check(input) {
    checkGradeOrder(input)
    if (input.minSalary !== undefined && input.maxSalary !== undefined && input.minSalary > input.maxSalary) throw invalidField('maxSalary', 'must not be below minSalary')
    if (input.radius !== undefined && input.location === undefined) throw invalidField('radius', 'needs a location')
  },
  async handler({ input, upstream, config }) {
    const { items, total, url } = await searchUsajobs(upstream(usajobs), usajobsHeaders(config), {
      ...criteriaQuery(input), RemunerationMaximumAmount: input.maxSalary,
      HiringPath: input.hiringPath,
      // Position schedule type codes (codelist/positionscheduletypes): 1 full-time, 2 part-time.
      PositionScheduleTypeCode: input.schedule === undefined ? undefined : input.schedule === 'full-time' ? 1 : 2,
      RemoteIndicator: remoteIndicator(input.remote),
      DatePosted: input.postedWithinDays,
      SortField: input.sort ? SORTS[input.sort] : undefined, SortDirection: input.sort ? (input.sort === 'opened' || input.sort === 'salary' ? 'Desc' : 'Asc') : undefined,
      ResultsPerPage: input.limit, Page: input.page, Fields: 'Full',
    })
    return listAnswer(items.map(toJob), sourceOf(usajobs, url), { total })
  },
})
