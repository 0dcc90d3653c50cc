/** http_ece (RFC 8188, the reference implementation web-push encrypts with) ships no types: what the tests use. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';
  const ece: {
    decrypt(
      buffer: Buffer,
      params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string; dh?: string },
    ): Buffer;
  };
  export default ece;
}
