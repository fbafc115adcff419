import { createTopic, publish, subscribe, unsubscribe } from './operations.ts'

/** pubsub.*: topics with webhook subscribers, per wallet. */
export const pubsubOperations = [
  createTopic, // POST /api/pubsub/create-topic  0.005
  publish, //     POST /api/pubsub/publish       from 0.005 (by subscribers)
  subscribe, //   POST /api/pubsub/subscribe     0.005
  unsubscribe, // POST /api/pubsub/unsubscribe   0.005
]
