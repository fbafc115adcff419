import { defineUpstream } from '@svc/core'

/** binlist.net's card BIN lookup (no key; heavily throttled: a few requests an hour per client). */
export const binlist = defineUpstream({
  id: 'binlist',
  name: 'binlist.net',
  baseUrl: 'https://lookup.binlist.net',
  docsUrl: 'https://binlist.net/',
  license: 'binlist.net data, free lookup service (see binlist.net)',
  timeoutMs: 10_000,
  headers: { 'accept-version': '3' },
})

/** Razorpay's IFSC API over the RBI's bank branch list (no key). */
export const razorpayIfsc = defineUpstream({
  id: 'razorpay-ifsc',
  name: 'Razorpay IFSC (RBI branch data)',
  baseUrl: 'https://ifsc.razorpay.com',
  docsUrl: 'https://github.com/razorpay/ifsc',
  license: 'Data from the Reserve Bank of India, published by Razorpay (MIT)',
  timeoutMs: 10_000,
})

/** OpenFIGI (Bloomberg): financial instrument identifiers; a key raises the rate limits. */
export const openFigi = defineUpstream({
  id: 'openfigi',
  name: 'OpenFIGI',
  baseUrl: 'https://api.openfigi.com',
  docsUrl: 'https://www.openfigi.com/api/documentation',
  license: 'FIGI data free to use and redistribute (https://www.openfigi.com/about/terms)',
  key: { required: false, in: 'header', name: 'X-OPENFIGI-APIKEY' },
  timeoutMs: 15_000,
})

