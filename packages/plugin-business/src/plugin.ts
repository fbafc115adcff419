import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import examples from './examples.json' with { type: 'json' }
import brCnpj from './operations/br-cnpj.ts'
import entityMatch from './operations/entity-match.ts'
import entityProfile from './operations/entity-profile.ts'
import entityScreen from './operations/entity-screen.ts'
import fiCompanies from './operations/fi-companies.ts'
import frCompanies from './operations/fr-companies.ts'
import idResolve from './operations/id-resolve.ts'
import kyb360 from './operations/kyb-360.ts'
import leiHierarchy from './operations/lei-hierarchy.ts'
import leiIsins from './operations/lei-isins.ts'
import lei from './operations/lei.ts'
import naics from './operations/naics.ts'
import noCompanies from './operations/no-companies.ts'
import plKrs from './operations/pl-krs.ts'
import sosSearch from './operations/sos-search.ts'
import ukCompanies from './operations/uk-companies.ts'
import { vocabulary } from './vocabulary.ts'

/** The business operations: company registries, LEIs, matching and screening. */
export const businessPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  examples,
  group: 'business',
  search: { vocabulary },
  core: pkg.peerDependencies['@svc/core'],
  operations: [
    brCnpj, //       GET /api/business/br-cnpj        0.0027  BrasilAPI (Receita Federal)
    entityMatch, //  GET /api/business/entity-match   0.0072  GLEIF names, ranked here
    entityProfile, // GET /api/business/entity-profile 0.0075  CT Business Registry: master, principals, agents, filings
    entityScreen, // GET /api/business/entity-screen  0.0144  state registry + Consolidated Screening List (legacy)
    fiCompanies, //  GET /api/business/fi-companies   0.0036  PRH YTJ open data v3
    frCompanies, //  GET /api/business/fr-companies   0.0036  recherche-entreprises.api.gouv.fr
    idResolve, //    GET /api/business/id-resolve     0.012   GLEIF + finance.cik-ticker (SEC)
    kyb360, //       GET /api/business/kyb-360        0.036   gov (SAM, USAspending, FARA) + CSL + GLEIF (+ SEC), concurrently
    lei, //          GET /api/business/lei            0.003   GLEIF lei-records
    leiHierarchy, // GET /api/business/lei-hierarchy  0.0036  GLEIF relationships
    leiIsins, //     GET /api/business/lei-isins      0.0036  GLEIF ISIN mapping
    naics, //        GET /api/business/naics          0.0025  Census 2017 NAICS files (shipped)
    noCompanies, //  GET /api/business/no-companies   0.0036  Brønnøysund Enhetsregisteret
    plKrs, //        GET /api/business/pl-krs         0.0036  KRS open API
    sosSearch, //    GET /api/business/sos-search     0.0072  NY, CO, CT secretaries of state (Socrata open data)
    ukCompanies, //  GET /api/business/uk-companies   0.0036  Companies House (key)
  ],
})
