import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ShellPage } from '../../pages/ShellPage';
import { callApi } from '../../support/api';
import { chooseOption } from '../../support/antd';

/** A model service speaking the chat-completions shape, for 测试连接 (inside this test only). */
function modelDouble(): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ choices: [{ index: 0, message: { role: 'assistant', content: '正常' } }] }));
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    ),
  );
}

/**
 * 大模型接入 on 功能模型设置 and 功能模型管理. DEMO2 has no IBA (nobody asks its assistant), and its endpoint is
 * deleted again at the end, so the demo institutions are left as they were.
 */
test('the platform admin connects a model endpoint for an institution, tests it, sees it listed, and removes it; the key is never shown', async ({
  page,
}) => {
  const model = await modelDouble();
  const secret = `sk-e2e-${Date.now().toString(36)}`;
  const ops = new ShellPage(page);
  await ops.signIn('PLATFORM', 'ops');
  try {
    await page.goto('/management/modelSet');
    await expect(page.getByTestId('model-set-page')).toBeVisible();
    await chooseOption(page, page.getByTestId('model-set-inst'), 'DEMO2', { search: true });
    const card = page.getByTestId('model-endpoint-card');
    await expect(card).toBeVisible();
    await expect(card.getByTestId('model-endpoint-status')).toHaveText('未接入（检索模式）');

    // A non-local http address is refused.
    await card.getByTestId('model-endpoint-url').fill('http://llm.example.com/v1');
    await card.getByTestId('model-endpoint-model').fill('e2e-model');
    await card.getByTestId('model-endpoint-save').click();
    await expect(page.getByText('（http 仅限运维在 GATEWAY_ALLOWED_HOSTS 中放行的主机）')).toBeVisible();

    await card.getByTestId('model-endpoint-url').fill(model.url);
    await card.getByTestId('model-endpoint-key').fill(secret);
    await card.getByTestId('model-endpoint-save').click();
    await expect(card.getByTestId('model-endpoint-status')).toHaveText('已启用');
    await expect(card.getByTestId('model-endpoint-key-set')).toBeVisible();
    await expect(card.getByTestId('model-endpoint-key')).toHaveValue('');

    await card.getByTestId('model-endpoint-test').click();
    await expect(card.getByTestId('model-endpoint-test-alert')).toContainText('连接正常');

    const saved = await callApi(page, 'GET', '/esee/platform/modelEndpoint?instCode=DEMO2');
    expect(JSON.stringify(saved)).not.toContain(secret);
    expect(saved.data).toMatchObject({ baseUrl: model.url, model: 'e2e-model', keySet: true, lastTestOk: true });

    // 功能模型管理: the institutions' endpoints.
    await page.goto('/management/modelManage');
    await expect(page.getByTestId('model-manage-page')).toBeVisible();
    const row = page.getByTestId('model-endpoint-table').locator('tr').filter({ hasText: '（DEMO2）' });
    await expect(row).toContainText(model.url);
    await expect(row).toContainText('e2e-model');
    await expect(row).toContainText('已启用');
    await expect(row).toContainText('连接正常');
    await expect(page.getByTestId('model-endpoints')).not.toContainText(secret);

    // Removed again on 功能模型设置.
    await page.goto('/management/modelSet');
    await chooseOption(page, page.getByTestId('model-set-inst'), 'DEMO2', { search: true });
    await page.getByTestId('model-endpoint-delete').click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: /确\s*定|OK/ })
      .click();
    await expect(page.getByTestId('model-endpoint-status')).toHaveText('未接入（检索模式）');
  } finally {
    await callApi(page, 'POST', '/esee/platform/modelEndpoint/delete', { instCode: 'DEMO2' }).catch(() => undefined);
    await model.close();
  }
});
