import { useState } from 'react';
import { Button, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import type { BankFlowAnalysisDetail, BankFlowStatement, BankFlowSubject } from '@esee/contracts';
import { CompanyLink, DataTable, EmptyState, Section, formatNumber, type DataColumn } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';
import { AddSubjectDialog } from './AddSubjectDialog';
import { UploadStatementDialog } from './UploadStatementDialog';
import { BANK_LAYOUT_TITLES } from './titles';

/** Run an action whose refusal the client has already shown, then refresh. */
const act = (action: () => Promise<unknown>, then: () => void) => async () => {
  try {
    await action();
    then();
  } catch {
    // The client's toast has said why.
  }
};

/** 主体与流水: the subjects, each with its statements; the owner adds, uploads and deletes. */
export function SubjectsSection({ detail, onChanged }: { detail: BankFlowAnalysisDetail; onChanged: () => void }) {
  const owner = detail.myRole === 'owner';
  const [adding, setAdding] = useState(false);
  const [uploadFor, setUploadFor] = useState<BankFlowSubject | null>(null);
  const statementsOf = (subjectId: number) => detail.statements.filter((s) => s.subjectId === subjectId);
  return (
    <Section
      id="subjects"
      title="主体与流水"
      count={detail.subjectList.length}
      extra={
        owner && (
          <Button
            size="small"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="bank-flow-add-subject"
          >
            添加主体
          </Button>
        )
      }
    >
      {detail.subjectList.length === 0 ? (
        <EmptyState
          description={
            owner ? '还没有主体。请添加发行人、实际控制人等主体，再为其上传银行流水' : '该分析项目还没有主体'
          }
        />
      ) : (
        <Space orientation="vertical" size={12} style={{ width: '100%' }}>
          {detail.subjectList.map((subject) => (
            <div key={subject.subjectId} data-testid="bank-flow-subject" data-name={subject.name}>
              <Space style={{ marginBottom: 6 }} wrap>
                <Typography.Text strong>
                  {subject.entId ? <CompanyLink entId={subject.entId} name={subject.name} /> : subject.name}
                </Typography.Text>
                <Tag>{subject.kind === 'company' ? '企业' : '自然人'}</Tag>
                <Tag color="geekblue">{subject.role}</Tag>
                {owner && (
                  <>
                    <Button
                      size="small"
                      type="primary"
                      ghost
                      icon={<UploadOutlined />}
                      onClick={() => setUploadFor(subject)}
                      data-testid="bank-flow-upload"
                    >
                      上传流水
                    </Button>
                    <Popconfirm
                      title="删除该主体及其全部流水？"
                      okText="删除"
                      cancelText="取消"
                      okButtonProps={{ danger: true }}
                      onConfirm={act(() => bankFlowApi.removeSubject(subject.subjectId), onChanged)}
                    >
                      <Typography.Link type="danger">删除主体</Typography.Link>
                    </Popconfirm>
                  </>
                )}
              </Space>
              <StatementTable rows={statementsOf(subject.subjectId)} owner={owner} onChanged={onChanged} />
            </div>
          ))}
        </Space>
      )}
      {adding && (
        <AddSubjectDialog
          analysisId={detail.analysisId}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            onChanged();
          }}
        />
      )}
      {uploadFor && (
        <UploadStatementDialog
          subject={uploadFor}
          onClose={() => setUploadFor(null)}
          onImported={() => {
            setUploadFor(null);
            onChanged();
          }}
        />
      )}
    </Section>
  );
}

function StatementTable({
  rows,
  owner,
  onChanged,
}: {
  rows: BankFlowStatement[];
  owner: boolean;
  onChanged: () => void;
}) {
  return (
    <DataTable<BankFlowStatement>
      testId="bank-flow-statements"
      size="small"
      rowKey={(s) => String(s.statementId)}
      rows={rows}
      emptyText={owner ? '尚未上传流水，点击「上传流水」' : '尚未上传流水'}
      columns={[
        { key: 'fileName', title: '文件', width: 240 },
        { key: 'layout', title: '格式', width: 110, render: (s) => BANK_LAYOUT_TITLES[s.layout] ?? s.layout },
        { key: 'accountNo', title: '账号', width: 190 },
        { key: 'accountName', title: '户名', width: 200, render: (s) => s.accountName || '-' },
        {
          key: 'rows',
          title: '交易笔数',
          width: 90,
          align: 'right',
          render: (s) => <span data-testid="bank-flow-statement-rows">{formatNumber(s.rows, 0)}</span>,
        },
        { key: 'period', title: '期间', width: 200, render: (s) => (s.from ? `${s.from} 至 ${s.to}` : '-') },
        { key: 'importedAt', title: '导入时间', width: 150, render: (s) => s.importedAt.slice(0, 16) },
        ...(owner
          ? [
              {
                key: 'actions',
                title: '操作',
                width: 70,
                render: (s: BankFlowStatement) => (
                  <Popconfirm
                    title="删除该流水文件的全部交易？"
                    okText="删除"
                    cancelText="取消"
                    okButtonProps={{ danger: true }}
                    onConfirm={act(() => bankFlowApi.removeStatement(s.statementId), onChanged)}
                  >
                    <Typography.Link type="danger" data-testid="bank-flow-statement-delete">
                      删除
                    </Typography.Link>
                  </Popconfirm>
                ),
              },
            ]
          : ([] as DataColumn<BankFlowStatement>[])),
      ]}
    />
  );
}
