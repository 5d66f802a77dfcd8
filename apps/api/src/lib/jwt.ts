import { errors, jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  userId: number;
  tokenVersion: number;
  /** The server-side session the token belongs to (logout ends it). */
  sessionId: string;
}

export type VerifyResult = { ok: true; claims: SessionClaims; expiresAt: number } | { ok: false; reason: 'expired' | 'invalid' };

/** Who signs the shop's tokens and who accepts them: a token minted for anything else is refused. */
export const TOKEN_ISSUER = 'hookah-wholesale-shop';
export const TOKEN_AUDIENCE = 'hookah-wholesale-shop/api';

const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** '7d', '12h', '30m', '45s' in milliseconds (the config accepts only these shapes). */
function durationMs(text: string): number {
  const match = /^(\d+)([smhd])$/.exec(text);
  if (!match) throw new Error(`Not a duration: ${text}`);
  return Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS];
}

/**
 * Bearer tokens: HS256 JWTs carrying the user id (`sub`), the user's token version (`tv`) and the
 * session id (`sid`), with `iss`, `aud`, `iat` and `exp`; a token without any of them is refused.
 */
export class SessionTokens {
  readonly #key: Uint8Array;
  readonly lifetimeMs: number;

  constructor(secret: string, expiresIn: string) {
    this.#key = new TextEncoder().encode(secret);
    this.lifetimeMs = durationMs(expiresIn);
  }

  /** Signs a token that expires at `expiresAt` (milliseconds), the session's own end. */
  sign(claims: SessionClaims, expiresAt: number): Promise<string> {
    return new SignJWT({ tv: claims.tokenVersion, sid: claims.sessionId })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.userId))
      .setIssuedAt()
      .setExpirationTime(Math.floor(expiresAt / 1000))
      .sign(this.#key);
  }

  async verify(token: string): Promise<VerifyResult> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        requiredClaims: ['exp', 'iat', 'sub', 'sid', 'tv'],
      });
      const userId = Number(payload.sub);
      const { tv: tokenVersion, sid: sessionId } = payload;
      if (
        !Number.isSafeInteger(userId) ||
        userId < 1 ||
        typeof tokenVersion !== 'number' ||
        typeof sessionId !== 'string' ||
        sessionId.length === 0
      ) {
        return { ok: false, reason: 'invalid' };
      }
      return { ok: true, claims: { userId, tokenVersion, sessionId }, expiresAt: payload.exp! * 1000 };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
