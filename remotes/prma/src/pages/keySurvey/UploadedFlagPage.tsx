import { useState } from 'react';
import { App, DatePicker, Modal, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Link } from 'react-router';
import type { KeySurveyFile } from '@esee/contracts';
import { usePageTitle, useSubmit } from '@esee/react';
import { DataTable, DownloadButton, ListPage } from '@esee/ui';
import { keySurveyApi } from '../../api/keySurvey';
import { KEY_SURVEY_PATHS, withFile } from './paths';
import { UploadBar } from './UploadBar';
import { today } from '@esee/http';

/** Sets a list's 排查提示 validity: the last day its companies carry the tip. */
function TipsDialog({ file, onClose, onSaved }: { file: KeySurveyFile; onClose: () => void; onSaved: () => void }) {
  const { message } = App.useApp();
  const [day, setDay] = useState<Dayjs | null>(file.tipsValidUntil ? dayjs(file.tipsValidUntil) : dayjs(today(90)));
  const { busy: saving, run } = useSubmit();
  return (
    <Modal
      open
      title={`排查提示有效期：${file.fileName}`}
      okText="保存"
      okButtonProps={{ disabled: !day, loading: saving }}
      onCancel={onClose}
      onOk={async () => {
        if (!day) return;
        await run(async () => {
          await keySurveyApi.editTips(file.fileId, day.format('YYYY-MM-DD'));
          message.success('已保存排查提示有效期');
          onSaved();
        });
      }}
    >
      <Typography.Paragraph type="secondary">
        有效期内，名单中的企业在重点排查相关页面显示“已在重点排查名单《{file.fileName}》中”的提示；过期后不再提示。
      </Typography.Paragraph>
      <DatePicker
        value={day}
        onChange={setDay}
        allowClear={false}
        disabledDate={(d) => d.isAfter(dayjs(today(3650)))}
        data-testid="tips-date"
      />
    </Modal>
  );
}

/**
 * `/apps/relation/uploadedFlag`: 已上传名单 — the user's key-survey lists, the upload (template, limit) over them and
 * 去重点排查 at the right of the title.
 */
export default function UploadedFlagPage() {
  usePageTitle('已上传名单');
  const { message, modal } = App.useApp();
  const [version, setVersion] = useState(0);
  const [editing, setEditing] = useState<KeySurveyFile | null>(null);
  const reload = () => setVersion((v) => v + 1);
  return (
    <ListPage
      title="已上传名单"
      testId="uploaded-flag-page"
      extra={<Link to={KEY_SURVEY_PATHS.relationDD}>去重点排查</Link>}
      intro={
        <div style={{ marginBottom: 16 }}>
          <UploadBar reloadKey={version} onChanged={reload} />
        </div>
      }
    >
      <DataTable<KeySurveyFile>
        testId="list-key-survey-files"
        numbered
        reloadKey={version}
        rowKey={(f) => String(f.fileId)}
        load={(page) => keySurveyApi.files(page)}
        columns={[
          {
            key: 'fileName',
            title: '名单名称',
            render: (f) => <Link to={withFile(KEY_SURVEY_PATHS.relationDD, f.fileId)}>{f.fileName}</Link>,
          },
          { key: 'createTime', title: '上传时间', width: 150 },
          { key: 'totalRecord', title: '上传条数', width: 90, align: 'right' },
          { key: 'matchRecord', title: '匹配企业数', width: 100, align: 'right' },
          { key: 'groupCount', title: '发现集团数', width: 100, align: 'right' },
          {
            key: 'tips',
            title: '排查提示',
            width: 190,
            fixed: 'right',
            render: (f) =>
              f.tipsValidUntil ? (
                <span data-testid="tips-state">
                  <Tag color={f.tipsValid ? 'green' : 'default'}>{f.tipsValid ? '有效' : '已过期'}</Tag>至
                  {f.tipsValidUntil}
                </span>
              ) : (
                <Tag data-testid="tips-state">未设置</Tag>
              ),
          },
          {
            key: 'actions',
            title: '操作',
            width: 250,
            render: (f) => (
              <Space size={12}>
                <Link to={withFile(KEY_SURVEY_PATHS.relationDD, f.fileId)}>排查</Link>
                <DownloadButton link download={() => keySurveyApi.downloadList(f.fileId)}>
                  下载
                </DownloadButton>
                <Typography.Link onClick={() => setEditing(f)} data-testid="tips-edit">
                  有效期
                </Typography.Link>
                <Typography.Link
                  type="danger"
                  onClick={() =>
                    modal.confirm({
                      title: `删除「${f.fileName}」？`,
                      okText: '删除',
                      okButtonProps: { danger: true },
                      onOk: async () => {
                        await keySurveyApi.remove(f.fileId);
                        message.success(`已删除「${f.fileName}」`);
                        reload();
                      },
                    })
                  }
                >
                  删除
                </Typography.Link>
              </Space>
            ),
          },
        ]}
      />
      {editing && (
        <TipsDialog
          file={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </ListPage>
  );
}
