/** U.S. states, D.C. and territories: postal code -> FIPS code and name (Census). */
export const STATES: Readonly<Record<string, { fips: string; name: string }>> = {
  AL: { fips: '01', name: 'Alabama' }, AK: { fips: '02', name: 'Alaska' }, AZ: { fips: '04', name: 'Arizona' }, AR: { fips: '05', name: 'Arkansas' },
  CA: { fips: '06', name: 'California' }, CO: { fips: '08', name: 'Colorado' }, CT: { fips: '09', name: 'Connecticut' }, DE: { fips: '10', name: 'Delaware' },
  DC: { fips: '11', name: 'District of Columbia' }, FL: { fips: '12', name: 'Florida' }, GA: { fips: '13', name: 'Georgia' }, HI: { fips: '15', name: 'Hawaii' },
  ID: { fips: '16', name: 'Idaho' }, IL: { fips: '17', name: 'Illinois' }, IN: { fips: '18', name: 'Indiana' }, IA: { fips: '19', name: 'Iowa' },
  KS: { fips: '20', name: 'Kansas' }, KY: { fips: '21', name: 'Kentucky' }, LA: { fips: '22', name: 'Louisiana' }, ME: { fips: '23', name: 'Maine' },
  MD: { fips: '24', name: 'Maryland' }, MA: { fips: '25', name: 'Massachusetts' }, MI: { fips: '26', name: 'Michigan' }, MN: { fips: '27', name: 'Minnesota' },
  MS: { fips: '28', name: 'Mississippi' }, MO: { fips: '29', name: 'Missouri' }, MT: { fips: '30', name: 'Montana' }, NE: { fips: '31', name: 'Nebraska' },
  NV: { fips: '32', name: 'Nevada' }, NH: { fips: '33', name: 'New Hampshire' }, NJ: { fips: '34', name: 'New Jersey' }, NM: { fips: '35', name: 'New Mexico' },
  NY: { fips: '36', name: 'New York' }, NC: { fips: '37', name: 'North Carolina' }, ND: { fips: '38', name: 'North Dakota' }, OH: { fips: '39', name: 'Ohio' },
  OK: { fips: '40', name: 'Oklahoma' }, OR: { fips: '41', name: 'Oregon' }, PA: { fips: '42', name: 'Pennsylvania' }, RI: { fips: '44', name: 'Rhode Island' },
  SC: { fips: '45', name: 'South Carolina' }, SD: { fips: '46', name: 'South Dakota' }, TN: { fips: '47', name: 'Tennessee' }, TX: { fips: '48', name: 'Texas' },
  UT: { fips: '49', name: 'Utah' }, VT: { fips: '50', name: 'Vermont' }, VA: { fips: '51', name: 'Virginia' }, WA: { fips: '53', name: 'Washington' },
  WV: { fips: '54', name: 'West Virginia' }, WI: { fips: '55', name: 'Wisconsin' }, WY: { fips: '56', name: 'Wyoming' },
  AS: { fips: '60', name: 'American Samoa' }, GU: { fips: '66', name: 'Guam' }, MP: { fips: '69', name: 'Northern Mariana Islands' }, PR: { fips: '72', name: 'Puerto Rico' },
  VI: { fips: '78', name: 'Virgin Islands' },
}

/** The inhabited territories of the table (BEA's state accounts, for one, have no figures for them). */
export const TERRITORIES: ReadonlySet<string> = new Set(['AS', 'GU', 'MP', 'PR', 'VI'])
/** Freely associated states: USPS codes FEMA declared disasters in under the Compacts of Free Association. */
export const FREELY_ASSOCIATED = ['FM', 'MH', 'PW'] as const
/** Armed forces mail codes, which addresses in FEC filings use. */
export const ARMED_FORCES = ['AA', 'AE', 'AP'] as const
