import { microsToDecimal, type RailFigures } from '@svc/core'
import type { ChannelFigures } from './claims.ts'

const usdc = (micros: string) => `${microsToDecimal(Number(micros))} USDC`

/** The channels' figures as the operator sees them: admin stats, the dashboard and `/metrics`. */
export function channelRailFigures(figures: ChannelFigures): RailFigures {
  return {
    stats: { channels: figures },
    dashboard: {
      title: 'x402 channels (batch-settlement)',
      figures: [
        ['open channels', figures.openChannels],
        ['deposits not yet claimed', usdc(figures.depositedMicros)],
        ['owed by vouchers, unclaimed', usdc(figures.unclaimedMicros)],
        ['calls paid through channels', figures.channelPayments],
        ['claims', figures.claims],
        ['claimed', usdc(figures.claimedMicros)],
        ['channels closed', figures.closes],
        ['failed claims', figures.claimFailures],
      ],
      tables: [{
        title: 'Latest claims',
        columns: ['at', 'vouchers', 'amount', 'transaction', 'transfer to pay-to', 'close (refunded)'],
        rows: figures.recentClaims.map((claim) => [new Date(claim.at).toISOString(), claim.vouchers, claim.amountMicros ? usdc(claim.amountMicros) : '', claim.transaction, claim.settleTransaction ?? '', claim.close ? usdc(claim.close.refundMicros) : '']),
      }],
    },
    metrics: [
      { name: 'svc_x402_channel_payments_total', help: 'Calls paid through x402 batch-settlement channels (deposits and vouchers), on every host sharing the state', type: 'counter', samples: [{ value: figures.channelPayments }] },
      { name: 'svc_x402_channel_claims_total', help: 'Claim transactions of channel vouchers (cooperative closes included)', type: 'counter', samples: [{ value: figures.claims }] },
      { name: 'svc_x402_channel_claim_failures_total', help: 'Claims of channel vouchers that failed (retried at the next trigger)', type: 'counter', samples: [{ value: figures.claimFailures }] },
      { name: 'svc_x402_channel_claimed_usdc_total', help: 'USDC claimed from channels', type: 'counter', samples: [{ value: Number(figures.claimedMicros) / 1e6 }] },
      { name: 'svc_x402_channels_open', help: 'Open x402 channels', type: 'gauge', samples: [{ value: figures.openChannels }] },
      { name: 'svc_x402_channel_unclaimed_usdc', help: 'USDC owed by channel vouchers and not yet claimed', type: 'gauge', samples: [{ value: Number(figures.unclaimedMicros) / 1e6 }] },
    ],
  }
}
