import type { Page } from '@playwright/test';
import { CompanyDetailPage } from '../pages/CompanyDetailPage';
import { ShellPage } from '../pages/ShellPage';
import { hotCompany } from './api';

/** DEMO's analyst signed in on `page`, on the detail page of the first hot company: the company and that page. */
export async function hotCompanyDetail(page: Page) {
  await new ShellPage(page).signIn('DEMO', 'analyst');
  const company = await hotCompany(page);
  const detail = new CompanyDetailPage(page);
  await detail.open({ eid: company.entId });
  return { company, detail };
}
