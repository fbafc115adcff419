import { checksBeforePayment, type CheckCase } from '@svc/core/testing'
import { barcodePlugin } from '../src/index.ts'

const text = { type: 'text', text: 'hi' }

// What can only fail answers 400 naming the field before any 402 (price kept); nothing is rendered or fetched.
const CASES: CheckCase[] = [
  ['generate', [
    [{ format: 'aztec', data: text, errorCorrection: 'H' }, 'errorCorrection'],
    [{ format: 'pdf417', data: text, style: { modules: 'dots' } }, 'style.modules'],
    [{ format: 'datamatrix', data: text, style: { logo: { source: 'https://example.com/l.png' } } }, 'style.logo'],
    [{ data: { type: 'calendar', title: 'Launch', start: '2030-01-02T10:00:00Z', end: '2030-01-01T10:00:00Z' } }, 'data.end'],
    [{ data: { type: 'calendar', title: 'Launch', start: '2030-02-30T10:00:00Z', end: '2030-03-01T10:00:00Z' } }, 'data.start'],
    [{ data: { type: 'bitcoin', address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', amount: 0.000000001 } }, 'data.amount'],
    [{ data: text, style: { logo: { source: 'http://example.com/l.png' } } }, 'style.logo.source'],
    [{ data: text, style: { logo: { source: 'https://127.0.0.1/l.png' } } }, 'style.logo.source'],
    [{ data: text, style: { logo: { source: 'data:image/svg+xml;base64,PHN2Zy8+' } } }, 'style.logo.source'],
    [{ data: text, style: { logo: { source: `data:image/png;base64,${Buffer.alloc(524_500).toString('base64')}` } } }, 'style.logo.source'],
  ], { data: text, style: { logo: { source: 'https://example.com/l.png' } } }],
]

checksBeforePayment(barcodePlugin, CASES)
