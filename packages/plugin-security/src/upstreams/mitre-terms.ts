import type { ProviderTerms } from '@svc/core'

/** ATT&CK's and CAPEC's terms of use grant MITRE's one licence; each names its own terms page and the credit it asks for. */
export function mitreTerms(url: string, attribution: string): ProviderTerms {
  return {
    url,
    commercial: { use: 'allowed', note: 'non-exclusive, royalty-free license for research, development and commercial purposes, copies keeping MITRE\'s copyright designation and the license' },
    attribution: { text: attribution },
  }
}
