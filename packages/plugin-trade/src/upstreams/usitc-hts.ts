import { defineUpstream } from '@svc/core'

/** USITC Harmonized Tariff Schedule REST API ("reststop"): no key, U.S. government data. */
export const usitcHts = defineUpstream({
  id: 'usitc-hts',
  name: 'USITC Harmonized Tariff Schedule',
  baseUrl: 'https://hts.usitc.gov',
  docsUrl: 'https://hts.usitc.gov/',
  license: 'Public domain (U.S. government work, U.S. International Trade Commission)',
  timeoutMs: 15_000,
})
