import { defineOperation, listAnswer, rowLimit, sourceOf, textOrNull, optionalText } from '@svc/core'
import { usajobs, usajobsHeaders } from '@svc/providers/usajobs'
import * as v from 'valibot'

/** The USAJOBS code lists a federal job search filters by (https://developer.usajobs.gov/api-reference/code-lists). */
const LISTS = [
  'occupationalseries', 'agencysubelements', 'payplans', 'hiringpaths', 'positionscheduletypes', 'positionofferingtypes',
  'securityclearances', 'travelpercentages', 'countries', 'countrysubdivisions', 'postalcodes', 'academiclevels',
  'cyberworkroles', 'cyberworkgroupings', 'missioncriticalcodes', 'remunerationrateintervalcodes', 'applicantsuppliers',
] as const

const answer = v.object({
  CodeList: v.array(v.object({
    ValidValue: v.array(v.looseObject({ Code: v.string(), Value: textOrNull, IsDisabled: textOrNull, LastModified: textOrNull, ParentCode: textOrNull, JobFamily: textOrNull })),
    id: v.optional(v.string()),
  })),
  DateGenerated: textOrNull,
})

export default defineOperation({
  name: 'federal-codes',
  method: 'GET',
  description: 'USAJOBS reference code lists for federal job searches: occupational series (job series such as 2210 IT management), agencies and sub-agencies, pay plans, hiring paths, schedules, appointment types, security clearances, countries and more; filter by words or code.',
  input: v.object({
    list: v.pipe(v.picklist(LISTS), v.description('Code list: occupationalseries, agencysubelements, payplans, hiringpaths, positionscheduletypes, securityclearances...')),
    q: optionalText(1, 100, 'Words or code to find (case-insensitive, in the code or its name)'),
    parent: v.optional(v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,10}$/, 'must be a parent code such as VA (agencies) or US (country subdivisions)'), v.description('Only entries under this parent code (agency department, country)'))),
    includeDisabled: v.optional(v.pipe(v.boolean(), v.description('Also list codes USAJOBS has retired (default false)')), false),
    limit: rowLimit(1000, 100),
  }),
  upstreams: [usajobs],
  // Code lists change rarely: a day.
  cacheTtl: '1d',
  sources: [{ path: '/api/codelist/{list}' }],
  keywords: ['federal job series', 'occupational series code', 'gs series', 'agency codes', 'usajobs codes', 'hiring path codes'],
  async handler({ input, upstream, config }) {
    const response = await upstream(usajobs).json(`/api/codelist/${input.list}`, {
      headers: usajobsHeaders(config),
      schema: answer,
    })
    const words = input.q?.toLowerCase().split(/\s+/) ?? []
    const rows = response.data.CodeList.flatMap((list) => list.ValidValue)
      .filter((entry) => input.includeDisabled || entry.IsDisabled !== 'Yes')
      .filter((entry) => input.parent === undefined || entry.ParentCode?.toUpperCase() === input.parent)
      .filter((entry) => {
        const haystack = `${entry.Code} ${entry.Value ?? ''}`.toLowerCase()
        return words.every((word) => haystack.includes(word))
      })
    const items = rows.slice(0, input.limit).map((entry) => ({
      code: entry.Code,
      name: entry.Value,
      disabled: entry.IsDisabled === 'Yes',
      parent: entry.ParentCode,
      jobFamily: entry.JobFamily,
      lastModified: entry.LastModified?.slice(0, 10) ?? null,
    }))
    return listAnswer(items, sourceOf(usajobs, response.url), { total: rows.length })
  },
})
