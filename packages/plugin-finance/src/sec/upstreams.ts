import { defineUpstream } from '@svc/core'

const common = {
  docsUrl: 'https://www.sec.gov/search-filings/edgar-application-programming-interfaces',
  license: 'Public domain (U.S. government work); SEC EDGAR fair access: at most 10 requests a second, with a User-Agent naming you',
  timeoutMs: 20_000,
  // SEC asks for at most 10 requests a second per client.
  concurrency: 4,
  // One budget for data.sec.gov and www.sec.gov: the fair-access limit is per client.
  quota: { withoutKey: { requests: 10, perSeconds: 1 }, bucket: 'sec' },
}

/** EDGAR's JSON APIs (submissions, XBRL company facts and frames). */
export const secData = defineUpstream({ id: 'sec-data', name: 'U.S. SEC EDGAR (data.sec.gov)', baseUrl: 'https://data.sec.gov', ...common })

/** www.sec.gov: the ticker files and the filing archives. */
export const secWww = defineUpstream({ id: 'sec', name: 'U.S. SEC EDGAR', baseUrl: 'https://www.sec.gov', ...common })

/**
 * SEC refuses requests without a User-Agent that names the caller ("Company admin@company.com").
 * Operators set theirs in `settings.finance.secUserAgent`.
 */
export function secHeaders(settings: Readonly<Record<string, unknown>>): Record<string, string> {
  const agent = typeof settings.secUserAgent === 'string' && settings.secUserAgent.trim() ? settings.secUserAgent.trim() : 'svc self-hosted API (operator contact not configured)'
  return { 'user-agent': agent, accept: 'application/json' }
}
