import * as v from 'valibot'

/** A caller's key: printable, no control characters. */
export const storeKey = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(512), v.regex(/^[^\u0000-\u001f\u007f]+$/, 'must be printable text without control characters'), v.description(description))
/** Names of locks and queues: letters, digits and . _ : - */
export const resourceName = (description: string) => v.pipe(v.string(), v.minLength(1), v.maxLength(128), v.regex(/^[A-Za-z0-9._:-]+$/, 'must be 1-128 letters, digits, dot, underscore, colon or hyphen'), v.description(description))
export const seconds = (max: number, description: string) => v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(max), v.description(description))

/** Bytes of a JSON value as stored. */
export const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value), 'utf8')
