import { createError, defineOperation, invalidField, isApiError, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { figiInstrument, instrument } from '../figi-record.ts'
import { companyTickersSource, loadCompanies } from '../sec/companies.ts'
import { secHeaders, secUserAgentSet, secWww } from '../sec/upstreams.ts'
import { openFigi } from '../upstreams/reference.ts'

const answer = v.array(v.object({ data: v.optional(v.array(figiInstrument)), warning: v.optional(v.string()), error: v.optional(v.string()) }))

/** Which identifier a string is, by its form (ISIN and CUSIP check digits are not verified here: OpenFIGI does). */
function identify(id: string): { idType: string; kind: 'isin' | 'cusip' | 'figi' | 'ticker' } {
  // FIGIs start with BBG, which an ISIN of Barbados (BB) could too: FIGI wins.
  if (/^BBG[0-9A-Z]{9}$/.test(id)) return { idType: 'ID_BB_GLOBAL', kind: 'figi' }
  if (/^[A-Z]{2}[A-Z0-9]{9}\d$/.test(id)) return { idType: 'ID_ISIN', kind: 'isin' }
  if (/^[0-9]{3}[0-9A-Z]{5}\d$/.test(id)) return { idType: 'ID_CUSIP', kind: 'cusip' }
  return { idType: 'TICKER', kind: 'ticker' }
}

export default defineOperation({
  name: 'security-resolve',
  sources: [{ upstream: openFigi, path: '/v3/mapping', method: 'POST', cacheTtl: '1d' }, companyTickersSource],
  method: 'GET',
  description: 'Resolves a security identifier (ISIN, CUSIP, FIGI or ticker) to its FIGIs, name, ticker, exchange and type through OpenFIGI, and, for U.S. listings, the issuer\'s SEC CIK; each source reports found or error.',
  input: v.object({
    id: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z0-9.-]{1,12}$/, 'must be an ISIN, CUSIP, FIGI or ticker (1-12 letters, digits, dot, hyphen)'), v.description('ISIN, CUSIP, FIGI or ticker')),
    exchCode: v.optional(v.pipe(v.string(), v.toUpperCase(), v.regex(/^[A-Z0-9]{1,4}$/, 'must be a Bloomberg exchange code such as US or LN'), v.description('Exchange (tickers are ambiguous without it; default US)'))),
  }),
  // SEC is optional here (the answer says when it could not be asked), so its required User-Agent setting does
  // not make this operation unavailable: secWww is not listed, and is asked only once that setting is given.
  upstreams: [openFigi],
  keywords: ['isin lookup', 'cusip to ticker', 'identify a security', 'security master'],
  async handler({ input, upstream, settings }) {
    const { idType, kind } = identify(input.id)
    const job = { idType, idValue: input.id, ...(kind === 'ticker' ? { exchCode: input.exchCode ?? 'US' } : input.exchCode ? { exchCode: input.exchCode } : {}) }
    const response = await upstream(openFigi).json('/v3/mapping', { method: 'POST', body: [job], retry: true, schema: answer })
    const result = response.data[0]
    if (result?.error) throw invalidField('id', `OpenFIGI refused the identifier (${result.error})`)
    const listings = (result?.data ?? []).map(instrument)
    if (listings.length === 0) throw createError('NOT_FOUND', `OpenFIGI knows no security for ${kind} ${input.id}`)
    // The composite (country-level) listing names the security; exchange listings share it.
    const primary = listings.find((listing) => listing.figi === listing.compositeFigi) ?? listings[0]!
    const usTicker = kind === 'ticker' && (input.exchCode ?? 'US') === 'US' ? input.id : listings.find((listing) => listing.exchangeCode === 'US')?.ticker
    let sec: { cik: string; name: string; exchange: string | null } | null = null
    let secStatus: { status: 'found' | 'not_found' | 'error'; message?: string } = { status: 'not_found' }
    if (usTicker && !secUserAgentSet(settings)) {
      secStatus = { status: 'error', message: 'The SEC is not asked on this host: it needs settings.finance.secUserAgent (the company name and contact e-mail SEC requires)' }
    } else if (usTicker) {
      try {
        const company = (await loadCompanies(upstream(secWww), secHeaders(settings))).byTicker.get(usTicker.replace('/', '-'))
        if (company) {
          sec = { cik: company.cik, name: company.name, exchange: company.exchange }
          secStatus = { status: 'found' }
        }
      } catch (error) {
        secStatus = { status: 'error', message: isApiError(error) ? error.message : 'The SEC could not be asked' }
      }
    }
    return lookupAnswer({ query: { id: input.id, kind }, ...primary, sec, listings, sources: { openfigi: { status: 'found' }, sec: secStatus } }, { ...sourceOf(openFigi, response.url), provider: `${openFigi.name}; U.S. SEC EDGAR` })
  },
})
