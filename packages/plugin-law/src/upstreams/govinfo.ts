import { defineUpstream, usGovernmentWork } from '@svc/core'

/** GovInfo (U.S. Government Publishing Office): the Link Service, which resolves a citation to a document; no key. */
export const govinfoLink = defineUpstream({
  id: 'govinfo-link',
  name: 'GovInfo Link Service (U.S. Government Publishing Office)',
  baseUrl: 'https://www.govinfo.gov',
  docsUrl: 'https://www.govinfo.gov/link-docs/',
  ...usGovernmentWork({ data: 'GPO publications' }),
  timeoutMs: 30_000,
})
