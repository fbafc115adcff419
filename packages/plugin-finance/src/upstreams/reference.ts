import { defineUpstream, optionalKey } from '@svc/core'

/**
 * binlist.net's card BIN lookup: no key; throttled per client to 5 requests an hour (with a burst of 5), a 429
 * past it (https://binlist.net, "Limits"). The page states no rule on commercial use.
 */
export const binlist = defineUpstream({
  id: 'binlist',
  name: 'binlist.net',
  baseUrl: 'https://lookup.binlist.net',
  docsUrl: 'https://binlist.net/',
  license: 'binlist.net data, free lookup service (see binlist.net)',
  timeoutMs: 10_000,
  headers: { 'accept-version': '3' },
  quota: { withoutKey: { requests: 5, perSeconds: 3600 }, lockoutSeconds: 0, url: 'https://binlist.net/' },
  terms: { url: 'https://binlist.net/', commercial: { use: 'allowed', note: 'binlist.net publishes no terms limiting use; its free service is throttled, paid plans are not offered' } },
})

/** Razorpay's IFSC API over the RBI's bank branch list (no key; no published rate limit). */
export const razorpayIfsc = defineUpstream({
  id: 'razorpay-ifsc',
  name: 'Razorpay IFSC (RBI branch data)',
  baseUrl: 'https://ifsc.razorpay.com',
  docsUrl: 'https://github.com/razorpay/ifsc',
  license: 'Data from the Reserve Bank of India, published by Razorpay (MIT)',
  timeoutMs: 10_000,
  terms: { url: 'https://github.com/razorpay/ifsc/blob/master/LICENSE', commercial: { use: 'allowed', note: 'the dataset and code are MIT-licensed' } },
})

const FIGI_LIMITS = 'https://www.openfigi.com/api/documentation#rate-limits'

/**
 * OpenFIGI (Bloomberg): `/v3/mapping` takes 25 requests a minute (10 jobs each) without a key and 25 per 6 seconds
 * (100 jobs) with one; `/v3/search` and `/v3/filter` 5 a minute without a key, 20 with one. FIGIs are public domain,
 * their metadata MIT-licensed (https://www.openfigi.com/docs/terms-of-service, https://www.openfigi.com/about/faq).
 */
export const openFigi = defineUpstream({
  id: 'openfigi',
  name: 'OpenFIGI',
  baseUrl: 'https://api.openfigi.com',
  docsUrl: 'https://www.openfigi.com/api/documentation',
  license: 'FIGI data free to use and redistribute (https://www.openfigi.com/docs/terms-of-service)',
  key: optionalKey.header('X-OPENFIGI-APIKEY', 'https://www.openfigi.com/user/signup'),
  quota: {
    withoutKey: [{ requests: 25, perSeconds: 60, paths: ['/v3/mapping'] }, { requests: 5, perSeconds: 60, paths: ['/v3/search', '/v3/filter'] }],
    withKey: [{ requests: 25, perSeconds: 6, paths: ['/v3/mapping'] }, { requests: 20, perSeconds: 60, paths: ['/v3/search', '/v3/filter'] }],
    url: FIGI_LIMITS,
  },
  terms: {
    url: 'https://www.openfigi.com/docs/terms-of-service',
    commercial: { use: 'allowed', note: 'FIGIs are public domain and their metadata MIT-licensed; the FAQ endorses mapping through the API', url: 'https://www.openfigi.com/about/faq' },
  },
})
