/*
 * A Node-API addon over a current libsecp256k1 (safegcd inverses), compiled with it as one unit
 * by native/build.mjs from the sources the `secp256k1-wasm` npm package ships. Three functions,
 * each writing into buffers the caller owns (no allocation per call):
 *   recover(sig64, recid, digest32, out64)     the signer's public key x||y, as ecrecover finds it
 *   signedByKey(sig64, recid, digest32, key64) whether ecrecover would return that key (below)
 *   keccak256(input, out32)                    Keccak-256 (Ethereum's, not SHA3-256)
 * The JavaScript side (src/secp256k1-native.ts) checks lengths, the recovery id (0 or 1) and low s.
 */
#include <node_api.h>
#include <string.h>
#include "src/secp256k1.c"
#include "keccak.h"

static secp256k1_context *ctx;

/*
 * ecrecover(digest, v, r, s) = r^-1 (s R - e G), R the point with x = r and y's parity v. It equals Q
 * exactly when R = s^-1 (e G + r Q): the point verification computes. So Q is the key recovered
 * when that point is not infinity, its x is r (not r + n: recovery ids 2 and 3 are not taken) and
 * its y's parity is the recovery id. A recovery without the square root that finds R's y.
 */
static int signed_by_key(const unsigned char *sig64, int recid, const unsigned char *digest32, const unsigned char *key64) {
    secp256k1_scalar r, s, m, sn, u1, u2;
    secp256k1_ge q, point;
    secp256k1_gej qj, pointj;
    unsigned char key65[65], x[32];
    int overflow = 0;
    if (recid != 0 && recid != 1) return 0;
    secp256k1_scalar_set_b32(&r, sig64, &overflow);
    if (overflow || secp256k1_scalar_is_zero(&r)) return 0;
    secp256k1_scalar_set_b32(&s, sig64 + 32, &overflow);
    if (overflow || secp256k1_scalar_is_zero(&s)) return 0;
    key65[0] = 0x04;
    memcpy(key65 + 1, key64, 64);
    if (!secp256k1_eckey_pubkey_parse(&q, key65, 65)) return 0;
    secp256k1_scalar_set_b32(&m, digest32, NULL);
    secp256k1_scalar_inverse_var(&sn, &s);
    secp256k1_scalar_mul(&u1, &sn, &m);
    secp256k1_scalar_mul(&u2, &sn, &r);
    secp256k1_gej_set_ge(&qj, &q);
    secp256k1_ecmult(&ctx->ecmult_ctx, &pointj, &qj, &u2, &u1);
    if (secp256k1_gej_is_infinity(&pointj)) return 0;
    secp256k1_ge_set_gej_var(&point, &pointj);
    secp256k1_fe_normalize_var(&point.x);
    secp256k1_fe_normalize_var(&point.y);
    secp256k1_fe_get_b32(x, &point.x);
    return memcmp(x, sig64, 32) == 0 && secp256k1_fe_is_odd(&point.y) == recid;
}

static int recover(const unsigned char *sig64, int recid, const unsigned char *digest32, unsigned char *out64) {
    secp256k1_ecdsa_recoverable_signature sig;
    secp256k1_pubkey key;
    unsigned char key65[65];
    size_t length = 65;
    if (recid != 0 && recid != 1) return 0;
    if (!secp256k1_ecdsa_recoverable_signature_parse_compact(ctx, &sig, sig64, recid)) return 0;
    if (!secp256k1_ecdsa_recover(ctx, &key, &sig, digest32)) return 0;
    secp256k1_ec_pubkey_serialize(ctx, key65, &length, &key, SECP256K1_EC_UNCOMPRESSED);
    memcpy(out64, key65 + 1, 64);
    return 1;
}

/* The bytes of argument `i` when it is a Uint8Array of `length` bytes (any length when 0). */
static unsigned char *bytes_of(napi_env env, napi_value value, size_t length, size_t *given) {
    napi_typedarray_type type;
    size_t count;
    void *data;
    if (napi_get_typedarray_info(env, value, &type, &count, &data, NULL, NULL) != napi_ok || type != napi_uint8_array) return NULL;
    if (length != 0 && count != length) return NULL;
    if (given) *given = count;
    /* An empty array may have no data pointer. */
    return data ? data : (unsigned char *)"";
}

static napi_value answer(napi_env env, int value) {
    napi_value result;
    napi_get_boolean(env, value, &result);
    return result;
}

static napi_value call_recover(napi_env env, napi_callback_info info, int by_key) {
    size_t argc = 4;
    napi_value argv[4];
    int32_t recid;
    unsigned char *sig, *digest, *key;
    if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 4) return answer(env, 0);
    if (napi_get_value_int32(env, argv[1], &recid) != napi_ok) return answer(env, 0);
    sig = bytes_of(env, argv[0], 64, NULL);
    digest = bytes_of(env, argv[2], 32, NULL);
    key = bytes_of(env, argv[3], 64, NULL);
    if (!sig || !digest || !key) return answer(env, 0);
    return answer(env, by_key ? signed_by_key(sig, recid, digest, key) : recover(sig, recid, digest, key));
}

static napi_value js_recover(napi_env env, napi_callback_info info) { return call_recover(env, info, 0); }
static napi_value js_signed_by_key(napi_env env, napi_callback_info info) { return call_recover(env, info, 1); }

static napi_value js_keccak256(napi_env env, napi_callback_info info) {
    size_t argc = 2, length = 0;
    napi_value argv[2];
    unsigned char *input, *out;
    if (napi_get_cb_info(env, info, &argc, argv, NULL, NULL) != napi_ok || argc < 2) return answer(env, 0);
    input = bytes_of(env, argv[0], 0, &length);
    out = bytes_of(env, argv[1], 32, NULL);
    if (!input || !out) return answer(env, 0);
    keccak256(input, length, out);
    return answer(env, 1);
}

NAPI_MODULE_INIT() {
    napi_property_descriptor functions[] = {
        { "recover", NULL, js_recover, NULL, NULL, NULL, napi_enumerable, NULL },
        { "signedByKey", NULL, js_signed_by_key, NULL, NULL, NULL, napi_enumerable, NULL },
        { "keccak256", NULL, js_keccak256, NULL, NULL, NULL, napi_enumerable, NULL },
    };
    if (!ctx) ctx = secp256k1_context_create(SECP256K1_CONTEXT_VERIFY);
    napi_define_properties(env, exports, 3, functions);
    return exports;
}
