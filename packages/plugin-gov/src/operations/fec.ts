import { booleanOrNull, defineOperation, listAnswer, requiredText, rowLimit } from '@svc/core'
import * as v from 'valibot'
import { fecSource, fecText } from '../fec/query.ts'
import { openFec } from '@svc/providers/openfec'

const candidates = v.object({ results: v.array(v.object({ id: v.string(), name: v.string(), office_sought: fecText })) })
const committees = v.object({ results: v.array(v.object({ id: v.string(), name: v.string(), is_active: booleanOrNull })) })

export default defineOperation({
  name: 'fec',
  cacheTtl: '1d',
  sources: [{ path: '/v1/names/candidates/' }, { path: '/v1/names/committees/' }],
  method: 'GET',
  description: 'Finds FEC filers by name (OpenFEC name search): candidates (with the office sought) and committees such as campaigns and PACs (active or not), each with its FEC id and fec.gov page, to use with the other fec-* operations.',
  input: v.object({
    q: requiredText(2, 100, 'Name or part of a name'),
    type: v.optional(v.pipe(v.picklist(['all', 'candidate', 'committee']), v.description('Which filers (default all)')), 'all'),
    limit: rowLimit(40, 20, 'Rows per kind (1-40)'),
  }),
  upstreams: [openFec],
  keywords: ['fec search', 'campaign finance lookup', 'pac id', 'find committee id', 'political action committee'],
  async handler({ input, upstream }) {
    const client = upstream(openFec)
    const ask = <S extends v.GenericSchema>(path: string, schema: S) => client.json(path, { query: { q: input.q }, schema })
    const [people, groups] = await Promise.all([
      input.type === 'committee' ? null : ask('/v1/names/candidates/', candidates),
      input.type === 'candidate' ? null : ask('/v1/names/committees/', committees),
    ])
    const items = [
      ...(people?.data.results.slice(0, input.limit).map((row) => ({ kind: 'candidate', id: row.id, name: row.name, office: row.office_sought, isActive: null, url: `https://www.fec.gov/data/candidate/${row.id}/` })) ?? []),
      ...(groups?.data.results.slice(0, input.limit).map((row) => ({ kind: 'committee', id: row.id, name: row.name, office: null, isActive: row.is_active, url: `https://www.fec.gov/data/committee/${row.id}/` })) ?? []),
    ]
    return listAnswer(items, fecSource((people ?? groups)!.url))
  },
})
