import type { ProviderTerms, TermsFact } from './terms.ts'

/**
 * The `license` and `terms` of an upstream definition whose data is under a well-known licence, spread into it
 * (`defineUpstream({ id, ..., ...usGovernmentWork({ data: 'CPSC recalls' }) })`): the licence's facts are written
 * once here, and a declaration states only what its provider adds (a citation it asks for, a condition, its terms page).
 */
export interface LicensedData {
  license: string
  terms: ProviderTerms
}

/** What a declaration adds to a licence preset. Each `note` is appended after `; ` to the preset's own sentence. */
interface LicenceOptions {
  /** Appended to the licence line, e.g. "cite USDA NASS Quick Stats". */
  licenseNote?: string
  /** The provider's own terms page (default: the licence's page). */
  url?: string
  /** Appended to the commercial-use sentence: a condition or exception the provider's terms add. */
  note?: string
  /** Where the commercial-use sentence is stated, when not on the terms page. */
  commercialUrl?: string
  /** The credit the provider asks for next to its data (`meta.attribution`): its text, or text and URL. */
  attribution?: string | (TermsFact & { text: string })
}

const usaGovernmentCopyright = 'https://www.usa.gov/government-copyright'

/**
 * A U.S. federal government work: not subject to copyright in the U.S. (17 U.S.C. 105), so any use, paid answers
 * included. `data` names the data ("CPSC recalls"), `agency` the author shown in the licence line when the provider's
 * name does not say it ("NHTSA"); the terms page defaults to usa.gov's government copyright page. `license` replaces
 * the licence line where it says more exactly what the data is (filings published as a public record): it is the whole
 * line, so it takes no `licenseNote`.
 */
export function usGovernmentWork(options: LicenceOptions & { data: string; agency?: string } & ({ license?: undefined } | { license: string; licenseNote?: undefined })): LicensedData {
  const author = options.agency ? `U.S. government work, ${options.agency}` : 'U.S. government work'
  const facts = licensed(`Public domain (${author})`, usaGovernmentCopyright, `${options.data}: a U.S. government work (17 U.S.C. 105), in the public domain`, options)
  return options.license ? { ...facts, license: options.license } : facts
}

/** The open licences providers publish their data under, by SPDX identifier. */
export type OpenLicence = 'CC-BY-4.0' | 'CC0-1.0' | 'ODbL-1.0' | 'OGL-UK-3.0'

const openLicences: Record<OpenLicence, { name: string; url: string; allows: string; credit: boolean }> = {
  'CC-BY-4.0': { name: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/', allows: 'any use, commercial included, with attribution', credit: true },
  'CC0-1.0': { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/', allows: 'dedicated to the public domain, any use, commercial included', credit: false },
  'ODbL-1.0': { name: 'Open Database License (ODbL) 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/', allows: 'any use, commercial included, with attribution; databases derived from it stay ODbL', credit: true },
  'OGL-UK-3.0': { name: 'Open Government Licence v3.0', url: 'https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/', allows: 'any use, commercial included, with attribution', credit: true },
}

/** The licences that ask for a credit next to the data: a declaration under one of them must say which. */
type Credited = Exclude<OpenLicence, 'CC0-1.0'>

/**
 * Data under an open licence: the licence line names it and, in parentheses, `holder` (whose data it is); the
 * commercial-use sentence says what the licence allows. A licence that asks for credit requires `attribution`.
 * With the provider's own terms page as `url`, the commercial-use sentence points at the licence's text.
 */
export function openLicence<L extends OpenLicence>(licence: L, options: LicenceOptions & { holder?: string } & (L extends Credited ? { attribution: LicenceOptions['attribution'] } : unknown)): LicensedData {
  const { name, url, allows, credit } = openLicences[licence]
  if (credit && !options.attribution) throw new TypeError(`${name} asks for credit: give the attribution the provider asks for`)
  const commercialUrl = options.commercialUrl ?? (options.url && options.url !== url ? url : undefined)
  return licensed(options.holder ? `${name} (${options.holder})` : name, url, `${name}: ${allows}`, { ...options, commercialUrl })
}

function licensed(license: string, defaultUrl: string, allows: string, options: LicenceOptions): LicensedData {
  const { licenseNote, url = defaultUrl, note, commercialUrl, attribution } = options
  const terms: ProviderTerms = { url, commercial: { use: 'allowed', note: note ? `${allows}; ${note}` : allows, ...(commercialUrl ? { url: commercialUrl } : {}) } }
  if (attribution) terms.attribution = typeof attribution === 'string' ? { text: attribution } : attribution
  return { license: licenseNote ? `${license}; ${licenseNote}` : license, terms }
}
