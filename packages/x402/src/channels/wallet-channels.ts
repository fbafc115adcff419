import { microsToUsd, type Payer, type StateStore, type WalletChannel } from '@svc/core'
import { stateChannelStorage } from './channel-storage.ts'

const atomic = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : 0)

/**
 * A wallet's open batch-settlement channels with this host, from the channel records in the host's
 * state (every host's, on a shared Redis): its own identity-only read (`account.channels`).
 */
export async function walletChannels(state: StateStore, payer: Payer, network: string): Promise<WalletChannel[]> {
  if (payer.network !== network) return []
  const address = payer.address.toLowerCase()
  const channels = await stateChannelStorage(state).list()
  return channels
    .filter((channel) => channel.channelConfig.payer.toLowerCase() === address && atomic(channel.balance) > atomic(channel.totalClaimed))
    .map((channel) => {
      const deposit = atomic(channel.balance)
      const charged = atomic(channel.chargedCumulativeAmount)
      return {
        rail: 'x402',
        channelId: channel.channelId.toLowerCase(),
        network,
        depositUsd: microsToUsd(deposit),
        chargedUsd: microsToUsd(charged),
        claimedUsd: microsToUsd(atomic(channel.totalClaimed)),
        remainingUsd: microsToUsd(Math.max(0, deposit - charged)),
      }
    })
}
