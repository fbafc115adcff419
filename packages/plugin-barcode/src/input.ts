import { coordinates } from '@svc/core'
import * as v from 'valibot'
import { isCssColor } from './colors.ts'

const text = (min: number, max: number) => v.pipe(v.string(), v.minLength(min), v.maxLength(max))
const upTo = (max: number) => v.optional(v.pipe(v.string(), v.maxLength(max)))
const email = v.pipe(v.string(), v.maxLength(254), v.email('must be an email address'))
const uri = v.pipe(v.string(), v.maxLength(2000), v.url('must be an absolute URI'))
const dateTime = v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date-time with a time zone, e.g. 2025-06-01T18:00:00Z'))
const finite = v.pipe(v.number(), v.finite())

/** The `data` member: one object per payload type, chosen by `type` (the spec's table). */
export const dataSchema = v.variant('type', [
  v.strictObject({ type: v.literal('text'), text: text(1, 2000) }),
  v.strictObject({ type: v.literal('url'), url: uri }),
  v.strictObject({ type: v.literal('email'), to: email, subject: upTo(200), body: upTo(1000) }),
  v.strictObject({ type: v.literal('sms'), to: text(1, 50), body: upTo(1000) }),
  v.strictObject({ type: v.literal('phone'), number: text(1, 50) }),
  v.strictObject({
    type: v.literal('wifi'),
    ssid: text(1, 100),
    password: upTo(200),
    security: v.optional(v.picklist(['WPA', 'WEP', 'none'])),
    hidden: v.optional(v.boolean()),
  }),
  v.strictObject({
    type: v.literal('vcard'),
    name: text(1, 200),
    firstName: upTo(100),
    lastName: upTo(100),
    phone: upTo(50),
    email: v.optional(email),
    org: upTo(200),
    title: upTo(200),
    url: v.optional(uri),
    note: upTo(500),
  }),
  v.strictObject({
    type: v.literal('geo'),
    ...coordinates(),
    altitude: v.optional(finite),
  }),
  v.strictObject({
    type: v.literal('bitcoin'),
    address: text(1, 100),
    amount: v.optional(v.pipe(finite, v.gtValue(0), v.maxValue(21_000_000))),
    label: upTo(200),
    message: upTo(500),
  }),
  v.strictObject({
    type: v.literal('calendar'),
    title: text(1, 200),
    start: dateTime,
    end: dateTime,
    location: upTo(200),
    description: upTo(1000),
  }),
  v.strictObject({ type: v.literal('json'), value: v.pipe(v.unknown(), v.check((value) => value !== undefined, 'is required')) }),
])

export type BarcodeData = v.InferOutput<typeof dataSchema>

const color = v.pipe(v.string(), v.maxLength(64), v.check(isCssColor, 'must be a CSS color (hex, rgb(), hsl() or a color name)'))

const gradient = v.pipe(
  v.strictObject({
    type: v.picklist(['linear', 'radial']),
    stops: v.pipe(
      v.array(v.strictObject({ offset: v.pipe(finite, v.minValue(0), v.maxValue(1)), color })),
      v.minLength(2),
      v.maxLength(10),
      v.check((stops) => stops.every((stop, i) => i === 0 || stop.offset >= stops[i - 1]!.offset), 'offsets must not decrease'),
    ),
    rotation: v.optional(finite),
  }),
  v.check((value) => value.type === 'linear' || value.rotation === undefined, 'rotation applies to linear gradients only'),
)

const logo = v.strictObject({
  source: v.pipe(v.string(), v.minLength(1), v.maxLength(700_000)),
  sizePct: v.optional(v.pipe(finite, v.minValue(0.05), v.maxValue(0.4)), 0.2),
  padding: v.optional(v.pipe(finite, v.minValue(0), v.maxValue(32)), 4),
  background: v.optional(v.pipe(v.string(), v.maxLength(64), v.check((value) => value.trim().toLowerCase() === 'transparent' || isCssColor(value), 'must be a CSS color or transparent'))),
  cornerRadius: v.optional(v.pipe(finite, v.minValue(0), v.maxValue(64)), 0),
})

export const styleSchema = v.strictObject({
  modules: v.optional(v.picklist(['square', 'rounded', 'dots']), 'square'),
  foreground: v.optional(v.union([color, gradient], 'must be a CSS color or a gradient object'), '#000000'),
  background: v.optional(v.pipe(v.string(), v.maxLength(64), v.check((value) => value.trim().toLowerCase() === 'transparent' || isCssColor(value), 'must be a CSS color or transparent')), '#ffffff'),
  logo: v.optional(logo),
})

export type BarcodeStyle = v.InferOutput<typeof styleSchema>
export type LogoOptions = NonNullable<BarcodeStyle['logo']>

export const barcodeInput = v.strictObject({
  format: v.optional(v.picklist(['qr', 'aztec', 'datamatrix', 'pdf417']), 'qr'),
  data: dataSchema,
  output: v.optional(v.picklist(['svg', 'png', 'dataurl']), 'svg'),
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(64), v.maxValue(4096)), 512),
  margin: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(16)), 4),
  errorCorrection: v.optional(v.picklist(['L', 'M', 'Q', 'H'])),
  style: v.optional(styleSchema),
})

export type BarcodeInput = v.InferOutput<typeof barcodeInput>
