import { Card, Result, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router';
import type { OverseasHolder, OverseasLink, OverseasOfficer, OverseasSubsidiary } from '@esee/contracts';
import { isNotFound } from '@esee/http';
import { useLoad, usePageTitle } from '@esee/react';
import {
  BackBar,
  CompanyLink,
  CompanyStatusTag,
  DataTable,
  displayText,
  FailedState,
  formatDate,
  KeyValueList,
  personHref,
  Section,
} from '@esee/ui';
import { overseasApi } from '../../api/overseas';
import { detailHref, ENT_ABROAD_PATH, LinkKindTag, listingText, ratioText, StatusTag } from './format';

const HOLDER_KIND: Record<OverseasHolder['holderKind'], string> = {
  P: '自然人',
  C: '境内企业',
  O: '境外企业',
  N: '其他',
};

/** A holder's name: a person or a company of the register, another overseas company, or the name alone. */
function HolderName({ holder }: { holder: OverseasHolder }) {
  const { holderKind, holderId, name } = holder;
  if (holderKind === 'C' && holderId) return <CompanyLink entId={holderId} name={name} testId="overseas-holder-link" />;
  if (holderKind === 'O' && holderId)
    return (
      <Link to={detailHref(holderId)} data-testid="overseas-holder-link">
        {name}
      </Link>
    );
  if (holderKind === 'P' && holderId)
    return (
      <a href={personHref(holderId)} target="_blank" rel="noreferrer" data-testid="overseas-holder-link">
        {name}
      </a>
    );
  return <span>{name}</span>;
}

/**
 * `/investment/allInfo/entAbroad/detail?id=`: one overseas company (the shell hides the left menu here, spec 1
 * §2): 基本信息, 高管/董事, 股东, 境内控制企业 (each a link to the mainland company's detail, held by shares or
 * controlled by contract, directly or through an overseas subsidiary) and 境外子公司.
 */
export default function EntAbroadDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const detail = useLoad(() => (id ? overseasApi.detail(id) : Promise.reject(new Error('no id'))), [id]);
  const d = detail.data;
  usePageTitle(d ? `${d.name} - 境外企业` : '境外企业');
  const crumbs = [{ title: '境外企业', to: ENT_ABROAD_PATH }, { title: d?.name ?? '企业详情' }];

  if (detail.status === 'failed')
    return (
      <>
        <BackBar crumbs={crumbs} />
        {!id || isNotFound(detail.error) ? (
          <Result status="404" title="境外企业不存在" data-testid="overseas-not-found" />
        ) : (
          <FailedState onRetry={detail.reload} />
        )}
      </>
    );
  return (
    <div data-testid="overseas-detail">
      <BackBar crumbs={crumbs} />
      <Card loading={detail.status === 'loading'} style={{ marginBottom: 16 }}>
        {d && (
          <Space direction="vertical" size={4}>
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="overseas-title">
              {d.name}
            </Typography.Title>
            {d.nameZh && <Typography.Text type="secondary">{d.nameZh}</Typography.Text>}
            <Space size={4} wrap>
              <StatusTag status={d.status} />
              <Tag>{d.jurisdiction}</Tag>
              {d.exchange && <Tag color="gold">{listingText(d.exchange, d.stockCode)}</Tag>}
              {d.mainland.length > 0 && <Tag color="blue">控制境内企业 {d.mainland.length} 家</Tag>}
            </Space>
          </Space>
        )}
      </Card>
      {d && (
        <>
          <Section id="overseas-basic" title="基本信息">
            <KeyValueList
              testId="overseas-basic"
              items={[
                { label: '英文名称', value: d.name },
                { label: '中文名称', value: d.nameZh },
                { label: '注册地', value: d.jurisdiction },
                { label: '注册编号', value: d.registryNo },
                { label: '登记状态', value: d.status },
                { label: '企业类型', value: d.companyType },
                { label: '成立日期', value: formatDate(d.incorporationDate) },
                { label: '上市信息', value: listingText(d.exchange, d.stockCode) },
                { label: '注册地址', value: d.address, wide: true },
              ]}
            />
          </Section>
          <Section id="overseas-officers" title="高管/董事" count={d.officers.length}>
            <DataTable<OverseasOfficer>
              testId="overseas-officers"
              rowKey={(o) => `${o.name}/${o.position}/${o.appointedDate ?? ''}`}
              rows={d.officers}
              columns={[
                {
                  key: 'name',
                  title: '姓名',
                  render: (o) =>
                    o.personId ? (
                      <a href={personHref(o.personId)} target="_blank" rel="noreferrer">
                        {o.name}
                      </a>
                    ) : (
                      o.name
                    ),
                },
                { key: 'position', title: '职务', width: 160 },
                { key: 'appointedDate', title: '任职日期', width: 120, render: (o) => formatDate(o.appointedDate) },
                { key: 'resignedDate', title: '离任日期', width: 120, render: (o) => formatDate(o.resignedDate) },
              ]}
            />
          </Section>
          <Section id="overseas-holders" title="股东" count={d.holders.length}>
            <DataTable<OverseasHolder>
              testId="overseas-holders"
              rowKey={(h) => `${h.holderKind}/${h.holderId ?? h.name}`}
              rows={d.holders}
              columns={[
                { key: 'name', title: '股东名称', render: (h) => <HolderName holder={h} /> },
                { key: 'holderKind', title: '股东类型', width: 100, render: (h) => HOLDER_KIND[h.holderKind] },
                { key: 'jurisdiction', title: '注册地', width: 120, render: (h) => displayText(h.jurisdiction) },
                { key: 'ratio', title: '持股比例', width: 100, align: 'right', render: (h) => ratioText(h.ratio) },
              ]}
            />
          </Section>
          <Section id="overseas-mainland" title="境内控制企业" count={d.mainland.length}>
            <DataTable<OverseasLink>
              testId="overseas-mainland"
              rowKey={(l) => l.entId}
              rows={d.mainland}
              columns={[
                {
                  key: 'entName',
                  title: '企业名称',
                  render: (l) => (
                    <CompanyLink entId={l.entId} name={l.entName ?? l.entId} testId="overseas-mainland-link" />
                  ),
                },
                {
                  key: 'regStatus',
                  title: '登记状态',
                  width: 100,
                  render: (l) => (l.regStatus ? <CompanyStatusTag status={l.regStatus} /> : displayText(null)),
                },
                { key: 'kind', title: '控制方式', width: 130, render: (l) => <LinkKindTag kind={l.kind} /> },
                { key: 'ratio', title: '持股比例', width: 100, align: 'right', render: (l) => ratioText(l.ratio) },
                {
                  key: 'via',
                  title: '控制路径',
                  render: (l) =>
                    l.via ? (
                      <span>
                        通过 <Link to={detailHref(l.via.overseasId)}>{l.via.name}</Link>
                      </span>
                    ) : (
                      '直接'
                    ),
                },
                { key: 'since', title: '起始日期', width: 110, render: (l) => formatDate(l.since) },
              ]}
            />
          </Section>
          <Section id="overseas-subsidiaries" title="境外子公司" count={d.subsidiaries.length}>
            <DataTable<OverseasSubsidiary>
              testId="overseas-subsidiaries"
              rowKey={(s) => s.overseasId}
              rows={d.subsidiaries}
              columns={[
                { key: 'name', title: '企业名称', render: (s) => <Link to={detailHref(s.overseasId)}>{s.name}</Link> },
                { key: 'jurisdiction', title: '注册地', width: 120 },
                { key: 'status', title: '登记状态', width: 100, render: (s) => <StatusTag status={s.status} /> },
                { key: 'ratio', title: '持股比例', width: 100, align: 'right', render: (s) => ratioText(s.ratio) },
              ]}
            />
          </Section>
        </>
      )}
    </div>
  );
}
