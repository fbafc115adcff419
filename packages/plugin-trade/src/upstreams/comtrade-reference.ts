import { defineUpstream } from '@svc/core'
import { COMTRADE_POLICY_URL } from './comtrade-terms.ts'

/** UN Comtrade's public reference files (classifications, areas): no key. */
export const comtradeReference = defineUpstream({
  id: 'comtrade-reference',
  name: 'UN Comtrade reference files',
  baseUrl: 'https://comtradeapi.un.org',
  docsUrl: 'https://comtradeapi.un.org/files/v1/app/reference/ListofReferences.json',
  license: 'UN Comtrade Policy on use and re-dissemination (https://uncomtrade.org/docs/policy-on-use-and-re-dissemination/); HS nomenclature (c) World Customs Organization, published by UN Comtrade',
  // The policy and its FAQ speak of trade records; they say nothing of the classification files, whose HS texts are the WCO's.
  terms: {
    url: COMTRADE_POLICY_URL,
    commercial: { use: 'unknown', note: 'UN Comtrade\'s policy governs its trade records and does not address the reference files; the HS nomenclature in them is copyright of the World Customs Organization, whose conditions for reusing it were not found (searched 2026-11-30: pages, "World Customs Organization Harmonized System nomenclature copyright reproduction commercial licence": nothing from the WCO)' },
  },
  timeoutMs: 30_000,
})

/** The Harmonized System 2022 edition (H6); `settings.trade.hsReference` names another file, e.g. the combined HS.json. */
export const DEFAULT_HS_REFERENCE = '/files/v1/app/reference/H6.json'
