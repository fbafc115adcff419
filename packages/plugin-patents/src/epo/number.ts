import * as v from 'valibot'

/** A publication number as callers write it (`EP1000000A1`, `EP 1000000`, `WO2020123456`), read as country, number and kind. */
export const publicationNumber = v.pipe(
  v.string(),
  v.trim(),
  v.toUpperCase(),
  v.transform((value) => value.replace(/[\s.\-/]/g, '')),
  v.regex(/^[A-Z]{2}\d{3,12}([A-Z]\d?)?$/, 'must be a publication number: country code, number and optional kind, e.g. EP1000000A1'),
  v.description('Publication number, e.g. EP1000000A1, US9362380B2, WO2020123456A1'),
)

/** The OPS input path of a number: docdb `CC.number.kind` when the kind is known, else epodoc `CCnumber`. */
export function opsReference(number: string): string {
  const [, country, digits, kind] = /^([A-Z]{2})(\d+)([A-Z]\d?)?$/.exec(number)!
  return kind ? `docdb/${country}.${digits}.${kind}` : `epodoc/${country}${digits}`
}
