/** Spec §9 constants used by the HTTP client: GET retries (3) and the token refresh time-out (25 s). */
export { GET_RETRIES, REFRESH_TIMEOUT_MS } from '@portal/domain';
