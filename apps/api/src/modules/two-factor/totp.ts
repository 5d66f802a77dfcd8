import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator app
 * reads them) through otplib 13, and the QR code of the link an app scans, drawn here as SVG so the
 * web bundles no QR library (decision 094).
 */

/** A code is accepted in its own 30-second step and one step either side (a phone's clock a little off). */
const TOLERANCE_SECONDS = 30;

/** A new random secret: 20 bytes, in Base32. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://totp/…` link an authenticator app reads: the shop as issuer, the e-mail as account. */
export function otpauthUrl(issuer: string, email: string, secret: string): string {
  return generateURI({ issuer, label: email, secret });
}

/** The link as an SVG QR code. */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
}

/** The time step the code belongs to when it is right for the secret at `at`; undefined when it is not. */
export async function totpStepOf(secret: string, code: string, at: Date): Promise<number | undefined> {
  const result = await verify({ secret, token: code, epoch: Math.floor(at.getTime() / 1000), epochTolerance: TOLERANCE_SECONDS });
  // The functional verify answers HOTP's result shape too; a TOTP check's carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
