// Type tests of the author API, checked by `pnpm typecheck` (tsc -b reads packages/*/test): 544
// operations rely on defineOperation inferring the handler's input from its valibot schema.
// A wrong inference fails the expectations; an API that stops refusing misuse fails a @ts-expect-error.
import * as v from 'valibot'
import { expectTypeOf } from 'vitest'
import { binary, type booleanOrNull, coordinates, defineOperation, definePlugin, optionalCoordinates, optionalDate, pageNumber, paging, type textOrNull, type OperationContext, type OperationDefinition, type PluginDefinition } from '../src/index.ts'

const input = v.strictObject({
  q: v.string(),
  limit: v.optional(v.number(), 10),
  since: v.optional(v.string()),
  tags: v.optional(v.array(v.string()), []),
})
type Input = { q: string; limit: number; since?: string | undefined; tags: string[] }

// The handler's input is the schema's output: defaults make members required, optional ones stay optional.
const search = defineOperation({
  name: 'search',
  method: 'GET',
  description: 'A typed operation.',
  input,
  price: { usd: 0.001 },
  handler: (ctx) => {
    expectTypeOf(ctx.input).toEqualTypeOf<Input>()
    expectTypeOf(ctx).toEqualTypeOf<OperationContext<Input>>()
    expectTypeOf(ctx.signal).toEqualTypeOf<AbortSignal>()
    return { hits: [] }
  },
})
expectTypeOf(search).toEqualTypeOf<OperationDefinition<typeof input>>()

// A price quote is typed by the same input.
defineOperation({
  name: 'quoted',
  method: 'POST',
  description: 'Priced by its input.',
  input,
  price: {
    from: 0.001,
    quote: (quoted) => {
      expectTypeOf(quoted).toEqualTypeOf<Input>()
      return quoted.limit * 0.001
    },
  },
  handler: () => binary(new Uint8Array(), 'image/png'),
})

defineOperation({
  name: 'strict',
  method: 'GET',
  description: 'Reads only what its schema declares.',
  input,
  price: { usd: 0.001 },
  // @ts-expect-error a member the schema does not declare
  handler: (ctx) => ctx.input.missing,
})

defineOperation({
  name: 'typed-member',
  method: 'GET',
  description: 'A member keeps its type.',
  input,
  price: { usd: 0.001 },
  handler: (ctx) => {
    // @ts-expect-error limit is a number, not a string
    const limit: string = ctx.input.limit
    return { limit }
  },
})

defineOperation({
  name: 'put',
  // @ts-expect-error only GET and POST
  method: 'PUT',
  description: 'Not a method of the catalog.',
  input,
  price: { usd: 0.001 },
  handler: () => ({}),
})

defineOperation({
  name: 'unpriced',
  method: 'GET',
  description: 'A price has one of three shapes.',
  input,
  // @ts-expect-error a price needs usd, from + quote, or upto
  price: { cents: 1 },
  handler: () => ({}),
})

defineOperation({
  name: 'untyped-input',
  method: 'GET',
  description: 'The input is an object schema.',
  // @ts-expect-error a string schema is not an object of members
  input: v.string(),
  price: { usd: 0.001 },
  handler: () => ({}),
})

// A plugin takes operations of any input and answers its own definition.
const plugin = definePlugin({ name: '@svc/plugin-typed', version: '0.0.0', group: 'typed', operations: [search] })
expectTypeOf(plugin).toEqualTypeOf<PluginDefinition>()

// Name, version and core range are optional: the host reads them from the plugin's package.json.
expectTypeOf(definePlugin({ group: 'typed', operations: [search] })).toEqualTypeOf<PluginDefinition>()

// @ts-expect-error operations are definitions, not ids
definePlugin({ name: '@svc/plugin-typed', version: '0.0.0', group: 'typed', operations: ['typed.search'] })

// The kit's blocks infer what they parse to: spread members keep their names, optional ones their defaults.
const kitInput = v.object({ ...coordinates(), day: optionalDate('Day'), ...paging({ max: 50, default: 10 }), page: pageNumber(5), since: optionalCoordinates().lat })
expectTypeOf<v.InferOutput<typeof kitInput>>().toEqualTypeOf<{ lat: number; lon: number; day?: string | undefined; limit: number; offset: number; page: number; since?: number | undefined }>()
expectTypeOf<v.InferOutput<typeof textOrNull>>().toEqualTypeOf<string | null>()
expectTypeOf<v.InferOutput<typeof booleanOrNull>>().toEqualTypeOf<boolean | null>()

// An alias has its own price, of the same shapes.
defineOperation({
  name: 'aliased',
  method: 'GET',
  description: 'Served under another name too.',
  input,
  price: { usd: 0.001 },
  // @ts-expect-error an alias is priced like an operation
  aliases: [{ name: 'other-name', price: { cents: 1 } }],
  handler: () => ({}),
})

// Sources and cache TTLs are declared as durations with a unit; a number or a spaced unit is refused.
defineOperation({
  name: 'sourced',
  method: 'GET',
  description: 'Declares its sources.',
  input,
  price: { usd: 0.001 },
  cacheTtl: '6h',
  sources: [{ path: '/fred/series/observations', cacheTtl: '3h' }, { about: '`econ.series` (FRED)' }],
  handler: () => ({}),
})
defineOperation({
  name: 'sourced-badly',
  method: 'GET',
  description: 'A TTL without its unit.',
  input,
  price: { usd: 0.001 },
  // @ts-expect-error a duration names its unit
  cacheTtl: 3_600_000,
  // @ts-expect-error a unit is one of ms, s, min, h, d
  sources: [{ path: '/x', cacheTtl: '10 minutes' }],
  handler: () => ({}),
})
