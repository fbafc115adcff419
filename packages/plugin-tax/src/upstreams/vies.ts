import { defineUpstream } from '@svc/core'

/** The European Commission's VIES VAT number validation REST API (no key). */
export const vies = defineUpstream({
  id: 'vies',
  name: 'European Commission VIES',
  baseUrl: 'https://ec.europa.eu',
  docsUrl: 'https://ec.europa.eu/taxation_customs/vies/#/technical-information',
  terms: { url: 'https://ec.europa.eu/taxation_customs/vies/#/technical-information', commercial: { use: 'unknown', note: 'the Commission\'s reuse decision (2011/833/EU) allows reuse; no VIES-specific statement on commercial use was read (2026-11 audit)' } },
  license: 'European Commission reuse policy (Decision 2011/833/EU)',
  timeoutMs: 20_000,
})
