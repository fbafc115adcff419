import { defineUpstream } from '@svc/core'

/**
 * U.S. Department of State travel advisories, the JSON feed of its Consular Affairs data API
 * (`GET /api/TravelAdvisories`: every country's current advisory). No key.
 */
export const stateDept = defineUpstream({
  id: 'state-dept-advisories',
  name: 'U.S. Department of State, Bureau of Consular Affairs',
  baseUrl: 'https://cadataapi.state.gov',
  docsUrl: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
  license: 'Public domain (U.S. government work)',
  // No rate limit is published for cadataapi.state.gov.
  terms: {
    url: 'https://www.state.gov/copyright-information',
    commercial: { use: 'allowed', note: 'a U.S. government work (17 U.S.C. 105), in the public domain unless a copyright is indicated' },
  },
  timeoutMs: 20_000,
  // Advisories change a few times a week: a day-old copy is better than no answer when the feed is down.
  maxStaleSeconds: 86_400,
})
