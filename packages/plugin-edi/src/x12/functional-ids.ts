/** GS01 functional identifier codes (X12 data element 479) of common transaction sets. */
const FUNCTIONAL_IDS: Record<string, string> = {
  '204': 'SM', '210': 'IM', '214': 'QM', '270': 'HS', '271': 'HB', '276': 'HR', '277': 'HN', '278': 'HI',
  '810': 'IN', '820': 'RA', '824': 'AG', '830': 'PS', '832': 'SC', '834': 'BE', '835': 'HP', '837': 'HC',
  '846': 'IB', '850': 'PO', '852': 'PD', '855': 'PR', '856': 'SH', '860': 'PC', '861': 'RC', '864': 'TX',
  '865': 'CA', '869': 'RS', '870': 'RS', '875': 'OG', '880': 'GP', '940': 'OW', '943': 'AR', '944': 'RE',
  '945': 'SW', '947': 'AW', '990': 'GF', '997': 'FA', '999': 'FA',
}

export const functionalIdOf = (type: string): string | undefined => FUNCTIONAL_IDS[type]
