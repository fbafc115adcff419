import * as v from 'valibot'

/** FDIC writes numbers as numbers or strings depending on the field (CERT 3511, FED_RSSD "451965", EQ "169518000"). */
const value = v.nullish(v.union([v.string(), v.number()]), null)

/** `{meta: {total}, data: [{data: {...fields}, score}], totals: {count}}`: every BankFind endpoint's envelope. */
export const envelope = <T extends v.ObjectEntries>(fields: T) => v.object({
  meta: v.object({ total: v.number() }),
  data: v.array(v.object({ data: v.object(fields) })),
})

export const institutionFields = {
  CERT: value, FED_RSSD: value, NAME: v.string(), NAMEHCR: value, WEBADDR: value, ACTIVE: value,
  ADDRESS: value, CITY: value, STALP: value, STNAME: value, COUNTY: value, ZIP: value,
  ESTYMD: value, INSDATE: value, ENDEFYMD: value, CHRTAGNT: value, BKCLASS: value, REGAGNT: value,
  OFFICES: value, ASSET: value, DEP: value, REPDTE: value,
}
export const FIELDS = Object.keys(institutionFields).join(',')
export type Institution = v.InferOutput<v.ObjectSchema<typeof institutionFields, undefined>>

export const historyFields = { CERT: value, CHANGECODE: value, CHANGECODE_DESC: value, EFFDATE: value }
export type HistoryEvent = v.InferOutput<v.ObjectSchema<typeof historyFields, undefined>>

export const text = (field: string | number | null) => (field === null || String(field).trim() === '' ? null : String(field).trim())
export const number = (field: string | number | null) => (field === null || field === '' || !Number.isFinite(Number(field)) ? null : Number(field))

/** `MM/DD/YYYY` (institutions) or `YYYY-MM-DDT00:00:00` (history) as `YYYY-MM-DD`; the open-ended 12/31/9999 is null. */
export function date(field: string | number | null): string | null {
  const raw = text(field)
  if (!raw) return null
  const us = /^(\d\d)\/(\d\d)\/(\d{4})$/.exec(raw)
  const iso = us ? `${us[3]}-${us[1]}-${us[2]}` : /^\d{4}-\d\d-\d\d/.test(raw) ? raw.slice(0, 10) : null
  return iso && !iso.startsWith('9999') ? iso : null
}
