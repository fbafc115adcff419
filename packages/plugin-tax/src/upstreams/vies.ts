import { defineUpstream } from '@svc/core'

/** The European Commission's VIES VAT number validation REST API (no key). */
export const vies = defineUpstream({
  id: 'vies',
  name: 'European Commission VIES',
  baseUrl: 'https://ec.europa.eu',
  docsUrl: 'https://ec.europa.eu/taxation_customs/vies/#/technical-information',
  terms: { url: 'https://op.europa.eu/en/web/about-us/reuse-and-copyright', commercial: { use: 'allowed', note: 'the Commission\'s reuse policy (Decision 2011/833/EU): its documents and data may be reused free of charge "even for commercial purposes", the source acknowledged; no VIES-specific statement was found, so the general policy is applied' }, attribution: { text: 'Source: European Commission, VIES' } },
  license: 'European Commission reuse policy (Decision 2011/833/EU)',
  timeoutMs: 20_000,
})
