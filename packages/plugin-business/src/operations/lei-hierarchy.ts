import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { leiCode, leiParty, oneRecord, recordPage } from '../gleif/record.ts'
import { gleif } from '../upstreams/gleif.ts'

export default defineOperation({
  name: 'lei-hierarchy',
  sources: [{ path: '/api/v1/lei-records/{lei}' }, { path: '/api/v1/lei-records/{lei}/{relationship}', about: 'GLEIF `GET /api/v1/lei-records/{lei}/` `direct-parent`, `ultimate-parent`, `direct-children`, `ultimate-children`' }],
  method: 'GET',
  description: 'Corporate hierarchy of a legal entity from GLEIF relationship data: direct and ultimate parent (LEI, name, jurisdiction, country, status), direct children, and counts of direct and ultimate children.',
  input: v.object({
    lei: v.pipe(leiCode, v.description('LEI of the entity')),
    childLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.description('Direct children listed')), 10),
  }),
  upstreams: [gleif],
  keywords: ['parent company', 'subsidiaries', 'ultimate parent', 'corporate ownership tree'],
  async handler({ input, upstream }) {
    const client = upstream(gleif)
    const base = `/api/v1/lei-records/${input.lei}`
    // A parent endpoint answers 404 when the entity reports none (or an exception): that is "no parent".
    const parent = (path: string) => client.json(`${base}/${path}`, { schema: oneRecord, acceptStatus: [404] })
    const children = (path: string, size: number) => client.json(`${base}/${path}`, { query: { 'page[size]': size }, schema: recordPage, acceptStatus: [404] })
    const entity = await client.json(base, { schema: oneRecord, notFound: `GLEIF has no LEI record ${input.lei}` })
    const [direct, ultimate, directChildren, ultimateChildren] = await Promise.all([
      parent('direct-parent'),
      parent('ultimate-parent'),
      children('direct-children', input.childLimit),
      children('ultimate-children', 1),
    ])
    const childPage = directChildren.status === 404 ? undefined : directChildren.data
    return lookupAnswer({
      entity: leiParty(entity.data.data),
      directParent: direct.status === 404 ? null : leiParty(direct.data.data),
      ultimateParent: ultimate.status === 404 ? null : leiParty(ultimate.data.data),
      directChildren: childPage?.data.map(leiParty) ?? [],
      directChildrenCount: childPage?.meta.pagination.total ?? 0,
      ultimateChildrenCount: ultimateChildren.status === 404 ? 0 : ultimateChildren.data.meta.pagination.total,
    }, sourceOf(gleif, entity.url))
  },
})
