// UN Comtrade's goods trade records and each as the flow the flows operation answers.
import * as v from 'valibot'
import { numberOrNull, textOrNull } from '@svc/core'

/** GET /data/v1/get/C/{A|M}/HS: goods trade records (values in US dollars) of a reporter with a partner. */
const record = v.object({
  period: v.union([v.string(), v.number()]),
  reporterCode: v.number(),
  reporterISO: textOrNull,
  reporterDesc: textOrNull,
  flowCode: v.string(),
  flowDesc: textOrNull,
  partnerCode: v.number(),
  partnerISO: textOrNull,
  partnerDesc: textOrNull,
  cmdCode: v.string(),
  cmdDesc: textOrNull,
  qtyUnitAbbr: textOrNull,
  qty: numberOrNull,
  netWgt: numberOrNull,
  cifvalue: numberOrNull,
  fobvalue: numberOrNull,
  primaryValue: numberOrNull,
})
export const comtradeAnswer = v.object({ count: numberOrNull, data: v.array(record), error: textOrNull })
export const FLOW_NAMES: Record<string, string> = { M: 'imports', X: 'exports', RM: 're-imports', RX: 're-exports' }

/** A Comtrade record as a flow: the period as YYYY or YYYY-MM, areas and commodity named, values in dollars and kilograms. */
export const flowOf = (row: v.InferOutput<typeof comtradeAnswer>['data'][number], monthly: boolean) => ({
  period: monthly ? `${String(row.period).slice(0, 4)}-${String(row.period).slice(4, 6)}` : String(row.period),
  reporter: { code: row.reporterCode, iso3: row.reporterISO, name: row.reporterDesc },
  partner: { code: row.partnerCode, iso3: row.partnerISO, name: row.partnerDesc },
  flow: FLOW_NAMES[row.flowCode],
  commodity: { code: row.cmdCode, description: row.cmdDesc },
  valueUsd: row.primaryValue,
  cifValueUsd: row.cifvalue,
  fobValueUsd: row.fobvalue,
  netWeightKg: row.netWgt,
  quantity: row.qty,
  quantityUnit: row.qtyUnitAbbr,
})
