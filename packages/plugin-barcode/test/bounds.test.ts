import { describe, expect, it } from 'vitest'
import { barcodePool } from '../src/pool.ts'
import { barcode, BARCODE, call } from './_render.ts'

const text = { type: 'text', text: 'hi' }
const cases: Array<[string, Record<string, unknown>, string]> = [
  ['format outside the list', { format: 'ean13', data: text }, 'format'],
  ['output outside the list', { data: text, output: 'jpeg' }, 'output'],
  ['size under 64', { data: text, size: 63 }, 'size'],
  ['size over 4096', { data: text, size: 4097 }, 'size'],
  ['size not an integer', { data: text, size: 100.5 }, 'size'],
  ['margin over 16', { data: text, margin: 17 }, 'margin'],
  ['margin under 0', { data: text, margin: -1 }, 'margin'],
  ['errorCorrection outside L|M|Q|H', { data: text, errorCorrection: 'X' }, 'errorCorrection'],
  ['errorCorrection on a non-QR format', { format: 'datamatrix', data: text, errorCorrection: 'H' }, 'errorCorrection'],
  ['data missing', {}, 'data'],
  ['data type unknown', { data: { type: 'mecard', text: 'x' } }, 'data.type'],
  ['text empty', { data: { type: 'text', text: '' } }, 'data.text'],
  ['text over 2000', { data: { type: 'text', text: 'x'.repeat(2001) } }, 'data.text'],
  ['url not a URI', { data: { type: 'url', url: 'not a url' } }, 'data.url'],
  ['url over 2000', { data: { type: 'url', url: `https://e.com/${'a'.repeat(1990)}` } }, 'data.url'],
  ['email to not an email', { data: { type: 'email', to: 'nobody' } }, 'data.to'],
  ['email subject over 200', { data: { type: 'email', to: 'a@b.co', subject: 's'.repeat(201) } }, 'data.subject'],
  ['email body over 1000', { data: { type: 'email', to: 'a@b.co', body: 'b'.repeat(1001) } }, 'data.body'],
  ['sms to over 50', { data: { type: 'sms', to: '1'.repeat(51) } }, 'data.to'],
  ['sms body over 1000', { data: { type: 'sms', to: '1', body: 'b'.repeat(1001) } }, 'data.body'],
  ['phone number empty', { data: { type: 'phone', number: '' } }, 'data.number'],
  ['phone number over 50', { data: { type: 'phone', number: '1'.repeat(51) } }, 'data.number'],
  ['wifi ssid over 100', { data: { type: 'wifi', ssid: 's'.repeat(101) } }, 'data.ssid'],
  ['wifi password over 200', { data: { type: 'wifi', ssid: 's', password: 'p'.repeat(201) } }, 'data.password'],
  ['wifi security unknown', { data: { type: 'wifi', ssid: 's', security: 'WPA3' } }, 'data.security'],
  ['wifi hidden not a boolean', { data: { type: 'wifi', ssid: 's', hidden: 'yes' } }, 'data.hidden'],
  ['vcard name over 200', { data: { type: 'vcard', name: 'n'.repeat(201) } }, 'data.name'],
  ['vcard firstName over 100', { data: { type: 'vcard', name: 'n', firstName: 'f'.repeat(101) } }, 'data.firstName'],
  ['vcard lastName over 100', { data: { type: 'vcard', name: 'n', lastName: 'l'.repeat(101) } }, 'data.lastName'],
  ['vcard phone over 50', { data: { type: 'vcard', name: 'n', phone: '1'.repeat(51) } }, 'data.phone'],
  ['vcard email not an email', { data: { type: 'vcard', name: 'n', email: 'x' } }, 'data.email'],
  ['vcard org over 200', { data: { type: 'vcard', name: 'n', org: 'o'.repeat(201) } }, 'data.org'],
  ['vcard title over 200', { data: { type: 'vcard', name: 'n', title: 't'.repeat(201) } }, 'data.title'],
  ['vcard url not a URI', { data: { type: 'vcard', name: 'n', url: 'nope' } }, 'data.url'],
  ['vcard note over 500', { data: { type: 'vcard', name: 'n', note: 'x'.repeat(501) } }, 'data.note'],
  ['geo lat over 90', { data: { type: 'geo', lat: 90.1, lon: 0 } }, 'data.lat'],
  ['geo lon under -180', { data: { type: 'geo', lat: 0, lon: -180.1 } }, 'data.lon'],
  ['geo lon missing', { data: { type: 'geo', lat: 0 } }, 'data.lon'],
  ['bitcoin address over 100', { data: { type: 'bitcoin', address: 'a'.repeat(101) } }, 'data.address'],
  ['bitcoin amount 0', { data: { type: 'bitcoin', address: 'a', amount: 0 } }, 'data.amount'],
  ['bitcoin amount under a satoshi', { data: { type: 'bitcoin', address: 'a', amount: 0.000000001 } }, 'data.amount'],
  ['bitcoin amount with 9 decimals', { data: { type: 'bitcoin', address: 'a', amount: 1.123456789 } }, 'data.amount'],
  ['bitcoin label over 200', { data: { type: 'bitcoin', address: 'a', label: 'l'.repeat(201) } }, 'data.label'],
  ['bitcoin message over 500', { data: { type: 'bitcoin', address: 'a', message: 'm'.repeat(501) } }, 'data.message'],
  ['calendar title missing', { data: { type: 'calendar', start: '2025-01-01T10:00:00Z', end: '2025-01-01T11:00:00Z' } }, 'data.title'],
  ['calendar start not a date-time', { data: { type: 'calendar', title: 't', start: '2025-01-01', end: '2025-01-01T11:00:00Z' } }, 'data.start'],
  ['calendar start not a calendar date', { data: { type: 'calendar', title: 't', start: '2025-02-30T10:00:00Z', end: '2025-03-01T11:00:00Z' } }, 'data.start'],
  ['calendar end before start', { data: { type: 'calendar', title: 't', start: '2025-01-01T10:00:00Z', end: '2025-01-01T09:00:00Z' } }, 'data.end'],
  ['calendar location over 200', { data: { type: 'calendar', title: 't', start: '2025-01-01T10:00:00Z', end: '2025-01-01T11:00:00Z', location: 'l'.repeat(201) } }, 'data.location'],
  ['calendar description over 1000', { data: { type: 'calendar', title: 't', start: '2025-01-01T10:00:00Z', end: '2025-01-01T11:00:00Z', description: 'd'.repeat(1001) } }, 'data.description'],
  ['json value missing', { data: { type: 'json' } }, 'data.value'],
  ['an unknown member in data', { data: { type: 'text', text: 'x', extra: 1 } }, 'data.extra'],
  ['an unknown top-level member', { data: text, colour: 'red' }, 'colour'],
  ['style.modules unknown', { data: text, style: { modules: 'hearts' } }, 'style.modules'],
  ['dots on pdf417', { format: 'pdf417', data: text, style: { modules: 'dots' } }, 'style.modules'],
  ['style.foreground not a color', { data: text, style: { foreground: 'blurple' } }, 'style.foreground'],
  ['style.background not a color', { data: text, style: { background: 'url(#x)' } }, 'style.background'],
  ['a gradient with one stop', { data: text, style: { foreground: { type: 'linear', stops: [{ offset: 0, color: 'red' }] } } }, 'style.foreground.stops'],
  ['a gradient with 11 stops', { data: text, style: { foreground: { type: 'linear', stops: Array.from({ length: 11 }, (_, i) => ({ offset: i / 10, color: 'red' })) } } }, 'style.foreground.stops'],
  ['a gradient stop offset over 1', { data: text, style: { foreground: { type: 'radial', stops: [{ offset: 0, color: 'red' }, { offset: 1.5, color: 'blue' }] } } }, 'style.foreground.stops.1.offset'],
  ['gradient stop offsets decreasing', { data: text, style: { foreground: { type: 'linear', stops: [{ offset: 0.6, color: 'red' }, { offset: 0.2, color: 'blue' }] } } }, 'style.foreground.stops'],
  ['a gradient stop color not a color', { data: text, style: { foreground: { type: 'linear', stops: [{ offset: 0, color: 'red' }, { offset: 1, color: '#12' }] } } }, 'style.foreground.stops.1.color'],
  ['rotation on a radial gradient', { data: text, style: { foreground: { type: 'radial', rotation: 45, stops: [{ offset: 0, color: 'red' }, { offset: 1, color: 'blue' }] } } }, 'style.foreground'],
  ['style.logo.source missing', { data: text, style: { logo: { sizePct: 0.1 } } }, 'style.logo.source'],
  ['style.logo.sizePct under 0.05', { data: text, style: { logo: { source: 'https://e.com/l.png', sizePct: 0.04 } } }, 'style.logo.sizePct'],
  ['style.logo.sizePct over 0.4', { data: text, style: { logo: { source: 'https://e.com/l.png', sizePct: 0.41 } } }, 'style.logo.sizePct'],
  ['style.logo.padding over 32', { data: text, style: { logo: { source: 'https://e.com/l.png', padding: 33 } } }, 'style.logo.padding'],
  ['style.logo.cornerRadius over 64', { data: text, style: { logo: { source: 'https://e.com/l.png', cornerRadius: 65 } } }, 'style.logo.cornerRadius'],
  ['style.logo.background not a color', { data: text, style: { logo: { source: 'https://e.com/l.png', background: 'nope' } } }, 'style.logo.background'],
]

