import { defineUpstream, usGovernmentWork } from '@svc/core'

/** NIH RePORTER API v2: NIH-funded research projects, no key. */
export const nihReporter = defineUpstream({
  id: 'nih-reporter',
  name: 'NIH RePORTER',
  baseUrl: 'https://api.reporter.nih.gov/v2',
  docsUrl: 'https://api.reporter.nih.gov/',
  ...usGovernmentWork({ data: 'NIH RePORTER project records', agency: 'National Institutes of Health' }),
  timeoutMs: 20_000,
  // RePORTER asks for no more than one request per second (and may block an IP that exceeds it).
  concurrency: 1,
  quota: { withoutKey: { requests: 1, perSeconds: 1 }, url: 'https://api.reporter.nih.gov/' },
})
