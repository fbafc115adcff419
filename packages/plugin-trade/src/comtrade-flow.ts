// UN Comtrade's goods trade records and each as the flow the flows operation answers.
import * as v from 'valibot'
import { numberOrNull, textOrNull } from '@svc/core'

/** GET /data/v1/get/C/{A|M}/HS: goods trade records (values in US dollars) of a reporter with a partner. */
const num = numberOrNull
const text = textOrNull
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
export const comtradeAnswer = v.object({ count: numberOrNull, data: v.array(record), error: text })
export const FLOW_NAMES: Record<string, string> = { M: 'imports', X: 'exports', RM: 're-imports', RX: 're-exports' }

/** A Comtrade record as a flow: the period as YYYY or YYYY-MM, areas and commodity named, values in dollars and kilograms. */
export const flowOf = (row: v.InferOutput<typeof comtradeAnswer>['data'][number], monthly: boolean) => ({
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
})
