import { defineUpstream, optionalKey, usGovernmentWork } from '@svc/core'

/** The Census Data API. A key is optional (without one, 500 queries a day per address). */
export const census = defineUpstream({
  id: 'census',
  name: 'U.S. Census Bureau (ACS 5-year estimates)',
  baseUrl: 'https://api.census.gov',
  docsUrl: 'https://www.census.gov/data/developers/data-sets/acs-5year.html',
  ...usGovernmentWork({ data: 'Census Bureau statistics', licenseNote: 'this product uses the Census Bureau Data API but is not endorsed or certified by the Census Bureau' }),
  key: optionalKey.query('key', 'https://api.census.gov/data/key_signup.html'),
  // 500 queries a day per address without a key (https://www.census.gov/data/developers/guidance/api-user-guide.Help_&_Contact_Us.html);
  // with a key no number is published.
  quota: { withoutKey: { requests: 500, perSeconds: 86_400 }, url: 'https://www.census.gov/data/developers/guidance/api-user-guide.Help_&_Contact_Us.html' },
  timeoutMs: 20_000,
})
