import { defineUpstream } from '@svc/core'

/** The @unitedstates congress-legislators data: current members of Congress with terms and contact details (public domain, CC0). */
export const congressLegislators = defineUpstream({
  id: 'congress-legislators',
  name: 'congress-legislators (@unitedstates project)',
  baseUrl: 'https://unitedstates.github.io',
  docsUrl: 'https://github.com/unitedstates/congress-legislators',
  license: 'CC0 1.0 (public domain dedication)',
  terms: { url: 'https://github.com/unitedstates/congress-legislators', commercial: { use: 'allowed', note: 'the @unitedstates project dedicates the data to the public domain (CC0 1.0)' } },
  timeoutMs: 30_000,
  cacheTtlMs: 86_400_000,
})
