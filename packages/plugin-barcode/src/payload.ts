import { invalidField } from '@svc/core'
import type { BarcodeData } from './input.ts'

/**
 * The text a barcode carries for each data type, in the forms scanners act on
 * (ZXing's "Barcode Contents" conventions and the URI schemes' RFCs).
 */
export function payloadOf(data: BarcodeData): string {
  switch (data.type) {
    case 'text':
      return data.text
    case 'url':
      return data.url
    case 'email':
      return `mailto:${encodeURIComponent(data.to).replace('%40', '@')}${query({ subject: data.subject, body: data.body })}`
    case 'sms':
      return data.body ? `SMSTO:${data.to}:${data.body}` : `SMSTO:${data.to}`
    case 'phone':
      return `tel:${data.number.replace(/\s+/g, '')}`
    case 'wifi':
      return wifi(data)
    case 'vcard':
      return vcard(data)
    case 'geo':
      return `geo:${data.lat},${data.lon}${data.altitude === undefined ? '' : `,${data.altitude}`}`
    case 'bitcoin':
      return `bitcoin:${data.address}${query({ amount: data.amount === undefined ? undefined : btcAmount(data.amount), label: data.label, message: data.message })}`
    case 'calendar':
      return vevent(data)
    case 'json':
      return JSON.stringify(data.value)
  }
}

/** `?a=1&b=2` with RFC 3986 percent-encoding (spaces as %20, as mailto and BIP 21 readers expect). */
function query(params: Record<string, string | undefined>): string {
  const pairs = Object.entries(params).filter(([, value]) => value !== undefined && value !== '')
  return pairs.length === 0 ? '' : `?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(value!)}`).join('&')}`
}

/** WIFI:T:WPA;S:name;P:secret;H:true;; with `\ ; , : "` escaped by a backslash. */
function wifi(data: Extract<BarcodeData, { type: 'wifi' }>): string {
  const escaped = (value: string) => value.replace(/([\\;,:"])/g, '\\$1')
  const security = data.security ?? (data.password ? 'WPA' : 'none')
  const fields = [`T:${security === 'none' ? 'nopass' : security}`, `S:${escaped(data.ssid)}`]
  if (security !== 'none' && data.password) fields.push(`P:${escaped(data.password)}`)
  if (data.hidden) fields.push('H:true')
  return `WIFI:${fields.join(';')};;`
}

/** vCard 3.0 (RFC 2426) text values: backslash, comma, semicolon and newlines escaped. */
const vtext = (value: string) => value.replace(/\\/g, '\\\\').replace(/,/g, '\\,').replace(/;/g, '\\;').replace(/\r?\n/g, '\\n')

function vcard(data: Extract<BarcodeData, { type: 'vcard' }>): string {
  const lines = ['BEGIN:VCARD', 'VERSION:3.0', `N:${vtext(data.lastName ?? '')};${vtext(data.firstName ?? '')};;;`, `FN:${vtext(data.name)}`]
  if (data.org) lines.push(`ORG:${vtext(data.org)}`)
  if (data.title) lines.push(`TITLE:${vtext(data.title)}`)
  if (data.phone) lines.push(`TEL:${vtext(data.phone)}`)
  if (data.email) lines.push(`EMAIL:${vtext(data.email)}`)
  if (data.url) lines.push(`URL:${data.url}`)
  if (data.note) lines.push(`NOTE:${vtext(data.note)}`)
  lines.push('END:VCARD')
  return lines.join('\r\n')
}

/** An event as scanners read it: BEGIN:VEVENT ... END:VEVENT, times in UTC (iCalendar, RFC 5545). */
function vevent(data: Extract<BarcodeData, { type: 'calendar' }>): string {
  const start = utc(data.start, 'data.start')
  const end = utc(data.end, 'data.end')
  if (end.getTime() < start.getTime()) throw invalidField('data.end', 'must not be before data.start')
  const lines = ['BEGIN:VEVENT', `SUMMARY:${vtext(data.title)}`, `DTSTART:${icalTime(start)}`, `DTEND:${icalTime(end)}`]
  if (data.location) lines.push(`LOCATION:${vtext(data.location)}`)
  if (data.description) lines.push(`DESCRIPTION:${vtext(data.description)}`)
  lines.push('END:VEVENT')
  return lines.join('\r\n')
}

function utc(text: string, field: string): Date {
  const date = new Date(text)
  // The pattern admits 2025-02-30; the calendar does not.
  const [, year, month, day] = /^(\d{4})-(\d{2})-(\d{2})/.exec(text)!
  const local = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (Number.isNaN(date.getTime()) || local.getUTCDate() !== Number(day)) {
    throw invalidField(field, `not a calendar date`)
  }
  return date
}

const icalTime = (date: Date) => date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '')

/** BIP 21 amounts are decimal BTC with at most 8 places (one satoshi): exact, never rounded. */
function btcAmount(amount: number): string {
  const fixed = amount.toFixed(8)
  if (Number(fixed) !== amount || Number(fixed) === 0) {
    throw invalidField('data.amount', 'BTC amounts have at most 8 decimal places (1 satoshi = 0.00000001)')
  }
  return fixed.replace(/\.?0+$/, '')
}
