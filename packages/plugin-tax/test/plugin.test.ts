import { testPlugin } from '@svc/core/testing'
import { taxPlugin } from '../src/index.ts'

// tax.vat-rates is local; tax.vat reaches VIES on the fixture server, answered with the file of vat.test.ts
// (HMRC is served too, as the operation declares it: the EU example never asks it).
testPlugin(taxPlugin, {
  keys: { hmrc: 'client-id:client-secret' },
  routes: {
    'GET /taxation_customs/vies/rest-api/ms/DE/vat/123456789': { file: 'vies/valid.json' },
  },
  examples: { 'tax.vat-rates': { country: 'DE' } },
})
