import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import {
  call,
  codeOf,
  lastMailTo,
  readMails,
  registerUser,
  uniqueEmail,
  type RegisteredUser,
} from '../../test/factories.ts';

/**
 * An e-mail change told to the address it replaces (issue 28): whoever knew the password moved the account to an
 * address of theirs, and the owner heard nothing. The former address hears of the request, with the way to stop it
 * (reset the password), and of the change once made, in the account's language.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const preUpdate = (me: RegisteredUser, email: string, locale = 'fr', actualPassword = me.password) =>
  call(t, 'POST', '/api/v2/user/pre-update-email', {
    token: me.token,
    body: { email, actualPassword, locale },
  });
const confirm = (token: string, idConfirmation: string) =>
  call(t, 'POST', '/api/v2/user/email-confirm-update', { token, body: { idConfirmation } });
const idOf = (text: string) => /confirmation\/([\w-]{20,})\//.exec(text)![1]!;
const mailsTo = async (email: string) => (await readMails(t)).filter((m) => m.to === email.toLowerCase());

describe('the request of an e-mail change', () => {
  it('tells the current address in the account’s language, naming the new one, with the reset link', async () => {
    const me = await registerUser(t, { firstName: 'Léa' });
    const next = uniqueEmail('nouvelle');
    // The confirmation goes in the language chosen for the new address; the notice in the account's own.
    expect((await preUpdate(me, next, 'en')).status).toBe(200);
    const notice = await lastMailTo(t, me.email);
    expect(notice.subject).toBe('Demande de changement de l’adresse courriel de votre compte — Portail Pub');
    expect(notice.text).toContain('Bonjour Léa,');
    expect(notice.text).toContain(`remplacer l’adresse de votre compte, ${me.email}, par ${next}`);
    expect(notice.text).toContain('réinitialisez-le dès maintenant');
    expect(notice.text).toContain('http://localhost:3000/fr/compte/mot-de-passe-perdu/');
    expect(notice.html).toContain('lang="fr"');
    // Never the confirmation link: that is for the new address only.
    expect(notice.text).not.toMatch(/confirmation\//);
    expect((await lastMailTo(t, next)).subject).toMatch(/^Confirm your new e-mail address/);
  });

  it('tells an English account in English', async () => {
    const me = await registerUser(t, { locale: 'en', firstName: 'Robin' });
    const next = uniqueEmail('new');
    await preUpdate(me, next, 'fr');
    const notice = await lastMailTo(t, me.email);
    expect(notice.subject).toBe('A change of the e-mail address of your account was asked — Self-Serve Ads');
    expect(notice.text).toContain('Hello Robin,');
    expect(notice.text).toContain(`replace the address of your account, ${me.email}, with ${next}`);
    expect(notice.text).toContain('http://localhost:3000/en/account/forgot-password/');
  });

  it('tells nothing when the request is refused', async () => {
    const me = await registerUser(t);
    const before = (await mailsTo(me.email)).length;
    expect((await preUpdate(me, uniqueEmail(), 'fr', 'Wrong-pass1')).status).toBe(400);
    expect((await mailsTo(me.email)).length).toBe(before);
  });

  it('is stopped by the reset the notice offers: the session that asked can no longer confirm', async () => {
    const me = await registerUser(t);
    const next = uniqueEmail('intrus');
    await preUpdate(me, next);
    const id = idOf((await lastMailTo(t, next)).text);
    // The owner follows the notice: a reset code to the current address, and a new password.
    await call(t, 'POST', '/api/v2/auth/cognito/forgot-password', {
      body: { username: me.email, locale: 'fr' },
    });
    const reset = await call(t, 'POST', '/api/v2/auth/cognito/reset-password', {
      body: {
        username: me.email,
        newPassword: 'Reprise2026x',
        verificationCode: codeOf(await lastMailTo(t, me.email)),
      },
    });
    expect(reset.status).toBe(200);
    expect((await confirm(me.token, id)).status).toBe(401);
    const login = await call(t, 'POST', '/api/v2/auth/cognito/login', {
      body: { email: me.email, password: 'Reprise2026x' },
    });
    expect(login.status).toBe(200);
  });
});

describe('the confirmation of an e-mail change', () => {
  it('tells the former address that the account moved, where, and how to take it back', async () => {
    const me = await registerUser(t, { firstName: 'Léa' });
    const next = uniqueEmail('confirmee');
    await preUpdate(me, next);
    const id = idOf((await lastMailTo(t, next)).text);
    expect((await confirm(me.token, id)).status).toBe(200);
    const notice = await lastMailTo(t, me.email);
    expect(notice.subject).toBe('L’adresse courriel de votre compte a été changée — Portail Pub');
    expect(notice.text).toContain(`L’adresse de votre compte est désormais ${next}`);
    expect(notice.text).toContain('changez votre mot de passe dans votre profil');
    expect(notice.text).toContain('http://localhost:3000/fr/compte/connexion/');
    // The new address had its confirmation only.
    expect((await mailsTo(next)).map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Confirmez votre nouvelle adresse courriel/),
    ]);
  });

  it('tells an English account in English', async () => {
    const me = await registerUser(t, { locale: 'en' });
    const next = uniqueEmail('confirmed');
    await preUpdate(me, next, 'en');
    await confirm(me.token, idOf((await lastMailTo(t, next)).text));
    const notice = await lastMailTo(t, me.email);
    expect(notice.subject).toBe('The e-mail address of your account was changed — Self-Serve Ads');
    expect(notice.text).toContain(`The address of your account is now ${next}`);
    expect(notice.text).toContain('http://localhost:3000/en/account/login/');
  });

  it('tells nothing more when the confirmation is refused', async () => {
    const me = await registerUser(t);
    const next = uniqueEmail('refusee');
    await preUpdate(me, next);
    const before = (await mailsTo(me.email)).length;
    expect((await confirm(me.token, 'not-the-right-id')).status).toBe(400);
    expect((await mailsTo(me.email)).length).toBe(before);
  });
});
