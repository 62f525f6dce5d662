import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { call, registerUser } from '../../test/factories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the login lock under concurrent guesses (issue 11)', () => {
  it('checks at most 5 of 25 wrong passwords sent at once; the others answer 429 unchecked', async () => {
    const { email, password } = await registerUser(t);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) =>
        call(t, 'POST', '/api/v2/auth/cognito/login', { body: { email, password: `Wrong-pass${i}` } }),
      ),
    );
    const codes = answers.map((a) => a.body.error.code);
    expect(codes.filter((c) => c === 'USER_WRONG_CREDENTIALS').length).toBeLessThanOrEqual(5);
    expect(codes.filter((c) => c === 'LimitExceededException').length).toBeGreaterThanOrEqual(20);
    expect(answers.every((a) => a.status === 400 || a.status === 429)).toBe(true);
    // The e-mail is locked: even the right password is refused.
    const right = await call(t, 'POST', '/api/v2/auth/cognito/login', { body: { email, password } });
    expect(right.status).toBe(429);
  });
});
