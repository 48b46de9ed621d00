/**
 * The sign-in limits a second factor counts against: a wrong code is a failed sign-in, so guessing codes is held to
 * the same limits and delays as guessing passwords. The server's rate limiters provide them (Redis or memory).
 */
export interface SignInLimits {
  /**
   * 429 with Retry-After once an IP has used up its failed sign-ins for the window. Checked before the request
   * body is read, so a locked-out client's flood costs as little as possible.
   */
  assertLoginIpAllowed(ip: string): Promise<void>;
  /**
   * 429 with Retry-After once this address and IP together have used up their failed sign-ins for the window;
   * otherwise the milliseconds this attempt waits first (0 unless the address is under attack: see createLimiters).
   */
  loginDelayMs(email: string, ip: string): Promise<number>;
  recordLoginFailure(email: string, ip: string): Promise<void>;
}
