import type { ProviderTerms } from '@svc/core'

/** Financial disclosure reports of members of Congress (House Clerk, Senate eFD) and transcriptions of them. */
export const ETHICS_ACT_TERMS: ProviderTerms = {
  url: 'https://www.law.cornell.edu/uscode/text/5/13107',
  // 5 U.S.C. 13107(c): using these reports for a commercial purpose is unlawful, save news and communications media
  // disseminating them to the general public; a paid answer is served only once the operator accepts that its use is such.
  commercial: { use: 'not-allowed', note: 'financial disclosure reports may not be used for any commercial purpose other than by news and communications media for dissemination to the general public (5 U.S.C. 13107(c))' },
}
