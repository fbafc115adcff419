import { valueOperation } from '../answer.ts'
import { gs1KeyProblem, gs1Prefix } from '../gs1-key.ts'
import { compact, type Row, rowsOf } from '../row.ts'

const rows = rowsOf(['kind', 'gtin14', 'gs1Prefix', 'prefixIssuer', 'indicatorDigit', 'checkDigit'])

/** GTIN-8 (EAN-8), GTIN-12 (UPC-A), GTIN-13 (EAN-13, ISBN-13) or GTIN-14, with the GS1 mod-10 check digit. */
export function checkGtin(input: string): Row {
  const value = compact(input)
  const problem = gs1KeyProblem(value, 'a GTIN', [8, 12, 13, 14])
  if (problem) return rows.fail(input, problem)
  const gtin14 = value.padStart(14, '0')
  return rows.pass(input, value, {
    kind: `GTIN-${value.length}`,
    gtin14,
    // GTIN-8 numbers come from a separate GS1-8 prefix list, not read here.
    ...(value.length === 8 ? { gs1Prefix: null, prefixIssuer: null } : gs1Prefix(gtin14.slice(1))),
    indicatorDigit: value.length === 14 ? value[0] : null,
    checkDigit: value.at(-1),
  })
}

export default valueOperation({
  name: 'gtin',
  description: 'Checks a GTIN-8/12/13/14 (EAN, UPC, ISBN-13) product number and its GS1 check digit, and names its kind and GS1 prefix.',
  keywords: ['ean', 'ean-13', 'upc', 'barcode number', 'product code', 'isbn-13', 'global trade item number'],
  check: checkGtin,
})
