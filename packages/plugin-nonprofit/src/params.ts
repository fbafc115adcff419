import * as v from 'valibot'

/** An EIN as 9 digits, with or without the hyphen (12-3456789); answered as the 9 digits. */
export const ein = v.pipe(v.string(), v.trim(), v.regex(/^\d{2}-?\d{7}$/, 'must be an EIN of 9 digits, e.g. 53-0196605'), v.transform((value) => value.replace('-', '')), v.description('Employer Identification Number, e.g. 53-0196605'))

/** 530196605 -> "53-0196605". */
export const formatEin = (value: number | string) => {
  const digits = String(value).padStart(9, '0')
  return `${digits.slice(0, 2)}-${digits.slice(2)}`
}

export const stateCode = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, 'must be a two-letter state code'), v.description('Two-letter state code'))

/** IRS subsection codes: 3 is 501(c)(3). */
export const subsectionLabel = (code: number | null) => (code === null ? null : code === 92 ? '4947(a)(1)' : `501(c)(${code})`)
