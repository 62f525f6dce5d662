export { http, configureHttp, onViewAsRefused, refreshAccessToken } from './client.ts';
export type { HttpOptions, RequestOptions, Method, Query, QueryValue, ViewAsId } from './client.ts';
export { ApiError, isApiError } from './api-error.ts';
export { tokenStore } from './token-store.ts';
