import { Button } from 'antd';
import { Link } from 'react-router';
import { PersonCompanies } from '../person/PersonCompanies';
import { PersonFrame } from '../person/PersonFrame';
import { PersonHeader } from '../person/PersonHeader';
import { personSearch } from '../person/personQuery';

/** `/personPost/list` (spec 2 §2: persName, entName): a person's posts and investments across companies. */
export default function PersonPostsPage() {
  return (
    <PersonFrame title="任职与投资">
      {(person) => (
        <>
          <PersonHeader
            person={person}
            extra={
              <Link to={`/baseinfo/persondetail${personSearch(person.personId)}`}>
                <Button>人员详情</Button>
              </Link>
            }
          />
          <PersonCompanies id="posts" title="在外任职" columns="personPosts" page={person.posts} />
          <PersonCompanies id="investments" title="对外投资" columns="personInvestments" page={person.investments} />
          <PersonCompanies id="legalRep" title="担任法定代表人" columns="personLegalRep" page={person.legalRep} />
        </>
      )}
    </PersonFrame>
  );
}
