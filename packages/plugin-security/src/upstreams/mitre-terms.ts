import type { LicensedData } from '@svc/core'

/**
 * The `license` and `terms` of a knowledge base MITRE publishes under its terms of use (ATT&CK, CAPEC): a
 * non-exclusive, royalty-free license, commercial use included, copies keeping MITRE's copyright designation.
 * `name` and `url` name the base's terms of use, `grants` sums them up in the licence line, `attribution` is the
 * notice MITRE asks for.
 */
export const mitreTerms = (name: string, url: string, grants: string, attribution: string): LicensedData => ({
  license: `${name} terms of use (${url}): ${grants}`,
  terms: {
    url,
    commercial: { use: 'allowed', note: 'non-exclusive, royalty-free license for research, development and commercial purposes, copies keeping MITRE\'s copyright designation and the license' },
    attribution: { text: attribution },
  },
})
