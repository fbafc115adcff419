import { defineOperation, lookupAnswer, sourceOf } from '@svc/core'
import * as v from 'valibot'
import { evmAddress } from '../shared/params.ts'
import { amount, camelCase, flag, goplus, goplusChain, goplusResult, loose } from '../upstreams/goplus.ts'

/** GoPlus malicious-address flags, in its own words. */
const flags = [
  'cybercrime', 'money_laundering', 'financial_crime', 'darkweb_transactions', 'phishing_activities', 'stealing_attack', 'blackmail_activities', 'sanctioned',
  'malicious_mining_activities', 'mixer', 'fake_kyc', 'fake_token', 'fake_standard_interface', 'honeypot_related_address', 'blacklist_doubt', 'gas_abuse', 'reinit',
] as const

const result = v.object({ ...Object.fromEntries(flags.map((name) => [name, loose])), number_of_malicious_contracts_created: loose, contract_address: loose, data_source: loose }) as v.GenericSchema<Record<string, string | number | null>>

export default defineOperation({
  name: 'address-safety',
  method: 'GET',
  description: 'Is this address malicious? GoPlus Security flags for an EVM address (phishing, theft, laundering, mixer, sanctions, honeypot-related, fake tokens...), with an overall malicious verdict and the number of flags hit.',
  input: v.object({ chainId: goplusChain, address: evmAddress }),
  upstreams: [goplus],
  sources: [{ path: '/api/v1/address_security/{address}', cacheTtl: '10min' }],
  keywords: ['scam address check', 'is this wallet malicious', 'phishing address', 'address risk'],
  async handler({ input, upstream }) {
    const address = input.address.toLowerCase()
    const { data, partial, url } = await goplusResult(upstream(goplus), `/api/v1/address_security/${address}`, { chain_id: input.chainId }, result)
    const flagged = Object.fromEntries(flags.map((name) => [camelCase(name), flag(data[name])]))
    const maliciousContracts = amount(data.number_of_malicious_contracts_created) ?? 0
    const hits = Object.entries(flagged).filter(([, value]) => value === true).map(([name]) => name)
    if (maliciousContracts > 0) hits.push('maliciousContractsCreated')
    const item = {
      address,
      chainId: input.chainId,
      malicious: hits.length > 0,
      hitCount: hits.length,
      hits,
      flags: flagged,
      maliciousContractsCreated: maliciousContracts,
      isContract: flag(data.contract_address),
      dataSource: data.data_source ? String(data.data_source) : null,
      partial,
    }
    return lookupAnswer(item, sourceOf(goplus, url))
  },
})
