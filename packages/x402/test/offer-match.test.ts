import { describe, expect, it } from 'vitest'
import { offerMismatch } from '../src/channels/offer-match.ts'

const offer = { payTo: '0xAbC0000000000000000000000000000000000001', asset: '0x036CbD53842c5426634e7929541eC2318f3dCF7e', extra: { receiverAuthorizer: '0x2222222222222222222222222222222222222222', withdrawDelay: 86_400 } }
const config = { payer: '0x3333333333333333333333333333333333333333', receiver: '0xabc0000000000000000000000000000000000001', receiverAuthorizer: '0x2222222222222222222222222222222222222222', token: '0x036cbd53842c5426634e7929541ec2318f3dcf7e', withdrawDelay: 86_400 }

describe('a channel against the offer the host makes now', () => {
  it('matches the offer it was opened under, addresses in any case', () => {
    expect(offerMismatch(config, offer)).toBeUndefined()
  })

  it('names what differs in the official codes: receiver authorizer, withdraw delay, receiver, token', () => {
    expect(offerMismatch({ ...config, receiverAuthorizer: '0x4444444444444444444444444444444444444444' }, offer)?.refused).toBe('invalid_batch_settlement_evm_receiver_authorizer_mismatch')
    expect(offerMismatch({ ...config, withdrawDelay: 3600 }, offer)?.refused).toBe('invalid_batch_settlement_evm_withdraw_delay_mismatch')
    expect(offerMismatch({ ...config, receiver: '0x5555555555555555555555555555555555555555' }, offer)?.refused).toBe('invalid_batch_settlement_evm_receiver_mismatch')
    expect(offerMismatch({ ...config, token: '0x6666666666666666666666666666666666666666' }, offer)?.refused).toBe('invalid_batch_settlement_evm_token_mismatch')
  })

  it('refuses a config with no receiver authorizer', () => {
    const { receiverAuthorizer: _, ...without } = config
    expect(offerMismatch(without, offer)?.refused).toBe('invalid_batch_settlement_evm_receiver_authorizer_mismatch')
  })
})
