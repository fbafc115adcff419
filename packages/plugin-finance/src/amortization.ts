import Decimal from 'decimal.js'

/** Enough precision for (1 + r)^-2600 at any rate the operation accepts; rounding half up to the cent. */
const D = Decimal.clone({ precision: 50, rounding: Decimal.ROUND_HALF_UP })
type Dec = InstanceType<typeof D>

export interface LoanTerms {
  principal: number
  /** Annual nominal rate in percent. */
  rate: number
  periodsPerYear: number
  /** Number of scheduled payments. */
  payments: number
  extraPayment: number
}

export interface Installment {
  number: number
  payment: Dec
  principal: Dec
  interest: Dec
  extra: Dec
  balance: Dec
}

export interface Amortization {
  /** The regular payment (before any extra), rounded to the cent. */
  payment: Dec
  /** The closed-form payment before rounding. */
  unroundedPayment: Dec
  installments: Installment[]
  totalInterest: Dec
  totalPaid: Dec
}

const cents = (value: Dec) => value.toDecimalPlaces(2, D.ROUND_HALF_UP)

/** Periodic rate: the annual nominal rate divided by the payments per year. */
export function periodicRate(terms: LoanTerms): Dec {
  return new D(terms.rate).div(100).div(terms.periodsPerYear)
}

/** A = P·r / (1 − (1 + r)^−n), or P / n at a zero rate, before rounding. */
export function closedFormPayment(terms: LoanTerms): Dec {
  const principal = new D(terms.principal)
  const r = periodicRate(terms)
  if (r.isZero()) return principal.div(terms.payments)
  return principal.mul(r).div(new D(1).minus(r.plus(1).pow(-terms.payments)))
}

/**
 * The schedule as a lender books it: the payment is rounded to the cent, each period's interest
 * is the balance times the periodic rate rounded to the cent, and the last payment is whatever
 * clears the balance, so it ends at exactly 0. An extra payment goes to principal every period
 * and ends the loan early.
 */
export function amortize(terms: LoanTerms): Amortization {
  const r = periodicRate(terms)
  const unroundedPayment = closedFormPayment(terms)
  const payment = cents(unroundedPayment)
  const extra = new D(terms.extraPayment)
  let balance = new D(terms.principal)
  let totalInterest = new D(0)
  let totalPaid = new D(0)
  const installments: Installment[] = []
  for (let number = 1; balance.gt(0); number++) {
    const interest = cents(balance.mul(r))
    const owed = balance.plus(interest)
    const last = number >= terms.payments || owed.lte(payment.plus(extra))
    const paid = last ? owed : payment.plus(extra)
    const principal = paid.minus(interest)
    balance = balance.minus(principal)
    totalInterest = totalInterest.plus(interest)
    totalPaid = totalPaid.plus(paid)
    const extraPart = last ? D.max(0, D.min(extra, paid.minus(payment))) : extra
    installments.push({ number, payment: paid, principal, interest, extra: extraPart, balance })
  }
  return { payment, unroundedPayment, installments, totalInterest, totalPaid }
}

export function toCents(value: Dec): number {
  return Number(value.toFixed(2))
}
