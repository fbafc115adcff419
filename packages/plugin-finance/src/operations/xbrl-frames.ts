import { defineOperation, listAnswer, sourceOf, textOrNull, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { padCik } from '../sec/companies.ts'
import { secData, secHeaders } from '../sec/upstreams.ts'

const frameFile = v.object({
  taxonomy: v.string(),
  tag: v.string(),
  ccp: v.string(),
  uom: v.string(),
  label: textOrNull,
  pts: v.number(),
  data: v.array(v.object({ accn: v.string(), cik: v.number(), entityName: v.string(), loc: textOrNull, end: v.string(), val: v.number() })),
})

export default defineOperation({
  name: 'xbrl-frames',
  sources: [{ path: '/api/xbrl/frames/{taxonomy}/{concept}/{unit}/{period}.json', cacheTtl: '1d' }],
  method: 'GET',
  description: 'One XBRL concept across all SEC filers for one period (a "frame", e.g. every company\'s revenue for CY2024 or assets at the end of CY2024Q4), ranked by value: company, CIK, location, period end and value.',
  input: v.object({
    concept: v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z][A-Za-z0-9]{1,150}$/, 'must be an XBRL concept name such as Revenues'), v.description('Concept, e.g. Revenues, Assets, NetIncomeLoss')),
    taxonomy: v.optional(v.pipe(v.picklist(['us-gaap', 'ifrs-full', 'dei', 'srt']), v.description('Taxonomy')), 'us-gaap'),
    unit: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z]{1,12}(-per-[A-Za-z]{1,12})?$/, 'must be a unit such as USD, shares, pure or USD-per-shares'), v.description('Unit of measure')), 'USD'),
    period: v.pipe(v.string(), v.toUpperCase(), v.regex(/^CY\d{4}(Q[1-4]I?)?$/, 'must be a calendar period: CY2024 (year), CY2024Q1 (quarter) or CY2024Q4I (instant at quarter end)'), v.description('Calendar period')),
    order: v.optional(v.pipe(v.picklist(['desc', 'asc']), v.description('By value')), 'desc'),
    limit: rowLimit(1000, 100),
  }),
  upstreams: [secData],
  keywords: ['compare companies revenue', 'largest companies by assets', 'xbrl frame', 'cross-sectional financials'],
  async handler({ input, upstream, settings }) {
    const response = await upstream(secData).json(`/api/xbrl/frames/${input.taxonomy}/${input.concept}/${input.unit}/${input.period}.json`, {
      schema: frameFile, headers: secHeaders(settings), notFound: `EDGAR has no frame ${input.taxonomy}:${input.concept} in ${input.unit} for ${input.period}`,
    })
    const sign = input.order === 'desc' ? -1 : 1
    const items = [...response.data.data]
      .sort((a, b) => sign * (a.val - b.val) || a.entityName.localeCompare(b.entityName))
      .slice(0, input.limit)
      .map((row) => ({ cik: padCik(row.cik), entityName: row.entityName, location: row.loc, end: row.end, value: row.val, accessionNumber: row.accn }))
    return { ...listAnswer(items, sourceOf(secData, response.url), { total: response.data.pts }), frame: { taxonomy: response.data.taxonomy, concept: response.data.tag, label: response.data.label, unit: response.data.uom, period: response.data.ccp } }
  },
})
