import type { ProviderTerms } from '@svc/core'

/** UN Comtrade's "Policy on use and re-dissemination" and its FAQ (uncomtrade.org Help Center). */
export const COMTRADE_POLICY_URL = 'https://uncomtrade.org/docs/policy-on-use-and-re-dissemination/'
export const COMTRADE_FAQ_URL = 'https://uncomtrade.org/docs/faqs-on-use-and-re-dissemination/'

/** The credit UN Comtrade asks for next to its data (the policy asks the source named; the wording is ours). */
export const comtradeAttribution = { text: 'Source: UN Comtrade Database, United Nations Statistics Division (https://comtradeplus.un.org)', url: COMTRADE_POLICY_URL }

/**
 * Comtrade trade records: the free API subscription (product "comtrade - v1") is not a licence to serve them from a
 * for-profit application. The FAQ asks a premium (institutional) subscription and a distribution licence for for-profit
 * data visualisation or analytics applications, and for re-disseminating more than 100,000 original records in all.
 */
export const comtradeTerms: ProviderTerms = {
  url: COMTRADE_POLICY_URL,
  commercial: {
    use: 'not-allowed',
    note: 'the free API subscription does not license a paid service: for-profit data visualisation or analytics applications need a premium (institutional) subscription with a distribution licence, as does re-disseminating more than 100,000 original records; accept the terms only with that subscription, or when this host serves Comtrade answers free',
    url: COMTRADE_FAQ_URL,
  },
  attribution: comtradeAttribution,
  caching: {
    note: 'the policy counts the records a product holds, not the calls made; answers are kept in this host\'s cache only (trade records 24 hours per query, reference lists a week), never offered as a database of their own',
    url: COMTRADE_FAQ_URL,
  },
}
