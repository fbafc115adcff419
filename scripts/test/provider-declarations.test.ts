import type { UpstreamDefinition } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { firstPartyPlugins } from '../readme/plugins.ts'

// Issue 37, item 3: every provider the first-party plugins call declares where its documentation is, its terms (their
// page and what they say of commercial use: `unknown`, with what was read, where no published terms say) and, when it
// takes a key, where to get one. `scripts/providers-survey.ts` lists the optional parts each leaves out.
const providers = new Map<string, UpstreamDefinition>()
for (const { plugin } of await firstPartyPlugins()) {
  for (const operation of plugin.operations) for (const definition of operation.upstreams ?? []) providers.set(definition.id, definition)
}


describe('provider declarations', () => {
  it('are found', () => expect(providers.size).toBeGreaterThan(200))

  it('each name their documentation and their terms (page and commercial use)', () => {
    const lacking = [...providers.values()].filter((definition) => !definition.docsUrl || !definition.terms?.url || !definition.terms.commercial?.use)
    expect(lacking.map((definition) => definition.id)).toEqual([])
  })

  it('each say where to get the key they take', () => {
    const lacking = [...providers.values()].filter((definition) => definition.key && !(definition.key as { signupUrl?: string }).signupUrl)
    expect(lacking.map((definition) => definition.id)).toEqual([])
  })
})
