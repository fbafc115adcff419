import { defineUpstream, usGovernmentWork } from '@svc/core'

const FAIR_ACCESS = 'https://www.sec.gov/about/developer-resources'

/**
 * SEC's fair-access rules (https://www.sec.gov/about/developer-resources, "Fair Access"): at most 10 requests a
 * second per user whatever the number of machines, a User-Agent that names the company and a contact e-mail, and
 * undeclared tools are blocked; a client that passes the rate is limited for 10 minutes. EDGAR data are U.S.
 * government works (public domain).
 */
const common = {
  docsUrl: 'https://www.sec.gov/search-filings/edgar-application-programming-interfaces',
  ...usGovernmentWork({ data: 'EDGAR filings and SEC data', licenseNote: 'SEC EDGAR fair access: at most 10 requests a second, with a User-Agent naming you', url: 'https://www.sec.gov/privacy', note: 'fair-access limits apply', commercialUrl: FAIR_ACCESS }),
  timeoutMs: 20_000,
  concurrency: 4,
  // One budget for data.sec.gov and www.sec.gov: the fair-access limit is per client.
  quota: { withoutKey: { requests: 10, perSeconds: 1 }, bucket: 'sec', lockoutSeconds: 600, url: FAIR_ACCESS },
  // SEC blocks automated requests whose User-Agent does not name the company and a contact address.
  requiredSettings: [{ path: 'finance.secUserAgent', description: 'the User-Agent SEC requires: your company name and a contact e-mail, e.g. "Example Ops ops@example.org"' }],
}

/** EDGAR's JSON APIs (submissions, XBRL company facts and frames). */
export const secData = defineUpstream({ id: 'sec-data', name: 'U.S. SEC EDGAR (data.sec.gov)', baseUrl: 'https://data.sec.gov', ...common })

/** www.sec.gov: the ticker files and the filing archives. */
export const secWww = defineUpstream({ id: 'sec', name: 'U.S. SEC EDGAR', baseUrl: 'https://www.sec.gov', ...common, cacheTtlMs: 86_400_000 })

/** The User-Agent SEC requires ("Company admin@company.com"), from `settings.finance.secUserAgent` (a required setting). */
export function secHeaders(settings: Readonly<Record<string, unknown>>): Record<string, string> {
  return { 'user-agent': String(settings.secUserAgent ?? '').trim(), accept: 'application/json' }
}

/** Whether the operator gave the User-Agent SEC requires (an operation that asks SEC optionally checks it first). */
export function secUserAgentSet(settings: Readonly<Record<string, unknown>>): boolean {
  return typeof settings.secUserAgent === 'string' && settings.secUserAgent.trim() !== ''
}
