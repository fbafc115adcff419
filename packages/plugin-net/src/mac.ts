import { invalidField } from '@svc/core'

export interface ParsedMac {
  /** Upper-case hex digits as given: 6 (an OUI) to 12 (EUI-48), or 16 (EUI-64). */
  hex: string
  /** Colon-separated full address; null when only a prefix was given. */
  mac: string | null
  /** I/G bit: a group (multicast or broadcast) address. */
  multicast: boolean
  /** U/L bit: assigned locally (randomized, virtual), not by the IEEE. */
  locallyAdministered: boolean
  broadcast: boolean
}

/**
 * Reads a MAC address or prefix in any common notation: 00:1A:2B:3C:4D:5E, 00-1a-2b-3c-4d-5e,
 * 001a.2b3c.4d5e, 001A2B3C4D5E, 0:1a:2b:3c:4d:5e (leading zeros left out), or just the OUI 00:1A:2B.
 */
export function parseMac(value: string): ParsedMac {
  const text = value.trim()
  const groups = text.split(/[:-]/)
  const hex = (groups.length >= 3 && groups.every((group) => /^[0-9a-f]{1,2}$/i.test(group))
    ? groups.map((group) => group.padStart(2, '0')).join('')
    : text.replace(/[.\s:-]/g, '')).toUpperCase()
  if (!/^[0-9A-F]+$/.test(hex) || hex.length < 6 || (hex.length > 12 && hex.length !== 16)) {
    throw invalidField('mac', 'expected a MAC address (12 hex digits), an EUI-64 (16) or a prefix of 6 to 12 hex digits, with or without : - . separators')
  }
  const first = parseInt(hex.slice(0, 2), 16)
  const full = hex.length === 12 || hex.length === 16
  return {
    hex,
    mac: full ? hex.match(/../g)!.join(':') : null,
    multicast: (first & 0b01) !== 0,
    locallyAdministered: (first & 0b10) !== 0,
    broadcast: hex === 'FFFFFFFFFFFF',
  }
}

/** Hex digits as colon-separated octets, a trailing odd digit kept: "0055DA0" -> "00:55:DA:0". */
export function octets(hex: string): string {
  return hex.match(/..?/g)!.join(':')
}