describe('barcode.generate: bounds', () => {
  it.each(cases)('400 for %s', async (_name, body, field) => {
    await barcode.rejects(BARCODE, field, body)
  })

  it('400 when the data does not fit the symbol', async () => {
    const error = await barcode.rejects(BARCODE, 'data', { format: 'pdf417', data: { type: 'text', text: 'é'.repeat(1000) } }, 'not_encodable')
    expect(error.error).toMatch(/cannot be encoded as pdf417: .*\(2000 bytes of payload\)/)
    await barcode.rejects(BARCODE, 'data', { data: { type: 'text', text: 'x'.repeat(2000) }, errorCorrection: 'H' }, 'not_encodable')
  })

  it('400 when size leaves less than a pixel per module (3 for rounded and dots)', async () => {
    const error = await barcode.rejects(BARCODE, 'size', { data: { type: 'text', text: 'x'.repeat(1500) }, size: 64 }, 'too_small')
    expect(error.error).toMatch(/ask for size \d+ or more/)
    await barcode.rejects(BARCODE, 'size', { data: { type: 'text', text: 'hello' }, size: 64, style: { modules: 'dots' } }, 'too_small')
    expect((await call({ data: { type: 'text', text: 'hello' }, size: 64 })).status).toBe(200)
  })

  it('400 too_slow when encoding passes the time limit (the thread is stopped)', async () => {
    const limit = barcodePool.limits.timeLimitMs
    barcodePool.limits.timeLimitMs = 5
    try {
      await barcode.rejects(BARCODE, 'data', { format: 'aztec', data: { type: 'text', text: 'x'.repeat(2000) } }, 'too_slow')
    } finally {
      barcodePool.limits.timeLimitMs = limit
    }
    expect((await call({ data: { type: 'text', text: 'after' } })).status).toBe(200)
  })
})
