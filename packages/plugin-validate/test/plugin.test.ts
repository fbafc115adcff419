import { testPlugin } from '@svc/core/testing'
import { validatePlugin } from '../src/index.ts'

testPlugin(validatePlugin, {
  examples: {
    'validate.aba': { value: '021000021' },
    'validate.bic': { value: 'DEUTDEFF' },
    'validate.cusip': { value: '037833100' },
    'validate.gln': { value: '0614141000005' },
    'validate.gtin': { value: '4006381333931' },
    'validate.iban': { value: 'GB82WEST12345698765432' },
    'validate.isin': { value: 'US0378331005' },
    'validate.lei': { value: '5493001KJTIIGC8Y1R12' },
    'validate.sscc': { value: '106141411234567897' },
    'validate.batch': { items: [{ type: 'iban', value: 'DE89370400440532013000' }] },
  },
})
