import { address, day, text, type Row } from './soql.ts'

/**
 * How the Connecticut Business Registry's open datasets read (data.ct.gov, Socrata). Column names and where
 * each was confirmed: test/fixtures/ct-open-data/README.md. The Business Master's `id` is the key the
 * principals (`business_id`), agents (`business_key`) and filing history (`account`) datasets join on.
 */

/** An ownership certification column: a checkbox (`true`) or text (`True`, `Yes`); anything else is unknown. */
const flag = (value: string | undefined) => {
  const word = value?.trim().toLowerCase()
  return word === 'true' || word === 'yes' ? true : word === 'false' || word === 'no' ? false : null
}

/** Business Master (n7gp-d28j): one row per registered business. */
export const toProfile = (row: Row) => ({
  entityId: text(row.id),
  accountNumber: text(row.accountnumber),
  name: text(row.name),
  status: text(row.status),
  subStatus: text(row.sub_status),
  type: text(row.business_type),
  citizenship: text(row.citizenship),
  formationJurisdiction: text(row.state_or_territory_formation) ?? text(row.formation_place),
  registrationDate: day(row.date_registration),
  dissolutionDate: day(row.dissolution_date),
  annualReportDueDate: day(row.annual_report_due_date),
  mailingAddress: address(row.mailing_address),
  businessAddress: address(row.billingstreet, row.billingcity, row.billingstate, row.billingpostalcode, row.billingcountry),
  email: text(row.business_email_address),
  naics: text(row.naics_code),
  ownership: {
    womanOwned: flag(row.woman_owned_organization),
    veteranOwned: flag(row.veteran_owned_organization),
    minorityOwned: flag(row.minority_owned_organization),
    disabilityOwned: flag(row.org_owned_by_person_s_with),
    lgbtqiOwned: flag(row.organization_is_lgbtqi_owned),
  },
})
export type Profile = ReturnType<typeof toProfile>

const personName = (row: Row) => text(row.name__c) ?? ([row.firstname, row.lastname].map(text).filter(Boolean).join(' ') || null)
const businessAddress = (row: Row) => address(row.business_street_address_1, row.business_street_address_2, row.business_city, row.business_state, row.business_zip_code, row.business_country)

/** Principals (ka36-64k6): officers, directors, members. Residence addresses are not passed on. */
export const toOfficer = (row: Row) => ({
  name: personName(row),
  title: text(row.designation),
  type: text(row.type),
  address: businessAddress(row),
})
export type Officer = ReturnType<typeof toOfficer>

/** Agents (qh2m-n44y). No phone or email column of this dataset could be confirmed: both stay null. */
export const toAgent = (row: Row) => ({
  name: personName(row),
  type: text(row.type),
  phone: null,
  email: null,
  address: businessAddress(row) ?? address(row.business_address),
})
export type Agent = ReturnType<typeof toAgent>

/** Business Filing History (ah3s-bes7): `name` is the filing number, `type` its category. */
export const toFiling = (row: Row) => ({
  filingNumber: text(row.name),
  category: text(row.type),
  filingType: text(row.filing_type),
  filedOn: day(row.filing_date),
})
export type Filing = ReturnType<typeof toFiling>
