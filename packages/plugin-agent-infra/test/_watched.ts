import { createError, defineOperation, definePlugin } from '@svc/core'
import * as v from 'valibot'

/**
 * Small stand-ins for catalog operations that watchers poll and that are not built yet
 * (stocks.quote, registry.pkgjs-lookup, dns.lookup): they answer from `world`, which a test
 * changes between polls. They exercise the watcher machinery, not any provider.
 */
export const world = {
  quotes: new Map<string, number | Error>(),
  versions: new Map<string, string>(),
  records: new Map<string, string[]>(),
  polls: 0,
}

const answer = (items: unknown[]) => ({ ok: true, items, total: items.length, source: { provider: 'test world', url: 'http://test.invalid', license: 'test' } })

export const watchedPlugin = definePlugin({
  name: 'watched-stand-ins',
  version: '0.0.0',
  operations: [
    defineOperation({
      group: 'stocks',
      name: 'quote',
      method: 'GET',
      description: 'Test stand-in: a price per symbol.',
      input: v.object({ symbol: v.pipe(v.string(), v.regex(/^[A-Z]{1,5}$/, 'must be a ticker')) }),
      price: { usd: 0.0045 },
      handler: ({ input }) => {
        world.polls++
        const price = world.quotes.get(input.symbol)
        if (price instanceof Error) throw createError('UPSTREAM_FAILED', price.message)
        if (price === undefined) throw createError('NOT_FOUND', `No quote for ${input.symbol}`)
        return answer([{ symbol: input.symbol, price, currency: 'USD' }])
      },
    }),
    defineOperation({
      group: 'registry',
      name: 'pkgjs-lookup',
      method: 'GET',
      description: 'Test stand-in: the latest version of a package.',
      input: v.object({ name: v.string() }),
      price: { usd: 0.0036 },
      handler: ({ input }) => answer([{ name: input.name, version: world.versions.get(input.name) ?? '0.0.0' }]),
    }),
    defineOperation({
      group: 'dns',
      name: 'lookup',
      method: 'GET',
      description: 'Test stand-in: records of a name.',
      input: v.object({ name: v.string(), type: v.optional(v.string(), 'A') }),
      price: { usd: 0.0025 },
      handler: ({ input }) => answer((world.records.get(input.name) ?? []).map((data) => ({ name: input.name, type: input.type, data, ttl: Math.floor(Math.random() * 300) }))),
    }),
  ],
})
