import { defineUpstream, usGovernmentWork } from '@svc/core'

/** CPSC Recalls Retrieval web service (SaferProducts.gov); no key. */
export const cpsc = defineUpstream({
  id: 'cpsc',
  name: 'U.S. Consumer Product Safety Commission (CPSC) Recalls API',
  baseUrl: 'https://www.saferproducts.gov',
  docsUrl: 'https://www.cpsc.gov/Recalls/CPSC-Recalls-Application-Program-Interface-API-Information',
  ...usGovernmentWork({ data: 'CPSC recalls' }),
  timeoutMs: 30_000,
})
