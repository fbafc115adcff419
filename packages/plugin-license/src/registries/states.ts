import { ctOpenData, ilOpenData, nyOpenData, txOpenData, waOpenData } from '../upstreams/open-data.ts'
import { type License, type Registry, anyWord, eq, isActive, joinName, like, text, upperEq } from './registry.ts'
import { isoDay } from './soql.ts'

type Row = Record<string, string | null>
type Scope = 'medical' | 'real-estate' | 'trades'
const today = () => new Date().toISOString().slice(0, 10)

/** Washington Department of Health, "Health Care Provider Credential Data" (every health credential; individuals). */
function waHealth(): Registry {
  return {
    state: 'WA', agency: 'Washington State Department of Health', upstream: waOpenData, dataset: 'qxh8-f4bd', page: 'https://data.wa.gov/d/qxh8-f4bd',
    order: 'lastname, firstname, credentialnumber',
    person: (last, first) => [upperEq('lastname', last), first ? like('firstname', '', first, '%') : null].filter(Boolean).join(' AND '),
    business: null,
    number: (value) => eq('credentialnumber', value),
    type: (value) => like('credentialtype', '%', value, '%'),
    scope: null,
    activeWhere: upperEq('status', 'ACTIVE'),
    toLicense: (row: Row): License => ({
      state: 'WA', agency: 'Washington State Department of Health', name: joinName(text(row, 'firstname'), text(row, 'middlename'), text(row, 'lastname')), holder: 'individual',
      licenseNumber: text(row, 'credentialnumber'), licenseType: text(row, 'credentialtype'), status: text(row, 'status'), active: isActive(text(row, 'status')),
      issued: isoDay(text(row, 'firstissuedate')), expires: isoDay(text(row, 'expirationdate')), city: null, holderState: null, discipline: text(row, 'actiontaken'),
      details: { lastIssued: isoDay(text(row, 'lastissuedate')) },
    }),
  }
}

/** Illinois IDFPR, "Professional Licensing" (every profession the department licenses; individuals and businesses). */
function ilIdfpr(words: string[]): Registry {
  return {
    state: 'IL', agency: 'Illinois Department of Financial and Professional Regulation', upstream: ilOpenData, dataset: 'pzzh-kp68', page: 'https://data.illinois.gov/d/pzzh-kp68',
    order: 'last_name, first_name, license_number',
    person: (last, first) => [upperEq('last_name', last), first ? like('first_name', '', first, '%') : null].filter(Boolean).join(' AND '),
    business: (name) => like('business_name', '%', name, '%'),
    number: (value) => eq('license_number', value),
    type: (value) => `(${like('license_type', '%', value, '%')} OR ${like('description', '%', value, '%')})`,
    scope: anyWord(['license_type', 'description'], words),
    activeWhere: upperEq('license_status', 'ACTIVE'),
    toLicense: (row: Row): License => {
      const business = (text(row, 'business') ?? '').toUpperCase() === 'Y'
      return {
        state: 'IL', agency: 'Illinois Department of Financial and Professional Regulation',
        name: business ? text(row, 'business_name') : joinName(text(row, 'first_name'), text(row, 'middle'), text(row, 'last_name'), text(row, 'suffix')),
        holder: business ? 'business' : 'individual', licenseNumber: text(row, 'license_number'), licenseType: text(row, 'description') ?? text(row, 'license_type'),
        status: text(row, 'license_status'), active: isActive(text(row, 'license_status')), issued: isoDay(text(row, 'original_issue_date')), expires: isoDay(text(row, 'expiration_date')),
        city: text(row, 'city'), holderState: text(row, 'state'), discipline: (text(row, 'ever_disciplined') ?? '').toUpperCase() === 'Y' ? 'disciplined at least once (ever_disciplined)' : null,
        details: { profession: text(row, 'license_type'), specialty: text(row, 'specialty_qualifier'), dba: text(row, 'businessdba') },
      }
    },
  }
}

