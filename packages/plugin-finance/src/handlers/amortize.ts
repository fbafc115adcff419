import { invalidField } from '@svc/core'
import type { OperationHandler } from '@svc/core'
import { amortize, closedFormPayment, toCents } from '../amortization.ts'
import { type Frequency, periodsPerYear } from '../frequencies.ts'
import { type LoanInput, scheduledPayments, todayUtc } from '../loan-input.ts'
import { formatDay, parseDay, paymentDate } from '../payment-dates.ts'

/** finance.amortize: loaded on its first call, since it computes with decimal.js and dates with date-fns. */
const handler: OperationHandler<LoanInput> = ({ input }) => {
  const frequency = input.frequency as Frequency
  const { payments, termMonths } = scheduledPayments(input)
  const terms = { principal: input.principal, rate: input.rate, periodsPerYear: periodsPerYear(frequency), payments, extraPayment: input.extraPayment }
  const result = amortize(terms)
  if (result.payment.lt(0.01)) throw invalidField('principal', `${input.principal} is too small to be repaid in ${payments} payments of at least one cent`)
  const startDate = input.startDate ?? todayUtc()
  const start = parseDay(startDate)
  const dueOn = (k: number) => formatDay(paymentDate(start, frequency, k))
  const count = result.installments.length
  const unrounded = closedFormPayment(terms)
  const baseline = input.extraPayment > 0 ? amortize({ ...terms, extraPayment: 0 }) : undefined
  const rows = input.schedule ? result.installments.slice(input.offset, input.offset + input.limit) : []
  return {
    principal: input.principal,
    rate: input.rate,
    frequency,
    periodsPerYear: terms.periodsPerYear,
    termMonths,
    scheduledPayments: payments,
    payment: toCents(result.payment),
    extraPayment: input.extraPayment,
    payments: count,
    finalPayment: toCents(result.installments[count - 1]!.payment),
    totalInterest: toCents(result.totalInterest),
    totalPaid: toCents(result.totalPaid),
    startDate,
    firstPaymentDate: dueOn(1),
    payoffDate: dueOn(count),
    closedForm: {
      payment: Number(unrounded.toFixed(6)),
      totalInterest: toCents(unrounded.mul(payments).minus(input.principal)),
    },
    savings: baseline
      ? { interest: toCents(baseline.totalInterest.minus(result.totalInterest)), payments: baseline.installments.length - count }
      : null,
    schedule: input.schedule
      ? {
          total: count,
          offset: input.offset,
          limit: input.limit,
          rows: rows.map((row) => ({
            number: row.number,
            date: dueOn(row.number),
            payment: toCents(row.payment),
            principal: toCents(row.principal),
            interest: toCents(row.interest),
            extra: toCents(row.extra),
            balance: toCents(row.balance),
          })),
        }
      : null,
  }
}
export default handler
