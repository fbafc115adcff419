import { defineUpstream, socrataAppToken, usGovernmentWork } from '@svc/core'

/**
 * CDC open data (data.cdc.gov, Socrata SODA API); an app token is optional: without one, requests share a per-IP pool that
 * Socrata throttles (429) at a threshold it does not publish; with one, it does not throttle short of abuse
 * (https://dev.socrata.com/docs/app-tokens). No number to declare as a quota.
 */
export const cdc = defineUpstream({
  id: 'cdc-data',
  name: 'CDC open data (data.cdc.gov)',
  baseUrl: 'https://data.cdc.gov',
  docsUrl: 'https://dev.socrata.com/foundry/data.cdc.gov/x9gk-5huc',
  ...usGovernmentWork({ data: 'CDC open data', agency: 'CDC' }),
  ...socrataAppToken(),
  timeoutMs: 20_000,
})

/** A SoQL string literal: single quotes doubled, so a value can never close it. */
export const literal = (value: string) => `'${value.replace(/'/g, "''")}'`
