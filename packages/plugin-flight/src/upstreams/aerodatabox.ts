import { defineUpstream } from '@svc/core'

/** AeroDataBox flight data API (on RapidAPI): the operator's RapidAPI key, sent as `X-RapidAPI-Key`. */
export const aeroDataBox = defineUpstream({
  id: 'aerodatabox',
  name: 'AeroDataBox',
  baseUrl: 'https://aerodatabox.p.rapidapi.com',
  docsUrl: 'https://doc.aerodatabox.com/',
  license: 'AeroDataBox terms of use (https://aerodatabox.com/terms/); redistribution per the operator\'s plan',
  key: { required: true, in: 'header', name: 'X-RapidAPI-Key', signupUrl: 'https://rapidapi.com/aedbx-aedbx/api/aerodatabox' },
  // Limits are per subscription plan (requests a month and a second), so none is declared here.
  terms: {
    url: 'https://aerodatabox.com/terms',
    commercial: { use: 'with-key', note: 'use is licensed per the operator\'s AeroDataBox (RapidAPI) subscription' },
  },
  headers: { 'x-rapidapi-host': 'aerodatabox.p.rapidapi.com' },
  timeoutMs: 20_000,
})
