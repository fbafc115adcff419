import { defineOperation, invalidField, listAnswer, rowLimit, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { areaCode } from '../comtrade-areas.ts'
import { comtradeAnswer, FLOW_NAMES, flowOf } from '../comtrade-flow.ts'
import { comtrade } from '../upstreams/comtrade.ts'

const FLOWS = { imports: 'M', exports: 'X', both: 'M,X' } as const
const area = (what: string) => v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z]{3}|\d{1,3})$/, 'must be an ISO alpha-3 code or a UN Comtrade (M49) area code'), v.description(what))

export default defineOperation({
  name: 'flows',
  sources: [{ about: 'UN Comtrade `/data/v1/get/C/{A\\|M}/HS` (key)' }, { path: '/data/v1/get/C/{frequency}/HS', cacheTtl: '1d' }, { path: '/files/v1/app/reference/Reporters.json', cacheTtl: '7d' }, { path: '/files/v1/app/reference/partnerAreas.json', cacheTtl: '7d' }],
  method: 'GET',
  description:
    "International merchandise trade flows from UN Comtrade: a country's imports and exports (US dollars, net weight) with a partner or the world, in total or for an HS commodity code, for a year or a month.",
  input: v.object({
    reporter: area('Reporting country: ISO alpha-3 (e.g. USA) or UN Comtrade area code (e.g. 842)'),
    partner: v.optional(area('Partner country (default: the world, WLD or 0)'), 'WLD'),
    period: v.pipe(v.string(), v.regex(/^\d{4}(-(0[1-9]|1[0-2]))?$/, 'must be YYYY (annual) or YYYY-MM (monthly)'), v.description('Year (YYYY) or month (YYYY-MM)')),
    commodity: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^(TOTAL|\d{2}|\d{4}|\d{6})$/i, 'must be TOTAL or an HS code of 2, 4 or 6 digits'), v.description('HS code (2, 4 or 6 digits) or TOTAL (default)')), 'TOTAL'),
    flow: v.optional(v.pipe(v.picklist(['imports', 'exports', 'both']), v.description('imports, exports or both (default)')), 'both'),
    limit: rowLimit(500, 100),
  }),
  upstreams: [comtrade],
  keywords: ['trade statistics', 'imports and exports', 'bilateral trade', 'trade balance', 'exports by country', 'comtrade'],
  check: (input) => {
    const year = Number(input.period.slice(0, 4))
    if (year < 1962 || year > 2100) throw invalidField('period', 'UN Comtrade holds years from 1962')
  },
  async handler({ input, upstream }) {
    const client = upstream(comtrade)
    const [reporterCode, partnerCode] = await Promise.all([areaCode(client, 'reporter', input.reporter), areaCode(client, 'partner', input.partner)])
    const monthly = input.period.length === 7
    const { data, url } = await client.json(`/data/v1/get/C/${monthly ? 'M' : 'A'}/HS`, {
      query: {
        reporterCode,
        partnerCode,
        period: input.period.replace('-', ''),
        cmdCode: input.commodity.toUpperCase(),
        flowCode: FLOWS[input.flow],
        maxRecords: input.limit,
        includeDesc: 'true',
      },
      schema: comtradeAnswer,
    })
    const rows = data.data.filter((row) => row.flowCode in FLOW_NAMES)
    const items = rows.slice(0, input.limit).map((row) => flowOf(row, monthly))
    return listAnswer(items, sourceOf(comtrade, url), { total: data.count ?? rows.length })
  },
})
