// Type tests of optionalText, checked by `pnpm typecheck`: a member it declares is a string or left out, in and out.
import * as v from 'valibot'
import { expectTypeOf } from 'vitest'
import { optionalText } from '../src/index.ts'

const input = v.object({ q: optionalText(2, 100, 'Search words') })
expectTypeOf<v.InferOutput<typeof input>>().toEqualTypeOf<{ q?: string | undefined }>()
expectTypeOf<v.InferInput<typeof input>>().toEqualTypeOf<{ q?: string | undefined }>()

// @ts-expect-error the description is required: a parameter says what it is
optionalText(2, 100)
