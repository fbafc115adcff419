/**
 * VAT rates in percent, as in force on `VAT_TABLE.validOn`.
 *
 * EU member states: written from the European Commission's table "VAT rates applied in the
 * Member States of the European Union" (DG TAXUD, situation at 1 January 2025), updated for the
 * national changes that took effect by 1 August 2025 (Estonia 24% from 1 July 2025, Romania 21%
 * and 11% from 1 August 2025). Column meanings follow the Commission: `superReduced` is a rate
 * below 5%, `reduced` the reduced rates (5% or more), `parking` the rate of Article 118 of the VAT
 * Directive. Zero rates are not listed. Norway, Switzerland and the United Kingdom come from their
 * own tax authorities. Review this table when a member state changes a rate, and bump `validOn`.
 */
export interface VatCountry {
  /** ISO 3166-1 alpha-2. */
  country: string
  /** Prefix of VAT numbers (EL for Greece). */
  vatCode: string
  name: string
  euMember: boolean
  standard: number
  reduced: number[]
  superReduced: number | null
  parking: number | null
  authority: string
  note: string | null
}

const EC = 'European Commission (DG TAXUD)'
type Rates = [standard: number, reduced: number[], superReduced: number | null, parking: number | null]
const eu = (country: string, name: string, [standard, reduced, superReduced, parking]: Rates, note: string | null = null, vatCode = country): VatCountry =>
  ({ country, vatCode, name, euMember: true, standard, reduced, superReduced, parking, authority: EC, note })

const VALID_ON = '2025-08-01'

export const VAT_TABLE = {
  validOn: VALID_ON,
  source: {
    provider: `European Commission, DG TAXUD: VAT rates applied in the Member States of the European Union; embedded table of the rates in force on ${VALID_ON}`,
    url: 'https://taxation-customs.ec.europa.eu/taxation/vat/vat-directive/vat-rates_en',
    license: 'EU institutions\' reuse policy (Commission Decision 2011/833/EU); rates are public law',
  },
  countries: [
    eu('AT', 'Austria', [20, [10, 13], null, 13]),
    eu('BE', 'Belgium', [21, [6, 12], null, 12]),
    eu('BG', 'Bulgaria', [20, [9], null, null]),
    eu('CY', 'Cyprus', [19, [5, 9], null, null]),
    eu('CZ', 'Czechia', [21, [12], null, null], 'one reduced rate of 12% since 2024-01-01 (was 10% and 15%)'),
    eu('DE', 'Germany', [19, [7], null, null]),
    eu('DK', 'Denmark', [25, [], null, null]),
    eu('EE', 'Estonia', [24, [9, 13], null, null], 'standard rate 24% since 2025-07-01 (22% before)'),
    eu('ES', 'Spain', [21, [10], 4, null]),
    eu('FI', 'Finland', [25.5, [10, 14], null, null], 'standard rate 25.5% since 2024-09-01 (24% before)'),
    eu('FR', 'France', [20, [5.5, 10], 2.1, null]),
    eu('GR', 'Greece', [24, [6, 13], null, null], null, 'EL'),
    eu('HR', 'Croatia', [25, [5, 13], null, null]),
    eu('HU', 'Hungary', [27, [5, 18], null, null]),
    eu('IE', 'Ireland', [23, [9, 13.5], 4.8, 13.5]),
    eu('IT', 'Italy', [22, [5, 10], 4, null]),
    eu('LT', 'Lithuania', [21, [5, 9], null, null]),
    eu('LU', 'Luxembourg', [17, [8], 3, 14]),
    eu('LV', 'Latvia', [21, [5, 12], null, null]),
    eu('MT', 'Malta', [18, [5, 7], null, null]),
    eu('NL', 'Netherlands', [21, [9], null, null]),
    eu('PL', 'Poland', [23, [5, 8], null, null]),
    eu('PT', 'Portugal', [23, [6, 13], null, 13], 'mainland rates; the Azores and Madeira apply lower rates'),
    eu('RO', 'Romania', [21, [11], null, null], 'standard 21% and one reduced rate of 11% since 2025-08-01 (19%, 9% and 5% before); 9% remains for some housing until 2026-07-31'),
    eu('SE', 'Sweden', [25, [6, 12], null, null]),
    eu('SI', 'Slovenia', [22, [5, 9.5], null, null]),
    eu('SK', 'Slovakia', [23, [5, 19], null, null], 'standard rate 23% and reduced rates 5% and 19% since 2025-01-01 (20% and 10% before)'),
    { country: 'CH', vatCode: 'CHE', name: 'Switzerland', euMember: false, standard: 8.1, reduced: [2.6, 3.8], superReduced: null, parking: null, authority: 'Swiss Federal Tax Administration (ESTV)', note: 'since 2024-01-01; 2.6% reduced rate, 3.8% special rate for accommodation; also applies in Liechtenstein' },
    { country: 'GB', vatCode: 'GB', name: 'United Kingdom', euMember: false, standard: 20, reduced: [5], superReduced: null, parking: null, authority: 'HM Revenue & Customs', note: 'zero rate on many goods (not listed); Northern Ireland follows EU rules for goods under the XI prefix' },
    { country: 'NO', vatCode: 'NO', name: 'Norway', euMember: false, standard: 25, reduced: [12, 15], superReduced: null, parking: null, authority: 'Norwegian Tax Administration (Skatteetaten)', note: '15% on foodstuffs; 12% on passenger transport, accommodation and some culture' },
  ] satisfies VatCountry[],
}

/** Codes callers may use for a country that differ from ISO 3166-1: EL (Greece) and UK. */
export const ALIASES: Record<string, string> = { EL: 'GR', UK: 'GB' }
