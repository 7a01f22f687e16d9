import { z } from 'zod';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../lib/httpError';
import { addCartItem, countCartItems, isBookable } from './repository';

export const cartMessages = {
  added: 'Service added to cart',
  already: 'Service already in cart',
  notFound: 'Service not found',
} as const;

/** The site sends the id as a number or as text; anything else names no service. */
const addSchema = z.object({ serviceId: z.unknown().optional() });

function serviceIdOf(body: unknown): number | null {
  const { serviceId } = addSchema.parse(body ?? {});
  const text = typeof serviceId === 'number' ? String(serviceId) : typeof serviceId === 'string' ? serviceId.trim() : '';
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export async function addToCart(db: Database, userId: number, body: unknown): Promise<number> {
  const serviceId = serviceIdOf(body);
  if (serviceId === null || !(await isBookable(db, serviceId))) throw notFound(cartMessages.notFound);
  if (!(await addCartItem(db, userId, serviceId))) throw new HttpError(409, {}, cartMessages.already);
  return countCartItems(db, userId);
}

export function cartCount(db: Database, userId: number): Promise<number> {
  return countCartItems(db, userId);
}
