import { Button, Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { RECORD_KIND_BY_KEY, type PersonJudicialKind } from '@esee/contracts';
import { useLoad } from '@esee/react';
import { FailedState, Section } from '@esee/ui';
import { personApi, type PersonProfile } from '../../api/person';
import { PersonCompanies } from './PersonCompanies';
import { PersonFrame } from './PersonFrame';
import { PersonHeader } from './PersonHeader';
import { personSearch } from './personQuery';

/** 司法风险 at a glance: the count of each kind, each linking to its list. */
function JudicialSummary({ personId }: { personId: string }) {
  const summary = useLoad(() => personApi.judicialSummary({ personId }), [personId]);
  return (
    <Section id="judicial" title="司法风险">
      {summary.status === 'failed' ? (
        <FailedState onRetry={summary.reload} />
      ) : (
        <Row gutter={[16, 16]} data-testid="person-judicial-summary">
          {Object.entries(summary.data?.counts ?? {}).map(([kind, n]) => (
            <Col key={kind} xs={12} md={6} xl={3}>
              <Link to={`/baseinfo${personSearch(personId, { kind })}`}>
                <Card size="small" hoverable>
                  <Statistic
                    title={RECORD_KIND_BY_KEY.get(kind as PersonJudicialKind)?.title}
                    value={n}
                    valueStyle={{ color: n ? '#cf1322' : undefined }}
                  />
                </Card>
              </Link>
            </Col>
          ))}
        </Row>
      )}
    </Section>
  );
}

function PersonDetail({ person }: { person: PersonProfile }) {
  const anyCompany = person.legalRep.list[0] ?? person.posts.list[0] ?? person.investments.list[0];
  return (
    <>
      <PersonHeader
        person={person}
        extra={
          <>
            <Link to={`/baseinfo${personSearch(person.personId)}`}>
              <Button>司法风险</Button>
            </Link>
            {anyCompany && (
              <Link
                to={`/personPost/list?${new URLSearchParams({ persName: person.name, entName: String(anyCompany.name) })}`}
              >
                <Button>任职与投资</Button>
              </Link>
            )}
          </>
        }
      />
      <JudicialSummary personId={person.personId} />
      <PersonCompanies id="legalRep" title="担任法定代表人" columns="personLegalRep" page={person.legalRep} />
      <PersonCompanies id="investments" title="对外投资" columns="personInvestments" page={person.investments} />
      <PersonCompanies id="posts" title="在外任职" columns="personPosts" page={person.posts} />
    </>
  );
}

/** `/baseinfo/persondetail` (spec 2 §2): a person, their judicial summary and their companies by role. */
export default function PersonDetailPage() {
  return <PersonFrame title="人员详情">{(person) => <PersonDetail person={person} />}</PersonFrame>;
}
