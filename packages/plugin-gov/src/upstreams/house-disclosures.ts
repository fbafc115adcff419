import { defineUpstream } from '@svc/core'
import { ETHICS_ACT_TERMS } from './ethics-act.ts'

/**
 * Financial disclosure reports of the Clerk of the House (yearly index `{year}FD.zip`, report PDFs); no key.
 * The Clerk publishes no limit: report PDFs are fetched two a second at most (the yearly indexes are few and cached).
 */
export const houseDisclosures = defineUpstream({
  id: 'house-disclosures',
  name: 'Clerk of the U.S. House: Financial Disclosure Reports',
  baseUrl: 'https://disclosures-clerk.house.gov',
  docsUrl: 'https://disclosures-clerk.house.gov/FinancialDisclosure',
  license: 'Public record (Ethics in Government Act); not for commercial or credit purposes (5 U.S.C. 13107)',
  terms: ETHICS_ACT_TERMS,
  timeoutMs: 60_000,
  concurrency: 2,
  quota: { withoutKey: { requests: 2, perSeconds: 1, paths: ['/public_disc/ptr-pdfs/'] }, maxWaitSeconds: 15, lockoutSeconds: 300 },
})
