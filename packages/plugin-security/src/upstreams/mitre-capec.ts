import { defineUpstream } from '@svc/core'

/** MITRE's CAPEC in STIX 2.1, one bundle (published by MITRE in its CTI repository). */
export const mitreCapec = defineUpstream({
  id: 'mitre-capec',
  name: 'MITRE CAPEC (STIX 2.1)',
  baseUrl: 'https://raw.githubusercontent.com/mitre/cti/master',
  docsUrl: 'https://capec.mitre.org/data/downloads.html',
  license: 'CAPEC terms of use (https://capec.mitre.org/about/termsofuse.html): free to use, copy and distribute with the MITRE copyright notice',
  terms: {
    url: 'https://capec.mitre.org/about/termsofuse.html',
    commercial: { use: 'allowed', note: 'non-exclusive, royalty-free license for research, development and commercial purposes, copies keeping MITRE\'s copyright designation and the license' },
    attribution: { text: 'CAPEC™ © The MITRE Corporation, used under the CAPEC Terms of Use' },
  },
  timeoutMs: 120_000,
  maxStaleSeconds: 7 * 86_400,
})

/** The bundle's path below the base URL. */
export const CAPEC_BUNDLE = '/capec/2.1/stix-capec.json'
