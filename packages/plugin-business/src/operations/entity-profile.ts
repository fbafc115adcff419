import { defineOperation, invalidField } from '@svc/core'
import * as v from 'valibot'
import { entityProfile } from '../registries/ct-profile.ts'
import { ctSources } from '../registries/ct-queries.ts'
import { ctOpenData } from '@svc/providers/socrata'
import { searchWords } from '../params.ts'

const IDENTIFIERS = ['entityId', 'accountNumber', 'name'] as const
const registryId = (what: string) => v.optional(v.pipe(v.string(), v.trim(), v.minLength(2), v.maxLength(40), v.regex(/^[A-Za-z0-9-]+$/, 'must be letters, digits or hyphens'), v.description(what)))

export default defineOperation({
  name: 'entity-profile',
  sources: ctSources,
  method: 'GET',
  description: 'Profile of a Connecticut business from the Secretary of the State\'s Business Registry (open data): status, type, registration date, mailing address, ownership flags (woman-, veteran-, minority-owned...), officers and principals, registered agent and recent filings, each dataset reporting found or error on its own.',
  input: v.object({
    state: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.picklist(['CT'] as const, 'must be CT (the registry that publishes officers, agents and filings)'), v.description('State registry: CT')),
    entityId: registryId('Registry record id (the Business Master `id` its officers, agents and filings are keyed on)'),
    accountNumber: registryId('Connecticut business account number (ALEI)'),
    name: v.optional(searchWords('Business name, partial, any case; the most recent registration wins')),
    filingsLimit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(50), v.description('Recent filings returned, newest first')), 10),
  }),
  upstreams: [ctOpenData],
  keywords: ['connecticut business lookup', 'company officers', 'registered agent', 'llc members', 'business filing history', 'secretary of the state'],
  // No identifier, or more than one, can only fail: the 400 comes before any 402.
  check: (input) => {
    const given = IDENTIFIERS.filter((key) => input[key] !== undefined)
    if (given.length === 0) throw invalidField('entityId', 'give one of entityId, accountNumber or name')
    if (given.length > 1) throw invalidField(given[1]!, `give only one of entityId, accountNumber or name (got ${given.join(', ')})`)
  },
  async handler({ input, upstream }) {
    const given = IDENTIFIERS.filter((key) => input[key] !== undefined)
    const mode = given[0]!
    const { item, url } = await entityProfile(upstream(ctOpenData), { mode, value: input[mode]! }, input.filingsLimit)
    return {
      ok: true,
      items: [item],
      total: 1,
      meta: { identifier: mode },
      source: { provider: ctOpenData.name, url, license: ctOpenData.license! },
    }
  },
})
