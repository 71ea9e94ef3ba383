import { useState } from 'react';
import { App, Form, Modal, Radio, Typography } from 'antd';
import { useNavigate } from 'react-router';
import {
  REPORT_SECTION_TITLES,
  REPORT_TEMPLATE_INFO,
  REPORT_TEMPLATES,
  type ReportCreated,
  type ReportTemplate,
} from '@esee/contracts';
import { useSubmit } from '@esee/react';
import { companySearchSource } from '@esee/http';
import { CompanySearch, type CompanyChoice } from '@esee/ui';
import { reportsApi } from '../../api/reports';

/**
 * 生成画像报告: pick a template (and, from 画像生成记录, the company). The report is queued as a job; the
 * toast points to the list where it is downloaded once made.
 */
export function GenerateReportDialog({
  open,
  company,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** The company to report on; without one, the dialog asks for it. */
  company?: { entId: string; name: string };
  onClose: () => void;
  onCreated?: (created: ReportCreated) => void;
}) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [template, setTemplate] = useState<ReportTemplate>('standard');
  const [picked, setPicked] = useState<CompanyChoice | null>(null);
  const { busy, run } = useSubmit();
  const target = company ?? (picked ? { entId: picked.entId, name: picked.orgName } : null);

  // A refusal has been shown by the request layer; the dialog stays.
  const submit = () =>
    target &&
    run(async () => {
      const created = await reportsApi.create(target.entId, template);
      message.success({
        content: (
          <span data-testid="report-created">
            已提交「{created.name}」，生成后可在
            {/* Navigated from here: the toast may render outside the router. */}
            <Typography.Link
              onClick={() => void navigate('/bankAssistant/reportList')}
              data-testid="report-created-link"
            >
              画像生成记录
            </Typography.Link>
            下载
          </span>
        ),
        duration: 5,
      });
      onCreated?.(created);
      onClose();
    });

  return (
    <Modal
      title="生成画像报告"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText="生成"
      cancelText="取消"
      okButtonProps={{ disabled: !target, loading: busy, ...({ 'data-testid': 'report-generate-ok' } as object) }}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid="report-dialog">
        <Form.Item label="企业">
          {company ? (
            <Typography.Text strong data-testid="report-company">
              {company.name}
            </Typography.Text>
          ) : (
            <>
              <CompanySearch testId="report-company-search" source={companySearchSource} onPick={setPicked} />
              {picked && (
                <Typography.Text type="secondary" data-testid="report-company">
                  已选择：{picked.orgName}
                </Typography.Text>
              )}
            </>
          )}
        </Form.Item>
        <Form.Item label="报告模板">
          <Radio.Group
            value={template}
            onChange={(e) => setTemplate(e.target.value as ReportTemplate)}
            data-testid="report-template"
          >
            {REPORT_TEMPLATES.map((t) => (
              <Radio key={t} value={t} data-testid={`report-template-${t}`}>
                {REPORT_TEMPLATE_INFO[t].title}
              </Radio>
            ))}
          </Radio.Group>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
            包含：{REPORT_TEMPLATE_INFO[template].sections.map((s) => REPORT_SECTION_TITLES[s]).join('、')}
          </Typography.Paragraph>
        </Form.Item>
      </Form>
    </Modal>
  );
}
