import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
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
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'law',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    caseSearch, //     GET  /api/law/case-search      0.009   CourtListener /api/rest/v4/search/?type=o
    opinion, //        POST /api/law/opinion          0.012   CourtListener /api/rest/v4/clusters/, /opinions/
    docketSearch, //   GET  /api/law/docket-search    0.012   CourtListener /api/rest/v4/search/?type=d
    judgeLookup, //    GET  /api/law/judge-lookup     0.009   CourtListener /api/rest/v4/search/?type=p
    citationCheck, //  POST /api/law/citation-check   0.018   CourtListener /api/rest/v4/citation-lookup/
    caseVerify, //     POST /api/law/case-verify      0.015   CourtListener /api/rest/v4/citation-lookup/
    cfrSection, //     GET  /api/law/cfr-section      0.0045  eCFR /api/versioner/v1/titles.json, /full/{date}/title-{n}.xml
    uscSection, //     GET  /api/law/usc-section      0.0045  GovInfo Link Service /link/uscode/{title}/{section} (HTML)
    federalRegister, // GET  /api/law/federal-register 0.0025  Federal Register /api/v1/documents (@svc/providers/federal-register)
    attorneyLookup, // GET  /api/law/attorney-lookup  0.009   NYS Attorney Registrations (data.ny.gov eqw2-r5nb; upstream of @svc/plugin-business)
    trademarkSearch, // GET  /api/law/trademark-search 0.006  USPTO Trademark API on RapidAPI /v1/trademarkSearch/{q}/{active|all}
    trademarkStatus, // GET  /api/law/trademark-status 0.0045 USPTO TSDR /ts/cd/casestatus/{sn|rn}/info.xml (ST.96)
    sanctionsCheck, // POST /api/law/sanctions-check  0.012   Consolidated Screening List (trade.gov; screen of @svc/plugin-business)
  ],
})
