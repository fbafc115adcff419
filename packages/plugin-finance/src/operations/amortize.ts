import { defineOperation, lazyHandler, sourcesInWords } from '@svc/core'
import { type LoanInput, loanInput } from '../loan-input.ts'

export default defineOperation({
  name: 'amortize',
  sources: sourcesInWords('computed locally (decimal.js, date-fns)'),
  method: 'GET',
  description: 'Amortizes a fixed-rate loan to the cent: periodic payment, total interest, total paid, payoff date and the payment schedule, with optional extra principal each period.',
  input: loanInput,
  response: 'legacy',
  keywords: ['loan payment', 'mortgage calculator', 'amortization schedule', 'monthly payment', 'loan interest', 'payoff date', 'extra payments'],
  handler: lazyHandler<LoanInput>(() => import('../handlers/amortize.ts')),
})
