import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { krs } from '../upstreams/registries.ts'

const text = v.optional(v.string())
const answer = v.object({
  odpis: v.object({
    naglowekA: v.object({ numerKRS: v.string(), dataRejestracjiWKRS: text, stanZDnia: text }),
    dane: v.object({
      dzial1: v.object({
        danePodmiotu: v.object({
          formaPrawna: text,
          nazwa: v.string(),
          identyfikatory: v.optional(v.object({ regon: text, nip: text }), {}),
        }),
        siedzibaIAdres: v.optional(v.object({
          adres: v.optional(v.object({ ulica: text, nrDomu: text, nrLokalu: text, miejscowosc: text, kodPocztowy: text, poczta: text, kraj: text })),
        })),
        kapital: v.optional(v.object({ wysokoscKapitaluZakladowego: v.optional(v.object({ wartosc: v.string(), waluta: text })) })),
      }),
    }),
  }),
})

/** `13.06.2001` as `2001-06-13`. */
const isoDay = (date: string | undefined) => {
  const match = date ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date) : null
  return match ? `${match[3]}-${match[2]}-${match[1]}` : date ?? null
}
/** Polish amounts: `1 450 000 000,00` (spaces, comma decimals). */
const amount = (value: string) => {
  const parsed = Number(value.replace(/\s/g, '').replace(',', '.'))
  return Number.isFinite(parsed) ? parsed : null
}

export default defineOperation({
  name: 'pl-krs',
  sources: [{ path: '/api/krs/OdpisAktualny/{krs}', cacheTtl: '1d' }],
  method: 'GET',
  description: 'A Polish company or association from the National Court Register (KRS) by KRS number: legal name and form, NIP and REGON, registration date, share capital and registered address.',
  input: v.object({
    krs: v.pipe(v.string(), v.trim(), v.regex(/^\d{10}$/, 'must be a 10-digit KRS number (leading zeros included)'), v.description('KRS number')),
    register: v.optional(v.pipe(v.picklist(['P', 'S']), v.description('P entrepreneurs (default), S associations and foundations')), 'P'),
  }),
  upstreams: [krs],
  keywords: ['polish company', 'krs number', 'nip regon', 'poland registry'],
  async handler({ input, upstream }) {
    const response = await upstream(krs).json(`/api/krs/OdpisAktualny/${input.krs}`, { query: { rejestr: input.register, format: 'json' }, schema: answer, notFound: `The KRS has no entry ${input.krs} in register ${input.register}` })
    const { naglowekA, dane } = response.data.odpis
    const subject = dane.dzial1.danePodmiotu
    const address = dane.dzial1.siedzibaIAdres?.adres
    const capital = dane.dzial1.kapital?.wysokoscKapitaluZakladowego
    return lookupAnswer({
      krs: naglowekA.numerKRS,
      legalName: subject.nazwa,
      legalForm: subject.formaPrawna ?? null,
      nip: subject.identyfikatory.nip ?? null,
      regon: subject.identyfikatory.regon ?? null,
      registeredOn: isoDay(naglowekA.dataRejestracjiWKRS),
      asOf: isoDay(naglowekA.stanZDnia),
      shareCapital: capital ? { amount: amount(capital.wartosc), currency: capital.waluta ?? 'PLN' } : null,
      address: address
        ? { street: [address.ulica, address.nrDomu].filter(Boolean).join(' ') + (address.nrLokalu ? `/${address.nrLokalu}` : '') || null, postalCode: address.kodPocztowy ?? null, city: address.miejscowosc ?? null, country: address.kraj ?? null }
        : null,
    }, sourceOf(krs, response.url))
  },
})
