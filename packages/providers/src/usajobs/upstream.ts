import { createError, defineUpstream, usGovernmentWork } from '@svc/core'

/** USAJOBS search API (OPM): `Authorization-Key` header, plus the registered e-mail as User-Agent (setting `gov.usajobsUserAgent`). */
export const usajobs = defineUpstream({
  id: 'usajobs',
  name: 'USAJOBS (U.S. Office of Personnel Management)',
  baseUrl: 'https://data.usajobs.gov',
  docsUrl: 'https://developer.usajobs.gov/api-reference/get-api-search',
  ...usGovernmentWork({ data: 'USAJOBS job listings', licenseNote: 'USAJOBS API terms', url: 'https://developer.usajobs.gov/guides/', note: 'under the USAJOBS API Terms of Service the key holder accepts by e-mail; the key is the operator\'s and stays confidential' }),
  key: { required: true, in: 'header', name: 'Authorization-Key', signupUrl: 'https://developer.usajobs.gov/apirequest/' },
  timeoutMs: 20_000,
  requiredSettings: [{ path: 'gov.usajobsUserAgent', description: 'the e-mail registered with the USAJOBS key, sent as User-Agent' }],
})

/**
 * The headers every USAJOBS call sends beside the key: the e-mail registered with the key as User-Agent,
 * from `settings.gov.usajobsUserAgent` (its presence is checked by `requiredSettings`; a value that is no
 * e-mail is a host misconfiguration). Shared with @svc/plugin-job, which reads the same setting.
 */
export function usajobsHeaders(config: { readonly settings?: Readonly<Record<string, Readonly<Record<string, unknown>>>> }): { 'user-agent': string } {
  const email = String(config.settings?.gov?.usajobsUserAgent ?? '').trim()
  if (!email.includes('@')) throw createError('UPSTREAM_NOT_CONFIGURED', 'This operation is not available on this host: settings.gov.usajobsUserAgent must be the e-mail registered with the USAJOBS key')
  return { 'user-agent': email }
}
