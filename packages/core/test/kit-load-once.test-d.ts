// Type tests of loadOnce, checked by `pnpm typecheck`: the getter answers the load's own type (a table, a module's
// namespace), so callers need no cast, and a load that is not async is refused.
import { expectTypeOf } from 'vitest'
import { loadOnce } from '../src/index.ts'

expectTypeOf(loadOnce(async () => new Map<string, number>())).toEqualTypeOf<() => Promise<Map<string, number>>>()
const valibot = loadOnce(() => import('valibot'))
expectTypeOf(valibot).returns.resolves.toEqualTypeOf<typeof import('valibot')>()
expectTypeOf(loadOnce(() => Promise.all([Promise.resolve(1), Promise.resolve('a')]))).returns.resolves.toEqualTypeOf<[number, string]>()

// @ts-expect-error a load answers a promise: a value at hand needs no loadOnce
loadOnce(() => 42)
