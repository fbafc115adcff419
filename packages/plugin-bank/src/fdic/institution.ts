import { date, number, text, type Institution } from './rows.ts'

/** BKCLASS codes, as FDIC defines them. */
const BANK_CLASSES: Record<string, string> = {
  N: 'Commercial bank, national charter, Fed member (OCC)',
  NM: 'Commercial bank, state charter, Fed non-member (FDIC)',
  SM: 'Commercial bank, state charter, Fed member (Federal Reserve)',
  SB: 'Federal savings bank (OCC)',
  SA: 'Savings association (OCC or FDIC)',
  SI: 'State chartered stock savings bank (FDIC)',
  SL: 'State chartered stock savings and loan association',
  OI: 'Insured U.S. branch of a foreign chartered institution',
  NC: 'Noninsured non-deposit commercial bank or trust company',
  NS: 'Noninsured stock savings bank',
  CU: 'Credit union (NCUA)',
}

/** The legal forms a bank's name ends with, dropped for its short name. */
const LEGAL_SUFFIX = /,?\s+(national association|n\.\s?a\.?|fsb|f\.s\.b\.|ssb|national bank association)$/i

export function bankRecord(row: Institution, closure?: { reason: string | null }) {
  const name = row.NAME.replace(/\s+/g, ' ').trim()
  const active = number(row.ACTIVE) === 1
  const bankClass = text(row.BKCLASS)
  return {
    cert: text(row.CERT),
    rssdId: text(row.FED_RSSD),
    name,
    shortName: name.replace(LEGAL_SUFFIX, '').replace(/^the\s+/i, ''),
    holdingCompany: text(row.NAMEHCR),
    webAddress: text(row.WEBADDR),
    active,
    address: text(row.ADDRESS),
    city: text(row.CITY),
    state: text(row.STALP),
    stateName: text(row.STNAME),
    county: text(row.COUNTY),
    zip: text(row.ZIP),
    established: date(row.ESTYMD),
    insured: date(row.INSDATE),
    charterClass: text(row.CHRTAGNT),
    bankClass: bankClass ? { code: bankClass, description: BANK_CLASSES[bankClass] ?? null } : null,
    primaryRegulator: text(row.REGAGNT),
    branches: number(row.OFFICES),
    assetsThousands: number(row.ASSET),
    depositsThousands: number(row.DEP),
    financialsAsOf: date(row.REPDTE),
    closedDate: active ? null : date(row.ENDEFYMD),
    closedReason: active ? null : closure?.reason ?? null,
  }
}
