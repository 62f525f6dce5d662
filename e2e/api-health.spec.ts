import { expect, test } from '@playwright/test';

test('the portal started as `npm start` starts it answers its health checks', async ({ request }) => {
  expect((await request.get('/readyz')).status()).toBe(200);
  const settings = await (await request.get('/api/v2/settings')).json();
  expect(settings.minOrderValueCents).toBe(10000);
});
