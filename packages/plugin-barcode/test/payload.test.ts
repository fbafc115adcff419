import { describe, expect, it } from 'vitest'
import { svgOf } from './_render.ts'
import { decode } from './_decode.ts'

/** Encodes `data` as a QR code, decodes the SVG with ZXing and answers the text it carries. */
async function carried(data: Record<string, unknown>): Promise<string> {
  const found = await decode(await svgOf({ data }))
  expect(found).toHaveLength(1)
  expect(found[0]!.format).toBe('QRCode')
  return found[0]!.text
}

describe('barcode.generate: every data type in its standard payload, read back by ZXing', () => {
  it('text and url as given (Unicode included)', async () => {
    expect(await carried({ type: 'text', text: 'Grüße aus Köln ✓ 東京' })).toBe('Grüße aus Köln ✓ 東京')
    expect(await carried({ type: 'url', url: 'https://example.com/path?q=1&r=two#frag' })).toBe('https://example.com/path?q=1&r=two#frag')
  })

  it('email as a mailto: URI with percent-encoded subject and body (RFC 6068)', async () => {
    expect(await carried({ type: 'email', to: 'ana+news@example.org' })).toBe('mailto:ana%2Bnews@example.org')
    expect(await carried({ type: 'email', to: 'ana@example.org', subject: 'Hi & bye', body: 'Line 1\nLine 2' }))
      .toBe('mailto:ana@example.org?subject=Hi%20%26%20bye&body=Line%201%0ALine%202')
  })

  it('sms as SMSTO:number:message and phone as tel:', async () => {
    expect(await carried({ type: 'sms', to: '+15551234567', body: 'See you at 5' })).toBe('SMSTO:+15551234567:See you at 5')
    expect(await carried({ type: 'sms', to: '+15551234567' })).toBe('SMSTO:+15551234567')
    expect(await carried({ type: 'phone', number: '+1 555 123 4567' })).toBe('tel:+15551234567')
  })

  it('wifi as WIFI:T:..;S:..;P:..;H:..;; with special characters escaped', async () => {
    expect(await carried({ type: 'wifi', ssid: 'Cafe;Guest', password: 'p:a"s\\s,1', security: 'WPA', hidden: true }))
      .toBe('WIFI:T:WPA;S:Cafe\\;Guest;P:p\\:a\\"s\\\\s\\,1;H:true;;')
    expect(await carried({ type: 'wifi', ssid: 'Open', security: 'none', password: 'ignored' })).toBe('WIFI:T:nopass;S:Open;;')
    expect(await carried({ type: 'wifi', ssid: 'Home', password: 'secret' })).toBe('WIFI:T:WPA;S:Home;P:secret;;')
    expect(await carried({ type: 'wifi', ssid: 'Old', password: 'abcde', security: 'WEP' })).toBe('WIFI:T:WEP;S:Old;P:abcde;;')
  })

  it('vcard as vCard 3.0 with escaped text values and CRLF lines', async () => {
    expect(await carried({
      type: 'vcard', name: 'Ana Lima', firstName: 'Ana', lastName: 'Lima', phone: '+351 21 000 0000', email: 'ana@example.org',
      org: 'Lima, Lda.', title: 'CTO', url: 'https://lima.example/', note: 'Met at; the fair',
    })).toBe([
      'BEGIN:VCARD', 'VERSION:3.0', 'N:Lima;Ana;;;', 'FN:Ana Lima', 'ORG:Lima\\, Lda.', 'TITLE:CTO', 'TEL:+351 21 000 0000',
      'EMAIL:ana@example.org', 'URL:https://lima.example/', 'NOTE:Met at\\; the fair', 'END:VCARD',
    ].join('\r\n'))
    expect(await carried({ type: 'vcard', name: 'Solo' })).toBe('BEGIN:VCARD\r\nVERSION:3.0\r\nN:;;;;\r\nFN:Solo\r\nEND:VCARD')
  })

  it('geo as geo:lat,lon[,alt] (RFC 5870)', async () => {
    expect(await carried({ type: 'geo', lat: 40.71872, lon: -73.98905, altitude: 100 })).toBe('geo:40.71872,-73.98905,100')
    expect(await carried({ type: 'geo', lat: -33.8568, lon: 151.2153 })).toBe('geo:-33.8568,151.2153')
  })

  it('bitcoin as a BIP 21 URI: decimal BTC amount, percent-encoded label and message', async () => {
    expect(await carried({ type: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 0.0005, label: 'Café Lima', message: 'Order #12' }))
      .toBe('bitcoin:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq?amount=0.0005&label=Caf%C3%A9%20Lima&message=Order%20%2312')
    expect(await carried({ type: 'bitcoin', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', amount: 20.3 })).toBe('bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT?amount=20.3')
    expect(await carried({ type: 'bitcoin', address: '1BoatSLRHtKNngkdXEeobR76b53LETtpyT', amount: 1e-8 })).toBe('bitcoin:1BoatSLRHtKNngkdXEeobR76b53LETtpyT?amount=0.00000001')
  })

  it('calendar as a VEVENT with UTC times (offsets converted)', async () => {
    expect(await carried({ type: 'calendar', title: 'Launch, v2', start: '2025-06-01T18:00:00+02:00', end: '2025-06-01T19:30:00Z', location: 'Room 1', description: 'Bring\nslides' }))
      .toBe('BEGIN:VEVENT\r\nSUMMARY:Launch\\, v2\r\nDTSTART:20250601T160000Z\r\nDTEND:20250601T193000Z\r\nLOCATION:Room 1\r\nDESCRIPTION:Bring\\nslides\r\nEND:VEVENT')
  })

  it('json as its compact JSON text', async () => {
    expect(await carried({ type: 'json', value: { id: 7, tags: ['a', 'b'], ok: true, none: null } })).toBe('{"id":7,"tags":["a","b"],"ok":true,"none":null}')
    expect(await carried({ type: 'json', value: 'just a string' })).toBe('"just a string"')
  })
})
