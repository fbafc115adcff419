import { defineUpstream } from '@svc/core'

/**
 * "USPTO Trademark" API on RapidAPI (Marton Kodok): keyword search over the USPTO trademark register, rebuilt daily
 * from USPTO's data. The operator's RapidAPI key, sent as `X-RapidAPI-Key`. The USPTO itself publishes no search API.
 */
export const usptoTrademarkSearch = defineUpstream({
  id: 'uspto-trademark-rapidapi',
  name: 'USPTO Trademark API (RapidAPI)',
  baseUrl: 'https://uspto-trademark.p.rapidapi.com',
  docsUrl: 'https://rapidapi.com/pentium10/api/uspto-trademark',
  license: "USPTO trademark records (public domain); access under RapidAPI's terms (https://rapidapi.com/terms/) and the operator's plan",
  key: { required: true, in: 'header', name: 'X-RapidAPI-Key' },
  headers: { 'x-rapidapi-host': 'uspto-trademark.p.rapidapi.com' },
  timeoutMs: 20_000,
})
