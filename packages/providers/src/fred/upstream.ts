import { defineUpstream } from '@svc/core'

/** FRED, the St. Louis Fed's economic data API: needs a free key. */
export const fred = defineUpstream({
  id: 'fred',
  name: 'FRED (Federal Reserve Bank of St. Louis)',
  baseUrl: 'https://api.stlouisfed.org',
  docsUrl: 'https://fred.stlouisfed.org/docs/api/fred/series_observations.html',
  license: 'FRED terms of use; series from their original sources (Freddie Mac PMMS, Federal Reserve, ECB, OECD)',
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://fred.stlouisfed.org/docs/api/api_key.html' },
  // 120 requests a minute per key (https://fred.stlouisfed.org/docs/api/fred/overview.html): one every half second.
  quota: { withKey: { requests: 120, perSeconds: 60 }, url: 'https://fred.stlouisfed.org/docs/api/fred/overview.html' },
  // FRED's legal page labels each series: "Public Domain: Citation requested", "Copyrighted: Citation required" (usable, citing
  // FRED and the source) or "Copyrighted: Pre-approval required" (third-party series: personal use only without the owner's
  // permission, which the Bank cannot give). The label is per series and not checked per call (see the fixture README).
  terms: {
    url: 'https://fred.stlouisfed.org/legal/',
    commercial: { use: 'allowed', note: 'public-domain and citation-required series, citing FRED and the source; series labelled "Copyrighted: Pre-approval required" (S&P, ICE BofA, Moody\'s...) need their owner\'s permission, which this host does not check per series' },
    attribution: { text: 'Source: FRED®, Federal Reserve Bank of St. Louis, and each series\' original source (https://fred.stlouisfed.org)' },
  },
})
