import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EnvelopeSchema,
  RELATED_RISK_PERMISSION,
  RelatedRisksRequestSchema,
  RelatedRisksSchema,
  type RelatedParty,
} from '@esee/contracts';
import { notFound, ok } from '../../../platform/http/errors';
import { dbRelations } from '../../../core/relations/relationGraph';
import { byLabel, riskSummaries } from '../../../core/risk/riskSummary';
import { relatedParties } from './walk';

const round2 = (n: number) => Math.round(n * 100) / 100;

/**
 * PRMA 关联风险 (product pages §2.4): a company's related parties to depth 1–3 through the relations graph
 * (shareholdings both ways, officers, legal representatives), each with its risk checklist counts and a
 * closeness weight; ranked by weighted risk. Needs the page's permission `app:prma:relatedRisk`.
 */
export const relatedRisksModule: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/esee/prma/relatedRisks/list',
    {
      config: { right: RELATED_RISK_PERMISSION },
      schema: {
        tags: ['prma'],
        summary: '关联风险：关联方及其风险（按亲密度加权）',
        body: RelatedRisksRequestSchema,
        response: { 200: EnvelopeSchema(RelatedRisksSchema) },
      },
    },
    async (request) => {
      const { entId } = request.body;
      const depth = request.body.depth ?? 2;
      const graph = dbRelations(app.db);
      const target = (await graph.entities([entId])).get(entId);
      if (!target || target.kind !== 'C') throw notFound('未找到该企业');
      const walk = await relatedParties(graph, entId, depth);
      const ids = walk.parties.map((p) => p.entId);
      const [names, risks] = await Promise.all([
        graph.entities([...ids, ...walk.people]),
        riskSummaries(app.db, ids, app.clock()),
      ]);
      names.set(entId, target);
      const byKind: Record<string, number> = {};
      const parties: RelatedParty[] = walk.parties.map((p) => {
        const risk = risks.get(p.entId);
        const labelled = byLabel(risk);
        for (const [label, n] of Object.entries(labelled)) byKind[label] = round2((byKind[label] ?? 0) + n * p.weight);
        const count = risk?.total ?? 0;
        return {
          entId: p.entId,
          name: names.get(p.entId)?.name ?? p.entId,
          depth: p.depth,
          relation: p.relation,
          path: p.path.map((id) => names.get(id)?.name ?? id).join(' → '),
          via: p.via,
          throughPerson: p.person === null ? null : (names.get(p.person)?.name ?? p.person),
          share: p.share === null ? null : Math.round(p.share * 10_000) / 10_000,
          weight: p.weight,
          riskCount: count,
          riskGrade: risk?.grade ?? 'A',
          weightedRisk: round2(count * p.weight),
          risks: labelled,
        };
      });
      parties.sort((a, b) => b.weightedRisk - a.weightedRisk || a.depth - b.depth || a.entId.localeCompare(b.entId));
      return ok({ entId, name: target.name, depth, truncated: walk.truncated, parties, byKind });
    },
  );
};
