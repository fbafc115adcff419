import { defineUpstream, rapidApiAccess } from '@svc/core'

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
  ...rapidApiAccess({
    host: 'uspto-trademark.p.rapidapi.com',
    listingUrl: 'https://rapidapi.com/pentium10/api/uspto-trademark',
    note: 'the records are the USPTO\'s (public domain), but the search service is the listing author\'s, offered only through RapidAPI; no terms of its own were found, so RapidAPI\'s and the plan subscribed govern passing its answers on',
  }),
  timeoutMs: 20_000,
})
