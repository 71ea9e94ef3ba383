import { useState } from 'react';
import { Button, Card, Popconfirm, Space, Tag, Typography } from 'antd';
import { PlusOutlined, SettingOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { BankFlowAnalysisSummary } from '@esee/contracts';
import { DataTable, formatNumber, type DataColumn } from '@esee/ui';
import { bankFlowApi } from '../../api/bankFlow';
import { CreateAnalysisDialog } from './CreateAnalysisDialog';
import { RulesDrawer } from './RulesDrawer';
import { analysisPath } from './paths';

/** The analysis projects the user owns or reviews, newest first; create, open, delete. */
export function AnalysisList() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [rules, setRules] = useState(false);
  const [reloadKey, setReloadKey] = useState(0);
  const open = (id: number) => navigate(analysisPath(id));
  const remove = async (id: number) => {
    try {
      await bankFlowApi.remove(id);
      setReloadKey((k) => k + 1);
    } catch {
      // The client's toast has said why.
    }
  };
  const columns: DataColumn<BankFlowAnalysisSummary>[] = [
    {
      key: 'name',
      title: '项目名称',
      render: (a) => (
        <Typography.Link onClick={() => open(a.analysisId)} data-testid="bank-flow-analysis-name">
          {a.name}
        </Typography.Link>
      ),
    },
    {
      key: 'myRole',
      title: '我的角色',
      width: 90,
      render: (a) => (a.myRole === 'owner' ? <Tag color="blue">负责人</Tag> : <Tag color="purple">复核人</Tag>),
    },
    { key: 'owner', title: '负责人', width: 100 },
    { key: 'reviewer', title: '复核人', width: 100 },
    { key: 'subjects', title: '主体', width: 70, align: 'right' },
    {
      key: 'transactions',
      title: '交易笔数',
      width: 100,
      align: 'right',
      render: (a) => formatNumber(a.transactions, 0),
    },
    { key: 'flags', title: '异常标记', width: 90, align: 'right' },
    { key: 'createdAt', title: '创建时间', width: 160 },
    { key: 'analysedAt', title: '最近分析', width: 160 },
    {
      key: 'actions',
      title: '操作',
      width: 110,
      render: (a) => (
        <Space size={12}>
          <Typography.Link onClick={() => open(a.analysisId)}>打开</Typography.Link>
          {a.myRole === 'owner' && (
            <Popconfirm
              title="删除该分析项目及其全部流水与标记？"
              okText="删除"
              cancelText="取消"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove(a.analysisId)}
            >
              <Typography.Link type="danger" data-testid="bank-flow-analysis-delete">
                删除
              </Typography.Link>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Card
      title="银行流水分析"
      extra={
        <Space size={16}>
          <Typography.Text type="secondary">
            按主体上传银行流水，预检、标准分析与异常规则筛查，导出核查底稿
          </Typography.Text>
          <Button icon={<SettingOutlined />} onClick={() => setRules(true)} data-testid="bank-flow-rules-open">
            规则与阈值
          </Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="bank-flow-new">
            新建分析项目
          </Button>
        </Space>
      }
    >
      <DataTable<BankFlowAnalysisSummary>
        testId="bank-flow-analyses"
        rowKey={(a) => String(a.analysisId)}
        columns={columns}
        load={(page) => bankFlowApi.list(page)}
        reloadKey={reloadKey}
      />
      {rules && <RulesDrawer onClose={() => setRules(false)} />}
      {creating && (
        <CreateAnalysisDialog
          onClose={() => setCreating(false)}
          onCreated={(analysis) => {
            setCreating(false);
            open(analysis.analysisId);
          }}
        />
      )}
    </Card>
  );
}
