import { textOrNull } from '@svc/core'
import * as v from 'valibot'
import { companySearch } from '../company-search.ts'
import { rechercheEntreprises } from '../upstreams/registries.ts'

const answer = v.object({
  total_results: v.number(),
  results: v.array(v.object({
    siren: v.string(),
    nom_complet: textOrNull,
    nom_raison_sociale: textOrNull,
    nature_juridique: textOrNull,
    activite_principale: textOrNull,
    categorie_entreprise: textOrNull,
    tranche_effectif_salarie: textOrNull,
    date_creation: textOrNull,
    etat_administratif: textOrNull,
    siege: v.optional(v.object({ siret: textOrNull, adresse: textOrNull, code_postal: textOrNull, libelle_commune: textOrNull }), {}),
  })),
})

export default companySearch({
  name: 'fr-companies',
  description: 'French companies from the State\'s Annuaire des Entreprises (SIRENE): SIREN, legal name, legal form and activity codes, enterprise category, employee range, creation date, status and head office, searched by name, SIREN, SIRET or director.',
  keywords: ['french company', 'siren lookup', 'siret', 'entreprise france'],
  upstream: rechercheEntreprises,
  wordsParam: 'q',
  words: 'Name, SIREN, SIRET or director',
  path: '/search',
  query: (input) => ({ q: input.q, per_page: input.limit, page: 1 }),
  schema: answer,
  total: (data) => data.total_results,
  rows: (data) => data.results,
  item: (company) => ({
    siren: company.siren,
    name: company.nom_raison_sociale ?? company.nom_complet,
    legalFormCode: company.nature_juridique,
    activityCode: company.activite_principale,
    category: company.categorie_entreprise,
    employeeRangeCode: company.tranche_effectif_salarie,
    createdOn: company.date_creation,
    // A = active, C = ceased (INSEE's administrative state).
    status: company.etat_administratif === 'A' ? 'active' : company.etat_administratif === 'C' ? 'ceased' : company.etat_administratif,
    headOffice: { siret: company.siege.siret ?? null, address: company.siege.adresse ?? null, postalCode: company.siege.code_postal ?? null, city: company.siege.libelle_commune ?? null },
  }),
})