/** Connecticut Department of Consumer Protection eLicense, "State Licenses and Credentials" (`name` is "FIRST M LAST"). */
function ctDcp(words: string[]): Registry {
  return {
    state: 'CT', agency: 'Connecticut Department of Consumer Protection', upstream: ctOpenData, dataset: 'ngch-56tr', page: 'https://data.ct.gov/d/ngch-56tr',
    order: 'name, fullcredentialcode',
    person: (last, first) => [like('name', '% ', last, ''), first ? like('name', '', first, '%') : null].filter(Boolean).join(' AND '),
    business: (name) => like('businessname', '%', name, '%'),
    number: (value) => `(${eq('fullcredentialcode', value)} OR ${eq('credentialnumber', value)})`,
    type: (value) => like('credential', '%', value, '%'),
    scope: anyWord(['credential'], words),
    activeWhere: upperEq('status', 'ACTIVE'),
    toLicense: (row: Row): License => {
      const business = (text(row, 'type') ?? '').toUpperCase() === 'BUSINESS'
      return {
        state: 'CT', agency: 'Connecticut Department of Consumer Protection', name: business ? (text(row, 'businessname') ?? text(row, 'name')) : text(row, 'name'),
        holder: business ? 'business' : 'individual', licenseNumber: text(row, 'fullcredentialcode') ?? text(row, 'credentialnumber'), licenseType: text(row, 'credential'),
        status: text(row, 'status'), active: isActive(text(row, 'status')), issued: isoDay(text(row, 'issuedate')), expires: isoDay(text(row, 'expirationdate')),
        city: text(row, 'city'), holderState: text(row, 'state'), discipline: null,
        details: { statusReason: text(row, 'statusreason'), dba: text(row, 'dba') },
      }
    },
  }
}

/** Washington Labor & Industries, contractor licenses (businesses; the principal as "LAST, FIRST M."). */
function waContractors(): Registry {
  return {
    state: 'WA', agency: 'Washington State Department of Labor & Industries', upstream: waOpenData, dataset: 'm8qx-ubtq', page: 'https://data.wa.gov/d/m8qx-ubtq',
    order: 'businessname, contractorlicensenumber',
    person: (last, first) => like('primaryprincipalname', '', `${last}, ${first ?? ''}`, '%'),
    business: (name) => like('businessname', '%', name, '%'),
    number: (value) => eq('contractorlicensenumber', value),
    type: (value) => `(${like('contractorlicensetypecodedesc', '%', value, '%')} OR ${like('specialtycode1desc', '%', value, '%')})`,
    scope: null,
    activeWhere: upperEq('contractorlicensestatus', 'ACTIVE'),
    toLicense: (row: Row): License => ({
      state: 'WA', agency: 'Washington State Department of Labor & Industries', name: text(row, 'businessname'), holder: /individual/i.test(text(row, 'businesstypecodedesc') ?? '') ? 'individual' : 'business',
      licenseNumber: text(row, 'contractorlicensenumber'), licenseType: joinName(text(row, 'contractorlicensetypecodedesc'), text(row, 'specialtycode1desc') ? `(${text(row, 'specialtycode1desc')})` : null),
      status: text(row, 'contractorlicensestatus'), active: isActive(text(row, 'contractorlicensestatus')), issued: isoDay(text(row, 'licenseeffectivedate')), expires: isoDay(text(row, 'licenseexpirationdate')),
      city: text(row, 'city'), holderState: text(row, 'state'), discipline: null,
      details: { principal: text(row, 'primaryprincipalname'), ubi: text(row, 'ubi'), businessType: text(row, 'businesstypecodedesc') },
    }),
  }
}

