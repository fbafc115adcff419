import { defineUpstream, usGovernmentWork } from '@svc/core'

/** USITC Harmonized Tariff Schedule REST API ("reststop"): no key, U.S. government data. */
export const usitcHts = defineUpstream({
  id: 'usitc-hts',
  name: 'USITC Harmonized Tariff Schedule',
  baseUrl: 'https://hts.usitc.gov',
  docsUrl: 'https://hts.usitc.gov/',
  ...usGovernmentWork({ data: 'the Harmonized Tariff Schedule', agency: 'U.S. International Trade Commission' }),
})
