import { booleanOrNull, defineOperation, lookupAnswer, sourceOf, sourcesInWords, textOrNull } from '@svc/core'
import * as v from 'valibot'
import { razorpayIfsc } from '../upstreams/reference.ts'

const flag = booleanOrNull
const answer = v.object({
  IFSC: v.string(), BANK: v.string(), BANKCODE: textOrNull, BRANCH: textOrNull, ADDRESS: textOrNull, CONTACT: textOrNull, CITY: textOrNull, DISTRICT: textOrNull, STATE: textOrNull, CENTRE: textOrNull,
  MICR: textOrNull, SWIFT: textOrNull, ISO3166: textOrNull, RTGS: flag, NEFT: flag, IMPS: flag, UPI: flag,
})

export default defineOperation({
  name: 'ifsc-india',
  cacheTtl: '7d',
  sources: sourcesInWords('Razorpay IFSC `GET /{ifsc}` (RBI data)'),
  method: 'GET',
  description: 'Indian bank branch by IFSC code (RBI data): bank, branch, address, city, district and state, contact, MICR and SWIFT codes, and which payment systems (RTGS, NEFT, IMPS, UPI) the branch takes.',
  input: v.object({
    ifsc: v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an 11-character IFSC: 4 letters, a zero, 6 letters or digits'), v.description('IFSC code, e.g. HDFC0CAGSBK')),
  }),
  upstreams: [razorpayIfsc],
  keywords: ['ifsc code', 'indian bank branch', 'neft rtgs', 'micr code'],
  async handler({ input, upstream }) {
    const response = await upstream(razorpayIfsc).json(`/${input.ifsc}`, { schema: answer, notFound: `No bank branch has IFSC ${input.ifsc}`})
    const data = response.data
    return lookupAnswer({
      ifsc: data.IFSC,
      bank: data.BANK,
      bankCode: data.BANKCODE,
      branch: data.BRANCH,
      address: data.ADDRESS,
      city: data.CITY,
      district: data.DISTRICT,
      state: data.STATE,
      stateCode: data.ISO3166,
      centre: data.CENTRE,
      contact: data.CONTACT || null,
      micr: data.MICR || null,
      swift: data.SWIFT || null,
      paymentSystems: { rtgs: data.RTGS, neft: data.NEFT, imps: data.IMPS, upi: data.UPI },
    }, sourceOf(razorpayIfsc, response.url))
  },
})
