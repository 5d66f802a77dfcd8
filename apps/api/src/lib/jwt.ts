import { errors, jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
}

export type VerifyResult = { ok: true; claims: SessionClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Bearer tokens: HS256 JWTs carrying the user id and the user's token version. */
export class SessionTokens {
  readonly #key: Uint8Array;
  readonly #expiresIn: string;

  constructor(secret: string, expiresIn: string) {
    this.#key = new TextEncoder().encode(secret);
    this.#expiresIn = expiresIn;
  }

  sign(claims: SessionClaims): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(this.#expiresIn)
      .sign(this.#key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      const tokenVersion = payload.tv;
      if (!Number.isSafeInteger(userId) || userId < 1 || typeof tokenVersion !== 'number') return { ok: false, reason: 'invalid' };
      return { ok: true, claims: { userId, tokenVersion } };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
