import * as v from 'valibot'
import { ownerOf } from '../scope.ts'
import { webhookSettingsOf } from '../webhooks/settings.ts'
import { checkTarget, webhookUrl } from '../webhooks/target.ts'
import { pubsubSettingsOf, publishPriceUsd, PUBLISH_BASE_USD, PUBLISH_PER_EXTRA_SUBSCRIBER_USD } from './settings.ts'
import { createTopic as create, publish as fanOut, subscribe as add, subscriberCount, unsubscribe as remove } from './topics.ts'
import { groupOperation } from '../operation.ts'

const pubsubOperation = groupOperation('pubsub')

const topic = v.pipe(v.string(), v.regex(/^top_[0-9a-z]{9}[0-9a-f]{24}$/, 'must be a topic id from pubsub.create-topic'), v.description('Topic id'))

export const createTopic = pubsubOperation({
  name: 'create-topic',
  description: 'Creates a publish/subscribe topic of the paying wallet; answers its id, which publish and subscribe take.',
  input: v.strictObject({ name: v.optional(v.pipe(v.string(), v.minLength(1), v.maxLength(128), v.description('A label for the topic'))) }),
  effects: ['state'],
  keywords: ['message topic', 'event bus', 'fan out notifications'],
  handler: ({ input, caller, state, settings, now }) => create(state, ownerOf(caller), pubsubSettingsOf(settings), input.name, now()),
})

export const subscribe = pubsubOperation({
  name: 'subscribe',
  description: 'Subscribes a public HTTPS webhook to a topic: every message published afterwards is POSTed to it, signed per Standard Webhooks with the secret answered here (shown once).',
  input: v.strictObject({ topic, url: webhookUrl }),
  effects: ['state'],
  keywords: ['webhook subscriber', 'listen to topic'],
  async handler({ input, caller, state, settings, config, now }) {
    const url = await checkTarget(input.url, webhookSettingsOf(config))
    return add(state, ownerOf(caller), pubsubSettingsOf(settings), input.topic, url, now())
  },
})

export const unsubscribe = pubsubOperation({
  name: 'unsubscribe',
  description: 'Removes a subscriber from a topic; deliveries to it not yet sent are dropped.',
  input: v.strictObject({ topic, subscription: v.pipe(v.string(), v.regex(/^sub_[0-9a-z]{9}[0-9a-f]{24}$/, 'must be a subscription id from pubsub.subscribe'), v.description('Subscription id')) }),
  effects: ['state'],
  handler: ({ input, caller, state }) => remove(state, ownerOf(caller), input.topic, input.subscription),
})

export const publish = pubsubOperation({
  name: 'publish',
  description: `Publishes a JSON message to a topic: one signed webhook per subscriber, queued durably before the call answers and retried with backoff. Priced by the topic's subscribers: ${PUBLISH_BASE_USD} USD covers one, each further one adds ${PUBLISH_PER_EXTRA_SUBSCRIBER_USD}.`,
  input: v.strictObject({
    topic,
    message: v.pipe(v.unknown(), v.check((value) => value !== undefined, 'is required'), v.description('Any JSON value (at most 64 KiB by default)')),
    type: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_]+(\.[A-Za-z0-9_]+){0,7}$/, 'must be dot-separated words of letters, digits and _'), v.maxLength(128), v.description('Your event type, sent as data.messageType'))),
  }),
  price: { quote: async (input, _settings, state) => publishPriceUsd(await subscriberCount(state, input.topic)) },
  effects: ['state'],
  keywords: ['broadcast message', 'notify subscribers', 'send event'],
  handler: ({ input, caller, state, settings, now }) => fanOut(state, ownerOf(caller), pubsubSettingsOf(settings), input.topic, input.message, input.type, now()),
})
