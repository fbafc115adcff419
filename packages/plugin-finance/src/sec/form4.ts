import { flag, isoDate, number, text } from './documents.ts'

/** Form 4 transaction codes (General Instructions, item 8). */
const CODES: Record<string, string> = {
  P: 'Open market or private purchase', S: 'Open market or private sale', A: 'Grant or award', D: 'Disposition to the issuer',
  F: 'Tax or exercise price paid with securities', I: 'Discretionary transaction', M: 'Exercise or conversion of derivative (exempt)',
  C: 'Conversion of derivative', E: 'Expiration of short derivative', H: 'Expiration of long derivative', O: 'Exercise of out-of-the-money derivative',
  X: 'Exercise of in-the-money derivative', G: 'Gift', L: 'Small acquisition', W: 'Acquisition or disposition by will or laws of descent',
  Z: 'Deposit into or withdrawal from voting trust', J: 'Other acquisition or disposition', K: 'Equity swap or similar', U: 'Disposition in a change of control',
  V: 'Transaction voluntarily reported earlier',
}

/** The reporting owners of an `ownershipDocument`, with their relationship to the issuer. */
export function owners(doc: Record<string, any>) {
  return ((doc.reportingOwner ?? []) as Array<Record<string, any>>).map((owner) => {
    const relation = owner.reportingOwnerRelationship ?? {}
    return {
      name: text(owner.reportingOwnerId?.rptOwnerName),
      cik: text(owner.reportingOwnerId?.rptOwnerCik),
      director: flag(relation.isDirector),
      officer: flag(relation.isOfficer),
      officerTitle: text(relation.officerTitle),
      tenPercentOwner: flag(relation.isTenPercentOwner),
      other: flag(relation.isOther) ? text(relation.otherText) ?? true : false,
    }
  })
}

/** Every transaction of a Form 4 (non-derivative and derivative tables), as reported. */
export function transactions(doc: Record<string, any>) {
  const rows = [
    ...((doc.nonDerivativeTable?.nonDerivativeTransaction ?? []) as Array<Record<string, any>>).map((row) => ({ row, derivative: false })),
    ...((doc.derivativeTable?.derivativeTransaction ?? []) as Array<Record<string, any>>).map((row) => ({ row, derivative: true })),
  ]
  return rows.map(({ row, derivative }) => {
    const code = text(row.transactionCoding?.transactionCode)
    const shares = number(row.transactionAmounts?.transactionShares)
    const price = number(row.transactionAmounts?.transactionPricePerShare)
    return {
      security: text(row.securityTitle),
      derivative,
      date: isoDate(row.transactionDate),
      code,
      codeDescription: code ? CODES[code] ?? null : null,
      acquiredDisposed: text(row.transactionAmounts?.transactionAcquiredDisposedCode),
      shares,
      pricePerShare: price,
      value: shares !== null && price !== null ? Math.round(shares * price * 100) / 100 : null,
      sharesOwnedAfter: number(row.postTransactionAmounts?.sharesOwnedFollowingTransaction),
      directOrIndirect: text(row.ownershipNature?.directOrIndirectOwnership),
      exercisePrice: derivative ? number(row.conversionOrExercisePrice) : null,
      underlying: derivative ? text(row.underlyingSecurity?.underlyingSecurityTitle) : null,
    }
  })
}
