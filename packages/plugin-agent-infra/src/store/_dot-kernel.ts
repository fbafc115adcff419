/**
 * A WebAssembly SIMD kernel (f32x4, two accumulators) for the dot products of a vector query:
 * every row of a collection against the query, written as float32 approximations. The bytes are
 * the module below, assembled by hand (no toolchain at build time):
 *
 *   (func (export "dots") (param $n $stride $rows $query $out i32) (local $end $q $i i32) (local $a $b v128)
 *     stride in floats, a multiple of 8; rows, query and out are byte offsets in the imported memory
 *     for each row: a += rows[0..3] * q[0..3], b += rows[4..7] * q[4..7] ... ; out[i] = sum of the lanes of a + b)
 */
const leb = (value: number): number[] => {
  const bytes: number[] = []
  do {
    let byte = value & 0x7f
    value >>>= 7
    if (value !== 0) byte |= 0x80
    bytes.push(byte)
  } while (value !== 0)
  return bytes
}
const section = (id: number, body: number[]) => [id, ...leb(body.length), ...body]
const text = (name: string) => [name.length, ...Array.from(name, (c) => c.charCodeAt(0))]

const get = (i: number) => [0x20, i]
const set = (i: number) => [0x21, i]
const tee = (i: number) => [0x22, i]
const i32 = (n: number) => [0x41, n] // small non-negative constants only
const load = (offset: number) => [0xfd, 0x00, 0x04, offset]
const zero = [0xfd, 0x0c, ...new Array<number>(16).fill(0)]
const [ADD, LT_U, SHL, EQZ] = [0x6a, 0x49, 0x74, 0x45]
const F32X4_ADD = [0xfd, 0xe4, 0x01]
const F32X4_MUL = [0xfd, 0xe6, 0x01]
const lane = (i: number) => [0xfd, 0x1f, i]

const body = [
  0x02, 0x03, 0x7f, 0x02, 0x7b, // locals: 3 x i32 (5 end, 6 q, 7 i), 2 x v128 (8 a, 9 b)
  ...get(0), EQZ, 0x04, 0x40, 0x0f, 0x0b, // no rows: return
  ...get(1), ...i32(2), SHL, ...set(1), // stride in bytes
  0x03, 0x40, // rows
  ...get(2), ...get(1), ADD, ...set(5),
  ...get(3), ...set(6),
  ...zero, ...set(8), ...zero, ...set(9),
  0x03, 0x40, // dimensions, 8 at a time
  ...get(8), ...get(2), ...load(0), ...get(6), ...load(0), ...F32X4_MUL, ...F32X4_ADD, ...set(8),
  ...get(9), ...get(2), ...load(16), ...get(6), ...load(16), ...F32X4_MUL, ...F32X4_ADD, ...set(9),
  ...get(2), ...i32(32), ADD, ...set(2),
  ...get(6), ...i32(32), ADD, ...set(6),
  ...get(2), ...get(5), LT_U, 0x0d, 0x00,
  0x0b,
  ...get(4),
  ...get(8), ...get(9), ...F32X4_ADD, ...tee(8), ...lane(0),
  ...get(8), ...lane(1), 0x92,
  ...get(8), ...lane(2), 0x92,
  ...get(8), ...lane(3), 0x92,
  0x38, 0x02, 0x00, // f32.store
  ...get(4), ...i32(4), ADD, ...set(4),
  ...get(7), ...i32(1), ADD, ...tee(7), ...get(0), LT_U, 0x0d, 0x00,
  0x0b,
  0x0b,
]

const bytes = new Uint8Array([
  0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
  ...section(1, [0x01, 0x60, 0x05, 0x7f, 0x7f, 0x7f, 0x7f, 0x7f, 0x00]),
  ...section(2, [0x01, ...text('m'), ...text('mem'), 0x02, 0x00, 0x01]),
  ...section(3, [0x01, 0x00]),
  ...section(7, [0x01, ...text('dots'), 0x00, 0x00]),
  ...section(10, [0x01, ...leb(body.length), ...body]),
])

/** The compiled kernel, or undefined where WebAssembly SIMD is not available (the JS loop is used). */
export const dotKernel: WebAssembly.Module | undefined = (() => {
  try {
    return WebAssembly.validate(bytes) ? new WebAssembly.Module(bytes) : undefined
  } catch {
    return undefined
  }
})()

/** Rows are padded with zeros to a multiple of 8 floats (zeros change no dot product). */
export const strideOf = (dimension: number) => Math.ceil(dimension / 8) * 8

export interface DotScratch {
  /** Rows (`count` x stride), then the query (stride), then the float32 dot products (count). */
  memory: WebAssembly.Memory
  rows: Float32Array
  query: Float32Array
  out: Float32Array
  dots: (count: number, stride: number, rows: number, query: number, out: number) => void
}

/** Memory for `count` rows of `stride` floats and the kernel bound to it. */
export function dotScratch(count: number, stride: number): DotScratch | undefined {
  if (!dotKernel) return undefined
  const floats = count * stride + stride + count
  const memory = new WebAssembly.Memory({ initial: Math.max(1, Math.ceil((floats * 4) / 65536)) })
  const instance = new WebAssembly.Instance(dotKernel, { m: { mem: memory } })
  return {
    memory,
    rows: new Float32Array(memory.buffer, 0, count * stride),
    query: new Float32Array(memory.buffer, count * stride * 4, stride),
    out: new Float32Array(memory.buffer, (count * stride + stride) * 4, count),
    dots: instance.exports['dots'] as DotScratch['dots'],
  }
}
