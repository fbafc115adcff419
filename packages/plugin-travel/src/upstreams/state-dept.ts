import { defineUpstream, usGovernmentWork } from '@svc/core'

/**
 * U.S. Department of State travel advisories, the JSON feed of its Consular Affairs data API
 * (`GET /api/TravelAdvisories`: every country's current advisory). No key.
 */
export const stateDept = defineUpstream({
  id: 'state-dept-advisories',
  name: 'U.S. Department of State, Bureau of Consular Affairs',
  baseUrl: 'https://cadataapi.state.gov',
  docsUrl: 'https://travel.state.gov/content/travel/en/traveladvisories/traveladvisories.html',
  ...usGovernmentWork({ data: 'State Department travel advisories', url: 'https://www.state.gov/copyright-information', note: 'except material marked as copyrighted' }),
  // No rate limit is published for cadataapi.state.gov.
  timeoutMs: 20_000,
  // Advisories change a few times a week: a day-old copy is better than no answer when the feed is down.
  maxStaleSeconds: 86_400,
})
