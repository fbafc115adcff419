import { createError, newSortableId as newId, newWebhookSecret as newSecret, recordsUnder as records, updateRecord, type StateStore, type WebhookSource } from '@svc/core'
import { jsonBytes } from '../params.ts'
import { countRecords } from '../records.ts'
import { cappedTtlMs, expiresAt, keyspace, ownerHash, type Owner } from '../scope.ts'
import { enqueue, newDelivery } from '../webhooks/outbox.ts'
import type { PubsubSettings } from './settings.ts'

/**
 * A topic is reached by its id alone (publish is priced by its subscriber count before the payer
 * is known), so its id carries 96 random bits and the record names its owner; every operation
 * answers another wallet's topic exactly like a missing one.
 */
interface Topic {
  id: string
  owner: string
  name: string | null
  createdAt: string
  subscribers: number
}

interface Subscription extends WebhookSource {
  id: string
  topic: string
  createdAt: string
}

const topicKey = (id: string) => `infra:topic:${id}`
const subscriptionPrefix = (topic: string) => `infra:topicsub:${topic}:`
const logKeyOf = (topic: string, subscription: string) => `infra:topicsublog:${topic}:${subscription}`

/** Subscribers of a topic as its record counts them (0 for an unknown topic): what publish is quoted by. */
export async function subscriberCount(state: StateStore, topic: string): Promise<number> {
  return (await state.get<Topic>(topicKey(topic)))?.subscribers ?? 0
}

async function ownTopic(state: StateStore, owner: Owner, id: string): Promise<Topic> {
  const topic = await state.get<Topic>(topicKey(id))
  if (!topic || topic.owner !== ownerHash(owner)) throw createError('NOT_FOUND', `No topic ${id}`)
  return topic
}

export async function createTopic(state: StateStore, owner: Owner, limits: PubsubSettings, name: string | undefined, now: number) {
  if ((await countRecords(state, keyspace(owner, 'topic'))) >= limits.maxTopicsPerWallet) {
    throw createError('QUOTA_EXCEEDED', `This wallet already has ${limits.maxTopicsPerWallet} topics, the most this host keeps`)
  }
  const topic: Topic = { id: newId('top', now), owner: ownerHash(owner), name: name ?? null, createdAt: new Date(now).toISOString(), subscribers: 0 }
  const ttlMs = cappedTtlMs(owner, undefined)
  const options = ttlMs === undefined ? undefined : { ttlMs }
  await state.set(topicKey(topic.id), topic, options)
  await state.set(keyspace(owner, 'topic') + topic.id, { id: topic.id }, options)
  return { topic: topic.id, name: topic.name, createdAt: topic.createdAt, expiresAt: expiresAt(ttlMs, now) }
}

export async function subscribe(state: StateStore, owner: Owner, limits: PubsubSettings, topicId: string, url: string, now: number) {
  const topic = await ownTopic(state, owner, topicId)
  if ((await countRecords(state, subscriptionPrefix(topicId))) >= limits.maxSubscribersPerTopic) {
    throw createError('QUOTA_EXCEEDED', `Topic ${topicId} already has ${limits.maxSubscribersPerTopic} subscribers, the most this host allows`)
  }
  const subscription: Subscription = { id: newId('sub', now), topic: topic.id, createdAt: new Date(now).toISOString(), webhook: { url, secret: newSecret() } }
  const ttlMs = await state.ttl(topicKey(topicId))
  await state.set(subscriptionPrefix(topicId) + subscription.id, subscription, ttlMs === undefined ? undefined : { ttlMs })
  await updateRecord<Topic>(state, topicKey(topicId), (current) => ({ ...current, subscribers: current.subscribers + 1 }))
  return { subscription: subscription.id, topic: topic.id, url, secret: subscription.webhook.secret, createdAt: subscription.createdAt }
}

export async function unsubscribe(state: StateStore, owner: Owner, topicId: string, subscriptionId: string) {
  await ownTopic(state, owner, topicId)
  if (!(await state.delete(subscriptionPrefix(topicId) + subscriptionId))) throw createError('NOT_FOUND', `No subscription ${subscriptionId} on topic ${topicId}`)
  await state.delete(logKeyOf(topicId, subscriptionId))
  await updateRecord<Topic>(state, topicKey(topicId), (current) => ({ ...current, subscribers: Math.max(0, current.subscribers - 1) }))
  return { subscription: subscriptionId, topic: topicId, unsubscribed: true }
}

/** Fans a message out: one signed delivery per subscriber, in the outbox before the call answers. */
export async function publish(state: StateStore, owner: Owner, limits: PubsubSettings, topicId: string, message: unknown, type: string | undefined, now: number) {
  await ownTopic(state, owner, topicId)
  const bytes = jsonBytes(message)
  if (bytes > limits.maxMessageBytes) throw createError('PAYLOAD_TOO_LARGE', `message: ${bytes} bytes is over the ${limits.maxMessageBytes}-byte limit`, { details: { field: 'message' } })
  const messageId = newId('pub', now)
  let deliveries = 0
  for await (const { key, record } of records<Subscription>(state, subscriptionPrefix(topicId))) {
    if (record.disabled) continue
    const data = { topic: topicId, subscription: record.id, messageId, publishedAt: new Date(now).toISOString(), ...(type ? { messageType: type } : {}), message }
    await enqueue(state, newDelivery(key, logKeyOf(topicId, record.id), 'pubsub.message', data, now))
    deliveries++
  }
  return { topic: topicId, messageId, deliveries }
}
