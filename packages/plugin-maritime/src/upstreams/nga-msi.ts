import { defineUpstream } from '@svc/core'

/** NGA Maritime Safety Information API (msi.nga.mil): the World Port Index (Pub. 150) and ASAM reports; U.S. government data, no key. */
export const ngaMsi = defineUpstream({
  id: 'nga-msi',
  name: 'NGA Maritime Safety Information',
  baseUrl: 'https://msi.nga.mil',
  docsUrl: 'https://msi.nga.mil/Publications/WPI',
  license: 'U.S. government work (NGA), public domain',
  timeoutMs: 60_000,
  terms: {
    url: 'https://msi.nga.mil/',
    commercial: { use: 'allowed', note: 'U.S. government work, public domain' },
  },
})
