import { defineUpstream, usGovernmentWork } from '@svc/core'

/** NGA Maritime Safety Information API (msi.nga.mil): the World Port Index (Pub. 150) and ASAM reports; U.S. government data, no key. */
export const ngaMsi = defineUpstream({
  id: 'nga-msi',
  name: 'NGA Maritime Safety Information',
  baseUrl: 'https://msi.nga.mil',
  docsUrl: 'https://msi.nga.mil/Publications/WPI',
  ...usGovernmentWork({ data: 'NGA maritime safety information', agency: 'NGA', url: 'https://msi.nga.mil/' }),
  timeoutMs: 60_000,
})
