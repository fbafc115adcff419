import { defineUpstream } from '@svc/core'

/** UN Comtrade's public reference files (classifications, areas): no key. */
export const comtradeReference = defineUpstream({
  id: 'comtrade-reference',
  name: 'UN Comtrade reference files',
  baseUrl: 'https://comtradeapi.un.org',
  docsUrl: 'https://comtradeapi.un.org/files/v1/app/reference/ListofReferences.json',
  license: 'UN Comtrade terms of use (https://comtrade.un.org/data/doc/terms); HS nomenclature (c) World Customs Organization, published by UN Comtrade',
  timeoutMs: 30_000,
})

/** The Harmonized System 2022 edition (H6); `settings.trade.hsReference` names another file, e.g. the combined HS.json. */
export const DEFAULT_HS_REFERENCE = '/files/v1/app/reference/H6.json'
