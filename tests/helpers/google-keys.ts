/**
 * A key set standing in for Google's (the server is pointed at it with GOOGLE_JWKS_URL): an RS256 key whose
 * public half is served as a JWKS over local HTTP, and another key Google never published, for forged tokens.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type CryptoKey } from 'jose';

export interface GoogleKeySet {
  jwksUrl: string;
  /** Signs as Google would (its kid is `google-1`). */
  googleKey: CryptoKey;
  /** A key of no one's key set. */
  otherKey: CryptoKey;
  close(): Promise<void>;
}

export async function startGoogleKeySet(): Promise<GoogleKeySet> {
  const pair = await generateKeyPair('RS256');
  const otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwks = JSON.stringify({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'google-1', alg: 'RS256', use: 'sig' }] });
  const server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(jwks));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    jwksUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/oauth2/v3/certs`,
    googleKey: pair.privateKey,
    otherKey,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
