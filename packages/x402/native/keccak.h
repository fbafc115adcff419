/*
 * Keccak-256 as Ethereum uses it (the original padding, 0x01 ... 0x80; not SHA3-256's 0x06), written
 * from the Keccak reference (FIPS 202's permutation): the state is 25 lanes of 64 bits, lane (x, y) at
 * index x + 5y, read little-endian. Its round constants are derived here as the specification defines
 * them (rc's LFSR); rho's offsets, (t + 1)(t + 2) / 2 mod 64 along the walk (x, y) -> (y, 2x + 3y) from
 * (1, 0), and pi's moves are written out in the permutation (a loop over tables was 3x slower).
 */
#include <stdint.h>
#include <string.h>

static uint64_t keccak_rc[24];
static int keccak_ready;

static inline uint64_t rotl64(uint64_t value, unsigned by) { return (value << by) | (value >> ((64 - by) & 63)); }

static void keccak_prepare(void) {
    unsigned lfsr = 1;
    for (int round = 0; round < 24; round++) {
        uint64_t rc = 0;
        for (int j = 0; j < 7; j++) {
            /* rc(t): bit 0 of the LFSR x^8 + x^6 + x^5 + x^4 + 1, stepped once per t. */
            if (lfsr & 1) rc |= (uint64_t)1 << ((1u << j) - 1);
            lfsr = (lfsr & 0x80) ? ((lfsr << 1) ^ 0x71) & 0xff : (lfsr << 1);
        }
        keccak_rc[round] = rc;
    }
    keccak_ready = 1;
}

static void keccak_f1600(uint64_t a[25]) {
    uint64_t c0, c1, c2, c3, c4, d0, d1, d2, d3, d4, b[25];
    for (int round = 0; round < 24; round++) {
        /* theta */
        c0 = a[0] ^ a[5] ^ a[10] ^ a[15] ^ a[20];
        c1 = a[1] ^ a[6] ^ a[11] ^ a[16] ^ a[21];
        c2 = a[2] ^ a[7] ^ a[12] ^ a[17] ^ a[22];
        c3 = a[3] ^ a[8] ^ a[13] ^ a[18] ^ a[23];
        c4 = a[4] ^ a[9] ^ a[14] ^ a[19] ^ a[24];
        d0 = c4 ^ rotl64(c1, 1);
        d1 = c0 ^ rotl64(c2, 1);
        d2 = c1 ^ rotl64(c3, 1);
        d3 = c2 ^ rotl64(c4, 1);
        d4 = c3 ^ rotl64(c0, 1);
        for (int y = 0; y < 25; y += 5) {
            a[y] ^= d0;
            a[y + 1] ^= d1;
            a[y + 2] ^= d2;
            a[y + 3] ^= d3;
            a[y + 4] ^= d4;
        }
        /* rho and pi: lane (x, y) rotated by its offset goes to (y, 2x + 3y). */
        b[0] = rotl64(a[0], 0);
        b[1] = rotl64(a[6], 44);
        b[2] = rotl64(a[12], 43);
        b[3] = rotl64(a[18], 21);
        b[4] = rotl64(a[24], 14);
        b[5] = rotl64(a[3], 28);
        b[6] = rotl64(a[9], 20);
        b[7] = rotl64(a[10], 3);
        b[8] = rotl64(a[16], 45);
        b[9] = rotl64(a[22], 61);
        b[10] = rotl64(a[1], 1);
        b[11] = rotl64(a[7], 6);
        b[12] = rotl64(a[13], 25);
        b[13] = rotl64(a[19], 8);
        b[14] = rotl64(a[20], 18);
        b[15] = rotl64(a[4], 27);
        b[16] = rotl64(a[5], 36);
        b[17] = rotl64(a[11], 10);
        b[18] = rotl64(a[17], 15);
        b[19] = rotl64(a[23], 56);
        b[20] = rotl64(a[2], 62);
        b[21] = rotl64(a[8], 55);
        b[22] = rotl64(a[14], 39);
        b[23] = rotl64(a[15], 41);
        b[24] = rotl64(a[21], 2);
        /* chi, row by row */
        for (int y = 0; y < 25; y += 5) {
            a[y] = b[y] ^ (~b[y + 1] & b[y + 2]);
            a[y + 1] = b[y + 1] ^ (~b[y + 2] & b[y + 3]);
            a[y + 2] = b[y + 2] ^ (~b[y + 3] & b[y + 4]);
            a[y + 3] = b[y + 3] ^ (~b[y + 4] & b[y]);
            a[y + 4] = b[y + 4] ^ (~b[y] & b[y + 1]);
        }
        /* iota */
        a[0] ^= keccak_rc[round];
    }
}

static uint64_t load64(const unsigned char *p) {
    uint64_t value = 0;
    for (int i = 7; i >= 0; i--) value = (value << 8) | p[i];
    return value;
}

/* Absorbs `length` bytes at rate 136 (capacity 512), pads, and writes the first 32 bytes squeezed. */
static void keccak256(const unsigned char *input, size_t length, unsigned char out[32]) {
    enum { RATE = 136 };
    uint64_t a[25] = { 0 };
    unsigned char last[RATE];
    if (!keccak_ready) keccak_prepare();
    for (; length >= RATE; input += RATE, length -= RATE) {
        for (int i = 0; i < RATE / 8; i++) a[i] ^= load64(input + 8 * i);
        keccak_f1600(a);
    }
    memset(last, 0, RATE);
    memcpy(last, input, length);
    last[length] ^= 0x01;
    last[RATE - 1] ^= 0x80;
    for (int i = 0; i < RATE / 8; i++) a[i] ^= load64(last + 8 * i);
    keccak_f1600(a);
    for (int i = 0; i < 32; i++) out[i] = (unsigned char)(a[i / 8] >> (8 * (i % 8)));
}
