import * as v from 'valibot'
import pkg from '../package.json' with { type: 'json' }
import { ACCOUNT_VOCABULARY, accountOperations, type AccountLookup } from './account/operations.ts'
import { batchOperation } from './batch.ts'
import examples from './core-examples.json' with { type: 'json' }
import { defineOperation, definePlugin, type PluginDefinition } from './define.ts'
import type { Registry } from './registry.ts'
import { microsToUsd } from './price.ts'
import { listedMicros } from './registry.ts'
import type { SearchIndex } from './search/index.ts'

export const CORE_PACKAGE = pkg.name
/** This core's version, from its package.json (what plugins' `core` ranges are checked against). */
export const CORE_VERSION: string = pkg.version

/** How agents ask for core's own operations; every other group's vocabulary comes with its plugin. */
const CORE_VOCABULARY = `
batch, bulk, many calls, multiple calls, several calls, one payment, single payment, combine calls = batch run
bundle calls, bundle several calls, pay once, calls together, calls atomically, one request = batch run
endpoint, endpoints, api, apis, operation, operations, discover, which tool = search endpoints
# s28/concepts: everyday concepts around each operation, the things, situations and roles a person names instead of its words (issue 39)
many lookups, several lookups = batch run
`

/** The operations core itself serves: batch, endpoint search, and a wallet's own account (receipts, channels). */
export function corePlugin(lookup: () => { search: SearchIndex; registry: Registry } & AccountLookup, host: { walletAccounts: boolean } = { walletAccounts: true }): PluginDefinition {
  const endpoints = defineOperation({
    group: 'search',
    name: 'endpoints',
    method: 'GET',
    description: 'Finds the operations of this host that fit a task described in plain words; ranked matches with scores and the reason for each.',
    input: v.object({ q: v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(300)) }),
    price: { usd: 0.0025 },
    response: 'legacy',
    keywords: ['find endpoint', 'which api', 'discover operation', 'search catalog'],
    handler: async ({ input }) => {
      const { search, registry } = lookup()
      const matches = (await search.find(input.q, 10)).map((hit) => {
        const operation = registry.byId.get(hit.id)!
        return {
          id: hit.id,
          score: hit.score,
          reason: hit.reason,
          method: operation.method,
          path: operation.path,
          priceUsd: microsToUsd(listedMicros(operation)),
          description: operation.description,
          available: operation.availability.available,
        }
      })
      return { query: input.q, count: matches.length, matches }
    },
  })
  return definePlugin({ name: CORE_PACKAGE, version: CORE_VERSION, operations: [batchOperation, endpoints, ...accountOperations(lookup, host.walletAccounts)], search: { vocabulary: CORE_VOCABULARY + ACCOUNT_VOCABULARY }, examples })
}
