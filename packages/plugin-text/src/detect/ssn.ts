import { type Detector, scan } from './types.ts'

/** AAA-GG-SSSS with hyphens or spaces (the same twice); bare 9-digit runs are too ambiguous. */
const SSN = /(?<![\d-])(\d{3})([- ])(\d{2})\2(\d{4})(?![\d]|-\d)/g

/**
 * US Social Security numbers that the SSA could have issued: the area is not 000, 666 or
 * 900-999, the group not 00 and the serial not 0000.
 */
export const detectSsns: Detector = (text) =>
  scan(text, SSN, (match) => {
    const [, area = '', , group = '', serial = ''] = match
    if (area === '000' || area === '666' || area >= '900' || group === '00' || serial === '0000') return null
    return { kind: 'ssn', start: match.index, end: match.index + match[0].length, detail: null, canonical: `${area}${group}${serial}` }
  })
