import type { UpstreamDefinition } from '@svc/core'
import { coOpenData, ctOpenData, nyOpenData } from '@svc/providers/socrata'
import { address, day, text, type Row } from './soql.ts'

export interface RegistryEntity {
  state: string
  entityId: string | null
  name: string | null
  type: string | null
  status: string | null
  formationJurisdiction: string | null
  formationDate: string | null
  address: string | null
  registeredAgent: { name: string | null; address: string | null } | null
}

export interface StateRegistry {
  upstream: UpstreamDefinition
  /** Socrata resource path. */
  path: string
  idField: string
  nameField: string
  toEntity: (row: Row) => RegistryEntity
}

/** Each state's open-data business registry and how its columns read. */
export const REGISTRIES: Record<'NY' | 'CO' | 'CT', StateRegistry> = {
  NY: {
    upstream: nyOpenData,
    path: '/resource/n9v6-gdp6.json',
    idField: 'dos_id',
    nameField: 'current_entity_name',
    toEntity: (row) => ({
      state: 'NY',
      entityId: text(row.dos_id),
      name: text(row.current_entity_name),
      type: text(row.entity_type),
      // The dataset lists active corporations only.
      status: 'Active',
      formationJurisdiction: text(row.jurisdiction),
      formationDate: day(row.initial_dos_filing_date),
      address: address(row.location_address_1, row.location_address_2, row.location_city, row.location_state, row.location_zip) ?? address(row.dos_process_address_1, row.dos_process_address_2, row.dos_process_city, row.dos_process_state, row.dos_process_zip),
      registeredAgent: text(row.registered_agent_name) ? { name: text(row.registered_agent_name), address: address(row.registered_agent_address_1, row.registered_agent_address_2, row.registered_agent_city, row.registered_agent_state, row.registered_agent_zip) } : null,
    }),
  },
  CO: {
    upstream: coOpenData,
    path: '/resource/4ykn-tg5h.json',
    idField: 'entityid',
    nameField: 'entityname',
    toEntity: (row) => {
      const agent = text(row.agentorganizationname) ?? ([row.agentfirstname, row.agentmiddlename, row.agentlastname, row.agentsuffix].map(text).filter(Boolean).join(' ') || null)
      return {
        state: 'CO',
        entityId: text(row.entityid),
        name: text(row.entityname),
        type: text(row.entitytype),
        status: text(row.entitystatus),
        // Spelled so in the dataset.
        formationJurisdiction: text(row.jurisdictonofformation),
        formationDate: day(row.entityformdate),
        address: address(row.principaladdress1, row.principaladdress2, row.principalcity, row.principalstate, row.principalzipcode, row.principalcountry),
        registeredAgent: agent ? { name: agent, address: address(row.agentprincipaladdress1, row.agentprincipaladdress2, row.agentprincipalcity, row.agentprincipalstate, row.agentprincipalzipcode) } : null,
      }
    },
  },
  CT: {
    upstream: ctOpenData,
    path: '/resource/n7gp-d28j.json',
    idField: 'accountnumber',
    nameField: 'name',
    toEntity: (row) => ({
      state: 'CT',
      entityId: text(row.accountnumber),
      name: text(row.name),
      type: text(row.business_type),
      status: text(row.status),
      formationJurisdiction: text(row.state_or_territory_formation),
      formationDate: day(row.date_registration),
      address: address(row.billingstreet, row.billingcity, row.billingstate, row.billingpostalcode),
      // The business master carries no agent; the registry publishes agents in a separate dataset.
      registeredAgent: null,
    }),
  },
}
