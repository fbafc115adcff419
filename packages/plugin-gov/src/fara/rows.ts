import { type UpstreamClient, UpstreamError } from '@svc/core'
import * as v from 'valibot'
import { num, str } from '../shared/input.ts'

type Row = Record<string, unknown>
/**
 * FARA answers `{<SET_NAME>: {ROW: [...] | {...}}}`: one row comes as an object; no rows as an empty string
 * or null set, or (principals, documents) as a 404 whose body is not even JSON.
 */
const plainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const rowset = v.pipe(
  // Checked on the raw answer: an object schema would take an array as an object.
  v.custom<Record<string, unknown>>((value) => plainObject(value) && Object.keys(value).length === 1 && Object.values(value).every((set) => set === null || set === '' || plainObject(set)), 'must hold one row set'),
  v.record(v.string(), v.union([v.literal(''), v.nullish(v.object({ ROW: v.optional(v.union([v.array(v.record(v.string(), v.unknown())), v.record(v.string(), v.unknown())])) }), null)])),
)
/** The rows of one FARA row set; `noneOn404`: a 404 is no rows. */
export async function rows(client: UpstreamClient, path: string, noneOn404 = false): Promise<{ rows: Row[]; url: string }> {
  try {
    const response = await client.json(path, { schema: rowset})
    const set = Object.values(response.data)[0]
    const found = typeof set === 'object' ? set?.ROW : undefined
    return { rows: Array.isArray(found) ? found : found ? [found] : [], url: response.url }
  } catch (error) {
    if (noneOn404 && error instanceof UpstreamError && error.upstreamStatus === 404) return { rows: [], url: '' }
    throw error
  }
}
/** One registrant as foreign-agents answers it. */
export const registrant = (row: Row, status: string) => ({
  registrationNumber: num(row.Registration_Number),
  name: str(row.Name),
  businessName: str(row.Business_Name),
  registrationDate: str(row.Registration_Date),
  terminationDate: str(row.Termination_Date),
  status,
  address: { line1: str(row.Address_1), line2: str(row.Address_2), city: str(row.City), state: str(row.State), zip: str(row.Zip) },
  url: `https://efile.fara.gov/ords/fara/f?p=1235:10::::RP,10:P10_REG_NUMBER:${row.Registration_Number}`,
})
/** One foreign principal as foreign-agents answers it. */
export const principal = (row: Row, status: string) => ({
  name: str(row.FP_NAME), country: str(row.COUNTRY_NAME), registrationDate: str(row.FP_REG_DATE), terminationDate: str(row.FP_TERM_DATE), status,
  address: { line1: str(row.ADDRESS_1), line2: str(row.ADDRESS_2), city: str(row.CITY), state: str(row.STATE), zip: str(row.ZIP) },
})
