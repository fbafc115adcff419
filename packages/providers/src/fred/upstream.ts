import { defineUpstream } from '@svc/core'

/** FRED, the St. Louis Fed's economic data API: needs a free key. */
export const fred = defineUpstream({
  id: 'fred',
  name: 'FRED (Federal Reserve Bank of St. Louis)',
  baseUrl: 'https://api.stlouisfed.org',
  docsUrl: 'https://fred.stlouisfed.org/docs/api/fred/series_observations.html',
  license: 'FRED terms of use; series from their original sources (Freddie Mac PMMS, Federal Reserve, ECB, OECD)',
  key: { required: true, in: 'query', name: 'api_key', signupUrl: 'https://fred.stlouisfed.org/docs/api/api_key.html' },
  // 120 requests a minute per key (https://fred.stlouisfed.org/docs/api/fred/overview.html), and since mid-2026 counted per
  // second: 2 a second, a burst within the minute's 120 answering 429 (OpenBB's FRED provider, PR 7527, 2026-06-02).
  quota: { withKey: [{ requests: 2, perSeconds: 1 }, { requests: 120, perSeconds: 60 }], url: 'https://fred.stlouisfed.org/docs/api/fred/overview.html' },
  // FRED's legal page labels each series: "Public Domain: Citation requested", "Copyrighted: Citation required" (usable, citing
  // FRED and the source) or "Copyrighted: Pre-approval required" (third-party series: personal use only without the owner's
  // permission, which the Bank cannot give). The label is per series and not checked per call (see the fixture README).
  terms: {
    url: 'https://fred.stlouisfed.org/legal/',
    commercial: { use: 'allowed', note: 'public-domain and citation-required series, citing FRED and the source; series labelled "Copyrighted: Pre-approval required" (S&P, ICE BofA, Moody\'s...) need their owner\'s permission, which this host does not check per series' },
    // The API terms ask an application to say this notice; the credit is the legal page's.
    attribution: {
      text: 'Source: FRED®, Federal Reserve Bank of St. Louis, and each series\' original source (https://fred.stlouisfed.org). This product uses the FRED® API but is not endorsed or certified by the Federal Reserve Bank of St. Louis.',
    },
    // The API terms as quoted by the sources read set no period for keeping answers; they let the Bank limit bandwidth and
    // transactions, and leave third-party series to their owners (withheld per series by plugin-econ's fred-rights).
    caching: {
      note: 'the API terms set no limit on keeping answers (the Bank may limit bandwidth and requests at its discretion); a third-party series stays its owner\'s, however briefly kept: answers are kept 3 hours (series observations), series labels a week',
      url: 'https://fred.stlouisfed.org/docs/api/terms_of_use.html',
    },
  },
})
