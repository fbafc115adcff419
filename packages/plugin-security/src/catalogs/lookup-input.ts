import { forbidTogether, requireOne, rowLimit, optionalText } from '@svc/core'
import * as v from 'valibot'

/**
 * The input of a MITRE catalog read (CWE, CAPEC): one entry by its id (`CWE-79` or `79`, read as the number), or the
 * entries matching words, at most `limit`.
 */
export function catalogLookupInput(prefix: string, maxDigits: number, example: { id: number; what: string; words: string }) {
  return v.object({
    id: v.optional(v.pipe(
      v.string(),
      v.trim(),
      v.toUpperCase(),
      v.regex(new RegExp(`^(?:${prefix}-)?\\d{1,${maxDigits}}$`), `must be a ${prefix} id such as ${prefix}-${example.id} or ${example.id}`),
      v.transform((value) => Number(value.replace(`${prefix}-`, ''))),
      v.description(`${example.what} id, e.g. ${prefix}-${example.id}`),
    )),
    q: optionalText(2, 100, `Words of the name or description, e.g. "${example.words}"`),
    limit: rowLimit(50, 10),
  })
}

/** Exactly one of id and q. */
export function idOrWords(input: { id?: number | undefined; q?: string | undefined }) {
  requireOne(input, ['id', 'q'])
  forbidTogether(input, 'id', 'q')
}
