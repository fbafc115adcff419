import { definePlugin } from '@svc/core'
import pkg from '../package.json' with { type: 'json' }
import brCnpj from './operations/br-cnpj.ts'
import entityMatch from './operations/entity-match.ts'
import fiCompanies from './operations/fi-companies.ts'
import frCompanies from './operations/fr-companies.ts'
import idResolve from './operations/id-resolve.ts'
import leiHierarchy from './operations/lei-hierarchy.ts'
import leiIsins from './operations/lei-isins.ts'
import lei from './operations/lei.ts'
import noCompanies from './operations/no-companies.ts'
import plKrs from './operations/pl-krs.ts'
import ukCompanies from './operations/uk-companies.ts'

/** The business operations: company registries, LEIs, matching and screening. */
export const businessPlugin = definePlugin({
  name: pkg.name,
  version: pkg.version,
  group: 'business',
  core: '^0.1',
  operations: [
    brCnpj, //       GET /api/business/br-cnpj        0.0027  BrasilAPI (Receita Federal)
    entityMatch, //  GET /api/business/entity-match   0.0072  GLEIF names, ranked here
    fiCompanies, //  GET /api/business/fi-companies   0.0036  PRH YTJ open data v3
    frCompanies, //  GET /api/business/fr-companies   0.0036  recherche-entreprises.api.gouv.fr
    idResolve, //    GET /api/business/id-resolve     0.012   GLEIF + finance.cik-ticker (SEC)
    lei, //          GET /api/business/lei            0.003   GLEIF lei-records
    leiHierarchy, // GET /api/business/lei-hierarchy  0.0036  GLEIF relationships
    leiIsins, //     GET /api/business/lei-isins      0.0036  GLEIF ISIN mapping
    noCompanies, //  GET /api/business/no-companies   0.0036  Brønnøysund Enhetsregisteret
    plKrs, //        GET /api/business/pl-krs         0.0036  KRS open API
    ukCompanies, //  GET /api/business/uk-companies   0.0036  Companies House (key)
  ],
})
