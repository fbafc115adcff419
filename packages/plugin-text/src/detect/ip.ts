import { isIPv6 } from 'node:net'
import { type Detector, scan } from './types.ts'

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)'
/** A dotted quad of octets 0-255, not part of a longer dotted number (a version string). */
const IPV4 = new RegExp(`(?<![\\d.])${OCTET}(?:\\.${OCTET}){3}(?!\\d|\\.\\d)`, 'g')
/** Hex groups and colons (with an optional embedded IPv4 or zone), confirmed by node:net. */
const IPV6 = /(?<![\w:.])(?:[0-9A-Fa-f]{0,4}:){2,7}(?:[0-9A-Fa-f]{1,4}|(?:\d{1,3}\.){3}\d{1,3})?(?:%[\w.-]+)?(?![\w:])/g

export const detectIps: Detector = (text) => [
  ...scan(text, IPV4, (match) => ({ kind: 'ip', start: match.index, end: match.index + match[0].length, detail: 'v4', canonical: match[0] })),
  ...scan(text, IPV6, (match) => {
    const address = match[0].replace(/%.*$/, '')
    // "::" alone or a time like "12:30:45" is not worth redacting as an address.
    if (!isIPv6(address) || !/[0-9A-Fa-f]{1,4}/.test(address) || address.replace(/[^:]/g, '').length < 2) return null
    return { kind: 'ip', start: match.index, end: match.index + match[0].length, detail: 'v6', canonical: address.toLowerCase() }
  }),
]
