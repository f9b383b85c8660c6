import { z } from 'zod';

/** The field builders every record kind of the feed uses. */
export const text = (max = 200) => z.string().trim().max(max);
export const key = (max = 60) => text(max).min(1);
export const isoDateTime = z.iso.datetime({ offset: true });
export const isoDate = z.iso.date();
export const cents = z.number().int().min(0).max(100_000_000_000);
export const list = <Item extends z.ZodType>(item: Item, max: number) => z.array(item).max(max).default([]);
