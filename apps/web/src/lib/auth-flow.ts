import {
  afterForgotPasswordRequest,
  afterVerificationResend,
  INITIAL_AUTH_STATE,
  type RegisterStep,
  type TAuthState,
} from '@portal/domain';
import {
  getAuthEmail,
  getSessionState,
  readSessionValue,
  SESSION_KEYS,
  useSessionVersion,
  writeSessionValues,
} from './session.ts';

/**
 * The auth state of spec §3 kept by the logged-out flows for the tab (sessionStorage): the e-mail they work on,
 * the registration step, the count of codes sent; the transitions are the domain's (spec §4). Apart from
 * session.ts, so that the login page and the guard do not load the domain's entity schemas.
 */

export type AuthFlowState = Pick<TAuthState, 'userEmail' | 'registerStep' | 'verificationCodeSendCount'>;

type FlowPart = Pick<TAuthState, 'registerStep' | 'verificationCodeSendCount'>;

function readFlow(): FlowPart {
  const initial: FlowPart = {
    registerStep: INITIAL_AUTH_STATE.registerStep,
    verificationCodeSendCount: INITIAL_AUTH_STATE.verificationCodeSendCount,
  };
  try {
    const stored = JSON.parse(readSessionValue(SESSION_KEYS.authFlow) ?? 'null') as Partial<FlowPart> | null;
    return {
      registerStep: stored?.registerStep === 'register-step-2' ? 'register-step-2' : initial.registerStep,
      verificationCodeSendCount:
        typeof stored?.verificationCodeSendCount === 'number'
          ? stored.verificationCodeSendCount
          : initial.verificationCodeSendCount,
    };
  } catch {
    return initial;
  }
}

export function getAuthFlow(): AuthFlowState {
  return { userEmail: getAuthEmail(), ...readFlow() };
}

/** The whole auth state: the flows' part and the session's (the verified token's email and user id). */
export function getAuthState(): TAuthState {
  const session = getSessionState();
  const claims = session.status === 'loggedIn' ? session.claims : null;
  return {
    ...getAuthFlow(),
    isLogged: claims !== null,
    userEmail: claims?.email ?? getAuthEmail(),
    userId: claims?.userId ?? null,
  };
}

function writeFlow(next: AuthFlowState): void {
  writeSessionValues({
    [SESSION_KEYS.authEmail]: next.userEmail,
    [SESSION_KEYS.authFlow]: JSON.stringify({
      registerStep: next.registerStep,
      verificationCodeSendCount: next.verificationCodeSendCount,
    }),
  });
}

function asAuthState(flow: AuthFlowState): TAuthState {
  return { ...INITIAL_AUTH_STATE, ...flow };
}

/** Moves the registration to a step, for an e-mail (step 2 needs the e-mail the code went to). */
export function setRegisterStep(step: RegisterStep, email: string | null = getAuthEmail()): void {
  writeFlow({ ...getAuthFlow(), userEmail: email, registerStep: step });
}

/** A resend of the verification code sets the count to 10 (spec §4). */
export function recordVerificationResend(): void {
  const flow = getAuthFlow();
  const { verificationCodeSendCount } = afterVerificationResend(asAuthState(flow));
  writeFlow({ ...flow, verificationCodeSendCount });
}

/** A successful forgot-password request holds the e-mail and counts one more request (spec §4). */
export function recordForgotPasswordRequest(email: string): void {
  const flow = getAuthFlow();
  const { verificationCodeSendCount } = afterForgotPasswordRequest(asAuthState(flow));
  writeFlow({ ...flow, userEmail: email, verificationCodeSendCount });
}

export function useAuthFlow(): AuthFlowState {
  useSessionVersion();
  return getAuthFlow();
}
