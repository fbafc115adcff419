import { definePlugin } from '@svc/core'
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
  examples,
  group: 'business',
  search: { vocabulary },
  operations: [
    brCnpj,
    entityMatch,
    entityProfile,
    entityScreen,
    fiCompanies,
    frCompanies,
    idResolve,
    kyb360,
    lei,
    leiHierarchy,
    leiIsins,
    naics,
    noCompanies,
    plKrs,
    sosSearch,
    ukCompanies,
  ],
})
