import { textOrNull } from '@svc/core'
import * as v from 'valibot'

/** The members the search asks for. */
export const NOTICE_FIELDS = ['publication-number', 'notice-title', 'buyer-name', 'buyer-country', 'publication-date', 'notice-type', 'classification-cpv', 'deadline-receipt-tender-date-lot', 'estimated-value-proc', 'estimated-value-cur-proc', 'place-of-performance', 'links']
/** Multilingual members come as `{eng: ..., deu: ...}`; lists as arrays. */
const i18n = v.nullish(v.record(v.string(), v.union([v.string(), v.array(v.string())])), null)
const list = v.nullish(v.union([v.array(v.union([v.string(), v.number()])), v.string(), v.number()]), null)
/** The Search API's answer, the members read. */
export const noticesAnswer = v.object({
  notices: v.array(v.looseObject({
    'publication-number': v.string(),
    'notice-title': i18n,
    'buyer-name': i18n,
    'buyer-country': list,
    'publication-date': textOrNull,
    'notice-type': textOrNull,
    'classification-cpv': list,
    'deadline-receipt-tender-date-lot': list,
    'estimated-value-proc': list,
    'estimated-value-cur-proc': list,
    'place-of-performance': list,
    links: v.nullish(v.record(v.string(), v.record(v.string(), v.string())), null),
  })),
  totalNoticeCount: v.number(),
})
const arrayOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : value === null || value === undefined ? [] : [String(value)])
/** English first, else the first language given. */
const english = (value: Record<string, string | string[]> | null): string[] => {
  if (!value) return []
  return arrayOf(value.eng ?? value.ENG ?? Object.values(value)[0])
}
/** `2024-05-02+02:00` as `2024-05-02`. */
const day = (value: string | null | undefined) => (value ? value.slice(0, 10) : null)

/** One notice as eu-tenders answers it. */
export function noticeItem(notice: v.InferOutput<typeof noticesAnswer>['notices'][number]) {
  const html = notice.links?.html
  const values = arrayOf(notice['estimated-value-proc'])
  return {
    publicationNumber: notice['publication-number'],
    title: english(notice['notice-title'])[0] ?? null,
    buyers: english(notice['buyer-name']),
    buyerCountry: arrayOf(notice['buyer-country'])[0] ?? null,
    publicationDate: day(notice['publication-date']),
    noticeType: notice['notice-type'],
    cpv: [...new Set(arrayOf(notice['classification-cpv']))],
    deadline: day(arrayOf(notice['deadline-receipt-tender-date-lot'])[0]),
    estimatedValue: values.length ? { amount: Number(values[0]), currency: arrayOf(notice['estimated-value-cur-proc'])[0] ?? null } : null,
    placeOfPerformance: arrayOf(notice['place-of-performance']),
    url: html?.ENG ?? (html ? Object.values(html)[0] : null) ?? `https://ted.europa.eu/en/notice/-/detail/${notice['publication-number']}`,
  }
}
