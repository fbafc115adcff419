import type { LicensedData } from '@svc/core'

/**
 * MITRE's terms of use for ATT&CK and CAPEC grant the same licence: non-exclusive and royalty-free, commercial use
 * included, each copy keeping MITRE's copyright designation. `license` is the product's licence line, `url` its terms
 * page, `attribution` the notice its terms ask for.
 */
export function mitreTerms(license: string, url: string, attribution: string): LicensedData {
  const note = 'non-exclusive, royalty-free license for research, development and commercial purposes, copies keeping MITRE\'s copyright designation and the license'
  return { license, terms: { url, commercial: { use: 'allowed', note }, attribution: { text: attribution } } }
}
