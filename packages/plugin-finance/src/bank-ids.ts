/** Structure checks of bank identifiers, done on the host. */

export type BankIdType = 'aba' | 'bic' | 'iban' | 'ifsc' | 'fdic-cert' | 'rssd'

/** Which identifier a string is, by form (an explicit `type` wins). */
export function detectType(id: string): BankIdType | undefined {
  if (/^[A-Z]{4}0[A-Z0-9]{6}$/.test(id)) return 'ifsc'
  if (/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(id)) return 'iban'
  if (/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(id)) return 'bic'
  if (/^\d{9}$/.test(id)) return 'aba'
  return undefined
}

/** ABA routing number: checksum 3-7-1 and what its first two digits (the routing symbol) say. */
export function abaStructure(id: string) {
  const digits = [...id].map(Number)
  const sum = [3, 7, 1, 3, 7, 1, 3, 7, 1].reduce((total, weight, i) => total + weight * digits[i]!, 0)
  const prefix = Number(id.slice(0, 2))
  const kind = prefix === 0 ? { use: 'U.S. Government', district: null }
    : prefix <= 12 ? { use: 'Primary (commercial banks)', district: prefix }
      : prefix >= 21 && prefix <= 32 ? { use: 'Thrift institutions', district: prefix - 20 }
        : prefix >= 61 && prefix <= 72 ? { use: 'Electronic transactions', district: prefix - 60 }
          : prefix === 80 ? { use: "Traveler's checks", district: null } : null
  return { valid: sum % 10 === 0 && kind !== null, checksumValid: sum % 10 === 0, routingSymbol: id.slice(0, 2), use: kind?.use ?? null, federalReserveDistrict: kind?.district ?? null, institutionId: id.slice(4, 8) }
}

/** BIC (ISO 9362): institution, country, location, branch ("XXX" or none: the head office). */
export function bicStructure(id: string) {
  const branch = id.length === 11 ? id.slice(8) : null
  return { valid: true, institution: id.slice(0, 4), country: id.slice(4, 6), location: id.slice(6, 8), branch, headOffice: branch === null || branch === 'XXX', testBic: id[7] === '0' }
}

/** IBAN (ISO 13616): country, check digits verified by MOD 97-10, and the national part. */
export function ibanStructure(id: string) {
  const rearranged = id.slice(4) + id.slice(0, 4)
  const numeric = [...rearranged].map((char) => (/[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char)).join('')
  let remainder = 0
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97
  return { valid: remainder === 1, country: id.slice(0, 2), checkDigits: id.slice(2, 4), bban: id.slice(4) }
}
