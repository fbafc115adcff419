// Type tests of requiredText, checked by `pnpm typecheck`: a member it declares is a string, in and out, never left out.
import * as v from 'valibot'
import { expectTypeOf } from 'vitest'
import { requiredText } from '../src/index.ts'

const input = v.object({ q: requiredText(2, 100, 'Search words') })
expectTypeOf<v.InferOutput<typeof input>>().toEqualTypeOf<{ q: string }>()
expectTypeOf<v.InferInput<typeof input>>().toEqualTypeOf<{ q: string }>()

// @ts-expect-error the description is required: a parameter says what it is
requiredText(2, 100)
