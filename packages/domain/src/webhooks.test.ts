import { describe, expect, it } from 'vitest';
import {
  formatWebhookSignature,
  isRefusedAddress,
  parseWebhookSignature,
  webhookSignedContent,
  webhookUrlProblem,
  ZWebhookEndpointCreateSchema,
} from './webhooks.ts';

describe('webhook URLs', () => {
  it('takes a public HTTPS URL and refuses plain HTTP outside the test setting', () => {
    expect(webhookUrlProblem('https://hooks.example.com/portal')).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.com/portal')).toBe('WEBHOOK_URL_NOT_HTTPS');
    expect(webhookUrlProblem('http://hooks.example.com/portal', { allowLoopback: true })).toBeNull();
    expect(webhookUrlProblem('ftp://hooks.example.com/')).toBe('WEBHOOK_URL_NOT_HTTPS');
  });

  it('refuses what is not a URL and credentials in it', () => {
    expect(webhookUrlProblem('hooks.example.com')).toBe('WEBHOOK_URL_INVALID');
    expect(webhookUrlProblem('https://user:pw@hooks.example.com/')).toBe('WEBHOOK_URL_INVALID');
    expect(webhookUrlProblem(`https://example.com/${'a'.repeat(2000)}`)).toBe('WEBHOOK_URL_INVALID');
  });

  it('refuses literal private, loopback and link-local addresses, loopback allowed by the test setting', () => {
    for (const url of [
      'https://10.1.2.3/',
      'https://172.20.0.1/',
      'https://192.168.1.1/',
      'https://169.254.169.254/latest/meta-data',
      'https://127.0.0.1/',
      'https://localhost/',
      'https://[::1]/',
      'https://[fe80::1]/',
      'https://[fd00::5]/',
      'https://[::ffff:10.0.0.1]/',
      'https://0.0.0.0/',
    ]) {
      expect(webhookUrlProblem(url), url).toBe('WEBHOOK_URL_PRIVATE_ADDRESS');
    }
    expect(webhookUrlProblem('http://127.0.0.1:4000/', { allowLoopback: true })).toBeNull();
    expect(webhookUrlProblem('https://[::1]/', { allowLoopback: true })).toBeNull();
    expect(webhookUrlProblem('https://10.0.0.1/', { allowLoopback: true })).toBe(
      'WEBHOOK_URL_PRIVATE_ADDRESS',
    );
    expect(webhookUrlProblem('https://93.184.216.34/')).toBeNull();
  });
});

describe('resolved addresses', () => {
  it('judges IPv4, IPv6 and IPv4 inside IPv6', () => {
    expect(isRefusedAddress('93.184.216.34')).toBe(false);
    expect(isRefusedAddress('2606:2800:220:1:248:1893:25c8:1946')).toBe(false);
    for (const a of [
      '10.0.0.1',
      '100.64.0.1',
      '172.31.255.255',
      '192.168.0.1',
      '169.254.1.1',
      '224.0.0.1',
      '127.0.0.1',
    ]) {
      expect(isRefusedAddress(a), a).toBe(true);
    }
    for (const a of [
      '::1',
      '::',
      'fe80::1%eth0',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:192.168.0.1',
    ]) {
      expect(isRefusedAddress(a), a).toBe(true);
    }
    expect(isRefusedAddress('::ffff:93.184.216.34')).toBe(false);
    expect(isRefusedAddress('172.32.0.1')).toBe(false);
    expect(isRefusedAddress('not an address')).toBe(true);
    expect(isRefusedAddress('127.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isRefusedAddress('::ffff:127.0.0.1', { allowLoopback: true })).toBe(false);
    expect(isRefusedAddress('10.0.0.1', { allowLoopback: true })).toBe(true);
  });
});

describe('signature header', () => {
  it('formats t=…,v1=… and reads it back', () => {
    const hex = 'ab'.repeat(32);
    const header = formatWebhookSignature(1_790_000_000, hex);
    expect(header).toBe(`t=1790000000,v1=${hex}`);
    expect(parseWebhookSignature(header)).toEqual({ timestamp: 1_790_000_000, signatures: [hex] });
    expect(webhookSignedContent(12, '{"a":1}')).toBe('12.{"a":1}');
    expect(parseWebhookSignature('t=12')).toBeNull();
    expect(parseWebhookSignature('v1=zz,t=1')).toBeNull();
  });
});

describe('endpoint creation', () => {
  it('needs at least one known event, each once', () => {
    expect(ZWebhookEndpointCreateSchema.safeParse({ url: 'https://x.example', events: [] }).success).toBe(
      false,
    );
    expect(
      ZWebhookEndpointCreateSchema.safeParse({ url: 'https://x.example', events: ['order.created'] }).success,
    ).toBe(false);
    expect(
      ZWebhookEndpointCreateSchema.safeParse({
        url: 'https://x.example',
        events: ['invoice.paid', 'invoice.paid'],
      }).success,
    ).toBe(false);
    expect(
      ZWebhookEndpointCreateSchema.safeParse({
        url: 'https://x.example',
        events: ['order.approved', 'invoice.paid'],
      }).success,
    ).toBe(true);
  });
});
