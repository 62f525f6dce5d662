import { apiErrorFromBody, networkError } from '../../../lib/http/api-error.ts';
import { refreshAccessToken, tokenStore } from '../../../lib/http/index.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { getViewAs } from '../../../lib/session.ts';

/**
 * A multipart call that reports its upload progress (a creative's file): fetch cannot tell how much of a body has
 * left over HTTP/1.1, XMLHttpRequest can. It keeps the HTTP client's rules (spec §7): the /api/v2 base, the
 * `language` header, the bearer token, `viewAs` in the body, one token refresh and retry on 401.
 */

const API_BASE = '/api/v2';

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

function parse(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!/json/i.test(type)) return xhr.responseText;
  try {
    return xhr.responseText.trim() === '' ? undefined : (JSON.parse(xhr.responseText) as unknown);
  } catch {
    return undefined;
  }
}

function sendOnce(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  token: string | null,
  options: UploadOptions,
): Promise<{ status: number; body: unknown; statusText: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, API_BASE + path);
    const locale = currentLanguage();
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('language', locale);
    xhr.setRequestHeader('Accept-Language', locale);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr), statusText: xhr.statusText });
    xhr.onerror = () => reject(networkError(new Error('Upload failed')));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

export async function sendFormWithProgress<T>(
  method: 'POST' | 'PUT',
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const viewAs = getViewAs();
  if (viewAs && !form.has('viewAs')) form.append('viewAs', viewAs);
  let answer = await sendOnce(method, path, form, tokenStore.get(), options);
  if (answer.status === 401) {
    const token = await refreshAccessToken().catch(() => null);
    if (token) answer = await sendOnce(method, path, form, token, options);
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw apiErrorFromBody(answer.status, answer.body, answer.statusText);
  }
  options.onProgress?.(1);
  return answer.body as T;
}
