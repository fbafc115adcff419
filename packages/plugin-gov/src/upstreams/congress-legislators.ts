import { defineUpstream, openLicence } from '@svc/core'

/** The @unitedstates congress-legislators data: current members of Congress with terms and contact details (public domain, CC0). */
export const congressLegislators = defineUpstream({
  id: 'congress-legislators',
  name: 'congress-legislators (@unitedstates project)',
  baseUrl: 'https://unitedstates.github.io',
  docsUrl: 'https://github.com/unitedstates/congress-legislators',
  ...openLicence('CC0-1.0', { holder: 'the @unitedstates project', url: 'https://github.com/unitedstates/congress-legislators' }),
  timeoutMs: 30_000,
  cacheTtlMs: 86_400_000,
})
