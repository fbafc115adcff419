import { defineUpstream, rapidApiAccess } from '@svc/core'

/** AeroDataBox flight data API (on RapidAPI): the operator's RapidAPI key, sent as `X-RapidAPI-Key`. */
export const aeroDataBox = defineUpstream({
  id: 'aerodatabox',
  name: 'AeroDataBox',
  baseUrl: 'https://aerodatabox.p.rapidapi.com',
  docsUrl: 'https://doc.aerodatabox.com/',
  license: 'AeroDataBox terms of use (https://aerodatabox.com/terms/); redistribution per the operator\'s plan',
  // Limits are per subscription plan (requests a month and a minute), so none is declared here.
  ...rapidApiAccess({
    host: 'aerodatabox.p.rapidapi.com',
    listingUrl: 'https://rapidapi.com/aedbx-aedbx/api/aerodatabox',
    termsUrl: 'https://aerodatabox.com/terms',
    note: 'AeroDataBox\'s Terms of Use bind both its direct users and those on whose behalf they use it, through any distributor (RapidAPI included); what a subscriber may pass on to its own customers is set by that agreement and the plan, which this host cannot see',
  }),
  timeoutMs: 20_000,
})
