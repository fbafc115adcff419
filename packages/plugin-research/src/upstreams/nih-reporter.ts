import { defineUpstream } from '@svc/core'

/** NIH RePORTER API v2: NIH-funded research projects, no key. */
export const nihReporter = defineUpstream({
  id: 'nih-reporter',
  name: 'NIH RePORTER',
  baseUrl: 'https://api.reporter.nih.gov/v2',
  docsUrl: 'https://api.reporter.nih.gov/',
  license: 'U.S. government public data (NIH RePORTER, https://report.nih.gov/)',
  timeoutMs: 20_000,
  // RePORTER asks for no more than one request per second.
  concurrency: 1,
  quota: { withoutKey: { requests: 1, perSeconds: 1 } },
})
