// The accounts module's face (decision 0023): what other modules and server.ts use of it.
export { accountsRoutes } from './routes.ts';
export { twoFactorRoutes } from './two-factor-routes.ts';
export {
  accountsDeps,
  bootstrapAdmin,
  changePassword,
  hasSecondFactor,
  confirmEmailChange,
  requestEmailChange,
  revokeAllSessions,
} from './service.ts';
export { checkPasswordUnderLock, type ThrottleLimit } from './login-throttle.ts';
