import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { buildRegistry, defineOperation, definePlugin, invalidField } from '../src/index.ts'
import { testHost } from '../src/testing/index.ts'

// One operation served under two more names, as predict serves events as marketA-events.
const events = defineOperation({
  name: 'events',
  method: 'GET',
  description: 'Events of every venue, for the alias tests.',
  input: v.object({ tag: v.optional(v.pipe(v.string(), v.regex(/^[a-z]+$/, 'must be lowercase letters'))), limit: v.optional(v.number(), 10) }),
  price: { usd: 0.012 },
  keywords: ['events'],
  aliases: [
    { name: 'venueA-events', price: { usd: 0.0025 }, description: 'Events of venue A, the venue named.', keywords: ['venue a events'] },
    { name: 'same-events', price: { usd: 0.003 } },
  ],
  check: (input) => {
    if (input.tag === 'never') throw invalidField('tag', 'must not be never')
  },
  handler: ({ input, id }) => ({ id, tag: input.tag ?? null, limit: input.limit }),
})
const plugin = definePlugin({ name: '@svc/plugin-alias-test', version: '0.0.0', group: 'bets', core: '^0.1', operations: [events] })

describe('operation aliases', () => {
  const app = testHost({ plugins: plugin })
  const paid = testHost({ plugins: plugin, paid: true })

  it('serves the alias at its own route with the same input and handler', async () => {
    expect(await app.ok('/api/bets/events?tag=crypto')).toEqual({ id: 'bets.events', tag: 'crypto', limit: 10 })
    expect(await app.ok('/api/bets/venueA-events?tag=crypto&limit=3')).toEqual({ id: 'bets.venueA-events', tag: 'crypto', limit: 3 })
    expect(await app.ok('/api/bets/same-events')).toEqual({ id: 'bets.same-events', tag: null, limit: 10 })
  })

  it('refuses bad input to the alias, 400 naming the field, by the schema and by the check', async () => {
    await app.rejects('/api/bets/venueA-events?tag=Crypto', 'tag')
    await app.rejects('/api/bets/venueA-events?tag=never', 'tag')
    await app.rejects('/api/bets/venueA-events?venue=a', 'venue')
  })

  it('lists the alias under its own id, price and description, the operation\'s where it states none', () => {
    const registry = buildRegistry([plugin], { prices: {}, upstreams: {} })
    expect(registry.operations.map((operation) => operation.id)).toEqual(['bets.events', 'bets.same-events', 'bets.venueA-events'])
    const alias = registry.byId.get('bets.venueA-events')!
    expect(alias).toMatchObject({ path: '/api/bets/venueA-events', aliasOf: 'bets.events', description: 'Events of venue A, the venue named.', keywords: ['venue a events'], price: { mode: 'fixed', micros: 2500 } })
    expect(registry.byPath.get('/api/bets/venueA-events')).toBe(alias)
    expect(registry.byId.get('bets.same-events')).toMatchObject({ aliasOf: 'bets.events', description: events.description, keywords: ['events'], price: { mode: 'fixed', micros: 3000 } })
    expect(registry.byId.get('bets.events')).toMatchObject({ price: { mode: 'fixed', micros: 12000 } })
    expect(registry.byId.get('bets.events')!.aliasOf).toBeUndefined()
  })

  it('makes each alias definition once: every registry, and the plugin\'s list, hold the same object', () => {
    const alias = plugin.operations.find((operation) => operation.name === 'venueA-events')!
    expect(alias.aliasOf).toBe('events')
    // The host registers a copy of the plugin (its package's name and version), and builds a registry per start, test host or reload.
    const registries = [buildRegistry([plugin], { prices: {}, upstreams: {} }), buildRegistry([{ ...plugin, name: '@svc/plugin-alias-copy' }], { prices: {}, upstreams: {} })]
    for (const registry of registries) expect(registry.byId.get('bets.venueA-events')!.definition).toBe(alias)
    // A plugin made without definePlugin lists no aliases: the registry makes them, once too.
    const bare = { name: '@svc/plugin-alias-bare', group: 'bets', operations: [events] }
    const [once, again] = [1, 2].map(() => buildRegistry([bare], { prices: {}, upstreams: {} }).byId.get('bets.same-events')!.definition)
    expect(again).toBe(once)
    expect(once).toBe(plugin.operations.find((operation) => operation.name === 'same-events'))
  })

  it('prices the alias by its own price, and takes the operator\'s price for its id', async () => {
    const [own, alias] = await Promise.all([paid.call('/api/bets/events'), paid.call('/api/bets/venueA-events')])
    expect([own.status, alias.status]).toEqual([402, 402])
    const directory = (await paid.call('/api/directory')).body
    const listed = Object.fromEntries(directory.operations.map((entry: { id: string; versions: { price: { usd: number } }[] }) => [entry.id, entry.versions[0]!.price.usd]))
    expect(listed).toMatchObject({ 'bets.events': 0.012, 'bets.venueA-events': 0.0025, 'bets.same-events': 0.003 })
    const openapi = (await paid.call('/openapi.json')).body
    expect(openapi.paths['/api/bets/venueA-events'].get).toMatchObject({ 'x-svc-id': 'bets.venueA-events', 'x-svc-price': { usd: 0.0025 }, summary: 'Events of venue A, the venue named.' })
    const repriced = buildRegistry([plugin], { prices: { 'bets.venueA-events': 0.001 }, upstreams: {} })
    expect(repriced.byId.get('bets.venueA-events')!.price).toEqual({ mode: 'fixed', micros: 1000 })
    expect(repriced.byId.get('bets.events')!.price).toEqual({ mode: 'fixed', micros: 12000 })
  })

  it('lists aliases among the plugin\'s operations once, however often the list is expanded', () => {
    expect(plugin.operations.map((operation) => operation.name)).toEqual(['events', 'venueA-events', 'same-events'])
    const again = definePlugin(plugin)
    expect(again.operations.map((operation) => operation.name)).toEqual(['events', 'venueA-events', 'same-events'])
    expect(buildRegistry([again], { prices: {}, upstreams: {} }).operations).toHaveLength(3)
  })

  it('refuses an alias that is not another kebab-case name', () => {
    const base = { method: 'GET', description: 'x', input: v.object({}), price: { usd: 0 }, handler: () => ({}) } as const
    expect(() => defineOperation({ ...base, name: 'one', aliases: [{ name: 'one', price: { usd: 0 } }] })).toThrow(/alias "one"/)
    expect(() => defineOperation({ ...base, name: 'one', aliases: [{ name: 'Two_', price: { usd: 0 } }] })).toThrow(/alias "Two_"/)
  })
})
