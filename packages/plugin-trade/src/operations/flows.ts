import { defineOperation, invalidField, listAnswer, rowLimit, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { areaCode } from '../comtrade-areas.ts'
import { comtrade } from '../upstreams/comtrade.ts'

/** GET /data/v1/get/C/{A|M}/HS: goods trade records (values in US dollars) of a reporter with a partner. */
const num = v.nullish(v.number())
const text = v.nullish(v.string())
const record = v.object({
  period: v.union([v.string(), v.number()]),
  reporterCode: v.number(),
  reporterISO: text,
  reporterDesc: text,
  flowCode: v.string(),
  flowDesc: text,
  partnerCode: v.number(),
  partnerISO: text,
  partnerDesc: text,
  cmdCode: v.string(),
  cmdDesc: text,
  qtyUnitAbbr: text,
  qty: num,
  netWgt: num,
  cifvalue: num,
  fobvalue: num,
  primaryValue: num,
})
const answer = v.object({ count: v.nullish(v.number()), data: v.array(record), error: text })

const FLOWS = { imports: 'M', exports: 'X', both: 'M,X' } as const
const FLOW_NAMES: Record<string, string> = { M: 'imports', X: 'exports', RM: 're-imports', RX: 're-exports' }
const area = (what: string) => v.pipe(v.string(), v.trim(), v.regex(/^([A-Za-z]{3}|\d{1,3})$/, 'must be an ISO alpha-3 code or a UN Comtrade (M49) area code'), v.description(what))

export default defineOperation({
  name: 'flows',
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
      schema: answer,
      cacheTtlMs: 24 * 3600_000,
    })
    const rows = data.data.filter((row) => row.flowCode in FLOW_NAMES)
    const items = rows.slice(0, input.limit).map((row) => ({
      period: monthly ? `${String(row.period).slice(0, 4)}-${String(row.period).slice(4, 6)}` : String(row.period),
      reporter: { code: row.reporterCode, iso3: row.reporterISO ?? null, name: row.reporterDesc ?? null },
      partner: { code: row.partnerCode, iso3: row.partnerISO ?? null, name: row.partnerDesc ?? null },
      flow: FLOW_NAMES[row.flowCode],
      commodity: { code: row.cmdCode, description: row.cmdDesc ?? null },
      valueUsd: row.primaryValue ?? null,
      cifValueUsd: row.cifvalue ?? null,
      fobValueUsd: row.fobvalue ?? null,
      netWeightKg: row.netWgt ?? null,
      quantity: row.qty ?? null,
      quantityUnit: row.qtyUnitAbbr ?? null,
    }))
    return listAnswer(items, sourceOf(comtrade, url), { total: data.count ?? rows.length })
  },
})
