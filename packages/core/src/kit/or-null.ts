import * as v from 'valibot'

/**
 * A member of a provider's answer that may be missing or null, read as null: the normalized answer
 * then always carries the member, null where the provider had nothing.
 */
export const orNull = <S extends v.GenericSchema>(schema: S) => v.nullish(schema, null)

/** Text a provider may leave out or send as null, read as null. */
export const textOrNull = orNull(v.string())

/** A number a provider may leave out or send as null, read as null. */
export const numberOrNull = orNull(v.number())

/** A flag a provider may leave out or send as null, read as null. */
export const booleanOrNull = orNull(v.boolean())
