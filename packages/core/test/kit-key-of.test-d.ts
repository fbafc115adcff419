// Type tests of keyOf, checked by `pnpm typecheck`: the picklist's value is the union of the table's keys, so a
// handler can index the table with it (no cast), and a table it cannot list is refused.
import * as v from 'valibot'
import { expectTypeOf } from 'vitest'
import { defineOperation, keyOf } from '../src/index.ts'

const SORTS = { stars: 'stargazers', updated: 'updated_at', name: 'full_name' }

// The output (and input) is exactly the keys, whether the table is `as const` or not.
expectTypeOf<v.InferOutput<ReturnType<typeof keyOf<typeof SORTS>>>>().toEqualTypeOf<'stars' | 'updated' | 'name'>()
const WINDOWS = { '5m': 300, '15m': 900 } as const
const windows = keyOf(WINDOWS)
expectTypeOf<v.InferOutput<typeof windows>>().toEqualTypeOf<'5m' | '15m'>()
expectTypeOf<v.InferInput<typeof windows>>().toEqualTypeOf<'5m' | '15m'>()
expectTypeOf(windows.options).toEqualTypeOf<Array<'5m' | '15m'>>()

// In an operation: the input member is the union, with a default of one of the keys, and indexes the table.
defineOperation({
  name: 'sorted',
  method: 'GET',
  description: 'A sort order picked from a table.',
  input: v.object({ sort: v.optional(v.pipe(keyOf(SORTS), v.description('stars, updated or name')), 'stars') }),
  price: { usd: 0.001 },
  handler: ({ input }) => {
    expectTypeOf(input.sort).toEqualTypeOf<'stars' | 'updated' | 'name'>()
    expectTypeOf(SORTS[input.sort]).toEqualTypeOf<string>()
    return { ok: true }
  },
})

// @ts-expect-error a default that is not a key of the table
v.optional(keyOf(SORTS), 'newest')
// @ts-expect-error an array is a list, not a table of names
keyOf(['stars', 'updated'] as const)
// @ts-expect-error nor is a string
keyOf('stars')
