/**
 * /api/admin/reports: the owner's figures per location and period, and the accountant's CSV exports
 * (`export.csv` order lines, `orders.csv`, `vat.csv`). Admins only (the guard's default).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportQuerySchema, reportSchema } from '@gh/domain/reports';
import type { Db } from '../../db/client';
import { createReportService } from './admin-reports.service';

const csvAnswer = { 200: z.string() };

export const adminReportRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const service = createReportService({ db });

  app.get(
    '/reports',
    {
      schema: {
        summary: 'Omzet, btw per tarief, bestellingen en drukte per locatie en periode',
        querystring: reportQuerySchema,
        response: { 200: reportSchema },
      },
    },
    async (request) => service.summary(request.query),
  );

  const exports = [
    [
      'export.csv',
      'bestelregels',
      service.linesCsv,
      'Bestelregels met btw-tarief, bedragen en betaling-id (CSV)',
    ],
    ['orders.csv', 'bestellingen', service.ordersCsv, 'Bestellingen met btw per tarief en betaling-id (CSV)'],
    ['vat.csv', 'btw-overzicht', service.vatCsv, 'Btw per maand en tarief (CSV)'],
  ] as const;
  for (const [file, name, make, summary] of exports) {
    app.get(
      `/reports/${file}`,
      { schema: { summary, querystring: reportQuerySchema, response: csvAnswer } },
      async (request, reply) => {
        const { from, to, location } = request.query;
        const csv = await make(request.query);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header(
            'content-disposition',
            `attachment; filename="${name}-${location ?? 'alle-locaties'}-${from}-${to}.csv"`,
          )
          .header('cache-control', 'no-store')
          .send(csv);
      },
    );
  }
};
