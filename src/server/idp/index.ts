export {
  createEmbeddedIdp,
  accessTokenClaims,
  spaUriAllowed,
  DEFAULT_AUDIENCE,
  DEFAULT_CLIENT_ID,
  DEFAULT_RESOURCE,
  type EmbeddedIdp,
  type EmbeddedIdpOptions,
} from './provider';
export {
  createAccountStore,
  hashPassword,
  verifyPassword,
  DEMO_ACCOUNTS,
  type Account,
  type AccountSeed,
  type AccountStore,
} from './accounts';
export { createSigningKeys, randomCookieKeys, type SigningKeys } from './keys';
export { createDbSignInThrottle } from './throttleRepository';
export {
  DEFAULT_THROTTLE_POLICY,
  lockSeconds,
  slowdownMs,
  throttleKeys,
  throttlePolicy,
  tooManyAttemptsMessage,
  type AttemptStart,
  type SignInThrottle,
  type SignInThrottlePolicy,
  type ThrottleKey,
  type ThrottleKind,
  type ThrottleOverrides,
  type ThrottlePolicy,
} from './throttle';
export { createDeviceCookies, readCookie, DEVICE_COOKIE_MAX_AGE_SECONDS, type DeviceCookies } from './deviceCookie';
export { IDP_PAGE_CSP } from './pages';
