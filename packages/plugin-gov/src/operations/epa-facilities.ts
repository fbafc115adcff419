import { createError, defineOperation, invalidField, listAnswer, requireOne, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { num } from '../shared/input.ts'
import { echoError, facilitiesPage, facilityItem } from '../echo/facility.ts'
import { limit, page, stateCode, text } from '../shared/params.ts'
import { epaEcho } from '../upstreams/epa-echo.ts'

// A search answers `QueryRows` (with `QueryID` when it matched), or its refusal: an answer with neither is no search answer.
const searchAnswer = v.object({
  Results: v.pipe(
    v.object({ QueryRows: v.optional(v.string()), QueryID: v.optional(v.string()), Error: echoError }),
    v.check((results) => results.QueryRows !== undefined || results.Error !== undefined, 'Results: neither QueryRows nor Error'),
  ),
})

function refusal(message: string | undefined) {
  const text = message ?? 'the search was refused'
  // ECHO refuses queries matching too many facilities: the caller must narrow them.
  if (/limit|too many/i.test(text)) return invalidField('name', `ECHO matched too many facilities, add filters (${text})`)
  return createError('UPSTREAM_FAILED', `EPA ECHO refused the search: ${text}`)
}

/** Both steps' `accept`: a refusal that is ECHO's failure is refused before the client keeps it 12 hours; "too many" (the caller's to narrow) is kept. */
const noFailure = (data: { Results: { Error?: { ErrorMessage?: string | undefined } | undefined } }) => {
  const refused = data.Results.Error && refusal(data.Results.Error.ErrorMessage)
  if (refused?.code === 'UPSTREAM_FAILED') throw refused
}

export default defineOperation({
  name: 'epa-facilities',
  sources: sourcesInWords('EPA ECHO `echo_rest_services.get_facilities` + `get_qid`'),
  method: 'GET',
  description: 'EPA-regulated facilities and their environmental compliance (EPA ECHO): by name, state, city, ZIP, NAICS industry, Clean Air Act, Clean Water Act or RCRA program and significant non-compliance; location, industry codes, programs, inspections, formal enforcement actions, penalties, quarters in non-compliance and the detailed report link.',
  input: v.object({
    name: text(2, 100, 'Facility name words'),
    state: stateCode(),
    city: text(2, 60, 'City'),
    zip: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'must be a 5-digit ZIP code'), v.description('ZIP code'))),
    naics: v.optional(v.pipe(v.string(), v.regex(/^\d{2,6}$/, 'must be 2-6 digits of a NAICS code'), v.description('NAICS code or prefix'))),
    program: v.optional(v.pipe(v.picklist(['air', 'water', 'waste']), v.description('air (CAA), water (CWA), waste (RCRA)'))),
    significantViolator: v.optional(v.pipe(v.boolean(), v.description('Only facilities in significant non-compliance'))),
    limit: limit(100, 20),
    page: page(500),
  }),
  upstreams: [epaEcho],
  keywords: ['epa violations', 'environmental compliance', 'polluting facilities near me', 'echo facility search', 'clean air act violations'],
  // A search without a filter can only fail: the 400 comes before any 402.
  check: (input) => {
    requireOne(input, ['name', 'state', 'city', 'zip', 'naics'])
  },
  async handler({ input, upstream }) {
    const client = upstream(epaEcho)
    const search = (cacheTtlMs?: number) => client.json('/echo/echo_rest_services.get_facilities', {
      query: {
        output: 'JSON', p_fn: input.name, p_st: input.state, p_ct: input.city, p_zip: input.zip, p_ncs: input.naics, p_act: 'Y',
        p_med: input.program && { air: 'A', water: 'W', waste: 'R' }[input.program], p_sncs: input.significantViolator ? 'Y' : undefined, responseset: input.limit,
      },
      schema: searchAnswer,
      accept: noFailure,
      cacheTtlMs,
    })
    const page = (qid: string) => client.json('/echo/echo_rest_services.get_qid', { query: { output: 'JSON', qid, pageno: input.page, responseset: input.limit }, schema: facilitiesPage, accept: noFailure })
    let found = await search()
    if (found.data.Results.Error) throw refusal(found.data.Results.Error.ErrorMessage)
    const total = num(found.data.Results.QueryRows) ?? 0
    if (total === 0 || !found.data.Results.QueryID) return listAnswer([], sourceOf(epaEcho, found.url), { total: total })
    // Step two: the query's page of facilities. The QueryID of a kept search lives on ECHO's side for a time its
    // documentation does not state: when ECHO refuses its page, the search is asked again, unkept, once (not on an
    // outage, a rate limit or a cancelled call, where asking again only adds load).
    const rows = await page(found.data.Results.QueryID).catch(async (error: unknown) => {
      if ((error as { details?: { answer?: string } }).details?.answer !== 'unusable') throw error
      found = await search(0)
      if (!found.data.Results.QueryID) throw error
      return page(found.data.Results.QueryID)
    })
    if (rows.data.Results.Error) throw refusal(rows.data.Results.Error.ErrorMessage)
    return listAnswer(rows.data.Results.Facilities!.map(facilityItem), sourceOf(epaEcho, rows.url), { total: total })
  },
})
