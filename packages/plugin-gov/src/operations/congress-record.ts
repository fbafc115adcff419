import { defineOperation, listAnswer, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { source } from '../congress/client.ts'
import { offset } from '../congress/params.ts'
import { needs } from '../shared/input.ts'
import { congressGov } from '../upstreams/congress.ts'

/** The daily Congressional Record endpoint answers in its own capitalized shape. */
const answer = v.object({
  Results: v.object({
    Issues: v.array(v.object({
      Id: v.number(),
      Congress: v.union([v.string(), v.number()]),
      Session: v.union([v.string(), v.number()]),
      Issue: v.union([v.string(), v.number()]),
      Volume: v.union([v.string(), v.number()]),
      PublishDate: v.string(),
      Links: v.optional(v.record(v.string(), v.unknown()), {}),
    })),
  }),
})

export default defineOperation({
  name: 'congress-record',
  sources: sourcesInWords('Congress.gov `/v3/congressional-record?y=&m=&d=`'),
  method: 'GET',
  description: 'Daily issues of the Congressional Record from Congress.gov, by year, month (with its year) and day (with its month): congress, session, volume, issue, publish date and the links to each section (Senate, House, Extensions of Remarks, Daily Digest).',
  input: v.object({
    year: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1873), v.maxValue(2100))),
    month: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(12))),
    day: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(31))),
    offset,
  }),
  upstreams: [congressGov],
  keywords: ['congressional record', 'floor proceedings', 'senate floor', 'house floor'],
  // A day without its month, or a month without its year, can only fail: the 400 comes before any 402.
  check: (input) => {
    needs(input, 'day', ['month'], 'a day needs its month (and year)')
    needs(input, 'month', ['year'], 'a month needs its year')
  },
  async handler({ input, upstream }) {
    const response = await upstream(congressGov).json('/v3/congressional-record', {
      query: { format: 'json', y: input.year, m: input.month, d: input.day, offset: input.offset },
      schema: answer,
    })
    const items = response.data.Results.Issues.map((issue) => ({
      id: issue.Id,
      congress: Number(issue.Congress),
      session: Number(issue.Session),
      issue: String(issue.Issue),
      volume: Number(issue.Volume),
      publishDate: issue.PublishDate,
      links: issue.Links,
    }))
    return listAnswer(items, source(response.url), { total: null })
  },
})
