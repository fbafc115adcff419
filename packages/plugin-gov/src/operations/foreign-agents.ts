import { createError, defineOperation, listAnswer, lookupAnswer, sourceOf, sourcesInWords } from '@svc/core'
import * as v from 'valibot'
import { integer, limit, offset, text } from '../shared/params.ts'
import { num, str } from '../shared/input.ts'
import { fara } from '../upstreams/fara.ts'
import { principal, registrant, rows } from '../fara/rows.ts'

const STATUSES = { active: ['Active'], terminated: ['Terminated'], all: ['Active', 'Terminated'] } as const

export default defineOperation({
  name: 'foreign-agents',
  cacheTtl: '12h',
  sources: sourcesInWords('FARA eFile `/api/v1/Registrants`, `/ForeignPrincipals`, `/RegDocs`'),
  method: 'GET',
  description: 'Registrants under the Foreign Agents Registration Act (DOJ FARA eFile): one registration by number with its foreign principals (governments, parties, companies and their countries) and filed documents, or registrants by name and status; registration and termination dates, business name and address.',
  input: v.object({
    registrationNumber: integer(1, 99_999, 'FARA registration number (lookup mode)'),
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