/** Texas Department of Licensing and Regulation, "TDLR - All Licenses" (no status column: active means not expired). */
function txTdlr(words: string[]): Registry {
  return {
    state: 'TX', agency: 'Texas Department of Licensing and Regulation', upstream: txOpenData, dataset: '7358-krk7', page: 'https://data.texas.gov/d/7358-krk7',
    order: 'license_type, license_number',
    person: (last, first) => [like('owner_name', '%', last, '%'), first ? like('owner_name', '%', first, '%') : null].filter(Boolean).join(' AND '),
    business: (name) => like('business_name', '%', name, '%'),
    number: (value) => eq('license_number', value),
    type: (value) => `(${like('license_type', '%', value, '%')} OR ${like('license_subtype', '%', value, '%')})`,
    scope: anyWord(['license_type'], words),
    activeWhere: null,
    toLicense: (row: Row): License => {
      const expires = isoDay(text(row, 'license_expiration_date_mmddccyy'))
      return {
        state: 'TX', agency: 'Texas Department of Licensing and Regulation', name: text(row, 'owner_name') ?? text(row, 'business_name'), holder: text(row, 'owner_name') ? 'individual' : 'business',
        licenseNumber: text(row, 'license_number'), licenseType: joinName(text(row, 'license_type'), text(row, 'license_subtype') ? `(${text(row, 'license_subtype')})` : null),
        status: null, active: expires ? expires >= today() : null, issued: null, expires, city: text(row, 'business_city_state_zip'), holderState: 'TX', discipline: null,
        details: { businessName: text(row, 'business_name'), county: text(row, 'business_county') },
      }
    },
  }
}

/** New York Department of State, "Active Real Estate Salespersons and Brokers" (active licenses only; names "LAST FIRST M"). */
function nyRealEstate(): Registry {
  return {
    state: 'NY', agency: 'New York Department of State', upstream: nyOpenData, dataset: 'yg7h-zjbf', page: 'https://data.ny.gov/d/yg7h-zjbf',
    order: 'license_holder_name, license_number',
    person: (last, first) => like('license_holder_name', '', `${last} ${first ?? ''}`, '%'),
    business: (name) => like('business_name', '%', name, '%'),
    number: (value) => eq('license_number', value),
    type: (value) => like('license_type', '%', value, '%'),
    scope: null,
    // Every row is an active license; one past its expiry (before the next refresh) is not active.
    activeWhere: null,
    toLicense: (row: Row): License => {
      const expires = isoDay(text(row, 'license_expiration_date'))
      const type = text(row, 'license_type')
      return {
        state: 'NY', agency: 'New York Department of State', name: text(row, 'license_holder_name'), holder: /CORPORAT|LIMITED LIABILITY|LLC|PARTNERSHIP|TRADE NAME/i.test(type ?? '') ? 'business' : 'individual',
        licenseNumber: text(row, 'license_number'), licenseType: type, status: null, active: expires ? expires >= today() : true, issued: null, expires,
        city: text(row, 'business_city'), holderState: text(row, 'business_state'), discipline: null,
        details: { businessName: text(row, 'business_name'), county: text(row, 'county') === 'NONE' ? null : text(row, 'county') },
      }
    },
  }
}

const HEALTH = ['MEDIC', 'PHYSICIAN', 'NURS', 'PHARMAC', 'DENTIS', 'DENTAL', 'OSTEOPATH', 'PODIATR', 'OPTOMETR', 'CHIROPRACT', 'PSYCHOLOG', 'THERAPIST']
const TRADES_CT = ['ELECTRIC', 'PLUMB', 'HEATING', 'SHEET METAL', 'ELEVATOR', 'SOLAR', 'FIRE PROTECTION', 'HOME IMPROVEMENT', 'MAJOR CONTRACTOR', 'GAS']
const TRADES_TX = ['ELECTRIC', 'A/C', 'AIR CONDITION', 'WATER WELL', 'PUMP INSTALL', 'ELEVATOR', 'BOILER']

/** The rosters each operation reads, by state (the README's coverage table). */
export const REGISTRIES: Record<Scope, Registry[]> = {
  medical: [waHealth(), ilIdfpr(HEALTH)],
  'real-estate': [nyRealEstate(), ilIdfpr(['REAL ESTATE']), ctDcp(['REAL ESTATE'])],
  trades: [txTdlr(TRADES_TX), waContractors(), ctDcp(TRADES_CT), ilIdfpr(['ROOFING'])],
}
