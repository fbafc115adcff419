import { defineOperation, listAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { fred } from '../fred.ts'

/** GET /fred/category/children: the sub-categories of a category (0 is the root). */
const answer = v.object({ categories: v.array(v.object({ id: v.number(), name: v.string(), parent_id: v.number(), notes: v.optional(v.string()) })) })

export default defineOperation({
  name: 'fred-categories',
  method: 'GET',
  description: 'Browses FRED\'s category tree: the sub-categories of a category (default the root: Money, Banking & Finance; Population, Employment & Labor Markets; National Accounts; Production; Prices; International; U.S. Regional; Academic).',
  input: v.object({
    category: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1e9), v.description('FRED category id (default 0, the root)')), 0),
  }),
  upstreams: [fred],
  cacheTtl: '1d',
  sources: [{ path: '/fred/category/children' }],
  keywords: ['fred categories', 'browse economic data categories', 'find fred series by topic'],
  async handler({ input, upstream }) {
    const { data, url } = await upstream(fred).json('/fred/category/children', { query: { category_id: input.category, file_type: 'json' }, schema: answer })
    const items = data.categories.map((category) => ({ id: category.id, name: category.name, parentId: category.parent_id, notes: category.notes ?? null }))
    return listAnswer(items, sourceOf(fred, url))
  },
})
