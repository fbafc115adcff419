import type { UpstreamDefinition } from '@svc/core'
import { describe, expect, it } from 'vitest'
import { firstPartyPlugins } from '../readme/plugins.ts'
import { limitStatuses } from '../readme/provider-limits.ts'

// Issue 37, item 3: every provider the first-party plugins call declares where its documentation is, its terms (their
// page and what they say of commercial use: `unknown`, with what was read, where no published terms say) and, when it
// takes a key, where to get one. `scripts/providers-survey.ts` lists the optional parts each leaves out.
const providers = new Map<string, UpstreamDefinition>()
for (const { plugin } of await firstPartyPlugins()) {
  for (const operation of plugin.operations) for (const definition of operation.upstreams ?? []) providers.set(definition.id, definition)
}

/** Keyed providers whose READMEs say the limit is the operator's plan's (each sets `upstreams.<id>.quota`); none may be added. */
const PER_PLAN = ['aerodatabox', 'balldontlie', 'fmp', 'google-factcheck', 'uspto-trademark-rapidapi']

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

  // A provider with no `quota` whose fixture READMEs do not say "No published rate limit (read: <URLs>, <date>)" fails
  // here: look its limit up before adding it (the last one open, MedlinePlus Genetics, was settled 2026-11-30).
  it('each declare their published rate limit as a quota, or a fixture README says none is published', () => {
    const statuses = limitStatuses(providers.values())
    const unsettled = [...statuses].filter(([, status]) => status === 'unsettled').map(([id]) => id)
    expect(unsettled).toEqual([])
  })

  it('leave the limit to the operator only for keyed providers whose limits differ by plan', () => {
    const perPlan = [...limitStatuses(providers.values())].filter(([, status]) => status === 'per-plan').map(([id]) => id)
    expect(perPlan.sort()).toEqual(PER_PLAN)
  })
})
