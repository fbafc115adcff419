import { createError, defineOperation, listAnswer, lookupAnswer, sourceOf, type UpstreamClient, UpstreamError } from '@svc/core'
import * as v from 'valibot'
import { num, str } from '../shared/input.ts'
import { limit, offset, text } from '../shared/params.ts'
import { fara } from '../upstreams/fara.ts'

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
async function rows(client: UpstreamClient, path: string, noneOn404 = false): Promise<{ rows: Row[]; url: string }> {
  try {
    const response = await client.json(path, { schema: rowset, cacheTtlMs: 12 * 3600_000 })
    const set = Object.values(response.data)[0]
    const found = typeof set === 'object' ? set?.ROW : undefined
    return { rows: Array.isArray(found) ? found : found ? [found] : [], url: response.url }
  } catch (error) {
    if (noneOn404 && error instanceof UpstreamError && error.upstreamStatus === 404) return { rows: [], url: '' }
    throw error
  }
}
const STATUSES = { active: ['Active'], terminated: ['Terminated'], all: ['Active', 'Terminated'] } as const

const registrant = (row: Row, status: string) => ({
  registrationNumber: num(row.Registration_Number),
  name: str(row.Name),
  businessName: str(row.Business_Name),
  registrationDate: str(row.Registration_Date),
  terminationDate: str(row.Termination_Date),
  status,
  address: { line1: str(row.Address_1), line2: str(row.Address_2), city: str(row.City), state: str(row.State), zip: str(row.Zip) },
  url: `https://efile.fara.gov/ords/fara/f?p=1235:10::::RP,10:P10_REG_NUMBER:${row.Registration_Number}`,
})
const principal = (row: Row, status: string) => ({
  name: str(row.FP_NAME), country: str(row.COUNTRY_NAME), registrationDate: str(row.FP_REG_DATE), terminationDate: str(row.FP_TERM_DATE), status,
  address: { line1: str(row.ADDRESS_1), line2: str(row.ADDRESS_2), city: str(row.CITY), state: str(row.STATE), zip: str(row.ZIP) },
})

export default defineOperation({
  name: 'foreign-agents',
  method: 'GET',
  description: 'Registrants under the Foreign Agents Registration Act (DOJ FARA eFile): one registration by number with its foreign principals (governments, parties, companies and their countries) and filed documents, or registrants by name and status; registration and termination dates, business name and address.',
  input: v.object({
    registrationNumber: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(99_999), v.description('FARA registration number (lookup mode)'))),
    name: text(2, 120, 'Words of the registrant name'),
    status: v.optional(v.pipe(v.picklist(['active', 'terminated', 'all']), v.description('Registrants active (default), terminated or all')), 'active'),
    limit: limit(100, 25),
    offset: offset(10_000),
  }),
  upstreams: [fara],
  keywords: ['foreign agent registration', 'fara registrant', 'who represents foreign governments', 'foreign lobbying'],
  async handler({ input, upstream }) {
    const client = upstream(fara)
    if (input.registrationNumber !== undefined) {
      const number = input.registrationNumber
      const lists = await Promise.all(['Active', 'Terminated'].map((status) => rows(client, `/api/v1/Registrants/json/${status}`).then((result) => ({ status, ...result }))))
      const hit = lists.flatMap((list) => list.rows.map((row) => ({ row, status: list.status.toLowerCase() }))).find(({ row }) => num(row.Registration_Number) === number)
      if (!hit) throw createError('NOT_FOUND', `FARA has no registration ${number}`)
      const [active, terminated, documents] = await Promise.all([
        rows(client, `/api/v1/ForeignPrincipals/json/Active/${number}`, true),
        rows(client, `/api/v1/ForeignPrincipals/json/Terminated/${number}`, true),
        rows(client, `/api/v1/RegDocs/json/${number}`, true),
      ])
      const item = {
        ...registrant(hit.row, hit.status),
        foreignPrincipals: [...active.rows.map((row) => principal(row, 'active')), ...terminated.rows.map((row) => principal(row, 'terminated'))],
        documents: documents.rows.map((row) => ({ type: str(row.DOCUMENT_TYPE), stamped: str(row.DATE_STAMPED), url: str(row.URL), foreignPrincipal: str(row.FOREIGN_PRINCIPAL_NAME), country: str(row.FOREIGN_PRINCIPAL_COUNTRY) })),
      }
      return lookupAnswer(item, sourceOf(fara, active.url || lists[0]!.url), { mode: 'lookup' })
    }
    const lists = await Promise.all(STATUSES[input.status].map((status) => rows(client, `/api/v1/Registrants/json/${status}`).then((result) => ({ status: status.toLowerCase(), ...result }))))
    const words = input.name?.toLowerCase().split(/\s+/) ?? []
    const matches = lists
      .flatMap((list) => list.rows.map((row) => registrant(row, list.status)))
      .filter((row) => words.every((word) => `${row.name ?? ''} ${row.businessName ?? ''}`.toLowerCase().includes(word)))
      .sort((a, b) => (b.registrationNumber ?? 0) - (a.registrationNumber ?? 0))
    return listAnswer(matches.slice(input.offset, input.offset + input.limit), sourceOf(fara, lists[0]!.url), { total: matches.length, mode: 'list' })
  },
})
