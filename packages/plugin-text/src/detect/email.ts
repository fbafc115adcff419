import { type Detector, scan } from './types.ts'

/**
 * addr-spec with a dot-atom local part (RFC 5322, without quoted strings or comments) and a
 * domain of LDH labels ending in an alphabetic TLD; the lookbehind keeps it from starting
 * mid-word.
 */
const EMAIL = /(?<![\w.%+-])[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}(?![\w-])/g

export const detectEmails: Detector = (text) =>
  scan(text, EMAIL, (match) => ({
    kind: 'email',
    start: match.index,
    end: match.index + match[0].length,
    detail: null,
    canonical: match[0].toLowerCase(),
  }))
