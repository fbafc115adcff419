import { defineUpstream, usGovernmentWork } from '@svc/core'

/** Office of the Clerk, U.S. House of Representatives: roll call vote XML (clerk.house.gov/evs); no key. */
export const houseClerk = defineUpstream({
  id: 'house-clerk',
  name: 'Office of the Clerk, U.S. House of Representatives',
  baseUrl: 'https://clerk.house.gov',
  docsUrl: 'https://clerk.house.gov/Votes',
  ...usGovernmentWork({ data: 'House Clerk roll calls' }),
  timeoutMs: 20_000,
  headers: { accept: 'application/xml, text/xml' },
})
