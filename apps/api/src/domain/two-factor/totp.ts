import { authenticator } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 defaults, as every authenticator app reads them: SHA-1, 6 digits, 30-second steps. */
const STEP_SECONDS = 30;
/** A code of the step before or after now is accepted too: the phone's clock may be a little off. */
const WINDOW = 1;
/** 160 bits, RFC 4226 §4's recommended secret length. */
const SECRET_BYTES = 20;

export const newTotpSecret = (): string => authenticator.generateSecret(SECRET_BYTES);

export const otpauthUrl = (accountName: string, issuer: string, secret: string): string =>
  authenticator.keyuri(accountName, issuer, secret);

/** The otpauth URL as a QR code (SVG markup): the browser draws it without a QR library. */
export const qrSvg = (url: string): Promise<string> =>
  QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

export const isTotpShaped = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s+/g, ''));

/**
 * The time step a 6-digit code belongs to, when it is the code of the current step or one step either side;
 * otherwise null. The caller accepts the step once (users.totp_last_step).
 */
export function matchingStep(code: string, secret: string, nowMs = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  try {
    const delta = authenticator.clone({ step: STEP_SECONDS, window: WINDOW, epoch: nowMs }).checkDelta(token, secret);
    return delta === null ? null : Math.floor(nowMs / 1000 / STEP_SECONDS) + delta;
  } catch {
    // A secret the library cannot decode matches nothing.
    return null;
  }
}
