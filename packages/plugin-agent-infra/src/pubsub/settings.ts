import * as v from 'valibot'
import { integer, settingsReader } from '../settings.ts'

/** `settings.pubsub` of the host config. */
export const pubsubSettingsOf = settingsReader('pubsub', v.object({
  maxTopicsPerWallet: integer(1, 100_000, 100),
  maxSubscribersPerTopic: integer(1, 10_000, 100),
  maxMessageBytes: integer(16, 1024 * 1024, 64 * 1024),
}))
export type PubsubSettings = ReturnType<typeof pubsubSettingsOf>

/** publish: the listed 0.005 covers one subscriber, each further one adds 0.001. */
export const PUBLISH_BASE_USD = 0.005
export const PUBLISH_PER_EXTRA_SUBSCRIBER_USD = 0.001
export const publishPriceUsd = (subscribers: number) => PUBLISH_BASE_USD + PUBLISH_PER_EXTRA_SUBSCRIBER_USD * Math.max(0, subscribers - 1)
