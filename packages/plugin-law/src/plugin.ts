import { definePlugin } from '@svc/core'
import examples from './examples.json' with { type: 'json' }
import attorneyLookup from './operations/attorney-lookup.ts'
import caseSearch from './operations/case-search.ts'
import caseVerify from './operations/case-verify.ts'
import cfrSection from './operations/cfr-section.ts'
import citationCheck from './operations/citation-check.ts'
import docketSearch from './operations/docket-search.ts'
import federalRegister from './operations/federal-register.ts'
import judgeLookup from './operations/judge-lookup.ts'
import opinion from './operations/opinion.ts'
import sanctionsCheck from './operations/sanctions-check.ts'
import trademarkSearch from './operations/trademark-search.ts'
import trademarkStatus from './operations/trademark-status.ts'
import uscSection from './operations/usc-section.ts'
import { vocabulary } from './vocabulary.ts'

/** The law group: U.S. case law, dockets and judges (CourtListener), regulations and statutes, sanctions, trademarks. */
export const lawPlugin = definePlugin({
  examples,
  group: 'law',
  search: { vocabulary },
  operations: [
    caseSearch,
    opinion,
    docketSearch,
    judgeLookup,
    citationCheck,
    caseVerify,
    cfrSection,
    uscSection,
    federalRegister,
    attorneyLookup,
    trademarkSearch,
    trademarkStatus,
    sanctionsCheck,
  ],
})
