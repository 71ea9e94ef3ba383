import { sql, type Kysely } from 'kysely';

/**
 * IBA 法律法规库: documents (效力级别, issuing body, topics, the repealing document), their versions (文号, days,
 * 时效性, the amending document) and each version's articles. A laws line of the data set replaces a document
 * with all its versions and articles. Links to other documents are not foreign keys: a document may name one a
 * later set brings. Search is a substring match (Chinese has no spaces to split words on) over a few thousand
 * articles: a sequential scan reads them in milliseconds, so no trigram index (and no extension) is needed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table law (
      law_id text primary key,
      title text not null,
      level text not null,
      issuer text not null,
      topics text[] not null default '{}',
      repealed_by text
    );
    create table law_version (
      version_id text primary key,
      law_id text not null references law (law_id) on delete cascade,
      seq integer not null,
      label text not null,
      doc_no text,
      publish_date date not null,
      effective_date date not null,
      validity text not null,
      amended_by text,
      note text,
      unique (law_id, seq)
    );
    create table law_article (
      version_id text not null references law_version (version_id) on delete cascade,
      seq integer not null,
      no integer not null,
      label text not null,
      chapter text,
      text text not null,
      primary key (version_id, seq)
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table law_article; drop table law_version; drop table law;`.execute(db);
}
