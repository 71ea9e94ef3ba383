import { expect, test, type Page } from '@playwright/test';
import { RelatedRisksPage } from '../../pages/PrmaSourcingPages';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';

interface Related {
  name: string;
  parties: { entId: string; name: string; riskCount: number; weightedRisk: number; depth: number }[];
}
const related = async (page: Page, entId: string, depth: number) =>
  (await callApi<Related>(page, 'POST', '/esee/prma/relatedRisks/list', { entId, depth })).data;

/** A large company whose related parties within two hops include risky ones. */
async function companyWithRiskyParties(page: Page) {
  const { data } = await callApi<{ list: { entId: string; orgName: string }[] }>(
    page,
    'POST',
    '/esee/prma/merchantsSearch/search',
    { conditions: {}, sort: 'capitalDesc', pageSize: 30 },
  );
  for (const c of data.list) {
    const r = await related(page, c.entId, 2);
    if (r.parties.length >= 3 && r.parties.some((p) => p.riskCount > 0)) return { ...c, related: r };
  }
  throw new Error('no company with risky related parties among the 30 largest');
}

test('a partner’s related parties ranked by weighted risk, with the risky ones red on the graph', async ({ page }) => {
  const shell = new ShellPage(page);
  await shell.signIn('DEMO', 'analyst');
  const company = await companyWithRiskyParties(page);

  await shell.openFromMenu('合作方风险管理', '关联风险');
  const risks = new RelatedRisksPage(page);
  await expect(risks.root()).toBeVisible();
  await risks.depth('二层');
  await risks.choose(company.orgName);
  await expect(page).toHaveURL(/\/merchants\/relatedRisks\/detail\?entId=.+&depth=2/);

  // The ranked table: the riskiest party first, as the server ranks them.
  const parties = company.related.parties;
  await expect(risks.table()).toHaveAttribute('data-total', String(parties.length));
  await expect(risks.rows().first()).toContainText(parties[0]!.name);
  await expect(page.getByTestId('related-summary')).toContainText(String(parties.length));

  // The graph: the target in the middle, a red node for each risky party drawn.
  await expect(risks.graph().getByTestId('graph-target')).toContainText(company.orgName.slice(0, 12));
  const riskyDrawn = risks.graph().locator('[data-testid="graph-node"][data-risky="true"]');
  expect(await riskyDrawn.count()).toBeGreaterThan(0);
  expect(await riskyDrawn.count()).toBeLessThanOrEqual(parties.filter((p) => p.riskCount > 0).length);
  await expect(page.getByTestId('risk-kinds')).toBeVisible();

  // One hop only: fewer or as many parties, none deeper than one.
  const one = await related(page, company.entId, 1);
  await risks.detailDepth('一层');
  await expect(risks.table()).toHaveAttribute('data-total', String(one.parties.length));
  expect(one.parties.every((p) => p.depth === 1)).toBe(true);
  expect(one.parties.length).toBeLessThanOrEqual(parties.length);
});
