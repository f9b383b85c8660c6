import type { FastifyReply } from 'fastify';
import { z } from 'zod';

const json = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return Symbol('not JSON');
    }
  }, schema);

/** A row's id as a URL or a filter names it: a whole number PostgreSQL's integer can hold (no 1.5, no 1e30). */
export const restIdSchema = z.coerce.number().int().positive().max(2_147_483_647);
export const restIdParamsSchema = z.object({ id: restIdSchema });

/** ra-data-simple-rest's list query: sort=["field","ASC"]&range=[0,24]&filter={"q":"..."} (each optional). */
export const restListQuerySchema = z.object({
  sort: json(z.tuple([z.string(), z.enum(['ASC', 'DESC'])])).optional(),
  range: json(z.tuple([z.number().int().min(0), z.number().int().min(0)])).optional(),
  filter: json(z.record(z.string(), z.unknown())).default({}),
});
export type RestListQuery = z.infer<typeof restListQuerySchema>;

/** Answers a list page as react-admin's simple REST provider reads it: the rows, and Content-Range for the total. */
export function sendListPage<Row>(
  reply: FastifyReply,
  resource: string,
  rows: Row[],
  range: [number, number] | undefined,
  total: number,
) {
  const from = range?.[0] ?? 0;
  const to = rows.length === 0 ? from : from + rows.length - 1;
  reply.header('content-range', `${resource} ${from}-${to}/${total}`);
  reply.header('access-control-expose-headers', 'Content-Range');
  return reply.send(rows);
}

/** An exceljs workbook sent as a download. */
export async function sendWorkbook(
  reply: FastifyReply,
  fileName: string,
  workbook: { xlsx: { writeBuffer: () => Promise<ArrayBuffer | Buffer> } },
) {
  const buffer = Buffer.from((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
  reply.header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.send(buffer);
}
